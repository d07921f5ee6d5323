#!/usr/bin/env node
// Gold answers of the printshop questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/printshop/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/printshop/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null (a guillotine has no speed). Derived fields: job.site (the site of its press);
// machine.sheets_2025 (thousands of sheets printed January–September 2025, the sum of the month columns; null for
// finishing machines), machine.n_jobs; stock.price_per_ream (500 sheets: half the price per 1,000), stock.n_jobs;
// client.n_jobs; staff.n_clients (accounts managed); supplier.n_stocks.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const count = (type, f) => gold.ofType(type).filter((x) => x.attrs[f] === e.name).length;
  if (e.type === 'job') return { site: gold.entities.get(e.attrs.press).attrs.site };
  if (e.type === 'machine') {
    const out = MONTHS.map((m) => e.attrs[`sheets_${m}`]).filter((v) => typeof v === 'number');
    return { sheets_2025: out.length ? Math.round(out.reduce((a, b) => a + b, 0) * 10) / 10 : null, n_jobs: count('job', 'press') };
  }
  if (e.type === 'stock') return { price_per_ream: Math.round(e.attrs.price_per_1000 * 50) / 100, n_jobs: count('job', 'stock') };
  if (e.type === 'client') return { n_jobs: count('job', 'client') };
  if (e.type === 'staff') return { n_clients: count('client', 'account_manager') };
  if (e.type === 'supplier') return { n_stocks: count('stock', 'supplier') };
  return {};
}
const derivedUnits = {
  'job.site': 'place', 'machine.sheets_2025': 'k sheets', 'machine.n_jobs': '', 'stock.price_per_ream': 'mixed', 'stock.n_jobs': '',
  'client.n_jobs': '', 'staff.n_clients': '', 'supplier.n_stocks': '',
};

/** True when the page states the field's canonical value as written, in either number style (1,240.00 / 1 240,00). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'printshop',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { client: 'client', press: 'machine', stock: 'stock', supplier: 'supplier', account_manager: 'staff', operator: 'staff', ordered_by: 'staff' }, statedExactly }),
  facets: true,
});
