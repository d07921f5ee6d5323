#!/usr/bin/env node
// Gold answers of the radio questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/radio/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/radio/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: show.sponsors (the advertisers whose sponsorship names the
// show), show.weekly_minutes (length × days on air); track.duration_s (seconds, to 0.1 s); equipment.power_w (watts);
// advertiser.annual_fee (monthly fee × 12); person.events (the outside broadcasts they present).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'show') {
    const sponsors = gold.ofType('advertiser').filter((a) => a.attrs.show === e.name).map((a) => a.name);
    return { sponsors, weekly_minutes: e.attrs.length * e.attrs.days.length };
  }
  if (e.type === 'track') return { duration_s: Math.round(e.attrs.duration * 60 * 10) / 10 };
  if (e.type === 'equipment') return { power_w: e.attrs.power == null ? null : Math.round(e.attrs.power * 1000 * 1e4) / 1e4 };
  if (e.type === 'advertiser') return { annual_fee: e.attrs.monthly_fee * 12 };
  if (e.type === 'person') return { events: gold.ofType('event').filter((v) => (v.attrs.presenters ?? []).includes(e.name)).map((v) => v.name) };
  return {};
}
const derivedUnits = {
  'show.sponsors': 'list', 'show.weekly_minutes': 'min', 'track.duration_s': 's', 'equipment.power_w': 'W',
  'advertiser.annual_fee': 'GBP', 'person.events': 'list',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'radio',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { presenters: 'person', sponsors: 'advertiser', show: 'show', events: 'event', shows: 'show' }, statedExactly }),
  facets: true,
});
