#!/usr/bin/env node
// Gold answers of the theatre questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/theatre/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/theatre/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: performance.country, city, currency (the unit of its gross),
// attendance (sold / capacity × 100), matinee (curtain before 17:00), sold_out, season; production.tickets_sold,
// n_performances, venues, countries (of its performances), max_stars (of its reviews), marketing_total (the months
// of the marketing table), web_sales (the weeks of the web-shop table), co_production; venue.performances,
// productions; person.n_productions; grant.currency.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const venueOf = (name) => gold.entity(name);
  if (e.type === 'performance') {
    const v = venueOf(e.attrs.venue);
    return {
      country: v.attrs.country, city: v.attrs.city, currency: e.units.gross, attendance: (e.attrs.sold / e.attrs.capacity) * 100,
      matinee: e.attrs.time < '17:00', sold_out: e.attrs.sold === e.attrs.capacity, season: e.attrs.date < '2026-01-01' ? 'Autumn 2025' : 'Spring 2026',
    };
  }
  if (e.type === 'production') {
    const ps = gold.ofType('performance').filter((p) => p.attrs.production === e.name);
    const rs = gold.ofType('review').filter((x) => x.attrs.production === e.name);
    const sum = (prefix) => {
      const ks = Object.keys(e.units).filter((k) => k.startsWith(prefix));
      return ks.length ? ks.reduce((s, k) => s + e.attrs[k], 0) : null;
    };
    return {
      tickets_sold: ps.reduce((s, p) => s + p.attrs.sold, 0), n_performances: ps.length,
      venues: [...new Set(ps.map((p) => p.attrs.venue))], countries: [...new Set(ps.map((p) => venueOf(p.attrs.venue).attrs.country))],
      max_stars: rs.length ? Math.max(...rs.map((x) => x.attrs.stars)) : null, marketing_total: sum('marketing_'), web_sales: sum('sold_wc_'),
      co_production: e.attrs.co_producer != null,
    };
  }
  if (e.type === 'venue') {
    const ps = gold.ofType('performance').filter((p) => p.attrs.venue === e.name);
    return { performances: ps.map((p) => p.name), productions: [...new Set(ps.map((p) => p.attrs.production))] };
  }
  if (e.type === 'person') return { n_productions: e.attrs.productions.length };
  if (e.type === 'grant') return { currency: e.units.amount };
  return {};
}
const derivedUnits = {
  'performance.country': 'place', 'performance.city': 'place', 'performance.currency': '', 'performance.attendance': '%', 'performance.matinee': 'bool',
  'performance.sold_out': 'bool', 'performance.season': '', 'production.tickets_sold': '', 'production.n_performances': '', 'production.venues': 'list',
  'production.countries': 'list', 'production.max_stars': '', 'production.marketing_total': 'GBP', 'production.web_sales': '', 'production.co_production': 'bool',
  'venue.performances': 'list', 'venue.productions': 'list', 'person.n_productions': '', 'grant.currency': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'theatre',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { production: 'production', productions: 'production', venue: 'venue' }, statedExactly }),
  facets: true,
});
