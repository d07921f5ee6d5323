#!/usr/bin/env node
// Gold answers of the wines questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/wines/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/wines/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units; thresholds the questions give in °F, acres or miles are written already
// converted, so this is the only check that sees them) and about counts of 0.
// Each question keeps its finer `facet`.
// Derived fields: wine.region (through the producer), wine.origin_country (producer → region → country),
// wine.city / wine.shop_country (through the shop), wine.currency (the unit of its price); producer.country (through
// the region), producer.wines, region.wines, shop.wines (how many wines link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const wines = gold.ofType('wine');
  const get = (name) => gold.entity(name);
  if (e.type === 'wine') {
    const p = get(e.attrs.producer);
    const s = get(e.attrs.shop);
    return { region: p.attrs.region, origin_country: get(p.attrs.region).attrs.country, city: s.attrs.city, shop_country: s.attrs.country, currency: e.units.price };
  }
  if (e.type === 'producer') return { country: get(e.attrs.region).attrs.country, wines: wines.filter((w) => w.attrs.producer === e.name).length };
  if (e.type === 'region') return { wines: wines.filter((w) => get(w.attrs.producer).attrs.region === e.name).length };
  if (e.type === 'shop') return { wines: wines.filter((w) => w.attrs.shop === e.name).length };
  return {};
}
const derivedUnits = {
  'wine.region': '', 'wine.origin_country': '', 'wine.city': '', 'wine.shop_country': '', 'wine.currency': '',
  'producer.country': '', 'producer.wines': '', 'region.wines': '', 'shop.wines': '',
};

/** True when the page states the field's canonical value as written, in either number style (12.5 / 12,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'wines',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => [
    ...nearThresholds(gold, q, { linkType: { producer: 'producer', region: 'region', shop: 'shop' }, statedExactly }),
  ],
  facets: true,
});
