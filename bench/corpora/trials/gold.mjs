#!/usr/bin/env node
// Gold answers of the trials questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/trials/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/trials/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: participant.country (its site's country), participant.n_ae
// and n_visits; visit.site, visit.study, visit.arm (through the participant); adverse_event.site and study (through
// the participant); staff.logged_total (research hours April–September 2025, the sum of the month columns; null for
// staff with no timesheet), staff.n_visits; study.n_participants; shipment.country (through the site).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['apr', 'may', 'jun', 'jul', 'aug', 'sep'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const get = (name) => gold.entities.get(name);
  if (e.type === 'participant') {
    return {
      country: get(e.attrs.site).attrs.country,
      n_ae: gold.ofType('adverse_event').filter((x) => x.attrs.participant === e.name).length,
      n_visits: gold.ofType('visit').filter((x) => x.attrs.participant === e.name).length,
    };
  }
  if (e.type === 'visit') {
    const p = get(e.attrs.participant);
    return { site: p.attrs.site, study: p.attrs.study, arm: p.attrs.arm };
  }
  if (e.type === 'adverse_event') {
    const p = get(e.attrs.participant);
    return { site: p.attrs.site, study: p.attrs.study };
  }
  if (e.type === 'staff') {
    const hs = MONTHS.map((m) => e.attrs[`logged_2025_${m}`]).filter((v) => typeof v === 'number');
    return { logged_total: hs.length ? hs.reduce((a, b) => a + b, 0) : null, n_visits: gold.ofType('visit').filter((x) => x.attrs.nurse === e.name).length };
  }
  if (e.type === 'study') return { n_participants: gold.ofType('participant').filter((x) => x.attrs.study === e.name).length };
  if (e.type === 'shipment') return { country: get(e.attrs.site).attrs.country };
  return {};
}
const derivedUnits = {
  'participant.country': 'place', 'participant.n_ae': '', 'participant.n_visits': '', 'visit.site': 'text', 'visit.study': 'text',
  'visit.arm': 'text', 'adverse_event.site': 'text', 'adverse_event.study': 'text', 'staff.logged_total': 'h', 'staff.n_visits': '',
  'study.n_participants': '', 'shipment.country': 'place',
};

/** True when the page states the field's canonical value as written, in either number style (72.5 / 72,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'trials',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { study: 'study', site: 'site', participant: 'participant', nurse: 'staff', pi: 'staff', received_by: 'staff' }, statedExactly }),
  facets: true,
});
