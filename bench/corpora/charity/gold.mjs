#!/usr/bin/env node
// Gold answers of the charity questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/charity/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/charity/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: donor.total_2025 (GBP given in the 2025 donations),
// donor.gifts_2025, donor.funds_2025 (the funds its 2025 gifts went to), donor.decisions (decisions on its grant
// applications); fund.remaining (budget − spent), fund.donated_2025, fund.grants_awarded; volunteer.manages (funds
// it manages), volunteer.hours_week (hours per month × 12 / 52).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const sum = (xs, f) => xs.reduce((s, x) => s + (x.attrs[f] ?? 0), 0);
  const r2 = (x) => Math.round(x * 100) / 100;
  if (e.type === 'donor') {
    const ds = gold.ofType('donation').filter((d) => d.attrs.donor === e.name && d.attrs.date.startsWith('2025'));
    const gs = gold.ofType('grant').filter((g) => g.attrs.funder === e.name);
    return { total_2025: r2(sum(ds, 'amount')), gifts_2025: ds.length, funds_2025: [...new Set(ds.map((d) => d.attrs.fund))], decisions: [...new Set(gs.map((g) => g.attrs.decision))] };
  }
  if (e.type === 'fund') {
    const ds = gold.ofType('donation').filter((d) => d.attrs.fund === e.name && d.attrs.date.startsWith('2025'));
    const gs = gold.ofType('grant').filter((g) => g.attrs.fund === e.name && g.attrs.decision === 'Awarded');
    return { remaining: r2(e.attrs.budget - e.attrs.spent), donated_2025: r2(sum(ds, 'amount')), grants_awarded: sum(gs, 'awarded') };
  }
  if (e.type === 'volunteer') {
    return { manages: gold.ofType('fund').filter((f) => f.attrs.manager === e.name).map((f) => f.name), hours_week: Math.round(((e.attrs.hours * 12) / 52) * 1e4) / 1e4 };
  }
  return {};
}
const derivedUnits = {
  'donor.total_2025': 'GBP', 'donor.gifts_2025': '', 'donor.funds_2025': 'list', 'donor.decisions': 'list',
  'fund.remaining': 'GBP', 'fund.donated_2025': 'GBP', 'fund.grants_awarded': 'GBP',
  'volunteer.manages': 'list', 'volunteer.hours_week': 'h/week',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'charity',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { donor: 'donor', fund: 'fund', base: 'point', funder: 'donor' }, statedExactly }),
  facets: true,
});
