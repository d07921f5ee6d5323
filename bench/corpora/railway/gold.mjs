#!/usr/bin/env node
// Gold answers of the railway questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/railway/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/railway/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: loco.weight_tons (long tons), loco.tank (a tank engine: the
// Whyte notation ends in T, ST or PT), loco.services (the services it is diagrammed on), loco.events (the events it
// starred in); service.journey_min; station.terminus (the end of its line); volunteer.services (the UK services
// rostered to them as driver, fireman or guard), volunteer.locos_driven, volunteer.locos_fired; fare.currency (the
// unit of its prices); event.days (inclusive).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TON = 1.0160469088;
const mins = (t) => {
  const [h, m] = t.split(':').map(Number);
  return h * 60 + m;
};

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'loco') {
    return {
      weight_tons: e.attrs.weight / TON,
      tank: /T$/.test(e.attrs.wheel_arrangement),
      services: gold.ofType('service').filter((s) => s.attrs.loco === e.name).map((s) => s.name),
      events: gold.ofType('event').filter((v) => v.attrs.loco === e.name).map((v) => v.name),
    };
  }
  if (e.type === 'service') return { journey_min: mins(e.attrs.arrives) - mins(e.attrs.departs) };
  if (e.type === 'station') {
    const line = gold.ofType('station').filter((s) => s.attrs.railway === e.attrs.railway);
    return { terminus: e.attrs.distance === 0 || e.attrs.distance === Math.max(...line.map((s) => s.attrs.distance)) };
  }
  if (e.type === 'volunteer') {
    const svc = gold.ofType('service');
    const as = (role) => svc.filter((s) => s.attrs[role] === e.name);
    return {
      services: svc.filter((s) => ['driver', 'fireman', 'guard'].some((k) => s.attrs[k] === e.name)).map((s) => s.name),
      locos_driven: [...new Set(as('driver').map((s) => s.attrs.loco))],
      locos_fired: [...new Set(as('fireman').map((s) => s.attrs.loco))],
    };
  }
  if (e.type === 'fare') return { currency: e.units.adult };
  if (e.type === 'event') return { days: Math.round((Date.parse(e.attrs.end) - Date.parse(e.attrs.start)) / 86400000) + 1 };
  return {};
}
const derivedUnits = {
  'loco.weight_tons': 'tons', 'loco.tank': 'bool', 'loco.services': 'list', 'loco.events': 'list', 'service.journey_min': 'min',
  'station.terminus': 'bool', 'volunteer.services': 'list', 'volunteer.locos_driven': 'list', 'volunteer.locos_fired': 'list',
  'fare.currency': '', 'event.days': 'days',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'railway',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { loco: 'loco', driver: 'volunteer', fireman: 'volunteer', guard: 'volunteer' }, statedExactly }),
  facets: true,
});
