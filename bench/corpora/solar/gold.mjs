#!/usr/bin/env node
// Gold answers of the solar questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/solar/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/solar/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: installation.has_battery, installation.gen_2025_mwh (MWh),
// installation.year (of the install date); customer.installations (its jobs), customer.total_kwp; installer.jobs
// (the jobs it led), installer.job_count; panel.length_in, panel.width_in (inches), panel.fitted (panels of that model
// fitted over all jobs); inverter.job_count, battery.job_count.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const jobs = gold.ofType('installation');
  if (e.type === 'installation') {
    return {
      has_battery: e.attrs.battery != null,
      gen_2025_mwh: e.attrs.gen_2025 == null ? null : e.attrs.gen_2025 / 1000,
      year: Number(e.attrs.installed.slice(0, 4)),
    };
  }
  if (e.type === 'customer') {
    const js = jobs.filter((j) => j.attrs.customer === e.name);
    return { installations: js.map((j) => j.name), total_kwp: Math.round(js.reduce((s, j) => s + j.attrs.kwp, 0) * 1e4) / 1e4 };
  }
  if (e.type === 'installer') {
    const js = jobs.filter((j) => j.attrs.installer === e.name);
    return { jobs: js.map((j) => j.name), job_count: js.length };
  }
  if (e.type === 'panel') {
    const js = jobs.filter((j) => j.attrs.panel_model === e.name);
    return { length_in: e.attrs.length / 25.4, width_in: e.attrs.width / 25.4, fitted: js.reduce((s, j) => s + j.attrs.panels, 0) };
  }
  if (e.type === 'inverter') return { job_count: jobs.filter((j) => j.attrs.inverter === e.name).length };
  if (e.type === 'battery') return { job_count: jobs.filter((j) => j.attrs.battery === e.name).length };
  return {};
}
const derivedUnits = {
  'installation.has_battery': 'bool', 'installation.gen_2025_mwh': 'MWh', 'installation.year': '',
  'customer.installations': 'list', 'customer.total_kwp': 'kWp', 'installer.jobs': 'list', 'installer.job_count': '',
  'panel.length_in': 'in', 'panel.width_in': 'in', 'panel.fitted': '', 'inverter.job_count': '', 'battery.job_count': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'solar',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) =>
    nearThresholds(gold, q, {
      linkType: { customer: 'customer', panel_model: 'panel', inverter: 'inverter', battery: 'battery', installer: 'installer', referred_by: 'customer' },
      statedExactly,
    }),
  facets: true,
});
