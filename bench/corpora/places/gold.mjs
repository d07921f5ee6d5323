#!/usr/bin/env node
// Gold answers of the places questions, computed from the ground-truth table.
//   node bench/corpora/places/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/places/questions.json.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e) {
  if (e.type !== 'place') return {};
  return {
    n_neighbours: e.attrs.neighbours.length,
    n_languages: e.attrs.languages.length,
    density: e.attrs.population / e.attrs.area, // people per km²
  };
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'places',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits: { 'place.n_neighbours': '', 'place.n_languages': '', 'place.density': '' },
  expect: 80,
});
