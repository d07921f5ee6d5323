#!/usr/bin/env node
// Gold answers of the campsite questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/campsite/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/campsite/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: pitch.currency, pitch.bookings, pitch.guests, pitch.jobs,
// pitch.contractors (of the maintenance jobs on it); booking.site (the pitch's), booking.currency, booking.people
// (adults + children), booking.pitch_type, booking.paid_in_full (Thornsgill only: the payments export covers the
// total; null at Kerléo, which has no payments file); guest.bookings, guest.pitches, guest.nights_total;
// field.area_acres, field.occ_mean (over the months the table gives), field.pitch_count; staff.fields (the fields
// the person is warden of); job.site (its pitch's or facility's), job.currency.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ACRE = 0.40468564;

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const uniq = (xs) => [...new Set(xs)];
  if (e.type === 'pitch') {
    const bs = gold.ofType('booking').filter((b) => b.attrs.pitch === e.name);
    const js = gold.ofType('job').filter((j) => j.attrs.pitch === e.name);
    return { currency: e.units.price, bookings: bs.map((b) => b.name), guests: uniq(bs.map((b) => b.attrs.guest)), jobs: js.map((j) => j.name), contractors: uniq(js.map((j) => j.attrs.contractor)) };
  }
  if (e.type === 'booking') {
    const p = gold.entity(e.attrs.pitch);
    const tg = p.attrs.site === 'Thornsgill Holiday Park';
    return {
      site: p.attrs.site, currency: e.units.total, people: e.attrs.adults + e.attrs.children, pitch_type: p.attrs.type,
      paid_in_full: tg ? (e.attrs.amount_paid ?? 0) >= e.attrs.total - 1e-9 : null,
    };
  }
  if (e.type === 'guest') {
    const bs = gold.ofType('booking').filter((b) => b.attrs.guest === e.name);
    return { bookings: bs.map((b) => b.name), pitches: uniq(bs.map((b) => b.attrs.pitch)), nights_total: bs.reduce((s, b) => s + b.attrs.nights, 0) };
  }
  if (e.type === 'field') {
    const ms = ['apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct'].map((m) => e.attrs[`occ_${m}`]).filter((v) => typeof v === 'number');
    return {
      area_acres: e.attrs.area / ACRE, occ_mean: ms.reduce((a, b) => a + b, 0) / ms.length,
      pitch_count: gold.ofType('pitch').filter((p) => p.attrs.field === e.name).length,
    };
  }
  if (e.type === 'staff') return { fields: gold.ofType('field').filter((f) => f.attrs.warden === e.name).map((f) => f.name) };
  if (e.type === 'job') {
    const where = gold.entity(e.attrs.pitch ?? e.attrs.facility);
    return { site: where.attrs.site, currency: e.units.cost };
  }
  return {};
}
const derivedUnits = {
  'pitch.currency': '', 'pitch.bookings': 'list', 'pitch.guests': 'list', 'pitch.jobs': 'list', 'pitch.contractors': 'list',
  'booking.site': '', 'booking.currency': '', 'booking.people': '', 'booking.pitch_type': '', 'booking.paid_in_full': 'bool',
  'guest.bookings': 'list', 'guest.pitches': 'list', 'guest.nights_total': '',
  'field.area_acres': 'acre', 'field.occ_mean': '%', 'field.pitch_count': '',
  'staff.fields': 'list', 'job.site': '', 'job.currency': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'campsite',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { pitch: 'pitch', pitches: 'pitch', field: 'field', guest: 'guest', facility: 'facility' }, statedExactly }),
  facets: true,
});
