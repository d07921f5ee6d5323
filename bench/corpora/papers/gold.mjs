#!/usr/bin/env node
// Gold answers of the papers questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/papers/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/papers/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units), about counts of 0, and about any question whose answer would change if
//   * a data size were read in binary units (1 GB = 1024 MB, 1 TB = 1024 GB) instead of decimal ones, or
//   * a review time stated in months were read as 30.44 days a month instead of 30.
// It also warns when a plain (exclusive) "between" has a value on a bound among the entities that meet the other
// conditions. Each question keeps its finer `facet`.
// Derived fields: paper.authors (first author and co-authors), paper.author_count, paper.venue_type /
// venue_city / venue_country / venue_ranking / venue_impact (through the venue), paper.first_author_institution /
// first_author_nationality (through the first author), paper.institutions (the institutions of all its authors),
// paper.currency (the unit of its funding), paper.dataset_mb / dataset_tb, paper.review_weeks;
// researcher.city / country (through the institution), researcher.papers / first_authored (how many papers name
// them); venue.papers; institution.researchers.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const papers = gold.ofType('paper');
  const get = (name) => gold.entity(name);
  if (e.type === 'paper') {
    const a = e.attrs;
    const v = get(a.venue).attrs;
    const fa = get(a.first_author).attrs;
    const authors = [a.first_author, ...a.coauthors];
    const ds = a.dataset_size;
    return {
      authors,
      author_count: authors.length,
      venue_type: v.type,
      venue_city: v.city ?? null,
      venue_country: v.country ?? null,
      venue_ranking: v.ranking,
      venue_impact: v.impact_factor ?? null,
      first_author_institution: fa.institution,
      first_author_nationality: fa.nationality,
      institutions: [...new Set(authors.map((n) => get(n).attrs.institution))],
      currency: a.funding == null ? null : e.units.funding,
      dataset_mb: ds == null ? null : Math.round(ds * 1000 * 1e6) / 1e6,
      dataset_tb: ds == null ? null : ds / 1000,
      review_weeks: a.review_time / 7,
    };
  }
  if (e.type === 'researcher') {
    const inst = get(e.attrs.institution).attrs;
    const authors = (p) => [p.attrs.first_author, ...p.attrs.coauthors];
    return {
      city: inst.city,
      country: inst.country,
      papers: papers.filter((p) => authors(p).includes(e.name)).length,
      first_authored: papers.filter((p) => p.attrs.first_author === e.name).length,
    };
  }
  if (e.type === 'venue') return { papers: papers.filter((p) => p.attrs.venue === e.name).length };
  if (e.type === 'institution') return { researchers: gold.ofType('researcher').filter((x) => x.attrs.institution === e.name).length };
  return {};
}
const derivedUnits = {
  'paper.authors': 'list', 'paper.author_count': '', 'paper.venue_type': '', 'paper.venue_city': '', 'paper.venue_country': '', 'paper.venue_ranking': '', 'paper.venue_impact': '',
  'paper.first_author_institution': '', 'paper.first_author_nationality': '', 'paper.institutions': 'list', 'paper.currency': '', 'paper.dataset_mb': 'MB', 'paper.dataset_tb': 'TB',
  'paper.review_weeks': 'weeks', 'researcher.city': '', 'researcher.country': '', 'researcher.papers': '', 'researcher.first_authored': '', 'venue.papers': '',
  'institution.researchers': '',
};

/** True when the page states the field's canonical value as written, in either number style (0.85 / 0,85). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

/** Re-answers q with every paper's fields changed by `alter` (restored afterwards); warns if the answer moves. */
function robust(gold, q, fields, alter, what) {
  const s = JSON.stringify(q.constraints);
  if (!fields.some((f) => s.includes(`"${f}"`))) return [];
  const papers = gold.ofType('paper');
  const before = gold.warnings.length;
  const a = gold.answer(q);
  const saved = papers.map((p) => ({ ...p.attrs }));
  let b;
  try {
    papers.forEach((p) => alter(p));
    b = gold.answer(q);
  } finally {
    papers.forEach((p, i) => (p.attrs = saved[i]));
    gold.warnings.length = before;
  }
  const sameItems = JSON.stringify(a.gold_items) === JSON.stringify(b.gold_items);
  const sameValue = typeof a.gold_value === 'number' ? Math.abs(a.gold_value - b.gold_value) <= (a.tolerance ?? 0) : a.gold_value === b.gold_value;
  return sameItems && sameValue ? [] : [`${q.id}: the answer depends on ${what}`];
}

function binaryUnits(p) {
  const ds = p.attrs.dataset_size;
  if (ds == null) return;
  // pages state MB for sizes under 1 GB and TB for 1 TB or more (nested JSON pages only say {value, unit})
  const st = p.stated.dataset_size ?? '';
  const f = ds < 1 || /\d\s*(MB|Mo)\b|dataset_mb/.test(st) ? 1000 / 1024 : ds >= 1000 || /\d\s*(TB|To)\b/.test(st) ? 1.024 : 1;
  p.attrs.dataset_size = ds * f;
  p.attrs.dataset_mb = ds * f * 1024;
  p.attrs.dataset_tb = (ds * f) / 1024;
}
function longMonths(p) {
  const st = p.stated.review_time ?? '';
  if (/month|mois/.test(st)) {
    p.attrs.review_time = (p.attrs.review_time / 30) * 30.44;
    p.attrs.review_weeks = p.attrs.review_time / 7;
  }
}

/** A plain "between" must have no value on a bound among the entities that meet the question's other conditions. */
function boundsClear(gold, q) {
  const c = q.constraints;
  const out = [];
  for (const b of (c.where ?? []).filter((x) => x.op === 'between')) {
    const rest = c.where.filter((x) => x !== b);
    for (const e of gold.select(c.type, rest, { borderline: new Set(), quiet: true })) {
      if (b.v.includes(e.attrs[b.f])) out.push(`${q.id}: ${e.name} has ${b.f} = ${e.attrs[b.f]}, a bound of the plain "between"`);
    }
  }
  return out;
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'papers',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => [
    ...nearThresholds(gold, q, { linkType: { venue: 'venue', first_author: 'researcher', institution: 'institution', authors: 'researcher', coauthors: 'researcher' }, statedExactly }),
    ...robust(gold, q, ['dataset_size', 'dataset_mb', 'dataset_tb'], binaryUnits, 'reading a data size in binary units (1 GB = 1024 MB)'),
    ...robust(gold, q, ['review_time', 'review_weeks'], longMonths, 'reading a month of review time as 30.44 days'),
    ...boundsClear(gold, q),
  ],
  facets: true,
});
