#!/usr/bin/env node
// Gold answers of the trails questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/trails/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/trails/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units) that the page did not state exactly, and about counts of 0. Each question
// keeps its finer `facet`.
// Derived fields: name (every entity); trail.country (through its region); hut.country, hut.currency (the unit of
// its price); guide.country, guide.currency; tour.region, tour.country (through its trail's region), tour.currency;
// region.huts, region.trails (how many huts / trails link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const get = (name) => gold.entity(name);
  const countryOf = (region) => get(region).attrs.country;
  const base = { name: e.name };
  if (e.type === 'trail') return { ...base, country: countryOf(e.attrs.region) };
  if (e.type === 'hut') return { ...base, country: countryOf(e.attrs.region), currency: e.units.price };
  if (e.type === 'guide') return { ...base, country: countryOf(e.attrs.region), currency: e.units.day_rate };
  if (e.type === 'tour') {
    const region = get(e.attrs.trail).attrs.region;
    return { ...base, region, country: countryOf(region), currency: e.units.price };
  }
  if (e.type === 'region')
    return { ...base, huts: gold.ofType('hut').filter((h) => h.attrs.region === e.name).length, trails: gold.ofType('trail').filter((t) => t.attrs.region === e.name).length };
  return base;
}
const derivedUnits = {};
for (const t of ['trail', 'hut', 'guide', 'tour', 'region']) derivedUnits[`${t}.name`] = '';
Object.assign(derivedUnits, {
  'trail.country': '', 'hut.country': '', 'hut.currency': '', 'guide.country': '', 'guide.currency': '',
  'tour.region': '', 'tour.country': '', 'tour.currency': '', 'region.huts': '', 'region.trails': '',
});

/** True when the page states the field's canonical value as written, in either number style (2,834 / 2.834 / 2’834 / 7,4). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,’\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[,’ ]/g, ''), n.replace(/[.’ ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'trails',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { start_hut: 'hut', end_hut: 'hut', base_hut: 'hut', region: 'region', trail: 'trail', guide: 'guide' }, statedExactly }),
  facets: true,
});
