#!/usr/bin/env node
// Gold answers of the opticians questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/opticians/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/opticians/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: every entity's `name`; patient.rx (the code of the patient's
// prescription), patient.add and patient.r_sph (from it), patient.recall_due (the last test plus the recall interval,
// ISO), patient.n_orders; staff.tests_2025 (eye tests January–August 2025, the sum of the month columns; null for
// those without a row), staff.n_patients; prescription.practice and prescription.patient_age (through the patient);
// frame.n_orders; order.days_at_lab (received − ordered, in days; null while at the lab), order.outstanding (true
// while at the lab), order.lab_country (through the lab); supplier.n_frames.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
const pad = (n) => String(n).padStart(2, '0');

/** ISO date plus whole months (the day kept, clamped to the month's end). */
function addMonths(iso, n) {
  const [y, m, d] = iso.split('-').map(Number);
  const mi = y * 12 + (m - 1) + n;
  const yy = Math.floor(mi / 12);
  const mm = (mi % 12) + 1;
  const last = new Date(Date.UTC(yy, mm, 0)).getUTCDate();
  return `${yy}-${pad(mm)}-${pad(Math.min(d, last))}`;
}
const days = (a, b) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const name = { name: e.name };
  if (e.type === 'patient') {
    const rx = gold.ofType('prescription').find((x) => x.attrs.patient === e.name);
    const n_orders = gold.ofType('order').filter((o) => o.attrs.patient === e.name).length;
    return { ...name, rx: rx ? rx.name : null, add: rx ? rx.attrs.add : null, r_sph: rx ? rx.attrs.r_sph : null, recall_due: addMonths(e.attrs.last_test, e.attrs.recall_months), n_orders };
  }
  if (e.type === 'staff') {
    const t = MONTHS.map((m) => e.attrs[`tests_2025_${m}`]).filter((v) => typeof v === 'number');
    const n_patients = gold.ofType('patient').filter((p) => p.attrs.optometrist === e.name).length;
    return { ...name, tests_2025: t.length ? t.reduce((a, b) => a + b, 0) : null, n_patients };
  }
  if (e.type === 'prescription') {
    const p = gold.entities.get(e.attrs.patient);
    return { ...name, practice: p.attrs.practice, patient_age: p.attrs.age };
  }
  if (e.type === 'frame') return { ...name, n_orders: gold.ofType('order').filter((o) => o.attrs.frame === e.name).length };
  if (e.type === 'order') {
    const lab = gold.entities.get(e.attrs.lab);
    return { ...name, days_at_lab: e.attrs.received ? days(e.attrs.ordered, e.attrs.received) : null, outstanding: !e.attrs.received, lab_country: lab.attrs.country };
  }
  if (e.type === 'supplier') return { ...name, n_frames: gold.ofType('frame').filter((f) => f.attrs.supplier === e.name).length };
  return name;
}
const derivedUnits = {
  'patient.name': 'text', 'patient.rx': 'text', 'patient.add': 'D', 'patient.r_sph': 'D', 'patient.recall_due': 'date', 'patient.n_orders': '',
  'staff.name': 'text', 'staff.tests_2025': 'tests', 'staff.n_patients': '',
  'prescription.name': 'text', 'prescription.practice': 'place', 'prescription.patient_age': 'years',
  'frame.name': 'text', 'frame.n_orders': '',
  'order.name': 'text', 'order.days_at_lab': 'days', 'order.outstanding': 'bool', 'order.lab_country': 'place',
  'supplier.name': 'text', 'supplier.n_frames': '',
};

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - Math.abs(v)) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'opticians',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { patient: 'patient', optometrist: 'staff', prescriber: 'staff', frame: 'frame', lab: 'supplier', supplier: 'supplier', rx: 'prescription' }, statedExactly }),
  facets: true,
});
