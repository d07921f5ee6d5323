#!/usr/bin/env node
// Gold answers of the energy questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/energy/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/energy/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: installation.country (the site's), capacity_mw, storage_mwh,
// gen_2024_mwh, manufacturer (the model's); member.currency (the unit of paid_in); engineer.currency (of the hourly
// rate), engineer.installations (the installations of the engineer's tickets); ticket.currency (of the cost).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const kilo = (x) => (typeof x === 'number' ? x / 1000 : null);
  if (e.type === 'installation') {
    const site = gold.entity(e.attrs.site);
    const model = gold.entity(e.attrs.model);
    return {
      country: site.attrs.country, capacity_mw: kilo(e.attrs.capacity), storage_mwh: kilo(e.attrs.storage),
      gen_2024_mwh: kilo(e.attrs.gen_2024 ?? null), manufacturer: model.attrs.manufacturer,
    };
  }
  if (e.type === 'member') return { currency: e.units.paid_in };
  if (e.type === 'ticket') return { currency: e.units.cost };
  if (e.type === 'engineer') {
    const ts = gold.ofType('ticket').filter((t) => t.attrs.engineer === e.name);
    return { currency: e.units.hourly_rate, installations: [...new Set(ts.map((t) => t.attrs.installation))] };
  }
  return {};
}
const derivedUnits = {
  'installation.country': 'place', 'installation.capacity_mw': 'MW', 'installation.storage_mwh': 'MWh', 'installation.gen_2024_mwh': 'MWh',
  'installation.manufacturer': 'text', 'member.currency': '', 'engineer.currency': '', 'engineer.installations': 'list', 'ticket.currency': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'energy',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { site: 'site', model: 'model', contractor: 'contractor', employer: 'contractor', installation: 'installation', engineer: 'engineer' }, statedExactly }),
  facets: true,
});
