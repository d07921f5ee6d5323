#!/usr/bin/env node
// Gold answers of the driving-school questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/drivingschool/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/drivingschool/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: instructor.learners / n_learners (who names them as
// instructor), reports / n_reports (instructors who name them as senior), hours_2024 (hours taught in 2024, the sum
// of the month columns; null when the instructor has no row), n_lessons (booked lessons they teach), n_tests and
// n_passes (practical tests of their learners, and the passes among them); learner.tests / n_tests, has_passed (a
// test passed), n_lessons and lesson_minutes (the booked lessons); car.instructors / n_instructors (who drive it);
// centre.n_tests / n_passes (our learners' tests there), wait_weeks (wait / 7); test.instructor and test.branch,
// lesson.branch (through the learner).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const learnerOf = (t) => gold.entity(t.attrs.learner);
  if (e.type === 'instructor') {
    const ls = gold.ofType('learner').filter((l) => l.attrs.instructor === e.name).map((l) => l.name);
    const reps = gold.ofType('instructor').filter((x) => x.attrs.senior === e.name).map((x) => x.name);
    const hs = MONTHS.map((m) => e.attrs[`hours_2024_${m}`]).filter((v) => typeof v === 'number');
    const ts = gold.ofType('test').filter((t) => learnerOf(t).attrs.instructor === e.name);
    return {
      learners: ls, n_learners: ls.length, reports: reps, n_reports: reps.length,
      hours_2024: hs.length ? hs.reduce((a, b) => a + b, 0) : null,
      n_lessons: gold.ofType('lesson').filter((x) => x.attrs.instructor === e.name).length,
      n_tests: ts.length, n_passes: ts.filter((t) => t.attrs.passed).length,
    };
  }
  if (e.type === 'learner') {
    const ts = gold.ofType('test').filter((t) => t.attrs.learner === e.name);
    const ls = gold.ofType('lesson').filter((x) => x.attrs.learner === e.name);
    return {
      tests: ts.map((t) => t.name), n_tests: ts.length, has_passed: ts.some((t) => t.attrs.passed),
      n_lessons: ls.length, lesson_minutes: ls.reduce((a, x) => a + x.attrs.duration, 0),
    };
  }
  if (e.type === 'car') {
    const xs = gold.ofType('instructor').filter((x) => x.attrs.car === e.name).map((x) => x.name);
    return { instructors: xs, n_instructors: xs.length };
  }
  if (e.type === 'centre') {
    const ts = gold.ofType('test').filter((t) => t.attrs.centre === e.name);
    return { n_tests: ts.length, n_passes: ts.filter((t) => t.attrs.passed).length, wait_weeks: e.attrs.wait / 7 };
  }
  if (e.type === 'test') return { instructor: learnerOf(e).attrs.instructor, branch: learnerOf(e).attrs.branch };
  if (e.type === 'lesson') return { branch: learnerOf(e).attrs.branch };
  return {};
}
const derivedUnits = {
  'instructor.learners': 'list', 'instructor.n_learners': '', 'instructor.reports': 'list', 'instructor.n_reports': '', 'instructor.hours_2024': 'h',
  'instructor.n_lessons': '', 'instructor.n_tests': '', 'instructor.n_passes': '',
  'learner.tests': 'list', 'learner.n_tests': '', 'learner.has_passed': 'bool', 'learner.n_lessons': '', 'learner.lesson_minutes': 'min',
  'car.instructors': 'list', 'car.n_instructors': '', 'centre.n_tests': '', 'centre.n_passes': '', 'centre.wait_weeks': 'weeks',
  'test.instructor': 'person', 'test.branch': 'place', 'lesson.branch': 'place',
};

/** True when the page states the field's canonical value as written, in either number style (41.25 / 41,25 / 112 450). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'drivingschool',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { learner: 'learner', instructor: 'instructor', senior: 'instructor', car: 'car', centre: 'centre' }, statedExactly }),
  facets: true,
});
