#!/usr/bin/env node
// Gold answers of the grants questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/grants/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/grants/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: application.currency (GBP or EUR, the unit of its amounts),
// application.country (of its programme), application.reviewers (who scored it), application.n_reviews,
// application.mean_score, application.full_amount (awarded = requested; null unless awarded),
// application.outstanding (awarded − paid to date; null unless awarded); programme.programme_manager is a person of staff, not an entity; organisation.applications,
// organisation.programmes, organisation.n_applications; reviewer.reviewed, reviewer.n_reviews, reviewer.mean_given,
// reviewer.min_given, reviewer.max_given; programme.n_applications.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCORE = 'score:';

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const apps = gold.ofType('application');
  const scoresOf = (a) => Object.entries(a.attrs).filter(([k, v]) => k.startsWith(SCORE) && typeof v === 'number');
  if (e.type === 'application') {
    const sc = scoresOf(e);
    const prog = gold.entity(e.attrs.programme);
    const awarded = typeof e.attrs.awarded === 'number' ? e.attrs.awarded : null;
    return {
      currency: e.units.requested,
      country: prog.attrs.country,
      reviewers: sc.map(([k]) => k.slice(SCORE.length)),
      n_reviews: sc.length,
      mean_score: sc.length ? sc.reduce((s, [, v]) => s + v, 0) / sc.length : null,
      full_amount: awarded == null ? null : awarded === e.attrs.requested,
      outstanding: awarded == null ? null : awarded - (e.attrs.paid_total ?? 0),
    };
  }
  if (e.type === 'organisation') {
    const mine = apps.filter((a) => a.attrs.applicant === e.name);
    return { applications: mine.map((a) => a.name), programmes: [...new Set(mine.map((a) => a.attrs.programme))], n_applications: mine.length };
  }
  if (e.type === 'reviewer') {
    const given = apps.map((a) => [a.name, a.attrs[SCORE + e.name]]).filter(([, v]) => typeof v === 'number');
    const vs = given.map(([, v]) => v);
    return {
      reviewed: given.map(([n]) => n),
      n_reviews: given.length,
      mean_given: vs.length ? vs.reduce((s, v) => s + v, 0) / vs.length : null,
      min_given: vs.length ? Math.min(...vs) : null,
      max_given: vs.length ? Math.max(...vs) : null,
    };
  }
  if (e.type === 'programme') return { n_applications: apps.filter((a) => a.attrs.programme === e.name).length };
  return {};
}
const derivedUnits = {
  'application.currency': '', 'application.country': 'place', 'application.reviewers': 'list', 'application.n_reviews': '',
  'application.mean_score': '', 'application.full_amount': 'bool', 'application.outstanding': 'mixed',
  'organisation.applications': 'list', 'organisation.programmes': 'list', 'organisation.n_applications': '',
  'reviewer.reviewed': 'list', 'reviewer.n_reviews': '', 'reviewer.mean_given': '', 'reviewer.min_given': '', 'reviewer.max_given': '',
  'programme.n_applications': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'grants',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { applicant: 'organisation', programme: 'programme' }, statedExactly }),
  facets: true,
});
