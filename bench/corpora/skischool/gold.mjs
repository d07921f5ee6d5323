#!/usr/bin/env node
// Gold answers of the skischool questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/skischool/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/skischool/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: instructor.lesson_slopes, instructor.lesson_groups (from the
// lesson records), instructor.currency; slope.vertical (top − bottom, m); lift.slopes (the runs it serves);
// group.instructors, group.lesson_slopes (from the lesson records); lesson.currency; hire_item.currency.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const uniq = (xs) => [...new Set(xs)];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const lessons = () => gold.ofType('lesson');
  if (e.type === 'instructor') {
    const ls = lessons().filter((l) => l.attrs.instructor === e.name);
    return { lesson_slopes: uniq(ls.map((l) => l.attrs.slope)), lesson_groups: uniq(ls.map((l) => l.attrs.group)), currency: e.units.day_rate };
  }
  if (e.type === 'slope') return { vertical: Math.round((e.attrs.top - e.attrs.bottom) * 1e4) / 1e4 };
  if (e.type === 'lift') return { slopes: gold.ofType('slope').filter((s) => s.attrs.lift === e.name).map((s) => s.name) };
  if (e.type === 'group') {
    const ls = lessons().filter((l) => l.attrs.group === e.name);
    return { instructors: uniq(ls.map((l) => l.attrs.instructor)), lesson_slopes: uniq(ls.map((l) => l.attrs.slope)) };
  }
  if (e.type === 'lesson') return { currency: e.units.price };
  if (e.type === 'hire_item') return { currency: e.units.daily_rate };
  return {};
}
const derivedUnits = {
  'instructor.lesson_slopes': 'list', 'instructor.lesson_groups': 'list', 'instructor.currency': '', 'slope.vertical': 'm',
  'lift.slopes': 'list', 'group.instructors': 'list', 'group.lesson_slopes': 'list', 'lesson.currency': '', 'hire_item.currency': '',
};

/** True when the page states the field's canonical value as written, in either number style (1,450 / 1.450 / 4,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'skischool',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) =>
    nearThresholds(gold, q, {
      linkType: { slope: 'slope', group: 'group', lift: 'lift', instructor: 'instructor', lesson_slopes: 'slope', instructors: 'instructor' },
      statedExactly,
    }),
  facets: true,
});
