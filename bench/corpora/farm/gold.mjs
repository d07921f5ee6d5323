#!/usr/bin/env node
// Gold answers of the farm questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/farm/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/farm/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: field.area_acres (area / 0.40468564224); field.yield_2024,
// moisture_2024, buyer_2024, price_2024, currency_2024, sold_2024, variety_2024 (from the 2024 harvest record of the
// field, null when the field had none); harvest.currency (the unit of its price); buyer.sold_2024 (tonnes of the
// harvest records naming the buyer); holding.fields (number of fields).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ACRE = 0.40468564224;

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const harvests = gold.ofType('harvest');
  if (e.type === 'field') {
    const h = harvests.find((x) => x.attrs.field === e.name);
    return {
      area_acres: e.attrs.area / ACRE,
      yield_2024: h ? h.attrs.yield : null,
      moisture_2024: h ? h.attrs.moisture ?? null : null,
      buyer_2024: h ? h.attrs.buyer : null,
      price_2024: h ? h.attrs.price : null,
      currency_2024: h ? h.units.price : null,
      sold_2024: h ? h.attrs.sold : null,
      variety_2024: h ? h.attrs.variety : null,
    };
  }
  if (e.type === 'harvest') return { currency: e.units.price };
  if (e.type === 'buyer') return { sold_2024: harvests.filter((h) => h.attrs.buyer === e.name).reduce((s, h) => s + h.attrs.sold, 0) };
  if (e.type === 'holding') return { fields: gold.ofType('field').filter((f) => f.attrs.holding === e.name).length };
  return {};
}
const derivedUnits = {
  'field.area_acres': 'ac', 'field.yield_2024': 't/ha', 'field.moisture_2024': '%', 'field.buyer_2024': '', 'field.price_2024': 'mixed',
  'field.currency_2024': '', 'field.sold_2024': 't', 'field.variety_2024': '', 'harvest.currency': '', 'buyer.sold_2024': 't',
  'holding.fields': '',
};

/** True when the page states the field's canonical value as written, in either number style (8.1 / 8,1). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'farm',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { holding: 'holding', field: 'field', buyer: 'buyer', variety: 'variety' }, statedExactly }),
  facets: true,
});
