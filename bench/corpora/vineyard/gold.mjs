#!/usr/bin/env node
// Gold answers of the vineyard questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/vineyard/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/vineyard/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: block.area_acres (hectares / 0.40468564224), block.wines and
// n_wines (the wines made from the block); staff.reports and n_reports (who names them as manager), staff.blocks_led;
// customer.cases_2024 (cases shipped in 2024, the sum of the month columns; null when the account has no row);
// equipment.capacity_gal (imperial gallons, litres / 4.54609); supplier.equipment, n_equipment and equipment_cost
// (GBP spent on the equipment bought from them).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ACRE = 0.40468564224;
const GAL = 4.54609;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'block') {
    const ws = gold.ofType('wine').filter((w) => (w.attrs.blocks ?? []).includes(e.name)).map((w) => w.name);
    return { area_acres: e.attrs.area / ACRE, wines: ws, n_wines: ws.length };
  }
  if (e.type === 'staff') {
    const reps = gold.ofType('staff').filter((s) => s.attrs.manager === e.name).map((s) => s.name);
    const led = gold.ofType('block').filter((b) => b.attrs.lead === e.name).map((b) => b.name);
    return { reports: reps, n_reports: reps.length, blocks_led: led };
  }
  if (e.type === 'customer') {
    const cs = MONTHS.map((m) => e.attrs[`cases_2024_${m}`]).filter((v) => typeof v === 'number');
    return { cases_2024: cs.length ? cs.reduce((a, b) => a + b, 0) : null };
  }
  if (e.type === 'equipment') return { capacity_gal: e.attrs.capacity == null ? null : e.attrs.capacity / GAL };
  if (e.type === 'supplier') {
    const eq = gold.ofType('equipment').filter((x) => x.attrs.supplier === e.name);
    return { equipment: eq.map((x) => x.name), n_equipment: eq.length, equipment_cost: eq.reduce((a, x) => a + x.attrs.cost, 0) };
  }
  return {};
}
const derivedUnits = {
  'block.area_acres': 'acres', 'block.wines': 'list', 'block.n_wines': '', 'staff.reports': 'list', 'staff.n_reports': '', 'staff.blocks_led': 'list',
  'customer.cases_2024': 'cases', 'equipment.capacity_gal': 'gal', 'supplier.equipment': 'list', 'supplier.n_equipment': '', 'supplier.equipment_cost': 'GBP',
};

/** True when the page states the field's canonical value as written, in either number style (27.50 / 27,50). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'vineyard',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { blocks: 'block', main_wine: 'wine', manager: 'staff', lead: 'staff', supplier: 'supplier', winemaker: 'staff' }, statedExactly }),
  facets: true,
});
