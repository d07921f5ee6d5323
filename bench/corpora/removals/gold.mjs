#!/usr/bin/env node
// Gold answers of the removals questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/removals/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/removals/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields (the engine's unit table has no cubic metres, cubic feet or
// tonnes, so those conversions are derived here):
//   job.volume_cuft (m³ / 0.028316846592), job.weight_t (kg / 1000), job.currency (GBP or EUR, from the quote field),
//   job.overrun (final price − quote, in the job's currency; null while not invoiced), job.over_quote (final > quote),
//   job.invoiced (a final price is known), job.depot (the depot of the job's vehicle);
//   vehicle.load_cuft, vehicle.payload_t, vehicle.km_2024 (sum of the month columns; null without a row), vehicle.jobs
//   and n_jobs;
//   crew.reports and n_reports (who names them as supervisor), crew.jobs_led and n_jobs_led, crew.vehicles (the
//   vehicles they usually drive);
//   unit.size_cuft, unit.vacant (no tenant);
//   customer.jobs and n_jobs, customer.units and n_units, customer.storage_rent_gbp (monthly rent of their UK units).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CUFT = 0.028316846592;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const a = e.attrs;
  if (e.type === 'job') {
    const cur = a.quote_gbp != null ? 'GBP' : 'EUR';
    const q = cur === 'GBP' ? a.quote_gbp : a.quote_eur;
    const p = cur === 'GBP' ? a.price_gbp : a.price_eur;
    const v = gold.entities.get(a.vehicle);
    return {
      volume_cuft: a.volume / CUFT, weight_t: a.weight / 1000, currency: cur,
      overrun: p == null ? null : p - q, over_quote: p != null && p > q, invoiced: p != null, depot: v ? v.attrs.depot : null,
    };
  }
  if (e.type === 'vehicle') {
    const ms = MONTHS.map((m) => a[`km_2024_${m}`]).filter((x) => typeof x === 'number');
    const js = gold.ofType('job').filter((j) => j.attrs.vehicle === e.name).map((j) => j.name);
    return { load_cuft: a.load_volume / CUFT, payload_t: a.payload / 1000, km_2024: ms.length ? ms.reduce((x, y) => x + y, 0) : null, jobs: js, n_jobs: js.length };
  }
  if (e.type === 'crew') {
    const reps = gold.ofType('crew').filter((c) => c.attrs.supervisor === e.name).map((c) => c.name);
    const led = gold.ofType('job').filter((j) => j.attrs.crew_lead === e.name).map((j) => j.name);
    const vs = gold.ofType('vehicle').filter((v) => v.attrs.driver === e.name).map((v) => v.name);
    return { reports: reps, n_reports: reps.length, jobs_led: led, n_jobs_led: led.length, vehicles: vs };
  }
  if (e.type === 'unit') return { size_cuft: a.size / CUFT, vacant: a.tenant == null };
  if (e.type === 'customer') {
    const js = gold.ofType('job').filter((j) => j.attrs.customer === e.name).map((j) => j.name);
    const us = gold.ofType('unit').filter((u) => u.attrs.tenant === e.name);
    return {
      jobs: js, n_jobs: js.length, units: us.map((u) => u.name), n_units: us.length,
      storage_rent_gbp: us.reduce((s, u) => s + (u.attrs.rent_gbp ?? 0), 0),
    };
  }
  return {};
}
const derivedUnits = {
  'job.volume_cuft': 'cu ft', 'job.weight_t': 't', 'job.currency': 'text', 'job.overrun': '', 'job.over_quote': 'bool', 'job.invoiced': 'bool', 'job.depot': 'place',
  'vehicle.load_cuft': 'cu ft', 'vehicle.payload_t': 't', 'vehicle.km_2024': 'km', 'vehicle.jobs': 'list', 'vehicle.n_jobs': '',
  'crew.reports': 'list', 'crew.n_reports': '', 'crew.jobs_led': 'list', 'crew.n_jobs_led': '', 'crew.vehicles': 'list',
  'unit.size_cuft': 'cu ft', 'unit.vacant': 'bool',
  'customer.jobs': 'list', 'customer.n_jobs': '', 'customer.units': 'list', 'customer.n_units': '', 'customer.storage_rent_gbp': 'GBP',
};

/** True when the page states the field's canonical value as written, in either number style (2,350.00 / 2 350,00). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, \u00a0]/g, ''), n.replace(/[. \u00a0]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'removals',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, {
    linkType: { customer: 'customer', vehicle: 'vehicle', crew_lead: 'crew', supervisor: 'crew', driver: 'crew', tenant: 'customer', contact: 'crew', jobs: 'job', units: 'unit' },
    statedExactly,
  }),
  facets: true,
});
