#!/usr/bin/env node
// Gold answers of the bakery questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/bakery/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/bakery/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: product.oven_f (°F, one decimal); delivery.currency (the unit
// of its amount); branch.staff_count, branch.staff_hours (its staff and their contracted hours per week);
// supplier.delivered_kg (kg over its deliveries in the folder).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'product') {
    const c = e.attrs.oven_temp;
    return { oven_f: typeof c === 'number' ? Math.round(((c * 9) / 5 + 32) * 10) / 10 : null };
  }
  if (e.type === 'delivery') return { currency: e.units.amount };
  if (e.type === 'branch') {
    const st = gold.ofType('staff').filter((p) => p.attrs.branch === e.name);
    return { staff_count: st.length, staff_hours: st.reduce((s, p) => s + p.attrs.hours_per_week, 0) };
  }
  if (e.type === 'supplier') {
    const ds = gold.ofType('delivery').filter((d) => d.attrs.supplier === e.name);
    return { delivered_kg: ds.reduce((s, d) => s + (typeof d.attrs.quantity === 'number' ? d.attrs.quantity : 0), 0) };
  }
  return {};
}
const derivedUnits = {
  'product.oven_f': '°F', 'delivery.currency': '', 'branch.staff_count': '', 'branch.staff_hours': 'h/wk', 'supplier.delivered_kg': 'kg',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'bakery',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { branch: 'branch', supplier: 'supplier', flour_supplier: 'supplier' }, statedExactly }),
  facets: true,
});
