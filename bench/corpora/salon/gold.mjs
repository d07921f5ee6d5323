#!/usr/bin/env node
// Gold answers of the salon questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/salon/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/salon/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: stylist.town (its salon's town), stylist.services_h1
// (services January–June 2025, the sum of the month columns a stylist has), stylist.n_clients (clients who name them
// as preferred stylist); client.town; salon.stylists, salon.n_stylists; treatment.currency and product.currency (the
// unit of `price`: GBP, EUR or HUF); product.supplier_country; supplier.products.
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
  const get = (name) => gold.entities.get(name);
  if (e.type === 'stylist') {
    const svc = MONTHS.map((m) => e.attrs[`services_2025_${m}`]).filter((v) => typeof v === 'number');
    const fans = gold.ofType('client').filter((c) => c.attrs.stylist === e.name);
    return { town: get(e.attrs.salon).attrs.town, services_h1: svc.length ? svc.reduce((a, b) => a + b, 0) : null, n_clients: fans.length };
  }
  if (e.type === 'client') return { town: get(e.attrs.salon).attrs.town };
  if (e.type === 'salon') {
    const team = gold.ofType('stylist').filter((p) => p.attrs.salon === e.name).map((p) => p.name);
    return { stylists: team, n_stylists: team.length };
  }
  if (e.type === 'treatment') return { currency: e.units.price };
  if (e.type === 'product') return { currency: e.units.price, supplier_country: get(e.attrs.supplier).attrs.country };
  if (e.type === 'supplier') return { products: gold.ofType('product').filter((p) => p.attrs.supplier === e.name).map((p) => p.name) };
  return {};
}
const derivedUnits = {
  'stylist.town': 'place', 'stylist.services_h1': '', 'stylist.n_clients': '', 'client.town': 'place', 'salon.stylists': 'list',
  'salon.n_stylists': '', 'treatment.currency': 'text', 'product.currency': 'text', 'product.supplier_country': 'place', 'supplier.products': 'list',
};

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5 / 1 450 000). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'salon',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { salon: 'salon', stylist: 'stylist', manager: 'stylist', supplier: 'supplier' }, statedExactly }),
  facets: true,
});
