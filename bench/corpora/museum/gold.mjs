#!/usr/bin/env node
// Gold answers of the museum questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/museum/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/museum/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units), about counts of 0, and about any question whose answer would change if an
// artwork dated as a range ("1885–87") were read by its first year instead of its last. It also checks that every
// artist page's "works in the collection" equals the number of artworks linking to the artist.
// Each question keeps its finer `facet`.
// Derived fields: artwork.artist_nationality (through the artist link), artwork.gallery_curator (through the gallery
// link), artwork.lender_city (through the lender link), artwork.currency (the unit of its insurance value),
// artwork.loans_count (how many institutions it has been lent to); artist.living (no year of death).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const get = (name) => (name == null ? null : gold.entity(name));
  if (e.type === 'artwork') {
    const g = get(e.attrs.gallery);
    const l = get(e.attrs.lender);
    return {
      artist_nationality: get(e.attrs.artist).attrs.nationality,
      gallery_curator: g ? g.attrs.curator : null,
      lender_city: l ? l.attrs.city : null,
      currency: e.units.insurance_value,
      loans_count: (e.attrs.loans_out ?? []).length,
    };
  }
  if (e.type === 'artist') {
    const n = gold.ofType('artwork').filter((a) => a.attrs.artist === e.name).length;
    if (n !== e.attrs.works) throw new Error(`${e.name}: the page states ${e.attrs.works} works, ${n} artworks link to it`);
    return { living: e.attrs.died == null };
  }
  return {};
}
const derivedUnits = {
  'artwork.artist_nationality': '', 'artwork.gallery_curator': 'text', 'artwork.lender_city': '', 'artwork.currency': '', 'artwork.loans_count': '',
  'artist.living': 'bool',
};

/** True when the page states the field's canonical value as written, in either number style (73.5 / 73,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ']*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ']/g, ''), n.replace(/[. ']/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

/** A question about an artwork's year must not depend on which end of a dated range ("1885–87") is read. */
function rangeSafe(gold, q) {
  if (!JSON.stringify(q.constraints).includes('"year"')) return [];
  const works = gold.ofType('artwork');
  const before = gold.warnings.length;
  const a = gold.answer(q);
  const saved = works.map((w) => w.attrs.year);
  works.forEach((w) => (w.attrs.year = w.attrs.year_from));
  let b;
  try {
    b = gold.answer(q);
  } finally {
    works.forEach((w, i) => (w.attrs.year = saved[i]));
    gold.warnings.length = before;
  }
  const same = JSON.stringify([a.gold_items, a.gold_value]) === JSON.stringify([b.gold_items, b.gold_value]);
  return same ? [] : [`${q.id}: the answer depends on reading a dated range by its first or last year`];
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'museum',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => [...nearThresholds(gold, q, { linkType: { artist: 'artist', gallery: 'gallery', lender: 'lender' }, statedExactly }), ...rangeSafe(gold, q)],
  facets: true,
});
