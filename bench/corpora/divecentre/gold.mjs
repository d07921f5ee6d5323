#!/usr/bin/env node
// Gold answers of the divecentre questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/divecentre/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/divecentre/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: site.temp_f (water temperature in °F, from °C × 9/5 + 32);
// course.duration_h (the duration in hours, days × 24, asked of the courses stated in hours); boat.trips_2025 (boat
// trips January–August 2025, the sum of the month columns of the wide tables).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
const r4 = (x) => Math.round(x * 1e4) / 1e4;

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'site') return { temp_f: r4((e.attrs.water_temp * 9) / 5 + 32) };
  if (e.type === 'course') return { duration_h: r4(e.attrs.duration * 24) };
  if (e.type === 'boat') {
    const t = MONTHS.map((m) => e.attrs[`trips_2025_${m}`]).filter((v) => typeof v === 'number');
    return { trips_2025: t.reduce((a, b) => a + b, 0) };
  }
  return {};
}
const derivedUnits = { 'site.temp_f': 'F', 'course.duration_h': 'h', 'boat.trips_2025': 'trips' };

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'divecentre',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { boat: 'boat', skipper: 'instructor', instructor: 'instructor', course: 'course' }, statedExactly }),
  facets: true,
});
