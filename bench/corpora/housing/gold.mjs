#!/usr/bin/env node
// Gold answers of the housing questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/housing/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/housing/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: property.town, local_authority, country, officer (through its
// estate), monthly_rent (weekly × 52 / 12), tenant (the tenant living there, or null); tenant.estate, country;
// repair.estate, local_authority, country (through its property), days (completed − reported, null while open);
// inspection.estate; contractor.jobs (number of repair jobs), invoiced (sum of their costs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dayNo = (iso) => Math.round(Date.parse(`${iso}T12:00:00Z`) / 864e5);

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const estateOf = (propName) => {
    const p = gold.entity(propName);
    return gold.entity(p.attrs.estate);
  };
  if (e.type === 'property') {
    const est = gold.entity(e.attrs.estate);
    const t = gold.ofType('tenant').find((x) => x.attrs.property === e.name);
    return {
      town: est.attrs.town, local_authority: est.attrs.local_authority, country: est.attrs.country, officer: est.attrs.officer,
      monthly_rent: (e.attrs.weekly_rent * 52) / 12, tenant: t ? t.name : null,
    };
  }
  if (e.type === 'tenant') {
    const est = estateOf(e.attrs.property);
    return { estate: est.name, country: est.attrs.country };
  }
  if (e.type === 'repair') {
    const est = estateOf(e.attrs.property);
    return {
      estate: est.name, local_authority: est.attrs.local_authority, country: est.attrs.country,
      days: e.attrs.completed ? dayNo(e.attrs.completed) - dayNo(e.attrs.reported) : null,
    };
  }
  if (e.type === 'inspection') return { estate: estateOf(e.attrs.property).name };
  if (e.type === 'contractor') {
    const js = gold.ofType('repair').filter((j) => j.attrs.contractor === e.name);
    return { jobs: js.length, invoiced: js.reduce((s, j) => s + (j.attrs.cost ?? 0), 0) };
  }
  return {};
}
const derivedUnits = {
  'property.town': 'place', 'property.local_authority': 'place', 'property.country': 'place', 'property.officer': 'person',
  'property.monthly_rent': 'GBP', 'property.tenant': 'text', 'tenant.estate': 'place', 'tenant.country': 'place',
  'repair.estate': 'place', 'repair.local_authority': 'place', 'repair.country': 'place', 'repair.days': 'days',
  'inspection.estate': 'place', 'contractor.jobs': '', 'contractor.invoiced': 'GBP',
};

/** True when the page states the field's canonical value as written (1,234.50 / 1234.50), or exactly in pence
 *  (the JSON export's `net_weekly_pence: 9997` holds £99.97). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,]*\d|\d/g) ?? [];
  return nums.some((n) => {
    const x = Number(n.replace(/,/g, ''));
    return Math.abs(x - v) < 1e-9 || (/^\d+$/.test(n) && Math.abs(x - v * 100) < 1e-6);
  });
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'housing',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { property: 'property', estate: 'estate', contractor: 'contractor' }, statedExactly }),
  facets: true,
});
