#!/usr/bin/env node
// Gold answers of the brewery questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/brewery/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/brewery/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: beer.og_plato (°P from the SG), beer.brewers (the brewers of
// the beer's 2025 batches); batch.temp_f (°F), batch.volume_hl; tank.capacity_hl; ingredient.currency (the unit of
// its price); customer.ordered_litres (litres of its Q1 2025 orders), customer.beers_ordered.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const plato = (sg) => -616.868 + 1111.14 * sg - 630.272 * sg ** 2 + 135.997 * sg ** 3;

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'beer') {
    const bs = gold.ofType('batch').filter((b) => b.attrs.beer === e.name);
    return { og_plato: plato(e.attrs.og), brewers: [...new Set(bs.map((b) => b.attrs.brewer))] };
  }
  if (e.type === 'batch') return { temp_f: (e.attrs.ferment_temp * 9) / 5 + 32, volume_hl: e.attrs.volume / 100 };
  if (e.type === 'tank') return { capacity_hl: e.attrs.capacity / 100 };
  if (e.type === 'ingredient') return { currency: e.units.price };
  if (e.type === 'customer') {
    const os = gold.ofType('order').filter((o) => o.attrs.customer === e.name);
    return { ordered_litres: os.reduce((s, o) => s + o.attrs.volume, 0), beers_ordered: [...new Set(os.map((o) => o.attrs.beer))] };
  }
  return {};
}
const derivedUnits = {
  'beer.og_plato': '°P', 'beer.brewers': 'list', 'batch.temp_f': '°F', 'batch.volume_hl': 'hl', 'tank.capacity_hl': 'hl',
  'ingredient.currency': '', 'customer.ordered_litres': 'L', 'customer.beers_ordered': 'list',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'brewery',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { brewery: 'site' }, statedExactly }),
  facets: true,
});
