#!/usr/bin/env node
// Gold answers of the roastery questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/roastery/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/roastery/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: lot.bags (60 kg bags, weight / 60), price_gbp_bag and
// price_eur_bag (per-kg price × 60), coffees and n_coffees (the roasted coffees made from the lot); coffee.drop_temp_f
// (°C × 9/5 + 32), kg_2024 (kilos roasted in 2024, the sum of the month columns; null when the coffee has no row),
// customers and n_customers (whose main coffee it is); machine.coffees (roasted on it); staff.reports, n_reports,
// accounts and n_accounts (customers they manage), machines (they operate); importer.lots, n_lots and kg_bought.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const BAG = 60;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'lot') {
    const cs = gold.ofType('coffee').filter((c) => (c.attrs.lots ?? []).includes(e.name)).map((c) => c.name);
    return {
      bags: e.attrs.weight / BAG,
      price_gbp_bag: e.attrs.price_gbp_kg == null ? null : e.attrs.price_gbp_kg * BAG,
      price_eur_bag: e.attrs.price_eur_kg == null ? null : e.attrs.price_eur_kg * BAG,
      coffees: cs,
      n_coffees: cs.length,
    };
  }
  if (e.type === 'coffee') {
    const ks = MONTHS.map((m) => e.attrs[`kg_2024_${m}`]).filter((v) => typeof v === 'number');
    const cust = gold.ofType('customer').filter((c) => c.attrs.main_coffee === e.name).map((c) => c.name);
    return { drop_temp_f: (e.attrs.drop_temp * 9) / 5 + 32, kg_2024: ks.length ? ks.reduce((a, b) => a + b, 0) : null, customers: cust, n_customers: cust.length };
  }
  if (e.type === 'machine') return { coffees: gold.ofType('coffee').filter((c) => c.attrs.machine === e.name).map((c) => c.name) };
  if (e.type === 'staff') {
    const reps = gold.ofType('staff').filter((s) => s.attrs.manager === e.name).map((s) => s.name);
    const acc = gold.ofType('customer').filter((c) => c.attrs.account_manager === e.name).map((c) => c.name);
    const ms = gold.ofType('machine').filter((m) => m.attrs.operator === e.name).map((m) => m.name);
    return { reports: reps, n_reports: reps.length, accounts: acc, n_accounts: acc.length, machines: ms };
  }
  if (e.type === 'importer') {
    const ls = gold.ofType('lot').filter((l) => l.attrs.importer === e.name);
    return { lots: ls.map((l) => l.name), n_lots: ls.length, kg_bought: ls.reduce((a, l) => a + l.attrs.weight, 0) };
  }
  return {};
}
const derivedUnits = {
  'lot.bags': 'bags', 'lot.price_gbp_bag': 'GBP/bag', 'lot.price_eur_bag': 'EUR/bag', 'lot.coffees': 'list', 'lot.n_coffees': '',
  'coffee.drop_temp_f': '°F', 'coffee.kg_2024': 'kg', 'coffee.customers': 'list', 'coffee.n_customers': '', 'machine.coffees': 'list',
  'staff.reports': 'list', 'staff.n_reports': '', 'staff.accounts': 'list', 'staff.n_accounts': '', 'staff.machines': 'list',
  'importer.lots': 'list', 'importer.n_lots': '', 'importer.kg_bought': 'kg',
};

/** True when the page states the field's canonical value as written, in either number style (11.40 / 11,40). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'roastery',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { lots: 'lot', importer: 'importer', machine: 'machine', operator: 'staff', main_coffee: 'coffee', account_manager: 'staff', manager: 'staff' }, statedExactly }),
  facets: true,
});
