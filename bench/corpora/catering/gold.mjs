#!/usr/bin/env node
// Gold answers of the catering questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/catering/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/catering/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null (a new starter's monthly hours). Derived fields: every entity's `name`;
// staff.hours_total (hours worked April–August 2025, the sum of the month columns; null for September starters),
// staff.n_events (events they manage); client.n_events; menu.dishes, menu.n_events; event.client_type (through the
// client).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['apr', 'may', 'jun', 'jul', 'aug'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const out = { name: e.name };
  const events = () => gold.ofType('event');
  if (e.type === 'staff') {
    const hs = MONTHS.map((m) => e.attrs[`hours_${m}`]).filter((v) => typeof v === 'number');
    out.hours_total = hs.length ? Math.round(hs.reduce((a, b) => a + b, 0) * 100) / 100 : null;
    out.n_events = events().filter((x) => x.attrs.manager === e.name).length;
  }
  if (e.type === 'client') out.n_events = events().filter((x) => x.attrs.client === e.name).length;
  if (e.type === 'menu') {
    out.dishes = gold.ofType('dish').filter((d) => d.attrs.menu === e.name).map((d) => d.name);
    out.n_events = events().filter((x) => x.attrs.menu === e.name).length;
  }
  if (e.type === 'event') out.client_type = gold.entities.get(e.attrs.client).attrs.client_type;
  return out;
}
const derivedUnits = {
  'event.name': 'text', 'client.name': 'text', 'menu.name': 'text', 'dish.name': 'text', 'staff.name': 'text', 'supplier.name': 'text',
  'staff.hours_total': 'h', 'staff.n_events': '', 'client.n_events': '', 'menu.dishes': 'list', 'menu.n_events': '', 'event.client_type': 'text',
};

/** True when the page states the field's canonical value as written, in either number style (45.50 / 45,50). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'catering',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { client: 'client', manager: 'staff', menu: 'menu', chef: 'staff', buyer: 'staff' }, statedExactly }),
  facets: true,
});
