#!/usr/bin/env node
// Gold answers of the rescue questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/rescue/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/rescue/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: member.dogs (the dogs the member handles); incident.team
// (Cwm Glas for MR-… numbers, Val d'Azun for AZN-…), incident.overnight (stood down on the day after it was paged:
// the stand-down clock time is earlier than the paging time); fundraising.currency (the unit of its amount).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'member') return { dogs: gold.ofType('dog').filter((d) => d.attrs.handler === e.name).map((d) => d.name) };
  if (e.type === 'incident') {
    return { team: e.name.startsWith('AZN-') ? "Val d'Azun" : 'Cwm Glas', overnight: e.attrs.stood_down < e.attrs.paged };
  }
  if (e.type === 'fundraising') return { currency: e.units.amount };
  return {};
}
const derivedUnits = { 'member.dogs': 'list', 'incident.team': 'place', 'incident.overnight': 'bool', 'fundraising.currency': '' };

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'rescue',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { party_leader: 'member', assigned_to: 'member', handler: 'member', area: 'area' }, statedExactly }),
  facets: true,
});
