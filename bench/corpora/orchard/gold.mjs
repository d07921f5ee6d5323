#!/usr/bin/env node
// Gold answers of the orchard questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/orchard/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/orchard/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links), about counts of 0, and — for specific gravity, where 0.5 %
// is five whole gravity points — about any SG threshold within 0.0015 of an SG converted from °Brix (or equal to a
// stated one). Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: block.picked_total (kg picked September–November),
// block.n_pressings; pressing.varieties and pressing.classes (through its blocks); staff.hours_total (hours
// August–November, the sum of the month columns), staff.n_pressings; vessel.capacity_gal (UK gallons);
// customer.n_orders; order.country, order.currency, order.customer_type, order.town (through the customer).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const GAL = 4.54609;

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const get = (name) => gold.entities.get(name);
  const sum = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) : null);
  if (e.type === 'block') {
    const picked = ['sep', 'oct', 'nov'].map((m) => e.attrs[`picked_${m}`]).filter((v) => typeof v === 'number');
    return { picked_total: sum(picked), n_pressings: gold.ofType('pressing').filter((p) => p.attrs.blocks.includes(e.name)).length };
  }
  if (e.type === 'pressing') {
    const bs = e.attrs.blocks.map(get);
    return { varieties: [...new Set(bs.map((b) => b.attrs.variety))], classes: [...new Set(bs.map((b) => b.attrs.class))] };
  }
  if (e.type === 'staff') {
    const hrs = ['aug', 'sep', 'oct', 'nov'].map((m) => e.attrs[`hours_${m}`]).filter((v) => typeof v === 'number');
    return { hours_total: sum(hrs), n_pressings: gold.ofType('pressing').filter((p) => p.attrs.pressed_by === e.name).length };
  }
  if (e.type === 'vessel') return { capacity_gal: e.attrs.capacity / GAL };
  if (e.type === 'customer') return { n_orders: gold.ofType('order').filter((o) => o.attrs.customer === e.name).length };
  if (e.type === 'order') {
    const c = get(e.attrs.customer);
    return { country: c.attrs.country, currency: e.units.total, customer_type: c.attrs.type, town: c.attrs.town };
  }
  return {};
}
const derivedUnits = {
  'block.picked_total': 'kg', 'block.n_pressings': '', 'pressing.varieties': 'list', 'pressing.classes': 'list',
  'staff.hours_total': 'h', 'staff.n_pressings': '', 'vessel.capacity_gal': 'gal', 'customer.n_orders': '',
  'order.country': 'place', 'order.currency': 'text', 'order.customer_type': 'text', 'order.town': 'place',
};

/** True when the page states the field's canonical value as written, in either number style (1,058 / 1.058 / 1 040). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, \u00a0]/g, ''), n.replace(/[. \u00a0]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

const LINK = { blocks: 'block', pressed_by: 'staff', manager: 'staff', filled_from: 'pressing', customer: 'customer', rep: 'staff' };

/** SG thresholds: a converted (°Brix) gravity within 0.0015 of the threshold, or a stated one equal to it, among
 *  the records that meet the other conditions of the same list (the month of an "October pressings" question). */
function sgChecks(gold, q) {
  const out = [];
  const walk = (type, conds) => {
    for (const c of conds ?? []) {
      if (c.or) c.or.forEach((g) => walk(type, g));
      if (c.not) walk(type, c.not);
      if (c.op === 'ref') walk(LINK[c.f], c.where);
      if (c.f !== 'sg') continue;
      const ts = c.op === 'between' || c.op === 'between_incl' ? c.v : ['>', '>=', '<', '<='].includes(c.op) ? [c.v] : [];
      const others = conds.filter((x) => x !== c);
      const candidates = gold.ofType(type).filter((e) => others.every((x) => gold.test(e, x, { borderline: new Set(), quiet: true })));
      for (const t of ts) {
        for (const e of candidates) {
          const x = e.attrs.sg;
          if (typeof x !== 'number') continue;
          if (statedExactly(e, 'sg') ? x === t && !['>=', '<=', 'between_incl'].includes(c.op) : Math.abs(x - t) < 0.0015) out.push(`${q.id}: SG threshold ${t} close to ${e.name} sg=${x}`);
        }
      }
    }
  };
  const c = q.constraints;
  walk(c.type, c.where);
  return out;
}

/** nearThresholds, except on SG (see sgChecks). */
function checks(gold, q) {
  const ws = nearThresholds(gold, q, { linkType: LINK, statedExactly }).filter((w) => !/ sg=/.test(w));
  return [...ws, ...sgChecks(gold, q)];
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'orchard',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks,
  facets: true,
});
