#!/usr/bin/env node
// Gold answers of the league questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/league/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/league/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units), about counts of 0, and about any question on age whose answer would change
// if the age were taken a day either side of the reference date (30 June 2025, stated in the folder's README.txt).
// Each question keeps its finer `facet`.
// Derived fields:
//   player: age (whole years on 30 June 2025), birth_year, stadium / division (through the club), city / country
//           (through the club's stadium), coach (the coach whose club is the player's), currency (the unit of the
//           wage), tier (of the club's division)
//   club:   city, country (through the stadium), coach, tier, players (how many players link to it)
//   stadium: clubs (how many clubs play there), players (how many players play for those clubs)
//   division: clubs, players
//   coach:  division, city, country (through the club)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REFERENCE_DATE = '2025-06-30';

function ageOn(dob, ref) {
  const [y, m, d] = dob.split('-').map(Number);
  const [ry, rm, rd] = ref.split('-').map(Number);
  return ry - y - (rm < m || (rm === m && rd < d) ? 1 : 0);
}

const refDate = REFERENCE_DATE;
function derive(e, gold) {
  const get = (name) => gold.entity(name);
  const players = gold.ofType('player');
  const clubs = gold.ofType('club');
  const coachOf = (club) => gold.ofType('coach').find((c) => c.attrs.club === club)?.name ?? null;
  if (e.type === 'player') {
    const c = get(e.attrs.club);
    const s = get(c.attrs.stadium);
    return { age: ageOn(e.attrs.date_of_birth, refDate), birth_year: Number(e.attrs.date_of_birth.slice(0, 4)), stadium: s.name, division: c.attrs.division, city: s.attrs.city,
      country: s.attrs.country, coach: coachOf(c.name), currency: e.units.wage, tier: get(c.attrs.division).attrs.tier };
  }
  if (e.type === 'club') {
    const s = get(e.attrs.stadium);
    return { city: s.attrs.city, country: s.attrs.country, coach: coachOf(e.name), tier: get(e.attrs.division).attrs.tier, players: players.filter((p) => p.attrs.club === e.name).length };
  }
  if (e.type === 'stadium') {
    const mine = clubs.filter((c) => c.attrs.stadium === e.name).map((c) => c.name);
    return { clubs: mine.length, players: players.filter((p) => mine.includes(p.attrs.club)).length };
  }
  if (e.type === 'division') {
    const mine = clubs.filter((c) => c.attrs.division === e.name).map((c) => c.name);
    return { clubs: mine.length, players: players.filter((p) => mine.includes(p.attrs.club)).length };
  }
  if (e.type === 'coach') {
    const c = get(e.attrs.club);
    const s = get(c.attrs.stadium);
    return { division: c.attrs.division, city: s.attrs.city, country: s.attrs.country };
  }
  return {};
}
const derivedUnits = {
  'player.age': '', 'player.birth_year': 'year', 'player.stadium': '', 'player.division': '', 'player.city': '', 'player.country': '', 'player.coach': '', 'player.currency': '',
  'player.tier': '', 'club.city': '', 'club.country': '', 'club.coach': '', 'club.tier': '', 'club.players': '', 'stadium.clubs': '', 'stadium.players': '', 'division.clubs': '',
  'division.players': '', 'coach.division': '', 'coach.city': '', 'coach.country': '',
};

/** True when the page states the field's canonical value as written, in either number style (1,200 / 1.200). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

/** A question on age must not depend on the exact day the age is taken (a birthday next to 30 June 2025). */
function ageSafe(gold, q) {
  if (!JSON.stringify(q.constraints).includes('"age"')) return [];
  const players = gold.ofType('player');
  const before = gold.warnings.length;
  const base = gold.answer(q);
  const out = [];
  for (const d of ['2025-06-29', '2025-07-01']) {
    players.forEach((p) => (p.attrs.age = ageOn(p.attrs.date_of_birth, d)));
    const b = gold.answer(q);
    if (JSON.stringify([base.gold_items, base.gold_value]) !== JSON.stringify([b.gold_items, b.gold_value])) out.push(`${q.id}: the answer changes if ages are taken on ${d}`);
  }
  players.forEach((p) => (p.attrs.age = ageOn(p.attrs.date_of_birth, refDate)));
  gold.warnings.length = before;
  return out;
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'league',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => [
    ...nearThresholds(gold, q, { linkType: { club: 'club', stadium: 'stadium', division: 'division', coach: 'coach' }, statedExactly }),
    ...ageSafe(gold, q),
  ],
  facets: true,
});
