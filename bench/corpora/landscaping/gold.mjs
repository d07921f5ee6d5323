#!/usr/bin/env node
// Gold answers of the landscaping questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/landscaping/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/landscaping/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: every entity's `name`; project.client_type and
// project.designer (through the client), project.overrun (final − quoted price, finished jobs only);
// client.projects, client.n_projects; crew.projects_led, crew.n_projects, crew.days_2025 (days on site March–August
// 2025, the sum of the month columns; null for September starters), crew.currency; plant.currency,
// material.currency, machine.currency (the currency the price is stated in: GBP, DKK or EUR).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['mar', 'apr', 'may', 'jun', 'jul', 'aug'];
const PRICE = { crew: 'day_rate', plant: 'unit_price', material: 'unit_price', machine: 'hire_rate' };

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const out = { name: e.name };
  if (PRICE[e.type]) out.currency = e.units[PRICE[e.type]];
  if (e.type === 'project') {
    const c = gold.entities.get(e.attrs.client);
    out.client_type = c.attrs.client_type;
    out.designer = c.attrs.designer;
    out.overrun = typeof e.attrs.final_price === 'number' ? e.attrs.final_price - e.attrs.quoted_price : null;
  }
  if (e.type === 'client') {
    const ps = gold.ofType('project').filter((p) => p.attrs.client === e.name).map((p) => p.name);
    Object.assign(out, { projects: ps, n_projects: ps.length });
  }
  if (e.type === 'crew') {
    const ps = gold.ofType('project').filter((p) => p.attrs.crew_lead === e.name).map((p) => p.name);
    const days = MONTHS.map((m) => e.attrs[`days_2025_${m}`]).filter((v) => typeof v === 'number');
    Object.assign(out, { projects_led: ps, n_projects: ps.length, days_2025: days.length ? days.reduce((a, b) => a + b, 0) : null });
  }
  return out;
}
const derivedUnits = {
  'project.client_type': 'text', 'project.designer': 'person', 'project.overrun': 'GBP', 'client.projects': 'list', 'client.n_projects': '',
  'crew.projects_led': 'list', 'crew.n_projects': '', 'crew.days_2025': 'days', 'crew.currency': 'text', 'plant.currency': 'text',
  'material.currency': 'text', 'machine.currency': 'text',
  ...Object.fromEntries(['project', 'client', 'crew', 'plant', 'material', 'machine'].map((t) => [`${t}.name`, 'text'])),
};

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'landscaping',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { client: 'client', crew_lead: 'crew', works_under: 'crew', designer: 'crew', kept_by: 'crew' }, statedExactly }),
  facets: true,
});
