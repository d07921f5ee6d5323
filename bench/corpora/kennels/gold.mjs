#!/usr/bin/env node
// Gold answers of the kennels questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/kennels/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/kennels/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: dog.site and dog.owner_town (through the owner), dog.age_years
// (whole years as at 1 September 2025), dog.runs_booked, dog.n_bookings, dog.groomers, dog.services; owner.dogs,
// owner.n_dogs; run.n_bookings, run.nights_booked; booking.site and booking.block (through the run);
// staff.n_appointments, staff.hours_total (March–August 2025, the sum of the month columns); grooming.site (through
// the groomer).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['mar', 'apr', 'may', 'jun', 'jul', 'aug'];
const TODAY = '2025-09-01';

function ageYears(born) {
  const [y, m, d] = born.split('-').map(Number);
  const [ty, tm, td] = TODAY.split('-').map(Number);
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const get = (name) => gold.entities.get(name);
  if (e.type === 'dog') {
    const bks = gold.ofType('booking').filter((b) => b.attrs.dog === e.name);
    const grs = gold.ofType('grooming').filter((g) => g.attrs.dog === e.name);
    const owner = get(e.attrs.owner);
    return {
      site: owner.attrs.site, owner_town: owner.attrs.town, age_years: ageYears(e.attrs.born),
      runs_booked: [...new Set(bks.map((b) => b.attrs.run))], n_bookings: bks.length,
      groomers: [...new Set(grs.map((g) => g.attrs.groomer))], services: [...new Set(grs.map((g) => g.attrs.service))],
    };
  }
  if (e.type === 'owner') {
    const ds = gold.ofType('dog').filter((d) => d.attrs.owner === e.name).map((d) => d.name);
    return { dogs: ds, n_dogs: ds.length };
  }
  if (e.type === 'run') {
    const bks = gold.ofType('booking').filter((b) => b.attrs.run === e.name);
    return { n_bookings: bks.length, nights_booked: bks.reduce((s, b) => s + b.attrs.nights, 0) };
  }
  if (e.type === 'booking') {
    const run = get(e.attrs.run);
    return { site: run.attrs.site, block: run.attrs.block };
  }
  if (e.type === 'staff') {
    const hrs = MONTHS.map((m) => e.attrs[`hours_2025_${m}`]).filter((v) => typeof v === 'number');
    return { n_appointments: gold.ofType('grooming').filter((g) => g.attrs.groomer === e.name).length, hours_total: hrs.length ? hrs.reduce((a, b) => a + b, 0) : null };
  }
  if (e.type === 'grooming') return { site: get(e.attrs.groomer).attrs.site };
  return {};
}
const derivedUnits = {
  'dog.site': 'place', 'dog.owner_town': 'place', 'dog.age_years': '', 'dog.runs_booked': 'list', 'dog.n_bookings': '', 'dog.groomers': 'list',
  'dog.services': 'list', 'owner.dogs': 'list', 'owner.n_dogs': '', 'run.n_bookings': '', 'run.nights_booked': '', 'booking.site': 'place',
  'booking.block': 'text', 'staff.n_appointments': '', 'staff.hours_total': 'h', 'grooming.site': 'place',
};

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'kennels',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { dog: 'dog', run: 'run', owner: 'owner', groomer: 'staff' }, statedExactly }),
  facets: true,
});
