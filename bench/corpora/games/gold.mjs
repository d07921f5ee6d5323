#!/usr/bin/env node
// Gold answers of the games questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/games/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/games/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units), about counts of 0, and about any question whose answer would change if a
// game's playing time were read as the lower bound of its stated range ("45–60 min") instead of the upper one.
// Each question keeps its finer `facet`.
// Derived fields: game.publisher_country, game.designer_nationality (through the links), game.city / game.country
// (through the branch), game.currency (the unit of its price); publisher.games, designer.games, branch.games (how
// many games link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const games = gold.ofType('game');
  const get = (name) => gold.entity(name);
  if (e.type === 'game') {
    const b = get(e.attrs.branch);
    return { publisher_country: get(e.attrs.publisher).attrs.country, designer_nationality: get(e.attrs.designer).attrs.nationality, city: b.attrs.city, country: b.attrs.country,
      currency: e.units.price };
  }
  const count = (f) => games.filter((g) => g.attrs[f] === e.name).length;
  if (e.type === 'publisher') return { games: count('publisher') };
  if (e.type === 'designer') return { games: count('designer') };
  if (e.type === 'branch') return { games: count('branch') };
  return {};
}
const derivedUnits = {
  'game.publisher_country': '', 'game.designer_nationality': '', 'game.city': '', 'game.country': '', 'game.currency': '',
  'publisher.games': '', 'designer.games': '', 'branch.games': '',
};

/** True when the page states the field's canonical value as written, in either number style (39.95 / 39,95). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

/** A question about playing time must not depend on which end of a stated range ("45–60 min") is read. */
function rangeSafe(gold, q) {
  if (!JSON.stringify(q.constraints).includes('"playing_time"')) return [];
  const games = gold.ofType('game');
  const before = gold.warnings.length;
  const a = gold.answer(q);
  const saved = games.map((g) => g.attrs.playing_time);
  games.forEach((g) => (g.attrs.playing_time = g.attrs.playing_time_from));
  let b;
  try {
    b = gold.answer(q);
  } finally {
    games.forEach((g, i) => (g.attrs.playing_time = saved[i]));
    gold.warnings.length = before;
  }
  const same = JSON.stringify([a.gold_items, a.gold_value]) === JSON.stringify([b.gold_items, b.gold_value]);
  return same ? [] : [`${q.id}: the answer depends on reading a playing-time range by its upper or lower bound`];
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'games',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => [
    ...nearThresholds(gold, q, { linkType: { publisher: 'publisher', designer: 'designer', branch: 'branch' }, statedExactly }),
    ...rangeSafe(gold, q),
  ],
  facets: true,
});
