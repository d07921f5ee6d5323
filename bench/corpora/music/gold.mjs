#!/usr/bin/env node
// Gold answers of the music questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/music/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/music/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units), about counts of 0, and about any question on release dates whose answer
// would change if a month-only date ("Mar 2019") were read as the first or the last day of its month.
// Each question keeps its finer `facet`.
// Derived fields: release.artist_country, release.artist_active, release.studio_city, release.studio_country,
// release.imprint_country (through the links), release.currency (the unit of its price), release.year (from the
// release date), release.charted (has a chart peak); artist.releases, studio.releases, imprint.releases (how many
// releases link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const releases = gold.ofType('release');
  const get = (name) => gold.entity(name);
  if (e.type === 'release') {
    const a = get(e.attrs.artist);
    const s = get(e.attrs.studio);
    const i = get(e.attrs.imprint);
    return { artist_country: a.attrs.country, artist_active: a.attrs.active, studio_city: s.attrs.city, studio_country: s.attrs.country, imprint_country: i.attrs.country,
      currency: e.units.price, year: Number(e.attrs.release_date.slice(0, 4)), charted: e.attrs.chart_peak != null };
  }
  const count = (f) => releases.filter((x) => x.attrs[f] === e.name).length;
  if (e.type === 'artist') return { releases: count('artist') };
  if (e.type === 'studio') return { releases: count('studio') };
  if (e.type === 'imprint') return { releases: count('imprint') };
  return {};
}
const derivedUnits = {
  'release.artist_country': '', 'release.artist_active': 'bool', 'release.studio_city': '', 'release.studio_country': '', 'release.imprint_country': '', 'release.currency': '',
  'release.year': 'year', 'release.charted': 'bool', 'artist.releases': '', 'studio.releases': '', 'imprint.releases': '',
};

/** True when the page states the field's canonical value as written, in either number style (24.99 / 24,99). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

/** A question about release dates must not depend on where in its month a month-only date ("Mar 2019") falls. */
function monthSafe(gold, q) {
  if (!JSON.stringify(q.constraints).includes('"release_date"')) return [];
  const rel = gold.ofType('release').filter((x) => /^\d{4}-\d{2}$/.test(x.attrs.release_date));
  if (!rel.length) return [];
  const before = gold.warnings.length;
  const saved = rel.map((x) => x.attrs.release_date);
  const answers = [];
  try {
    for (const day of ['01', '28']) {
      rel.forEach((x, i) => (x.attrs.release_date = `${saved[i]}-${day}`));
      const a = gold.answer(q);
      answers.push(JSON.stringify([a.gold_items, a.gold_value]));
    }
  } finally {
    rel.forEach((x, i) => (x.attrs.release_date = saved[i]));
    gold.warnings.length = before;
  }
  const a = gold.answer(q);
  gold.warnings.length = before;
  answers.push(JSON.stringify([a.gold_items, a.gold_value]));
  return new Set(answers).size === 1 ? [] : [`${q.id}: the answer depends on the day of a month-only release date`];
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'music',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => [...nearThresholds(gold, q, { linkType: { artist: 'artist', studio: 'studio', imprint: 'imprint' }, statedExactly }), ...monthSafe(gold, q)],
  facets: true,
});
