#!/usr/bin/env node
// Gold answers of the creamery questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/creamery/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/creamery/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: farm.country (UK / Romania from the county), farm.price_currency,
// farm.delivered_h1 (litres January–June 2025, the sum of the month columns), farm.cheeses, farm.n_cheeses;
// cheese.country (its farm's), cheese.price_currency, cheese.n_batches, cheese.stockists, cheese.n_stockists;
// batch.milk_type and batch.style (its cheese's), batch.site and batch.country (its cave's); cave.country,
// cave.n_batches; staff.country, staff.pay_currency, staff.n_graded, staff.n_accounts; customer.credit_currency,
// customer.shipped_h1 (kg January–June 2025), customer.n_cheeses.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
const UK_COUNTIES = ['Somerset', 'Devon', 'Dorset', 'Wiltshire'];
const SITE_COUNTRY = { Wedmore: 'UK', Priddy: 'UK', Feleacu: 'Romania' };
const sum = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) : null);

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const get = (name) => gold.entities.get(name);
  const cur = (field) => (e.units[field] ? e.units[field].split('/')[0] : null);
  const months = (prefix) => sum(MONTHS.map((m) => e.attrs[`${prefix}_${m}`]).filter((v) => typeof v === 'number'));
  if (e.type === 'farm') {
    const cs = gold.ofType('cheese').filter((c) => c.attrs.farm === e.name).map((c) => c.name);
    return { country: UK_COUNTIES.includes(e.attrs.county) ? 'UK' : 'Romania', price_currency: cur('milk_price'), delivered_h1: months('del'), cheeses: cs, n_cheeses: cs.length };
  }
  if (e.type === 'cheese') {
    const f = get(e.attrs.farm);
    const bs = gold.ofType('batch').filter((b) => b.attrs.cheese === e.name);
    const st = gold.ofType('customer').filter((c) => c.attrs.stocks.includes(e.name)).map((c) => c.name);
    return { country: UK_COUNTIES.includes(f.attrs.county) ? 'UK' : 'Romania', price_currency: cur('price'), n_batches: bs.length, stockists: st, n_stockists: st.length };
  }
  if (e.type === 'batch') {
    const c = get(e.attrs.cheese);
    const k = get(e.attrs.cave);
    return { milk_type: c.attrs.milk, style: c.attrs.style, site: k.attrs.site, country: SITE_COUNTRY[k.attrs.site] };
  }
  if (e.type === 'cave') return { country: SITE_COUNTRY[e.attrs.site], n_batches: gold.ofType('batch').filter((b) => b.attrs.cave === e.name).length };
  if (e.type === 'staff') {
    return {
      country: SITE_COUNTRY[e.attrs.site], pay_currency: cur('hourly_rate'),
      n_graded: gold.ofType('batch').filter((b) => b.attrs.grader === e.name).length,
      n_accounts: gold.ofType('customer').filter((c) => c.attrs.rep === e.name).length,
    };
  }
  if (e.type === 'customer') return { credit_currency: cur('credit_limit'), shipped_h1: months('ship'), n_cheeses: e.attrs.stocks.length };
  return {};
}
const derivedUnits = {
  'farm.country': 'place', 'farm.price_currency': 'text', 'farm.delivered_h1': 'L', 'farm.cheeses': 'list', 'farm.n_cheeses': '',
  'cheese.country': 'place', 'cheese.price_currency': 'text', 'cheese.n_batches': '', 'cheese.stockists': 'list', 'cheese.n_stockists': '',
  'batch.milk_type': 'text', 'batch.style': 'text', 'batch.site': 'place', 'batch.country': 'place', 'cave.country': 'place', 'cave.n_batches': '',
  'staff.country': 'place', 'staff.pay_currency': 'text', 'staff.n_graded': '', 'staff.n_accounts': '',
  'customer.credit_currency': 'text', 'customer.shipped_h1': 'kg', 'customer.n_cheeses': '',
};

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5 / 1.500). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'creamery',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { farm: 'farm', cheese: 'cheese', cave: 'cave', grader: 'staff', affineur: 'staff', rep: 'staff' }, statedExactly }),
  facets: true,
});
