#!/usr/bin/env node
// Gold answers of the estate questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/estate/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/estate/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units) and about counts of 0. Each question keeps its finer `facet`.
// Derived fields: listing.city / listing.district (through its neighbourhood), listing.office / listing.country
// (through its agent's office), listing.currency (the unit of its rent), agent.city, agent.listings,
// neighbourhood.listings, office.listings (how many listings link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const listings = gold.ofType('listing');
  const get = (name) => gold.entity(name);
  if (e.type === 'listing') {
    const h = get(e.attrs.neighbourhood);
    const o = get(get(e.attrs.agent).attrs.office);
    return { city: h.attrs.city, district: h.attrs.district, office: o.name, country: o.attrs.country, currency: e.units.rent };
  }
  if (e.type === 'agent') return { city: get(e.attrs.office).attrs.city, listings: listings.filter((l) => l.attrs.agent === e.name).length };
  if (e.type === 'neighbourhood') return { listings: listings.filter((l) => l.attrs.neighbourhood === e.name).length };
  if (e.type === 'office') return { listings: listings.filter((l) => get(l.attrs.agent).attrs.office === e.name).length };
  return {};
}
const derivedUnits = {
  'listing.city': '', 'listing.district': '', 'listing.office': '', 'listing.country': '', 'listing.currency': '',
  'agent.city': '', 'agent.listings': '', 'neighbourhood.listings': '', 'office.listings': '',
};

/** True when the page states the field's canonical value as written, in either number style (2,195 / 2.195,- / 2 195). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'estate',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits: derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { agent: 'agent', neighbourhood: 'neighbourhood', office: 'office', manager: 'agent' }, statedExactly }),
  facets: true,
});
