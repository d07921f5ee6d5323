#!/usr/bin/env node
// Gold answers of the cycling questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/cycling/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/cycling/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields:
//   member.bikes (the bikes it owns), member.rides (club rides it rode), member.rides_count, member.rides_led,
//   member.led (the rides it led),
//   member.kit_orders, member.results (result refs), member.events (event names), member.podiums (results in the top
//   three), member.best_position, member.tt_best (its fastest round of the evening 10, minutes), member.tt_rounds
//   (rounds ridden); ride.riders_count, ride.speed_mph; route.name, route.rides (club rides on it), route.times_ridden,
//   route.leaders (who led rides on it); bike.weight_lb; kit_order.currency (the unit of its price), kit_order.total
//   (price × quantity, in that currency).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MI = 1.609344;
const ROUNDS = ['tt_r1', 'tt_r2', 'tt_r3', 'tt_r4', 'tt_r5'];

export function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'member') {
    const rides = gold.ofType('ride');
    const res = gold.ofType('result').filter((x) => x.attrs.rider === e.name);
    const tts = ROUNDS.map((k) => e.attrs[k]).filter((v) => typeof v === 'number');
    return {
      bikes: gold.ofType('bike').filter((b) => b.attrs.owner === e.name).map((b) => b.name),
      rides: rides.filter((x) => x.attrs.riders.includes(e.name)).map((x) => x.name),
      rides_count: rides.filter((x) => x.attrs.riders.includes(e.name)).length,
      rides_led: rides.filter((x) => x.attrs.leader === e.name).length,
      led: rides.filter((x) => x.attrs.leader === e.name).map((x) => x.name),
      kit_orders: gold.ofType('kit_order').filter((k) => k.attrs.member === e.name).map((k) => k.name),
      results: res.map((x) => x.name),
      events: [...new Set(res.map((x) => x.attrs.event))],
      podiums: res.filter((x) => x.attrs.position <= 3).length,
      best_position: res.length ? Math.min(...res.map((x) => x.attrs.position)) : null,
      tt_best: tts.length ? Math.min(...tts) : null,
      tt_rounds: tts.length,
    };
  }
  if (e.type === 'ride') return { riders_count: e.attrs.riders.length, speed_mph: e.attrs.avg_speed / MI };
  if (e.type === 'route') {
    const rs = gold.ofType('ride').filter((x) => x.attrs.route === e.name);
    return { name: e.name, rides: rs.map((x) => x.name), times_ridden: rs.length, leaders: [...new Set(rs.map((x) => x.attrs.leader))] };
  }
  if (e.type === 'bike') return { weight_lb: e.attrs.weight / 0.45359237 };
  if (e.type === 'kit_order') return { currency: e.units.price, total: e.attrs.price * e.attrs.quantity };
  return {};
}
export const derivedUnits = {
  'member.bikes': 'list', 'member.rides': 'list', 'member.rides_count': '', 'member.rides_led': '', 'member.led': 'list', 'member.kit_orders': 'list',
  'member.results': 'list', 'member.events': 'list', 'member.podiums': '', 'member.best_position': '', 'member.tt_best': 'min',
  'member.tt_rounds': '', 'ride.riders_count': '', 'ride.speed_mph': 'mph', 'route.name': 'text', 'route.rides': 'list', 'route.times_ridden': '',
  'route.leaders': 'list', 'bike.weight_lb': 'lb', 'kit_order.currency': '', 'kit_order.total': '',
};

/** True when the page states the field's canonical value as written, in either number style (8.1 / 8,1 / 1.520). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  goldMain({
    generator: path.join(here, 'generate.mjs'),
    name: 'cycling',
    defaultOut: path.join(here, 'questions.json'),
    questions,
    derive,
    derivedUnits,
    expect: 60,
    checks: (gold, q) =>
      nearThresholds(gold, q, {
        linkType: { route: 'route', leader: 'member', riders: 'member', owner: 'member', rider: 'member', member: 'member', bikes: 'bike', rides: 'ride', led: 'ride', kit_orders: 'kit_order', results: 'result' },
        statedExactly,
      }),
    facets: true,
  });
}
