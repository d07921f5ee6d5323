#!/usr/bin/env node
// Gold answers of the works questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/works/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/works/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: delivery.weight_kg, delivery.volume_l; plant.week_rate (a hire
// week = 5 days), plant.capacity_kg; subcontractor.score_10 (rating out of 10); change_order.currency,
// plant.currency, project.currency (the unit of the money field); project.change_orders (how many COs it has).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const r4 = (x) => Math.round(x * 1e4) / 1e4;

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const a = e.attrs;
  if (e.type === 'delivery') return { weight_kg: a.weight == null ? null : r4(a.weight * 1000), volume_l: a.volume == null ? null : r4(a.volume * 1000) };
  if (e.type === 'plant') return { week_rate: a.day_rate == null ? null : a.day_rate * 5, capacity_kg: a.capacity == null ? null : r4(a.capacity * 1000), currency: e.units.day_rate };
  if (e.type === 'subcontractor') return { score_10: r4(a.rating * 2) };
  if (e.type === 'change_order') return { currency: e.units.cost };
  if (e.type === 'project') return { currency: e.units.contract_value, change_orders: gold.ofType('change_order').filter((c) => c.attrs.project === e.name).length };
  return {};
}
const derivedUnits = {
  'delivery.weight_kg': 'kg', 'delivery.volume_l': 'L', 'plant.week_rate': 'mixed', 'plant.capacity_kg': 'kg', 'plant.currency': '',
  'subcontractor.score_10': '/10', 'change_order.currency': '', 'project.currency': '', 'project.change_orders': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'works',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { project: 'project', projects: 'project', subcontractor: 'subcontractor', approved_by: 'staff', site_manager: 'staff' }, statedExactly }),
  facets: true,
});
