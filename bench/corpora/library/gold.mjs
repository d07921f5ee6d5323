#!/usr/bin/env node
// Gold answers of the library questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/library/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/library/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: borrower.fines_currency, title.price_currency and
// event.cost_currency (GBP or EUR, as the record states the money); branch.visits_2025 (January–August 2025, the sum
// of the month columns); staff.n_events (events hosted); supplier.n_titles (titles supplied); branch.n_titles.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'borrower') return { fines_currency: e.units.fines };
  if (e.type === 'title') return { price_currency: e.units.price };
  if (e.type === 'event') return { cost_currency: e.units.cost };
  if (e.type === 'branch') {
    const v = MONTHS.map((m) => e.attrs[`visits_2025_${m}`]).filter((x) => typeof x === 'number');
    return { visits_2025: v.length ? v.reduce((a, b) => a + b, 0) : null, n_titles: gold.ofType('title').filter((t) => t.attrs.branch === e.name).length };
  }
  if (e.type === 'staff') return { n_events: gold.ofType('event').filter((x) => x.attrs.host === e.name).length };
  if (e.type === 'supplier') return { n_titles: gold.ofType('title').filter((t) => t.attrs.supplier === e.name).length };
  return {};
}
const derivedUnits = {
  'borrower.fines_currency': 'text', 'title.price_currency': 'text', 'event.cost_currency': 'text', 'branch.visits_2025': '',
  'branch.n_titles': '', 'staff.n_events': '', 'supplier.n_titles': '',
};

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'library',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { branch: 'branch', supplier: 'supplier', host: 'staff', manager: 'staff' }, statedExactly }),
  facets: true,
});
