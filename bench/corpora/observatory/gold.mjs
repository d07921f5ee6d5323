#!/usr/bin/env node
// Gold answers of the observatory questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/observatory/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/observatory/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields:
//   member.sessions_attended, member.sessions_led, member.sites (sites of the sessions attended), member.borrowed
//     (instruments borrowed), member.longest_loan_days (longest returned loan), member.paid (subscription > 0);
//   instrument.aperture_in (inches), instrument.focal_ratio, instrument.sessions_used, instrument.lent_to (borrowers),
//     instrument.hours_total (hours of use Sep 2025 – Mar 2026, null when not in the hours table);
//   target.distance_pc, target.times_observed, target.sites, target.leaders (leads of the sessions that observed it);
//   session.month (YYYY-MM), session.n_attendees;
//   loan.days_out (null while out), loan.currency;
//   school.pupils_total (Sep 2025 – Jul 2026), school.months_visited.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PC = 3.26156;
const days = (a, b) => Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 864e5);

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const sessions = gold.ofType('session');
  const loans = gold.ofType('loan');
  if (e.type === 'member') {
    const att = sessions.filter((s) => s.attrs.attendees.includes(e.name));
    const mine = loans.filter((l) => l.attrs.borrower === e.name);
    const back = mine.filter((l) => l.attrs.date_back).map((l) => days(l.attrs.date_out, l.attrs.date_back));
    return {
      sessions_attended: att.length,
      sessions_led: sessions.filter((s) => s.attrs.leader === e.name).length,
      sites: [...new Set(att.map((s) => s.attrs.site))],
      borrowed: [...new Set(mine.map((l) => l.attrs.instrument))],
      longest_loan_days: back.length ? Math.max(...back) : null,
      paid: e.attrs.subscription > 0,
    };
  }
  if (e.type === 'instrument') {
    const hours = Object.keys(e.attrs).filter((k) => k.startsWith('hours_') && typeof e.attrs[k] === 'number');
    return {
      aperture_in: e.attrs.aperture / 25.4,
      focal_ratio: e.attrs.focal_length == null ? null : e.attrs.focal_length / e.attrs.aperture,
      sessions_used: sessions.filter((s) => s.attrs.instruments.includes(e.name)).length,
      lent_to: [...new Set(loans.filter((l) => l.attrs.instrument === e.name).map((l) => l.attrs.borrower))],
      hours_total: hours.length ? hours.reduce((a, k) => a + e.attrs[k], 0) : null,
    };
  }
  if (e.type === 'target') {
    const seen = sessions.filter((s) => s.attrs.targets.includes(e.name));
    return {
      distance_pc: e.attrs.distance / PC,
      times_observed: seen.length,
      sites: [...new Set(seen.map((s) => s.attrs.site))],
      leaders: [...new Set(seen.map((s) => s.attrs.leader))],
    };
  }
  if (e.type === 'session') return { month: e.attrs.date.slice(0, 7), n_attendees: e.attrs.attendees.length };
  if (e.type === 'loan') return { days_out: e.attrs.date_back ? days(e.attrs.date_out, e.attrs.date_back) : null, currency: e.units.deposit };
  if (e.type === 'school') {
    const ps = Object.keys(e.attrs).filter((k) => k.startsWith('pupils_')).map((k) => e.attrs[k]);
    return { pupils_total: ps.reduce((a, b) => a + b, 0), months_visited: ps.filter((x) => x > 0).length };
  }
  return {};
}
const derivedUnits = {
  'member.sessions_attended': '', 'member.sessions_led': '', 'member.sites': 'list', 'member.borrowed': 'list', 'member.longest_loan_days': 'days', 'member.paid': 'bool',
  'instrument.aperture_in': 'in', 'instrument.focal_ratio': '', 'instrument.sessions_used': '', 'instrument.lent_to': 'list', 'instrument.hours_total': 'h',
  'target.distance_pc': 'pc', 'target.times_observed': '', 'target.sites': 'list', 'target.leaders': 'list',
  'session.month': '', 'session.n_attendees': '',
  'loan.days_out': 'days', 'loan.currency': '',
  'school.pupils_total': 'pupils', 'school.months_visited': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2 / 4.100). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'observatory',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { owner: 'member', lead: 'member', leader: 'member', borrower: 'member', instrument: 'instrument' }, statedExactly }),
  facets: true,
});
