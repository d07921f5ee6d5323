#!/usr/bin/env node
// Gold answers of the apiary questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/apiary/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/apiary/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields:
//   member.module (Basic = 0, Module N = N, none = null), member.mentors (the mentor as a one-item list),
//   member.mentees, member.swarms_collected, member.borrowed (items), member.apiaries (owned), member.hives (the
//   hives at the apiaries they keep);
//   apiary.hives, apiary.hive_count, apiary.nation (England / Wales / France from the county);
//   hive.keeper (the owner of its apiary), hive.county, hive.altitude (of its apiary), hive.diseases (found at its
//   2025 inspections, None left out), hive.honey (kg harvested in 2025);
//   inspection.apiary, inspection.keeper; harvest.apiary, harvest.keeper; loan.still_out.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const NATION = { Herefordshire: 'England', Powys: 'Wales', Calvados: 'France' };

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const apiaryOf = (hiveCode) => gold.entities.get(gold.entities.get(hiveCode)?.attrs.apiary);
  if (e.type === 'member') {
    const lvl = e.attrs.training_level;
    const aps = gold.ofType('apiary').filter((a) => a.attrs.owner === e.name);
    const apNames = aps.map((a) => a.name);
    return {
      module: lvl === 'Basic' ? 0 : /^Module \d$/.test(lvl ?? '') ? Number(lvl.slice(7)) : null,
      mentors: e.attrs.mentor ? [e.attrs.mentor] : [],
      mentees: gold.ofType('member').filter((m) => m.attrs.mentor === e.name).map((m) => m.name),
      swarms_collected: gold.ofType('swarm').filter((s) => s.attrs.collector === e.name).length,
      borrowed: [...new Set(gold.ofType('loan').filter((l) => l.attrs.borrower === e.name).map((l) => l.attrs.item))],
      apiaries: apNames,
      hives: gold.ofType('hive').filter((h) => apNames.includes(h.attrs.apiary)).map((h) => h.name),
    };
  }
  if (e.type === 'apiary') {
    const hs = gold.ofType('hive').filter((h) => h.attrs.apiary === e.name).map((h) => h.name);
    return { hives: hs, hive_count: hs.length, nation: NATION[e.attrs.county] };
  }
  if (e.type === 'hive') {
    const a = gold.entities.get(e.attrs.apiary);
    const ins = gold.ofType('inspection').filter((i) => i.attrs.hive === e.name);
    const hv = gold.ofType('harvest').filter((h) => h.attrs.hive === e.name);
    return {
      keeper: a.attrs.owner,
      county: a.attrs.county,
      altitude: a.attrs.altitude,
      diseases: [...new Set(ins.map((i) => i.attrs.disease).filter((d) => d && d !== 'None'))],
      honey: Math.round(hv.reduce((s, h) => s + h.attrs.weight, 0) * 1e4) / 1e4,
    };
  }
  if (e.type === 'inspection' || e.type === 'harvest') {
    const a = apiaryOf(e.attrs.hive);
    return { apiary: a.name, keeper: a.attrs.owner };
  }
  if (e.type === 'loan') return { still_out: e.attrs.returned == null };
  return {};
}
const derivedUnits = {
  'member.module': '', 'member.mentors': 'list', 'member.mentees': 'list', 'member.swarms_collected': '', 'member.borrowed': 'list',
  'member.apiaries': 'list', 'member.hives': 'list', 'apiary.hives': 'list', 'apiary.hive_count': '', 'apiary.nation': 'place',
  'hive.keeper': 'person', 'hive.county': 'place', 'hive.altitude': 'm', 'hive.diseases': 'list', 'hive.honey': 'kg',
  'inspection.apiary': 'place', 'inspection.keeper': 'person', 'harvest.apiary': 'place', 'harvest.keeper': 'person', 'loan.still_out': 'bool',
};

/** True when the page states the field's canonical value as written, in either number style (2.5 / 2,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'apiary',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { apiary: 'apiary', mentees: 'member', owner: 'member', hive: 'hive' }, statedExactly }),
  facets: true,
});
