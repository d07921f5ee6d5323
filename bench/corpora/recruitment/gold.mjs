#!/usr/bin/env node
// Gold answers of the recruitment questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/recruitment/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/recruitment/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: candidate.currency (the unit of its salary expectation or day
// rate), candidate.notice_days (weeks × 7), candidate.interviewed_with (the clients of the vacancies it interviewed
// for); vacancy.currency (the unit of its band), vacancy.country (its client's); placement.currency (the unit of its
// salary); consultant.currency (the unit of its billing target; null for the partner's consultants).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'candidate') {
    const ivs = gold.ofType('interview').filter((i) => i.attrs.candidate === e.name);
    return {
      currency: e.units.salary_expectation ?? e.units.day_rate ?? null,
      notice_days: e.attrs.notice == null ? null : Math.round(e.attrs.notice * 7 * 1e4) / 1e4,
      interviewed_with: [...new Set(ivs.map((i) => gold.entity(i.attrs.vacancy).attrs.client))],
    };
  }
  if (e.type === 'vacancy') return { currency: e.units.salary_min ?? e.units.rate_min ?? null, country: gold.entity(e.attrs.client).attrs.country };
  if (e.type === 'placement') return { currency: e.units.salary ?? null };
  if (e.type === 'consultant') return { currency: e.units.billing_target ?? null };
  return {};
}
const derivedUnits = {
  'candidate.currency': '', 'candidate.notice_days': 'days', 'candidate.interviewed_with': 'list', 'vacancy.currency': '', 'vacancy.country': 'place',
  'placement.currency': '', 'consultant.currency': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'recruitment',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { client: 'client', consultant: 'consultant', vacancy: 'vacancy', candidate: 'candidate' }, statedExactly }),
  facets: true,
});
