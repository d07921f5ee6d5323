#!/usr/bin/env node
// Gold answers of the sailing questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/sailing/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/sailing/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
//
// Derived fields (from the regattas' results, stated per regatta as `race<N>|<boat>`, `points|<boat>`,
// `rank|<boat>`, `corrected|<boat>`):
//   boat.regattas (list: the regattas it entered), boat.wins (list: regattas it won overall), boat.race_wins (list:
//   "<regatta> race <N>" it won), boat.dnf / dns / ocs (list: regattas with that code in any race), boat.retired
//   (bool: a DNF anywhere this season), boat.rank_<key> / pts_<key> / ct_<key> (overall place, total points,
//   corrected time in seconds in the regatta <key>, null when it did not enter or has no time);
//   skipper.boats (list), skipper.committee (bool: has a club role); marina.boats (count).
// Boat and skipper fields a record leaves out (`n/a`, `—`, `TBC`, a column the register does not have) are null.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export const REGATTA_KEYS = {
  'Spring Series 2025': 'spring',
  'Easter Cup 2025': 'easter',
  'Round the Island Race 2025': 'rti',
  'Channel Race 2025': 'channel',
  'Guernsey Week 2025': 'guernsey',
  'Coupe de Saint-Quay 2025': 'coupe',
  'Trieux Rally 2025': 'trieux',
  'Autumn Series 2025': 'autumn',
};
const BOAT_FIELDS = ['class', 'sail_number', 'loa', 'beam', 'draught', 'displacement', 'sail_area', 'year_built', 'builder', 'hull', 'engine_power', 'berths', 'crew', 'tcc',
  'marina', 'skipper', 'colour', 'for_sale', 'insured', 'mooring_fee'];

function derive(e, gold) {
  if (e.type === 'boat') {
    const out = { regattas: [], wins: [], race_wins: [], dnf: [], dns: [], ocs: [], retired: false };
    for (const f of BOAT_FIELDS) if (!(f in e.attrs)) out[f] = null;
    for (const [reg, key] of Object.entries(REGATTA_KEYS)) {
      const g = gold.entity(reg);
      out[`rank_${key}`] = null;
      out[`pts_${key}`] = null;
      out[`ct_${key}`] = null;
      if (!(`points|${e.name}` in g.attrs)) continue;
      out.regattas.push(reg);
      if (g.attrs.winner === e.name) out.wins.push(reg);
      const rank = g.attrs[`rank|${e.name}`];
      out[`rank_${key}`] = typeof rank === 'number' ? rank : null;
      out[`pts_${key}`] = g.attrs[`points|${e.name}`];
      out[`ct_${key}`] = g.attrs[`corrected|${e.name}`] ?? null;
      for (let n = 1; `race${n}|${e.name}` in g.attrs; n++) {
        const v = g.attrs[`race${n}|${e.name}`];
        if (v === 1) out.race_wins.push(`${reg} race ${n}`);
        for (const code of ['DNF', 'DNS', 'OCS']) if (v === code && !out[code.toLowerCase()].includes(reg)) out[code.toLowerCase()].push(reg);
      }
    }
    out.retired = out.dnf.length > 0;
    return out;
  }
  if (e.type === 'skipper') {
    const boats = gold.ofType('boat').filter((b) => b.attrs.skipper === e.name).map((b) => b.name).sort();
    return { boats, committee: e.attrs.role != null, role: e.attrs.role ?? null };
  }
  if (e.type === 'marina') return { boats: gold.ofType('boat').filter((b) => b.attrs.marina === e.name).length };
  return {};
}
const derivedUnits = {
  'boat.regattas': 'list', 'boat.wins': 'list', 'boat.race_wins': 'list', 'boat.dnf': 'list', 'boat.dns': 'list', 'boat.ocs': 'list', 'boat.retired': 'bool',
  ...Object.fromEntries(Object.values(REGATTA_KEYS).flatMap((k) => [[`boat.rank_${k}`, ''], [`boat.pts_${k}`, ''], [`boat.ct_${k}`, 's']])),
  'skipper.boats': 'list', 'skipper.committee': 'bool', 'skipper.role': '', 'marina.boats': '',
};

/** True when the page states the field's canonical value as written, in either number style (1.007 / 1,007). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'sailing',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { marina: 'marina', skipper: 'skipper', boats: 'boat' }, statedExactly }),
  facets: true,
});
