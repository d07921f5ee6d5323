#!/usr/bin/env node
// Gold answers of the musicschool questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/musicschool/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/musicschool/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: `currency` of every money-bearing record (GBP or EUR, from the
// unit of its money field); centre.n_students, centre.n_teachers; teacher.city, teacher.students, teacher.n_students,
// teacher.hours_2025 (teaching hours January–June 2025, the sum of the month columns; null for 2025 starters);
// student.city, student.exam_results (results of the student's exams), student.exam_mark (the best mark, null without
// an exam); instrument.city; course.city, course.members, course.n_members; exam.centre, exam.city, exam.instrument
// (through the student).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
const MONEY = { centre: 'rent', teacher: 'hourly_rate', student: 'fees_paid', instrument: 'value', course: 'term_fee' };

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const get = (name) => gold.entities.get(name);
  const out = {};
  if (MONEY[e.type]) out.currency = e.units[MONEY[e.type]];
  if (e.type === 'centre') {
    out.n_students = gold.ofType('student').filter((s) => s.attrs.centre === e.name).length;
    out.n_teachers = gold.ofType('teacher').filter((t) => t.attrs.centre === e.name).length;
  }
  if (e.type === 'teacher') {
    const pupils = gold.ofType('student').filter((s) => s.attrs.teacher === e.name).map((s) => s.name);
    const hrs = MONTHS.map((m) => e.attrs[`hours_2025_${m}`]).filter((v) => typeof v === 'number');
    Object.assign(out, { city: get(e.attrs.centre).attrs.city, students: pupils, n_students: pupils.length, hours_2025: hrs.length ? Math.round(hrs.reduce((a, b) => a + b, 0) * 100) / 100 : null });
  }
  if (e.type === 'student') {
    const ex = gold.ofType('exam').filter((x) => x.attrs.student === e.name);
    Object.assign(out, { city: get(e.attrs.centre).attrs.city, exam_results: ex.map((x) => x.attrs.result), exam_mark: ex.length ? Math.max(...ex.map((x) => x.attrs.mark)) : null });
  }
  if (e.type === 'instrument') out.city = get(e.attrs.centre).attrs.city;
  if (e.type === 'course') {
    const members = gold.ofType('student').filter((s) => s.attrs.ensemble === e.name).map((s) => s.name);
    Object.assign(out, { city: get(e.attrs.centre).attrs.city, members, n_members: members.length });
  }
  if (e.type === 'exam') {
    const s = get(e.attrs.student);
    Object.assign(out, { centre: s.attrs.centre, city: get(s.attrs.centre).attrs.city, instrument: s.attrs.instrument });
  }
  return out;
}
const derivedUnits = {
  'centre.currency': 'text', 'teacher.currency': 'text', 'student.currency': 'text', 'instrument.currency': 'text', 'course.currency': 'text',
  'centre.n_students': '', 'centre.n_teachers': '', 'teacher.city': 'place', 'teacher.students': 'list', 'teacher.n_students': '', 'teacher.hours_2025': 'h',
  'student.city': 'place', 'student.exam_results': 'list', 'student.exam_mark': '', 'instrument.city': 'place', 'course.city': 'place', 'course.members': 'list',
  'course.n_members': '', 'exam.centre': 'text', 'exam.city': 'place', 'exam.instrument': 'text',
};

/** True when the page states the field's canonical value as written, in either number style (38.50 / 38,50 / 1 850,00). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, \u00a0]/g, ''), n.replace(/[. \u00a0]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'musicschool',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { teacher: 'teacher', ensemble: 'course', leader: 'teacher', centre: 'centre', student: 'student', hired_to: 'student', head: 'teacher' }, statedExactly }),
  facets: true,
});
