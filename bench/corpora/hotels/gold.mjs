#!/usr/bin/env node
// Gold answers of the hotels questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/hotels/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/hotels/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units) and about counts of 0. Each question keeps its finer `facet`.
// Derived fields: hotel.country (through the city), hotel.currency (the unit of its price); city.hotels,
// chain.hotels, manager.hotels (how many hotels link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const hotels = gold.ofType('hotel');
  if (e.type === 'hotel') return { country: gold.entity(e.attrs.city).attrs.country, currency: e.units.price };
  const count = (f) => hotels.filter((h) => h.attrs[f] === e.name).length;
  if (e.type === 'city') return { hotels: count('city') };
  if (e.type === 'chain') return { hotels: count('chain') };
  if (e.type === 'manager') return { hotels: count('manager') };
  return {};
}
const derivedUnits = { 'hotel.country': '', 'hotel.currency': '', 'city.hotels': '', 'chain.hotels': '', 'manager.hotels': '' };

/** True when the page states the field's canonical value as written, in either number style (8.7 / 8,7). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'hotels',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { city: 'city', chain: 'chain', manager: 'manager' }, statedExactly }),
  facets: true,
});
