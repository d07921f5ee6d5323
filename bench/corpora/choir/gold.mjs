#!/usr/bin/env node
// Gold answers of the choir questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/choir/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/choir/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: singer.currency (of the subscription), singer.solos (the
// concerts the singer sang a solo at), singer.att_total (rehearsals attended Jan–Jun, Derwent Voices only);
// piece.duration_s (seconds), piece.performed_at (concerts whose programme has it), piece.rehearsed (rehearsals that
// worked on it, a count); concert.town and concert.country (through the venue), concert.currency, concert.gross
// (price × tickets sold), concert.n_pieces; venue.currency, venue.concerts; rehearsal.month.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'singer') {
    const solos = gold.ofType('concert').filter((c) => (c.attrs.soloists ?? []).includes(e.name)).map((c) => c.name);
    const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'].map((m) => e.attrs[`att_${m}`]);
    const total = months.some((m) => typeof m === 'number') ? months.reduce((a, m) => a + (m ?? 0), 0) : null;
    return { currency: e.units.subs_owing, solos, att_total: total };
  }
  if (e.type === 'piece') {
    return {
      duration_s: e.attrs.duration * 60,
      performed_at: gold.ofType('concert').filter((c) => (c.attrs.pieces ?? []).includes(e.name)).map((c) => c.name),
      rehearsed: gold.ofType('rehearsal').filter((x) => (x.attrs.pieces ?? []).includes(e.name)).length,
    };
  }
  if (e.type === 'concert') {
    const v = gold.entity(e.attrs.venue);
    return { town: v.attrs.town, country: v.attrs.country, currency: e.units.ticket_price, gross: e.attrs.ticket_price * e.attrs.tickets_sold, n_pieces: e.attrs.pieces.length };
  }
  if (e.type === 'venue') {
    return { currency: e.units.hire_fee, concerts: gold.ofType('concert').filter((c) => c.attrs.venue === e.name).map((c) => c.name) };
  }
  if (e.type === 'rehearsal') return { month: Number(e.attrs.date.slice(5, 7)) };
  return {};
}
const derivedUnits = {
  'singer.currency': '', 'singer.solos': 'list', 'singer.att_total': '',
  'piece.duration_s': 's', 'piece.performed_at': 'list', 'piece.rehearsed': '',
  'concert.town': 'place', 'concert.country': 'place', 'concert.currency': '', 'concert.gross': '', 'concert.n_pieces': '',
  'venue.currency': '', 'venue.concerts': 'list', 'rehearsal.month': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'choir',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { venue: 'venue', solos: 'concert', performed_at: 'concert', pieces: 'piece', soloists: 'singer' }, statedExactly }),
  facets: true,
});
