#!/usr/bin/env node
// Gold answers of the makerspace questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/makerspace/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/makerspace/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: machine.power_w (W), machine.bed_area (cm²),
// machine.currency; member.trained_by (the trainers of the member's 2025 inductions); job.currency;
// workshop.currency; order.currency (the unit of the money field).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'machine') {
    const a = e.attrs;
    return {
      power_w: Math.round(a.power * 1000 * 1e6) / 1e6,
      bed_area: a.bed_width != null && a.bed_depth != null ? Math.round(a.bed_width * a.bed_depth * 1e4) / 1e4 : null,
      currency: e.units.price,
    };
  }
  if (e.type === 'member') {
    const ins = gold.ofType('induction').filter((i) => i.attrs.member === e.name);
    return { trained_by: [...new Set(ins.map((i) => i.attrs.trainer))] };
  }
  if (e.type === 'job') return { currency: e.units.cost };
  if (e.type === 'workshop') return { currency: e.units.fee };
  if (e.type === 'order') return { currency: e.units.total };
  return {};
}
const derivedUnits = {
  'machine.power_w': 'W', 'machine.bed_area': 'cm²', 'machine.currency': '', 'member.trained_by': 'list',
  'job.currency': '', 'workshop.currency': '', 'order.currency': '',
};

/** True when the page states the field's canonical value as written, in either number style (2.5 / 2,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'makerspace',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { machine: 'machine', member: 'member' }, statedExactly }),
  facets: true,
});
