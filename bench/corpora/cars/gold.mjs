#!/usr/bin/env node
// Gold answers of the cars questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/cars/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/cars/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests, in whichever unit the page stated it. Each question keeps its finer `facet`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e) {
  if (e.type !== 'car') return {};
  return {
    reg_year: Number(e.attrs.first_registration.slice(0, 4)),
    currency: e.units.price, // EUR or GBP, as the page writes the price
  };
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'cars',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits: { 'car.reg_year': 'year', 'car.currency': '' },
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { dealer: 'dealer', make: 'brand' }, equalIsRisk: true }),
  facets: true,
});
