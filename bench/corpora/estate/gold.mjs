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
import { convert, goldMain } from '../gold-engine.mjs';
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

/** Numeric thresholds within 0.5 % of a value of the field (canonical units); refs follow to the linked type. */
function nearThresholds(gold, q) {
  const warnings = [];
  const linkType = { agent: 'agent', neighbourhood: 'neighbourhood', office: 'office', manager: 'agent' };
  const walk = (type, conds) => {
    for (const c of conds ?? []) {
      if (c.or) c.or.forEach((g) => walk(type, g));
      if (c.not) walk(type, c.not);
      if (c.op === 'ref') walk(linkType[c.f], c.where);
      const ts = c.op === 'between' || c.op === 'between_incl' ? c.v : ['>', '>=', '<', '<='].includes(c.op) ? [c.v] : [];
      for (const t0 of ts) {
        if (typeof t0 !== 'number') continue;
        const t = c.unit ? convert(t0, c.unit, gold.unitOf(type, c.f)) : t0;
        // a whole-number threshold on a whole-number field (bedrooms, schools, rents in whole units) is exact
        const discrete = Number.isInteger(t) && gold.ofType(type).every((e) => e.attrs[c.f] == null || Number.isInteger(e.attrs[c.f]));
        if (discrete) continue;
        for (const e of gold.ofType(type)) {
          const x = e.attrs[c.f];
          // a value the page states exactly, compared in its own unit, is not a rounding risk
          if (!c.unit && statedExactly(e, c.f)) continue;
          if (typeof x === 'number' && x !== t && Math.abs(x - t) <= Math.abs(t) * 0.005) warnings.push(`${q.id}: threshold ${t0}${c.unit ?? ''} within 0.5 % of ${e.name} ${c.f}=${x}`);
        }
      }
    }
  };
  const c = q.constraints;
  walk(c.type, c.where);
  if (c.entity && c.check) walk(gold.entity(c.entity).type, c.check);
  return warnings;
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'estate',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits: derivedUnits,
  expect: 60,
  checks: nearThresholds,
  facets: true,
});
