#!/usr/bin/env node
// Gold answers of the fishery questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/fishery/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/fishery/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: vessel.species_landed, vessel.buyers, vessel.landings (from
// the 2025 landings); landing.currency (the unit of its price), landing.weight_t, landing.gear and
// landing.vessel_country (through its vessel); quota.net_t (allocation + swaps in − swaps out), quota.allocation_kg.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'vessel') {
    const ls = gold.ofType('landing').filter((l) => l.attrs.vessel === e.name);
    return { species_landed: [...new Set(ls.map((l) => l.attrs.species))], buyers: [...new Set(ls.map((l) => l.attrs.buyer))], landings: ls.map((l) => l.name) };
  }
  if (e.type === 'landing') {
    const v = gold.entity(e.attrs.vessel);
    return { currency: e.units.price, weight_t: e.attrs.weight / 1000, gear: v.attrs.gear, vessel_country: v.attrs.country };
  }
  if (e.type === 'quota') return { net_t: e.attrs.allocation + e.attrs.swapped_in - e.attrs.swapped_out, allocation_kg: e.attrs.allocation * 1000 };
  return {};
}
const derivedUnits = {
  'vessel.species_landed': 'list', 'vessel.buyers': 'list', 'vessel.landings': 'list',
  'landing.currency': '', 'landing.weight_t': 't', 'landing.gear': '', 'landing.vessel_country': 'place',
  'quota.net_t': 't', 'quota.allocation_kg': 'kg',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'fishery',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { skipper: 'person', vessel: 'vessel', buyer: 'buyer', stock: 'quota', species: 'species' }, statedExactly }),
  facets: true,
});
