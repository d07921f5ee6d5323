#!/usr/bin/env node
// Gold answers of the escape-rooms questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/escaperooms/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/escaperooms/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: room.city (its venue's city), room.games_h1 (games played
// January–June 2025, the sum of the month columns), room.currency (of its price); staff.city, staff.n_certified,
// staff.currency (of the hourly rate); booking.venue and booking.city (through the room), booking.currency (of the
// amount paid); prop.venue and prop.city (through the room), prop.currency (of the cost); supplier.n_props;
// venue.currency (of the rent).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const get = (name) => gold.entities.get(name);
  if (e.type === 'venue') return { currency: e.units.rent };
  if (e.type === 'room') {
    const g = MONTHS.map((m) => e.attrs[`games_2025_${m}`]).filter((v) => typeof v === 'number');
    return { city: get(e.attrs.venue).attrs.city, games_h1: g.length ? g.reduce((a, b) => a + b, 0) : null, currency: e.units.price };
  }
  if (e.type === 'staff') return { city: get(e.attrs.venue).attrs.city, n_certified: e.attrs.certified.length, currency: e.units.hourly_rate };
  if (e.type === 'booking') {
    const venue = get(e.attrs.room).attrs.venue;
    return { venue, city: get(venue).attrs.city, currency: e.units.paid };
  }
  if (e.type === 'prop') {
    const venue = get(e.attrs.room).attrs.venue;
    return { venue, city: get(venue).attrs.city, currency: e.units.cost };
  }
  if (e.type === 'supplier') return { n_props: gold.ofType('prop').filter((p) => p.attrs.supplier === e.name).length };
  return {};
}
const derivedUnits = {
  'venue.currency': 'text', 'room.city': 'place', 'room.games_h1': 'games', 'room.currency': 'text', 'staff.city': 'place', 'staff.n_certified': '',
  'staff.currency': 'text', 'booking.venue': 'text', 'booking.city': 'place', 'booking.currency': 'text', 'prop.venue': 'text', 'prop.city': 'place',
  'prop.currency': 'text', 'supplier.n_props': '',
};

/** True when the page states the field's canonical value as written, in either number style (11.80 / 185,00 / 1.250). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'escaperooms',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { venue: 'venue', room: 'room', designer: 'staff', manager: 'staff', supplier: 'supplier' }, statedExactly }),
  facets: true,
});
