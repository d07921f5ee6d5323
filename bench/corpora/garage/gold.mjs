#!/usr/bin/env node
// Gold answers of the garage questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/garage/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/garage/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: every entity's `name`; mechanic.hours_2025 (hours booked
// January–September 2025, the sum of the month columns), mechanic.jobs, mechanic.n_jobs; customer.vehicles,
// customer.n_vehicles; vehicle.owner_account (its owner's account type), vehicle.n_jobs; job.owner (the vehicle's
// owner), job.fuel (the vehicle's fuel); part.low_stock (stock below the reorder level); supplier.parts,
// supplier.n_parts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const get = (name) => gold.entities.get(name);
  const base = { name: e.name };
  if (e.type === 'mechanic') {
    const hrs = MONTHS.map((m) => e.attrs[`hours_2025_${m}`]).filter((v) => typeof v === 'number');
    const jobs = gold.ofType('job').filter((j) => j.attrs.mechanic === e.name).map((j) => j.name);
    return { ...base, hours_2025: hrs.length ? Math.round(hrs.reduce((a, b) => a + b, 0) * 100) / 100 : null, jobs, n_jobs: jobs.length };
  }
  if (e.type === 'customer') {
    const vs = gold.ofType('vehicle').filter((v) => v.attrs.owner === e.name).map((v) => v.name);
    return { ...base, vehicles: vs, n_vehicles: vs.length };
  }
  if (e.type === 'vehicle') {
    return { ...base, owner_account: get(e.attrs.owner).attrs.account, n_jobs: gold.ofType('job').filter((j) => j.attrs.vehicle === e.name).length };
  }
  if (e.type === 'job') {
    const v = get(e.attrs.vehicle);
    return { ...base, owner: v.attrs.owner, fuel: v.attrs.fuel };
  }
  if (e.type === 'part') return { ...base, low_stock: e.attrs.stock < e.attrs.reorder_level };
  if (e.type === 'supplier') {
    const ps = gold.ofType('part').filter((p) => p.attrs.supplier === e.name).map((p) => p.name);
    return { ...base, parts: ps, n_parts: ps.length };
  }
  return base;
}
const derivedUnits = {
  'mechanic.name': 'text', 'customer.name': 'text', 'vehicle.name': 'text', 'job.name': 'text', 'part.name': 'text', 'supplier.name': 'text',
  'mechanic.hours_2025': 'h', 'mechanic.jobs': 'list', 'mechanic.n_jobs': '', 'customer.vehicles': 'list', 'customer.n_vehicles': '',
  'vehicle.owner_account': 'text', 'vehicle.n_jobs': '', 'job.owner': 'text', 'job.fuel': 'text', 'part.low_stock': 'bool',
  'supplier.parts': 'list', 'supplier.n_parts': '',
};

/** True when the page states the field's canonical value as written, in either number style (1,240.00 / 1.240,00). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'garage',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { vehicle: 'vehicle', owner: 'customer', mechanic: 'mechanic', supplier: 'supplier' }, statedExactly }),
  facets: true,
});
