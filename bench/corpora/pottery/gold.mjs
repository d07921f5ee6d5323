#!/usr/bin/env node
// Gold answers of the pottery questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/pottery/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/pottery/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: firing.studio (its kiln's studio), firing.temp_f;
// kiln.capacity_cuft (litres / 28.316846592), kiln.max_temp_f (°C × 9/5 + 32); material.price_per_lb (per kg ×
// 0.45359237, in the material's currency); member.hours_h1 (studio hours January–June 2025, the sum of the month
// columns; null for the members who joined in May and June); class.spaces_left (places − booked);
// tutor.n_classes; order.n_items.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
const CUFT = 28.316846592;
const LB = 0.45359237;
const r4 = (x) => Math.round(x * 1e4) / 1e4;

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'firing') return { studio: gold.entities.get(e.attrs.kiln).attrs.studio, temp_f: r4((e.attrs.temperature * 9) / 5 + 32) };
  if (e.type === 'kiln') return { capacity_cuft: r4(e.attrs.capacity / CUFT), max_temp_f: r4((e.attrs.max_temp * 9) / 5 + 32) };
  if (e.type === 'material') return { price_per_lb: r4(e.attrs.price_per_kg * LB) };
  if (e.type === 'member') {
    const h = MONTHS.map((m) => e.attrs[`hours_${m}`]).filter((v) => typeof v === 'number');
    return { hours_h1: h.length ? h.reduce((a, b) => a + b, 0) : null };
  }
  if (e.type === 'class') return { spaces_left: e.attrs.places - e.attrs.booked };
  if (e.type === 'tutor') return { n_classes: gold.ofType('class').filter((c) => c.attrs.tutor === e.name).length };
  if (e.type === 'order') return { n_items: e.attrs.items.length };
  return {};
}
const derivedUnits = {
  'firing.studio': 'place', 'firing.temp_f': 'F', 'kiln.capacity_cuft': 'cu ft', 'kiln.max_temp_f': 'F', 'material.price_per_lb': 'per lb',
  'member.hours_h1': 'h', 'class.spaces_left': '', 'tutor.n_classes': '', 'order.n_items': '',
};

/** True when the page states the field's canonical value as written, in either number style (1,280 / 1.280 / 9,80). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'pottery',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { kiln: 'kiln', loaded_by: 'member', tutor: 'tutor', course: 'class' }, statedExactly }),
  facets: true,
});
