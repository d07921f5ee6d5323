#!/usr/bin/env node
// Gold answers of the gallery questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/gallery/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/gallery/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: artwork.currency (the unit of its price), artwork.buyers (the
// buyers of its 2025 sales), artwork.borrowers (the institutions it was lent to in 2025); artist.works (the artworks
// the artist made), artist.buyers (the buyers of those works in 2025); exhibition.visitors_total (the sum of the
// monthly door counts, January to October 2025); sale.currency; loan.currency, loan.active (the loan runs on
// 3 November 2025, the date of the drive); job.currency.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TODAY = '2025-11-03';

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'artwork') {
    const ss = gold.ofType('sale').filter((s) => s.attrs.artwork === e.name);
    const ls = gold.ofType('loan').filter((l) => l.attrs.artwork === e.name);
    return { currency: e.units.price, buyers: [...new Set(ss.map((s) => s.attrs.buyer))], borrowers: [...new Set(ls.map((l) => l.attrs.borrower))] };
  }
  if (e.type === 'artist') {
    const ws = gold.ofType('artwork').filter((w) => w.attrs.artist === e.name).map((w) => w.name);
    const ss = gold.ofType('sale').filter((s) => ws.includes(s.attrs.artwork));
    return { works: ws, buyers: [...new Set(ss.map((s) => s.attrs.buyer))] };
  }
  if (e.type === 'exhibition') {
    const months = Object.keys(e.attrs).filter((k) => /^visitors_2025_\d\d$/.test(k));
    return { visitors_total: months.reduce((s, k) => s + (e.attrs[k] ?? 0), 0) };
  }
  if (e.type === 'sale') return { currency: e.units.price };
  if (e.type === 'loan') return { currency: e.units.insurance_value, active: e.attrs.start <= TODAY && e.attrs.end >= TODAY };
  if (e.type === 'job') return { currency: e.units.cost };
  return {};
}
const derivedUnits = {
  'artwork.currency': '', 'artwork.buyers': 'list', 'artwork.borrowers': 'list', 'artist.works': 'list', 'artist.buyers': 'list',
  'exhibition.visitors_total': '', 'sale.currency': '', 'loan.currency': '', 'loan.active': 'bool', 'job.currency': '',
};

/** True when the page states the field's canonical value as written, in either number style (6.500 / 6,500). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'gallery',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { artist: 'artist', exhibition: 'exhibition', works: 'artwork', artwork: 'artwork' }, statedExactly }),
  facets: true,
});
