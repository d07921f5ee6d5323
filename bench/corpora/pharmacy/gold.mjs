#!/usr/bin/env node
// Gold answers of the pharmacy questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/pharmacy/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/pharmacy/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: product.market (Portugal for a price in EUR, United Kingdom
// for GBP), product.dispensed_h1 (packs dispensed January–June 2025, the sum of the wide tables' months);
// supplier.currency (of its minimum order), supplier.product_count (products it supplies); lot.below_reorder
// (quantity on hand < reorder level); incident.currency (of its loss); branch.staff_count.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'product') {
    const ms = MONTHS.map((m) => e.attrs[`dispensed_${m}`]);
    return {
      market: e.attrs.price_eur != null ? 'Portugal' : 'United Kingdom',
      dispensed_h1: ms.some((v) => typeof v === 'number') ? ms.reduce((s, v) => s + (v ?? 0), 0) : null,
    };
  }
  if (e.type === 'supplier') return { currency: e.units.min_order, product_count: gold.ofType('product').filter((p) => p.attrs.supplier === e.name).length };
  if (e.type === 'lot') return { below_reorder: e.attrs.quantity < e.attrs.reorder_level };
  if (e.type === 'incident') return { currency: e.attrs.loss != null ? e.units.loss : null };
  if (e.type === 'branch') return { staff_count: gold.ofType('staff').filter((s) => s.attrs.branch === e.name).length };
  return {};
}
const derivedUnits = {
  'product.market': '', 'product.dispensed_h1': 'packs', 'supplier.currency': '', 'supplier.product_count': '',
  'lot.below_reorder': 'bool', 'incident.currency': '', 'branch.staff_count': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'pharmacy',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { branch: 'branch', supplier: 'supplier', product: 'product' }, statedExactly }),
  facets: true,
});
