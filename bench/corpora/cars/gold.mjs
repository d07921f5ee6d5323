#!/usr/bin/env node
// Gold answers of the cars questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/cars/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/cars/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests, in whichever unit the page stated it. Each question keeps its finer `facet`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convert, goldMain } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e) {
  if (e.type !== 'car') return {};
  return {
    reg_year: Number(e.attrs.first_registration.slice(0, 4)),
    currency: e.units.price, // EUR or GBP, as the page writes the price
  };
}

/** Numeric thresholds within 0.5 % of a value of the field (canonical units); refs follow to the linked type. */
function nearThresholds(gold, q) {
  const warnings = [];
  const linkType = { dealer: 'dealer', make: 'brand' };
  const walk = (type, conds) => {
    for (const c of conds ?? []) {
      if (c.or) c.or.forEach((g) => walk(type, g));
      if (c.not) walk(type, c.not);
      if (c.op === 'ref') walk(linkType[c.f], c.where);
      const ts = c.op === 'between' || c.op === 'between_incl' ? c.v : ['>', '>=', '<', '<='].includes(c.op) ? [c.v] : [];
      for (const t0 of ts) {
        if (typeof t0 !== 'number') continue;
        const t = c.unit ? convert(t0, c.unit, gold.unitOf(type, c.f)) : t0;
        // a whole-number threshold on a whole-number field (owners, years) is a count, not a rounding risk
        const discrete = Number.isInteger(t) && gold.ofType(type).every((e) => e.attrs[c.f] == null || Number.isInteger(e.attrs[c.f]));
        if (discrete) continue;
        for (const e of gold.ofType(type)) {
          const x = e.attrs[c.f];
          if (typeof x === 'number' && Math.abs(x - t) <= Math.abs(t) * 0.005) warnings.push(`${q.id}: threshold ${t0}${c.unit ?? ''} within 0.5 % of ${e.name} ${c.f}=${x}`);
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
  name: 'cars',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits: { 'car.reg_year': 'year', 'car.currency': '' },
  expect: 60,
  checks: nearThresholds,
  facets: true,
});
