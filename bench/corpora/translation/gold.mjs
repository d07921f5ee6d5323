#!/usr/bin/env node
// Gold answers of the translation questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/translation/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/translation/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: linguist.currency (the unit its rates are held in),
// linguist.rate_1000 (rate per word × 1,000), linguist.words_total (April–September, the sum of the month columns),
// linguist.n_jobs / n_reviews (jobs translated / reviewed), linguist.n_assignments, linguist.interpreting_hours,
// linguist.clients_interpreted (clients of its assignments); client.office (its account manager's office),
// client.n_jobs, client.n_invoices; job.currency, job.office (through the client); invoice.currency, invoice.office;
// assignment.office (the interpreter's); staff.n_clients; termbase.n_languages.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['apr', 'may', 'jun', 'jul', 'aug', 'sep'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const get = (name) => gold.entities.get(name);
  if (e.type === 'linguist') {
    const words = MONTHS.map((m) => e.attrs[`words_${m}`]).filter((v) => typeof v === 'number');
    const jobs = gold.ofType('job');
    const asg = gold.ofType('assignment').filter((a) => a.attrs.interpreter === e.name);
    return {
      currency: e.units.rate_hour,
      rate_1000: typeof e.attrs.rate_word === 'number' ? Math.round(e.attrs.rate_word * 1000 * 1e6) / 1e6 : null,
      words_total: words.length ? words.reduce((a, b) => a + b, 0) : null,
      n_jobs: jobs.filter((j) => j.attrs.translator === e.name).length,
      n_reviews: jobs.filter((j) => j.attrs.reviewer === e.name).length,
      n_assignments: asg.length,
      interpreting_hours: asg.reduce((s, a) => s + a.attrs.duration, 0),
      clients_interpreted: [...new Set(asg.map((a) => a.attrs.client))].sort(),
    };
  }
  if (e.type === 'client') {
    return {
      office: get(e.attrs.account_manager).attrs.office,
      n_jobs: gold.ofType('job').filter((j) => j.attrs.client === e.name).length,
      n_invoices: gold.ofType('invoice').filter((x) => x.attrs.client === e.name).length,
    };
  }
  if (e.type === 'job') return { currency: e.units.price, office: get(get(e.attrs.client).attrs.account_manager).attrs.office };
  if (e.type === 'invoice') return { currency: e.units.total, office: get(get(e.attrs.client).attrs.account_manager).attrs.office };
  if (e.type === 'assignment') return { office: get(e.attrs.interpreter).attrs.office };
  if (e.type === 'staff') return { n_clients: gold.ofType('client').filter((c) => c.attrs.account_manager === e.name).length };
  if (e.type === 'termbase') return { n_languages: e.attrs.languages.length };
  return {};
}
const derivedUnits = {
  'linguist.currency': 'text', 'linguist.rate_1000': '', 'linguist.words_total': 'words', 'linguist.n_jobs': '', 'linguist.n_reviews': '',
  'linguist.n_assignments': '', 'linguist.interpreting_hours': 'h', 'linguist.clients_interpreted': 'list', 'client.office': 'place', 'client.n_jobs': '',
  'client.n_invoices': '', 'job.currency': 'text', 'job.office': 'place', 'invoice.currency': 'text', 'invoice.office': 'place', 'assignment.office': 'place',
  'staff.n_clients': '', 'termbase.n_languages': '',
};

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'translation',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) =>
    nearThresholds(gold, q, {
      linkType: { client: 'client', translator: 'linguist', reviewer: 'linguist', interpreter: 'linguist', owner: 'linguist', account_manager: 'staff', pm: 'staff' },
      statedExactly,
    }),
  facets: true,
});
