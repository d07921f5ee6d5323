#!/usr/bin/env node
// Gold answers of the recipes questions, computed from the ground-truth table.
//   node bench/corpora/recipes/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/recipes/questions.json.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  if (e.type === 'recipe') return { total_time: e.attrs.prep_time + e.attrs.cook_time, n_ingredients: e.attrs.ingredients.length };
  if (e.type === 'ingredient') {
    const name = e.name.toLowerCase();
    return { n_recipes: [...gold.entities.values()].filter((x) => x.type === 'recipe' && x.attrs.ingredients.includes(name)).length };
  }
  return {};
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'recipes',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits: { 'recipe.total_time': 'min', 'recipe.n_ingredients': '', 'ingredient.n_recipes': '' },
  expect: Number(process.env.GOLD_EXPECT ?? 80),
});
