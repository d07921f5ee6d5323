#!/usr/bin/env node
// Gold answers of the bakery2 questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/bakery2/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/bakery2/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: currency (GBP or EUR, the unit of the record's money field:
// shop.weekly_rent, baker.hourly_rate, product.price, customer.credit_limit); city (baker, product, customer, oven:
// through their shop); name (the entity's own name, for "other than X"); product.sold_2025 (units sold
// January–September 2025, the sum of the month columns; null for Tallinn and for the new autumn lines);
// shop.n_bakers, n_products, n_customers, total_trays (sum of its ovens' capacity); baker.weekly_pay (hours × hourly
// rate, in the baker's currency).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];
const MONEY = { shop: 'weekly_rent', baker: 'hourly_rate', product: 'price', customer: 'credit_limit' };

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const out = { name: e.name };
  if (MONEY[e.type]) out.currency = e.units[MONEY[e.type]] || null;
  if (['baker', 'product', 'customer', 'oven'].includes(e.type)) out.city = gold.entity(e.attrs.shop).attrs.city;
  if (e.type === 'product') {
    const sold = MONTHS.map((m) => e.attrs[`sold_2025_${m}`]).filter((v) => typeof v === 'number');
    out.sold_2025 = sold.length ? sold.reduce((a, b) => a + b, 0) : null;
  }
  if (e.type === 'shop') {
    const of = (type) => gold.ofType(type).filter((x) => x.attrs.shop === e.name);
    out.n_bakers = of('baker').length;
    out.n_products = of('product').length;
    out.n_customers = of('customer').length;
    out.total_trays = of('oven').reduce((a, o) => a + o.attrs.capacity, 0);
  }
  if (e.type === 'baker') out.weekly_pay = Math.round(e.attrs.hours * e.attrs.hourly_rate * 100) / 100;
  return out;
}
const derivedUnits = {
  'shop.currency': 'text', 'baker.currency': 'text', 'product.currency': 'text', 'customer.currency': 'text',
  'baker.city': 'place', 'product.city': 'place', 'customer.city': 'place', 'oven.city': 'place',
  'product.sold_2025': 'units', 'shop.n_bakers': '', 'shop.n_products': '', 'shop.n_customers': '', 'shop.total_trays': 'trays',
  'baker.weekly_pay': 'mixed', 'shop.name': 'text', 'baker.name': 'text', 'product.name': 'text', 'customer.name': 'text', 'supplier.name': 'text', 'oven.name': 'text',
};

/** True when the page states the field's canonical value as written, in either number style (3.50 / 3,50 / 1 500,00). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'bakery2',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { shop: 'shop', manager: 'baker', flour_supplier: 'supplier' }, statedExactly }),
  facets: true,
});
