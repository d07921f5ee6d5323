#!/usr/bin/env node
// Gold answers of the plants questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/plants/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/plants/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units), about counts of 0, and about any question whose answer would change if a
// plant's height were read as the lower bound of its stated range ("60–90 cm") instead of the upper one.
// Each question keeps its finer `facet`.
// Derived fields: plant.family, plant.native_region (through the genus), plant.supplier_country (through the
// supplier), plant.city / plant.country (through the centre), plant.currency (the unit of its price);
// genus.plants, supplier.plants, centre.plants (how many plants link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const plants = gold.ofType('plant');
  const get = (name) => gold.entity(name);
  if (e.type === 'plant') {
    const g = get(e.attrs.genus);
    const c = get(e.attrs.centre);
    return { family: g.attrs.family, native_region: g.attrs.native_region, supplier_country: get(e.attrs.supplier).attrs.country, city: c.attrs.city, country: c.attrs.country,
      currency: e.units.price };
  }
  const count = (f) => plants.filter((p) => p.attrs[f] === e.name).length;
  if (e.type === 'genus') return { plants: count('genus') };
  if (e.type === 'supplier') return { plants: count('supplier') };
  if (e.type === 'centre') return { plants: count('centre') };
  return {};
}
const derivedUnits = {
  'plant.family': '', 'plant.native_region': '', 'plant.supplier_country': '', 'plant.city': '', 'plant.country': '', 'plant.currency': '',
  'genus.plants': '', 'supplier.plants': '', 'centre.plants': '',
};

/** True when the page states the field's canonical value as written, in either number style (12.95 / 12,95). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').replace(/[−]/g, '-').match(/-?\d[\d.,\u00a0 ]*\d|-?\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

/** A question about height must not depend on which end of a stated range ("60–90 cm") is read. */
function rangeSafe(gold, q) {
  if (!JSON.stringify(q.constraints).includes('"height"')) return [];
  const plants = gold.ofType('plant');
  const before = gold.warnings.length;
  const a = gold.answer(q);
  const saved = plants.map((p) => p.attrs.height);
  plants.forEach((p) => (p.attrs.height = p.attrs.height_from));
  let b;
  try {
    b = gold.answer(q);
  } finally {
    plants.forEach((p, i) => (p.attrs.height = saved[i]));
    gold.warnings.length = before;
  }
  const same = JSON.stringify([a.gold_items, a.gold_value]) === JSON.stringify([b.gold_items, b.gold_value]);
  return same ? [] : [`${q.id}: the answer depends on reading a height range by its upper or lower bound`];
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'plants',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => [
    ...nearThresholds(gold, q, { linkType: { genus: 'genus', supplier: 'supplier', centre: 'centre', companions: 'plant' }, statedExactly }),
    ...rangeSafe(gold, q),
  ],
  facets: true,
});
