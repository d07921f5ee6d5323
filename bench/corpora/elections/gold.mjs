#!/usr/bin/env node
// Gold answers of the elections questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/elections/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/elections/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: every entity's `name`; candidate.council (through its
// electoral area), candidate.share_pct (first preferences as % of the area's valid poll); ward.candidates and
// ward.councillors (the candidates standing and elected there), ward.candidate_count, ward.total_poll (valid +
// rejected), ward.rejected_pct;
// station.council, station.hours_open (h, from its opening and closing times); staff.council (through the station;
// count assistants work at the Ardglen count), staff.currency (the unit of the fee).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const NI = 'Ardglen District Council';

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const ward = (name) => gold.ofType('ward').find((w) => w.name === name);
  if (e.type === 'candidate') {
    const w = ward(e.attrs.ward);
    return { name: e.name, council: w.attrs.council, share_pct: Math.round((e.attrs.first_prefs / w.attrs.valid_poll) * 1e6) / 1e4 };
  }
  if (e.type === 'ward') {
    const cs = gold.ofType('candidate').filter((c) => c.attrs.ward === e.name);
    const total = e.attrs.valid_poll + e.attrs.rejected_ballots;
    return {
      name: e.name, candidates: cs.map((c) => c.name), councillors: cs.filter((c) => c.attrs.elected).map((c) => c.name), candidate_count: cs.length, total_poll: total,
      rejected_pct: Math.round((e.attrs.rejected_ballots / total) * 1e6) / 1e4,
    };
  }
  if (e.type === 'station') {
    const mins = (t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    return { name: e.name, council: ward(e.attrs.ward).attrs.council, hours_open: (mins(e.attrs.closes) - mins(e.attrs.opens)) / 60 };
  }
  if (e.type === 'staff') {
    const st = e.attrs.station ? gold.entity(e.attrs.station) : null;
    return { name: e.name, council: st ? ward(st.attrs.ward).attrs.council : NI, currency: e.units.fee };
  }
  return { name: e.name };
}
const derivedUnits = {
  'candidate.name': 'text', 'candidate.council': 'text', 'candidate.share_pct': '%',
  'ward.name': 'text', 'ward.candidates': 'list', 'ward.councillors': 'list', 'ward.candidate_count': '', 'ward.total_poll': '', 'ward.rejected_pct': '%',
  'station.name': 'text', 'station.council': 'text', 'station.hours_open': 'h',
  'staff.name': 'text', 'staff.council': 'text', 'staff.currency': '',
  'party.name': 'text',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'elections',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { ward: 'ward', party: 'party', station: 'station' }, statedExactly }),
  facets: true,
});
