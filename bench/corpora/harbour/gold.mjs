#!/usr/bin/env node
// Gold answers of the harbour questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/harbour/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/harbour/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: every entity's entity_name; vessel.calls (its 2025 calls),
// vessel.berths, vessel.agents, vessel.pilots, vessel.cargoes (of those calls); staff.calls_piloted,
// staff.vessels_piloted; berth.calls; agent.calls, agent.vessels; invoice.currency (the unit of its amount).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const uniq = (xs) => [...new Set(xs.filter((x) => x != null))];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const calls = gold.ofType('call');
  const out = { entity_name: e.name };
  if (e.type === 'vessel') {
    const cs = calls.filter((c) => c.attrs.vessel === e.name);
    Object.assign(out, {
      calls: cs.length, berths: uniq(cs.map((c) => c.attrs.berth)), agents: uniq(cs.map((c) => c.attrs.agent)),
      pilots: uniq(cs.map((c) => c.attrs.pilot)), cargoes: uniq(cs.map((c) => c.attrs.cargo)),
    });
  }
  if (e.type === 'staff') {
    const cs = calls.filter((c) => c.attrs.pilot === e.name);
    Object.assign(out, { calls_piloted: cs.length, vessels_piloted: uniq(cs.map((c) => c.attrs.vessel)) });
  }
  if (e.type === 'berth') out.calls = calls.filter((c) => c.attrs.berth === e.name).length;
  if (e.type === 'agent') {
    const cs = calls.filter((c) => c.attrs.agent === e.name);
    Object.assign(out, { calls: cs.length, vessels: uniq(cs.map((c) => c.attrs.vessel)) });
  }
  if (e.type === 'invoice') out.currency = e.units.amount;
  return out;
}
const derivedUnits = {
  'vessel.calls': '', 'vessel.berths': 'list', 'vessel.agents': 'list', 'vessel.pilots': 'list', 'vessel.cargoes': 'list',
  'staff.calls_piloted': '', 'staff.vessels_piloted': 'list', 'berth.calls': '', 'agent.calls': '', 'agent.vessels': 'list',
  'invoice.currency': '',
};
for (const t of ['vessel', 'berth', 'call', 'staff', 'invoice', 'agent']) derivedUnits[`${t}.entity_name`] = 'text';

/** True when the page states the field's canonical value as written, in either number style (2 545 / 2,545 / 88,6). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, \u00a0]/g, ''), n.replace(/[. \u00a0]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'harbour',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, {
    linkType: { vessel: 'vessel', berth: 'berth', agent: 'agent', pilot: 'staff', call: 'call', berths: 'berth', vessels: 'vessel', vessels_piloted: 'vessel' },
    statedExactly,
  }),
  facets: true,
});
