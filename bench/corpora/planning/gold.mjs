#!/usr/bin/env node
// Gold answers of the planning questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/planning/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/planning/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: application.days_to_decision (decision date − date received,
// in days); agent.app_count and officer.app_count (applications of the folder naming them).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const days = (a, b) => Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86400000);

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'application') {
    return { days_to_decision: e.attrs.received && e.attrs.decision_date ? days(e.attrs.received, e.attrs.decision_date) : null };
  }
  if (e.type === 'agent') return { app_count: gold.ofType('application').filter((a) => a.attrs.agent === e.name).length };
  if (e.type === 'officer') return { app_count: gold.ofType('application').filter((a) => a.attrs.officer === e.name).length };
  return {};
}
const derivedUnits = { 'application.days_to_decision': 'days', 'agent.app_count': '', 'officer.app_count': '' };

/** True when the page states the field's canonical value as written (1,140 / 1140). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,]*\d|\d/g) ?? [];
  return nums.some((n) => Math.abs(Number(n.replace(/,/g, '')) - v) < 1e-9);
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'planning',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { agent: 'agent', officer: 'officer', ward: 'ward', application: 'application', parish: 'parish' }, statedExactly }),
  facets: true,
});
