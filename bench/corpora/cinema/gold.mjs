#!/usr/bin/env node
// Gold answers of the cinema questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/cinema/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/cinema/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: screening.site (its screen's site), screening.currency (EUR in
// Porto, else GBP), screening.revenue (tickets × price, in that currency), screening.language and
// screening.distributor (through the film); film.n_screenings, film.tickets_total; screen.n_screenings;
// staff.currency, staff.n_reports, staff.n_signups (members signed up); distributor.n_films, distributor.currency;
// member.visits_2025 (visits January–August 2025, the sum of the month columns); order.n_items, order.currency.
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
  const get = (name) => gold.entities.get(name);
  const shows = (f, v) => gold.ofType('screening').filter((s) => s.attrs[f] === v);
  if (e.type === 'screening') {
    const sc = get(e.attrs.screen);
    const film = get(e.attrs.film);
    const site = sc.attrs.site;
    return { site, currency: site === 'Porto' ? 'EUR' : 'GBP', revenue: Math.round(e.attrs.tickets_sold * e.attrs.ticket_price * 100) / 100, language: film.attrs.language, distributor: film.attrs.distributor };
  }
  if (e.type === 'film') {
    const xs = shows('film', e.name);
    return { n_screenings: xs.length, tickets_total: xs.reduce((a, s) => a + s.attrs.tickets_sold, 0) };
  }
  if (e.type === 'screen') return { n_screenings: shows('screen', e.name).length };
  if (e.type === 'staff') {
    return {
      currency: e.units.hourly_rate,
      n_reports: gold.ofType('staff').filter((s) => s.attrs.manager === e.name).length,
      n_signups: gold.ofType('member').filter((m) => m.attrs.signed_up_by === e.name).length,
    };
  }
  if (e.type === 'distributor') return { currency: e.units.min_guarantee, n_films: gold.ofType('film').filter((f) => f.attrs.distributor === e.name).length };
  if (e.type === 'member') {
    const vs = MONTHS.map((m) => e.attrs[`visits_2025_${m}`]).filter((v) => typeof v === 'number');
    return { visits_2025: vs.length ? vs.reduce((a, b) => a + b, 0) : null };
  }
  if (e.type === 'order') return { currency: e.units.total, n_items: e.attrs.items.length };
  return {};
}
const derivedUnits = {
  'screening.site': 'place', 'screening.currency': 'text', 'screening.revenue': 'mixed', 'screening.language': 'text', 'screening.distributor': 'text',
  'film.n_screenings': '', 'film.tickets_total': '', 'screen.n_screenings': '',
  'staff.currency': 'text', 'staff.n_reports': '', 'staff.n_signups': '',
  'distributor.currency': 'text', 'distributor.n_films': '', 'member.visits_2025': 'visits', 'order.n_items': '', 'order.currency': 'text',
};

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'cinema',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { film: 'film', screen: 'screen', distributor: 'distributor', manager: 'staff', signed_up_by: 'staff', approved_by: 'staff' }, statedExactly }),
  facets: true,
});
