#!/usr/bin/env node
// Gold answers of the tailor questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/tailor/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/tailor/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: currency (GBP or SEK, from the unit of the money field) on
// tailors, cloths, orders and alterations; customer.orders, customer.n_orders, customer.alt_tailors (who did their
// alterations); tailor.orders_cut, tailor.n_orders_cut, tailor.hours_2025 (hours booked January–August 2025, the sum
// of the month columns; null for the September starters); cloth.weight_oz (g/m ÷ 28.349523125 × 0.9144, oz per
// yard), cloth.price_per_yd (per metre × 0.9144, in the cloth's currency), cloth.n_orders; order.delivered.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
const OZ_YD = 28.349523125 / 0.9144;
const r4 = (x) => Math.round(x * 1e4) / 1e4;

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const names = (type, f) => gold.ofType(type).filter((x) => x.attrs[f] === e.name).map((x) => x.name).sort();
  if (e.type === 'customer') {
    const orders = names('order', 'customer');
    const alts = gold.ofType('alteration').filter((x) => x.attrs.customer === e.name).map((x) => x.attrs.tailor);
    return { orders, n_orders: orders.length, alt_tailors: [...new Set(alts)].sort() };
  }
  if (e.type === 'tailor') {
    const cut = names('order', 'cutter');
    const hrs = MONTHS.map((m) => e.attrs[`hours_2025_${m}`]).filter((v) => typeof v === 'number');
    return { orders_cut: cut, n_orders_cut: cut.length, hours_2025: hrs.length ? hrs.reduce((a, b) => a + b, 0) : null, currency: e.units.hourly_rate };
  }
  if (e.type === 'cloth') {
    return { weight_oz: r4(e.attrs.weight / OZ_YD), price_per_yd: r4(e.attrs.price_per_m * 0.9144), n_orders: names('order', 'cloth').length, currency: e.units.price_per_m };
  }
  if (e.type === 'order') return { delivered: e.attrs.status === 'Delivered', currency: e.units.price };
  if (e.type === 'alteration') return { currency: e.units.charge };
  return {};
}
const derivedUnits = {
  'customer.orders': 'list', 'customer.n_orders': '', 'customer.alt_tailors': 'list',
  'tailor.orders_cut': 'list', 'tailor.n_orders_cut': '', 'tailor.hours_2025': 'h', 'tailor.currency': 'text',
  'cloth.weight_oz': 'oz/yd', 'cloth.price_per_yd': 'per yd', 'cloth.n_orders': '', 'cloth.currency': 'text',
  'order.delivered': 'bool', 'order.currency': 'text', 'alteration.currency': 'text',
};

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5 / 8 450). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'tailor',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { customer: 'customer', cloth: 'cloth', cutter: 'tailor', tailor: 'tailor', mill: 'supplier', orders: 'order' }, statedExactly }),
  facets: true,
});
