#!/usr/bin/env node
// Gold answers of the fleet questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/fleet/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/fleet/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: vehicle.gvw_t (tonnes), vehicle.job_results (the results of
// its 2025 work orders), vehicle.accidents (its number of accidents), vehicle.depot_town; driver.incidents (codes of
// the defects and accidents reported by or involving the driver).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'vehicle') {
    const js = gold.ofType('job').filter((j) => j.attrs.vehicle === e.name);
    const acc = gold.ofType('incident').filter((x) => x.attrs.vehicle === e.name && x.attrs.kind === 'Accident');
    return {
      gvw_t: e.attrs.gvw / 1000,
      job_results: [...new Set(js.map((j) => j.attrs.result))],
      accidents: acc.length,
      depot_town: gold.entity(e.attrs.depot).attrs.town,
    };
  }
  if (e.type === 'driver') return { incidents: gold.ofType('incident').filter((x) => x.attrs.driver === e.name).map((x) => x.name).sort() };
  return {};
}
const derivedUnits = { 'vehicle.gvw_t': 't', 'vehicle.job_results': 'list', 'vehicle.accidents': '', 'vehicle.depot_town': 'place', 'driver.incidents': 'list' };

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'fleet',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { depot: 'depot', vehicle: 'vehicle', driver: 'driver' }, statedExactly }),
  facets: true,
});
