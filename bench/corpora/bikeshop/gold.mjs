#!/usr/bin/env node
// Gold answers of the bikeshop questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/bikeshop/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/bikeshop/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null (a non-electric bike's battery range, a job's part when none was fitted).
// Derived fields: bike.town, staff.town, job.town (through the shop); bike.hire_days_total (days on hire January–May
// 2025, the sum of the month columns); shop.n_staff, shop.n_bikes; staff.n_jobs (job records naming the mechanic).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const townOf = (shop) => gold.entities.get(shop)?.attrs.town ?? null;
  if (e.type === 'bike') {
    const days = MONTHS.map((m) => e.attrs[`hire_days_${m}`]).filter((v) => typeof v === 'number');
    return { town: townOf(e.attrs.shop), hire_days_total: days.length ? days.reduce((a, b) => a + b, 0) : null };
  }
  if (e.type === 'staff') return { town: townOf(e.attrs.shop), n_jobs: gold.ofType('job').filter((j) => j.attrs.mechanic === e.name).length };
  if (e.type === 'job') return { town: townOf(e.attrs.shop) };
  if (e.type === 'shop') return { n_staff: gold.ofType('staff').filter((p) => p.attrs.shop === e.name).length, n_bikes: gold.ofType('bike').filter((b) => b.attrs.shop === e.name).length };
  return {};
}
const derivedUnits = {
  'bike.town': 'place', 'staff.town': 'place', 'job.town': 'place', 'bike.hire_days_total': 'days', 'staff.n_jobs': '', 'shop.n_staff': '', 'shop.n_bikes': '',
};

/** True when the page states the field's canonical value as written, in either number style (1,450.00 / 1.450,00). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'bikeshop',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { shop: 'shop', mechanic: 'staff', supplier: 'supplier', part: 'part', manager: 'staff' }, statedExactly }),
  facets: true,
});
