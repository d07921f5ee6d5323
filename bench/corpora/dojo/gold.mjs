#!/usr/bin/env node
// Gold answers of the dojo questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/dojo/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/dojo/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: member.grade_rank (6th kyu = 1 … 1st kyu = 6, 1st dan = 7, …),
// member.coach (its class's coach), member.competitions / n_competitions / golds / medals (from the competition
// records), member.gradings_passed (from the grading records); coach.classes / n_classes, coach.hours_2025 (hours
// claimed January–August 2025, the sum of the month columns); class.members / n_members; competition.n_entered /
// n_medals; grading.n_passed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];

function rankOf(grade) {
  const m = /^(\d+)\w\w (kyu|dan)$/.exec(grade ?? '');
  if (!m) return null;
  return m[2] === 'kyu' ? 7 - Number(m[1]) : 6 + Number(m[1]);
}

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const comps = () => gold.ofType('competition');
  if (e.type === 'member') {
    const entered = comps().filter((c) => c.attrs.entered.includes(e.name));
    const golds = comps().filter((c) => c.attrs.gold.includes(e.name)).length;
    const medals = comps().filter((c) => [...c.attrs.gold, ...c.attrs.silver, ...c.attrs.bronze].includes(e.name)).length;
    const passed = gold.ofType('grading').filter((g) => g.attrs.passed.includes(e.name)).length;
    return {
      grade_rank: rankOf(e.attrs.grade), coach: gold.entities.get(e.attrs.class).attrs.coach,
      competitions: entered.map((c) => c.name).sort(), n_competitions: entered.length, golds, medals, gradings_passed: passed,
    };
  }
  if (e.type === 'coach') {
    const cls = gold.ofType('class').filter((c) => c.attrs.coach === e.name).map((c) => c.name).sort();
    const hrs = MONTHS.map((m) => e.attrs[`hours_2025_${m}`]).filter((v) => typeof v === 'number');
    return { classes: cls, n_classes: cls.length, hours_2025: hrs.length ? hrs.reduce((a, b) => a + b, 0) : null };
  }
  if (e.type === 'class') {
    const ms = gold.ofType('member').filter((m) => m.attrs.class === e.name).map((m) => m.name).sort();
    return { members: ms, n_members: ms.length };
  }
  if (e.type === 'competition') return { n_entered: e.attrs.entered.length, n_medals: e.attrs.gold.length + e.attrs.silver.length + e.attrs.bronze.length };
  if (e.type === 'grading') return { n_passed: e.attrs.passed.length };
  return {};
}
const derivedUnits = {
  'member.grade_rank': '', 'member.coach': 'person', 'member.competitions': 'list', 'member.n_competitions': '', 'member.golds': '', 'member.medals': '',
  'member.gradings_passed': '', 'coach.classes': 'list', 'coach.n_classes': '', 'coach.hours_2025': 'h', 'class.members': 'list', 'class.n_members': '',
  'competition.n_entered': '', 'competition.n_medals': '', 'grading.n_passed': '',
};

/** True when the page states the field's canonical value as written, in either number style (52.3 / 52,3). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'dojo',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { class: 'class', coach: 'coach', examiner: 'coach' }, statedExactly }),
  facets: true,
});
