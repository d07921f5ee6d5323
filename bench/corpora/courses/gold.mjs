#!/usr/bin/env node
// Gold answers of the courses questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/courses/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/courses/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units) and about counts of 0. Each question keeps its finer `facet`.
// Derived fields: course.campus, course.city, course.country, course.currency (through the department → campus),
// course.full (enrolled = capacity), course.free_places (capacity − enrolled; none when enrolment is n/a),
// course.n_prereqs; lecturer.courses, department.courses, campus.courses (how many courses link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const courses = gold.ofType('course');
  const get = (name) => gold.entity(name);
  if (e.type === 'course') {
    const campus = get(get(e.attrs.department).attrs.campus);
    const known = typeof e.attrs.enrolled === 'number';
    return { campus: campus.name, city: campus.attrs.city, country: campus.attrs.country, currency: e.units.fee, full: known && e.attrs.enrolled >= e.attrs.capacity,
      free_places: known ? e.attrs.capacity - e.attrs.enrolled : null, n_prereqs: e.attrs.prerequisites.length };
  }
  if (e.type === 'lecturer') return { courses: courses.filter((c) => c.attrs.lecturer === e.name).length };
  if (e.type === 'department') return { courses: courses.filter((c) => c.attrs.department === e.name).length };
  if (e.type === 'campus') return { courses: courses.filter((c) => get(c.attrs.department).attrs.campus === e.name).length };
  return {};
}
const derivedUnits = {
  'course.campus': '', 'course.city': '', 'course.country': '', 'course.currency': '', 'course.full': '', 'course.free_places': '', 'course.n_prereqs': '',
  'lecturer.courses': '', 'department.courses': '', 'campus.courses': '',
};

/** True when the page states the field's canonical value as written, in either number style (7.5 / 7,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'courses',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { lecturer: 'lecturer', department: 'department', campus: 'campus', prerequisites: 'course' }, statedExactly }),
  facets: true,
});
