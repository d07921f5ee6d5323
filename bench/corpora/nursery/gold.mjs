#!/usr/bin/env node
// Gold answers of the nursery questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/nursery/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/nursery/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: child.setting (its room's setting), child.att_2025 (sessions
// attended January–August 2025, the sum of the month columns; null for September starters), child.allergy_count;
// room.children, room.n_children, room.ratio_n (children per adult); staff.key_children, staff.n_key_children;
// invoice.setting and invoice.room (through the child); incident.setting (through the room); dish.n_allergens.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const room = (name) => gold.entities.get(name);
  if (e.type === 'child') {
    const att = MONTHS.map((m) => e.attrs[`att_2025_${m}`]).filter((v) => typeof v === 'number');
    return { setting: room(e.attrs.room).attrs.setting, att_2025: att.length ? att.reduce((a, b) => a + b, 0) : null, allergy_count: e.attrs.allergies.length };
  }
  if (e.type === 'room') {
    const kids = gold.ofType('child').filter((c) => c.attrs.room === e.name).map((c) => c.name);
    return { children: kids, n_children: kids.length, ratio_n: Number(e.attrs.ratio.split(':')[1]) };
  }
  if (e.type === 'staff') {
    const kids = gold.ofType('child').filter((c) => c.attrs.key_worker === e.name).map((c) => c.name);
    return { key_children: kids, n_key_children: kids.length };
  }
  if (e.type === 'invoice') {
    const c = gold.entities.get(e.attrs.child);
    return { room: c.attrs.room, setting: room(c.attrs.room).attrs.setting };
  }
  if (e.type === 'incident') return { setting: room(e.attrs.room).attrs.setting };
  if (e.type === 'dish') return { n_allergens: e.attrs.allergens.length };
  return {};
}
const derivedUnits = {
  'child.setting': 'place', 'child.att_2025': 'sessions', 'child.allergy_count': '', 'room.children': 'list', 'room.n_children': '',
  'room.ratio_n': '', 'staff.key_children': 'list', 'staff.n_key_children': '', 'invoice.setting': 'place', 'invoice.room': 'text',
  'incident.setting': 'place', 'dish.n_allergens': '',
};

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'nursery',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { room: 'room', key_worker: 'staff', room_leader: 'staff', child: 'child' }, statedExactly }),
  facets: true,
});
