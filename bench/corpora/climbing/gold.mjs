#!/usr/bin/env node
// Gold answers of the climbing questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/climbing/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/climbing/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: member.grade_rank (the position of the highest grade on the
// French scale 4, 4+, 5, 5+, 6a … 8a; 6c = 8, 7a = 10), member.visits_2025 (check-ins January–August 2025, the sum
// of the month columns; null for the August joiners who are in no visit table); route.centre (its wall's centre),
// route.grade_rank (French grades as for members; null for V-grades), route.v_grade (the number of a V-grade; null
// for French grades); staff.n_routes (routes of the table they set), staff.n_courses (courses they teach);
// course.n_booked (members booked on it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
const FRENCH = ['4', '4+', '5', '5+', '6a', '6a+', '6b', '6b+', '6c', '6c+', '7a', '7a+', '7b', '7b+', '7c', '7c+', '8a'];
const french = (g) => (FRENCH.includes(g) ? FRENCH.indexOf(g) : null);
const vnum = (g) => (/^V\d+$/.test(g ?? '') ? Number(g.slice(1)) : null);

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'member') {
    const vs = MONTHS.map((m) => e.attrs[`visits_2025_${m}`]).filter((v) => typeof v === 'number');
    return { grade_rank: french(e.attrs.highest_grade), visits_2025: vs.length ? vs.reduce((a, b) => a + b, 0) : null };
  }
  if (e.type === 'route') return { centre: gold.entities.get(e.attrs.wall).attrs.centre, grade_rank: french(e.attrs.grade), v_grade: vnum(e.attrs.grade) };
  if (e.type === 'staff') {
    return {
      n_routes: gold.ofType('route').filter((x) => x.attrs.setter === e.name).length,
      n_courses: gold.ofType('course').filter((x) => x.attrs.instructor === e.name).length,
    };
  }
  if (e.type === 'course') return { n_booked: gold.ofType('member').filter((x) => x.attrs.course === e.name).length };
  return {};
}
const derivedUnits = {
  'member.grade_rank': '', 'member.visits_2025': 'visits', 'route.centre': 'place', 'route.grade_rank': '', 'route.v_grade': '',
  'staff.n_routes': '', 'staff.n_courses': '', 'course.n_booked': '',
};

/** True when the page states the field's canonical value as written, in either number style (15.5 / 15,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'climbing',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, {
    linkType: { wall: 'wall', setter: 'staff', instructor: 'staff', manager: 'staff', course: 'course', chief_setter: 'staff', inspected_by: 'staff' },
    statedExactly,
  }),
  facets: true,
});
