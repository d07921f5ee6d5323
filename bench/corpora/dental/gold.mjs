#!/usr/bin/env node
// Gold answers of the dental questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/dental/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/dental/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: clinician.years_qualified (2025 − the year qualified),
// clinician.days_per_week, clinician.dentist (principal, associate or orthodontist), clinician.country (of its
// surgery); patient.country, patient.labs (the labs that made work for the patient); appointment.currency (the
// unit of its fee), appointment.country; lab_order.currency, lab_order.turnaround_days (returned − sent, null while
// out), lab_order.surgery (the clinician's).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dayMs = 86400000;

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const countryOf = (surgery) => gold.entity(surgery).attrs.country;
  if (e.type === 'clinician') {
    return {
      years_qualified: 2025 - e.attrs.qualified,
      days_per_week: e.attrs.days.length,
      dentist: ['Principal dentist', 'Associate dentist', 'Orthodontist'].includes(e.attrs.role),
      country: countryOf(e.attrs.surgery),
    };
  }
  if (e.type === 'patient') {
    const labs = gold.ofType('lab_order').filter((o) => o.attrs.patient === e.name).map((o) => o.attrs.lab);
    return { country: countryOf(e.attrs.surgery), labs: [...new Set(labs)] };
  }
  if (e.type === 'appointment') return { currency: e.units.fee_charged, country: countryOf(e.attrs.surgery) };
  if (e.type === 'lab_order') {
    const turn = e.attrs.returned ? (Date.parse(e.attrs.returned) - Date.parse(e.attrs.sent)) / dayMs : null;
    return { currency: e.units.cost, turnaround_days: turn, surgery: gold.entity(e.attrs.clinician).attrs.surgery };
  }
  return {};
}
const derivedUnits = {
  'clinician.years_qualified': 'years', 'clinician.days_per_week': '', 'clinician.dentist': 'bool', 'clinician.country': 'place',
  'patient.country': 'place', 'patient.labs': 'list', 'appointment.currency': '', 'appointment.country': 'place',
  'lab_order.currency': '', 'lab_order.turnaround_days': 'days', 'lab_order.surgery': 'text',
};

/** True when the page states the field's canonical value as written (5.2 / 5,2 / 5,200). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'dental',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { dentist: 'clinician', patient: 'patient', clinician: 'clinician', treatment: 'treatment', surgery: 'surgery' }, statedExactly }),
  facets: true,
});
