#!/usr/bin/env node
// Gold answers of the water questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/water/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/water/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: reservoir.supplies (the works drawing from it); site.leak_2024_mean
// (mean of the twelve monthly leakage figures, Ml/d); sample.turbidity / chlorine / ecoli / lead (the result under
// its parameter's name, else null); burst.diameter_in (mm / 25.4), burst.lost_m3 (litres / 1000).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const PARAM_FIELD = { Turbidity: 'turbidity', 'Free chlorine': 'chlorine', 'E. coli': 'ecoli', Lead: 'lead' };

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'reservoir') return { supplies: gold.ofType('works').filter((w) => w.attrs.source === e.name).map((w) => w.name) };
  if (e.type === 'site') {
    const ms = MONTHS.map((m) => e.attrs[`leak_2024_${m}`]);
    return { leak_2024_mean: ms.every((v) => typeof v === 'number') ? ms.reduce((a, b) => a + b, 0) / 12 : null };
  }
  if (e.type === 'sample') {
    const out = { turbidity: null, chlorine: null, ecoli: null, lead: null };
    out[PARAM_FIELD[e.attrs.parameter]] = e.attrs.result;
    return out;
  }
  if (e.type === 'burst') {
    return {
      diameter_in: typeof e.attrs.diameter === 'number' ? e.attrs.diameter / 25.4 : null,
      lost_m3: typeof e.attrs.litres_lost === 'number' ? e.attrs.litres_lost / 1000 : null,
    };
  }
  return {};
}
const derivedUnits = {
  'reservoir.supplies': 'list', 'site.leak_2024_mean': 'Ml/d', 'sample.turbidity': 'NTU', 'sample.chlorine': 'mg/l',
  'sample.ecoli': 'per 100 ml', 'sample.lead': 'µg/l', 'burst.diameter_in': 'in', 'burst.lost_m3': 'm3',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'water',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) =>
    nearThresholds(gold, q, {
      linkType: { supplies: 'works', fed_from: 'works', delivers_to: 'site', investigated_by: 'staff', crew_leader: 'staff', zone: 'site', site: 'site', source: 'reservoir', manager: 'staff' },
      statedExactly,
    }),
  facets: true,
});
