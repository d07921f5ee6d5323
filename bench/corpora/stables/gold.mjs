#!/usr/bin/env node
// Gold answers of the stables questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/stables/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/stables/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields:
//   horse.age (2025 − year foaled), horse.height_in (inches, 4 decimals: "16.2hh" is 66), horse.pony (148 cm or
//   less), horse.hours_total (school-horse hours January–October 2025), horse.lesson_riders and
//   horse.lesson_instructors (October lessons), horse.practitioners, horse.visit_work, horse.farrier_cost,
//   horse.vet_cost (its farrier and vet visits), horse.points and horse.wins (its competition entries);
//   rider.horses_owned, rider.horses_ridden, rider.instructors (October lessons);
//   instructor.lessons_total (January–October 2025, the wide tables), instructor.riders;
//   lesson.yard, visit.yard (the horse's yard), order.yard (PO- Ballinacor, BC- Pays d'Auge), order.total_kg,
//   order.total_cost; entry.yard (the horse's yard).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct'];
const uniq = (xs) => [...new Set(xs)].sort();

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const of = (type, f, v) => gold.ofType(type).filter((x) => x.attrs[f] === v);
  if (e.type === 'horse') {
    const ls = of('lesson', 'horse', e.name);
    const vs = of('visit', 'horse', e.name);
    const es = of('entry', 'horse', e.name);
    const hrs = MON.map((m) => e.attrs[`hours_${m}`]).filter((v) => typeof v === 'number');
    return {
      age: 2025 - e.attrs.foaled,
      height_in: r4(e.attrs.height / 2.54),
      pony: e.attrs.height <= 148,
      hours_total: hrs.length ? hrs.reduce((a, b) => a + b, 0) : null,
      lesson_riders: uniq(ls.map((l) => l.attrs.rider)),
      lesson_instructors: uniq(ls.map((l) => l.attrs.instructor)),
      practitioners: uniq(vs.map((v) => v.attrs.practitioner)),
      visit_work: uniq(vs.map((v) => v.attrs.work)),
      farrier_cost: vs.filter((v) => v.attrs.kind === 'farrier').reduce((a, v) => a + v.attrs.cost, 0),
      vet_cost: vs.filter((v) => v.attrs.kind === 'vet').reduce((a, v) => a + v.attrs.cost, 0),
      points: es.reduce((a, x) => a + x.attrs.points, 0),
      wins: es.filter((x) => x.attrs.placing === 1).length,
    };
  }
  if (e.type === 'rider') {
    const ls = of('lesson', 'rider', e.name);
    return {
      horses_owned: uniq(of('horse', 'owner', e.name).map((h) => h.name)),
      horses_ridden: uniq(ls.map((l) => l.attrs.horse)),
      instructors: uniq(ls.map((l) => l.attrs.instructor)),
    };
  }
  if (e.type === 'instructor') {
    const ms = MON.map((m) => e.attrs[`lessons_${m}`]).filter((v) => typeof v === 'number');
    return { lessons_total: ms.reduce((a, b) => a + b, 0), riders: uniq(of('lesson', 'instructor', e.name).map((l) => l.attrs.rider)) };
  }
  if (e.type === 'lesson') return { yard: gold.entity(e.attrs.horse).attrs.yard };
  if (e.type === 'visit') return { yard: gold.entity(e.attrs.horse).attrs.yard };
  if (e.type === 'entry') return { yard: gold.entity(e.attrs.horse).attrs.yard };
  if (e.type === 'order') {
    return {
      yard: e.name.startsWith('PO-') ? 'Ballinacor Riding School & Livery' : "Centre Équestre du Pays d'Auge",
      total_kg: e.attrs.bags * e.attrs.bag_kg,
      total_cost: r4(e.attrs.bags * e.attrs.price_per_bag),
    };
  }
  return {};
}
const derivedUnits = {
  'horse.age': '', 'horse.height_in': 'in', 'horse.pony': 'bool', 'horse.hours_total': 'h', 'horse.lesson_riders': 'list',
  'horse.lesson_instructors': 'list', 'horse.practitioners': 'list', 'horse.visit_work': 'list', 'horse.farrier_cost': 'EUR',
  'horse.vet_cost': 'EUR', 'horse.points': '', 'horse.wins': '', 'rider.horses_owned': 'list', 'rider.horses_ridden': 'list',
  'rider.instructors': 'list', 'instructor.lessons_total': '', 'instructor.riders': 'list', 'lesson.yard': 'place', 'visit.yard': 'place',
  'entry.yard': 'place', 'order.yard': 'place', 'order.total_kg': 'kg', 'order.total_cost': 'EUR',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'stables',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { owner: 'rider', horse: 'horse', rider: 'rider', instructor: 'instructor' }, statedExactly }),
  facets: true,
});
