#!/usr/bin/env node
// Gold answers of the dance questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/dance/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/dance/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: class.town (its studio's town), class.currency,
// class.pupils (pupils whose records list it); teacher.currency, teacher.classes, teacher.pieces; pupil.town,
// pupil.styles (the styles of their classes), pupil.exam_board, pupil.examiner (through the exam session),
// pupil.pieces, pupil.shows (through the pieces' casts); piece.town (its show's town); booking.town,
// booking.currency; studio.currency; show.currency.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const townOf = (studio) => (studio ? gold.entity(studio).attrs.town : null);
  if (e.type === 'class') {
    const ps = gold.ofType('pupil').filter((p) => (p.attrs.classes ?? []).includes(e.name));
    return { town: townOf(e.attrs.studio), currency: e.units.fee, pupils: ps.map((p) => p.name).sort() };
  }
  if (e.type === 'teacher') {
    return {
      currency: e.units.hourly_rate,
      classes: gold.ofType('class').filter((c) => c.attrs.teacher === e.name).map((c) => c.name).sort(),
      pieces: gold.ofType('piece').filter((p) => p.attrs.choreographer === e.name).map((p) => p.name).sort(),
    };
  }
  if (e.type === 'pupil') {
    const cls = (e.attrs.classes ?? []).map((c) => gold.entity(c));
    const ses = e.attrs.exam_session ? gold.entity(e.attrs.exam_session) : null;
    const pcs = gold.ofType('piece').filter((p) => (p.attrs.cast ?? []).includes(e.name));
    return {
      town: townOf(cls[0]?.attrs.studio),
      styles: [...new Set(cls.map((c) => c.attrs.style))],
      exam_board: ses ? ses.attrs.board : null,
      examiner: ses ? ses.attrs.examiner : null,
      pieces: pcs.map((p) => p.name).sort(),
      shows: [...new Set(pcs.map((p) => p.attrs.show))].sort(),
    };
  }
  if (e.type === 'piece') return { town: gold.entity(e.attrs.show).attrs.town };
  if (e.type === 'booking') return { town: townOf(e.attrs.studio), currency: e.units.fee };
  if (e.type === 'studio') return { currency: e.units.hire_rate };
  if (e.type === 'show') return { currency: e.units.ticket_price };
  return {};
}
const derivedUnits = {
  'class.town': 'place', 'class.currency': '', 'class.pupils': 'list',
  'teacher.currency': '', 'teacher.classes': 'list', 'teacher.pieces': 'list',
  'pupil.town': 'place', 'pupil.styles': 'list', 'pupil.exam_board': '', 'pupil.examiner': 'person', 'pupil.pieces': 'list', 'pupil.shows': 'list',
  'piece.town': 'place', 'booking.town': 'place', 'booking.currency': '', 'studio.currency': '', 'show.currency': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'dance',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) =>
    nearThresholds(gold, q, {
      linkType: { studio: 'studio', teacher: 'teacher', choreographer: 'teacher', classes: 'class', exam_session: 'session', show: 'show' },
      statedExactly,
    }),
  facets: true,
});
