#!/usr/bin/env node
// Gold answers of the logistics questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/logistics/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/logistics/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: shipment.weight_t (tonnes), shipment.currency (the unit of
// its cost); vehicle.payload_t (tonnes); driver.hours_week (the sum of the week-23 roster), driver.customers (the
// customers of the shipments the driver drove).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'shipment') return { weight_t: e.attrs.weight / 1000, currency: e.units.cost };
  if (e.type === 'vehicle') return { payload_t: e.attrs.payload / 1000 };
  if (e.type === 'driver') {
    const ss = gold.ofType('shipment').filter((s) => s.attrs.driver === e.name);
    return {
      hours_week: DAYS.reduce((a, d) => a + (e.attrs[`hours_${d}`] ?? 0), 0),
      customers: [...new Set(ss.map((s) => s.attrs.customer))],
    };
  }
  return {};
}
const derivedUnits = { 'shipment.weight_t': 't', 'shipment.currency': '', 'vehicle.payload_t': 't', 'driver.hours_week': 'h', 'driver.customers': 'list' };

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'logistics',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { origin: 'depot', depot: 'depot' }, statedExactly }),
  facets: true,
});
