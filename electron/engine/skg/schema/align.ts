// Attribute alignment (schema matching): the labels of one library that denote one property become one attribute.
// Each layout of a folder writes its own labels ("Protein", "Protein (g)", "Total protein"); what makes two labels
// one property here, as in classic schema matchers (COMA, similarity flooding), is the evidence together:
//   - the words of the labels (label-similarity.ts), and for numbers the unit dimension (hard: a mass never
//     merges with a length), for the rest the kind of value (hard: yes/no, text, dates, numbers stay apart);
//   - similar values: numbers on the same scale (medians and spreads in canonical units), text values alike in
//     form, yes/no shares alike;
//   - the only attribute of its dimension in its layout on both sides ("Calories" and "Energy");
//   - never both on one entity (hard): two labels one page writes side by side ("Width", "Height") are two
//     properties, whatever their likeness. Merges are made best first, so each layout's label finds its best
//     partner before a weaker one can take it.
// A library's override file (overrides.ts) can force or forbid merges; every merge keeps its evidence.
import type { AttributeKind, SchemaMerge } from './types.ts';
import type { EntryStats } from './collect.ts';
import { isAcronymOf, labelSimilarity, labelTokens, tokenWeights, type WordSimilarity } from './label-similarity.ts';
import { loadLabelAbbreviations } from './label-abbreviations.ts';
import { loadLabelWords } from './label-words.ts';
import { loadKindLabelWords, withoutKindWords } from './kind-label-words.ts';
import { loadYesNoLabelWords, prefixNegated, yesNoSubject, type YesNoLabelWords, type YesNoSubject } from './yes-no-labels.ts';
import { codeForm, codeScheme, identifierShaped } from '../values/identifiers.ts';
import type { SchemaOverrides } from './overrides.ts';
import { valueMatchedPairs } from './value-match.ts';
import { complementPairs, type ComplementCluster } from './complement.ts';
import { aspectsDiffer, loadLabelAspects, sharedAspectRest } from './label-aspects.ts';
import { labelLetters, lettersDiffer } from './label-letters.ts';
import { antonymsOf, loadAntonymLines, relate, subjectOf, type Antonyms } from './yes-no-closure.ts';

export interface AlignOptions {
  isUnit: (word: string) => boolean;
  /** Word likeness by meaning (word vectors); null when unavailable (words and abbreviations only). */
  meaning: WordSimilarity | null;
  overrides: SchemaOverrides;
  /** Merges below this score are not made. */
  threshold?: number;
  /** The entities (indexes of EntryStats.entities) an entry's values name, where known. */
  namedEntities?: (entry: EntryStats) => Set<number>;
  /** The categories (folders) an entity is filed under, where known. */
  categoriesOf?: (entity: number) => readonly string[];
  /** The category another language's category is called in English, where one is ("kunder" → customer), or null. */
  categoryInEnglish?: (category: string) => string | null;
}

export interface AlignedEntry {
  stats: EntryStats;
  kind: AttributeKind;
  dimension: string | null;
  tokens: string[];
  /** Other forms of its label, compared as the label is: what its numbers count, where its values name it
   *  ("Sleeping places: 87 beds" counts beds), and a date label without the word that says it is a date ("Date of
   *  birth" as "birth"). */
  forms?: Array<{ says: string; tokens: string[]; weight: number }>;
}

/** How much a date label's likeness without its word "date" counts, of a likeness of the whole label. */
const KIND_FORM_WEIGHT = 0.9;
/** Share of a number entry's values that must end in one word for that word to be what it counts. */
const COUNTED_SHARE = 0.8;

/** The noun its values put after the number, where most of them put the same one ("87 beds", "94 places"). */
export function countedNoun(values: ReadonlyArray<{ label: string; count: number }>): string | null {
  let total = 0;
  const words = new Map<string, number>();
  for (const v of values) {
    total += v.count;
    const m = /^\s*\d[\d.,\s]*\s(\p{L}[\p{L}-]*)\s*$/u.exec(v.label);
    if (m) words.set(m[1]!.toLowerCase(), (words.get(m[1]!.toLowerCase()) ?? 0) + v.count);
  }
  const best = [...words].sort((x, y) => y[1] - x[1])[0];
  return best && total >= 2 && best[1] >= COUNTED_SHARE * total ? best[0] : null;
}

export interface AlignedCluster {
  entries: AlignedEntry[];
  merges: SchemaMerge[];
  /** Clusters close to this one but not merged with it (a lookup of an item may fall back on them). */
  related: Array<{ cluster: AlignedCluster; score: number }>;
}

/** Pairs this alike are kept as related attributes, though not merged. */
const RELATED = 0.3;
/** What a label of one value per item loses against one of lists (values per item ≤ 1.1 beside ≥ 1.5). */
const CARDINALITY_APART = 0.2;

/** Values an entry states per item that holds it. */
function valuesPerItem(s: EntryStats): number {
  const items = s.rowEntities.size || s.entities.size;
  return items ? s.values.reduce((n, v) => n + v.count, 0) / items : 0;
}

/** One states one value per item, the other lists (at least three items each, so a list is a habit, not a chance). */
function cardinalityApart(a: EntryStats, b: EntryStats): boolean {
  if ((a.rowEntities.size || a.entities.size) < 3 || (b.rowEntities.size || b.entities.size) < 3) return false;
  const x = valuesPerItem(a), y = valuesPerItem(b);
  return (x <= 1.1 && y >= 1.5) || (y <= 1.1 && x >= 1.5);
}

const DEFAULT_THRESHOLD = 0.5;
/** How alike the values of two number labels alike in meaning only must be. */
const MEANING_ONLY_NUMBERS = 0.7;

/** How alike a label and its initials are as words (an abbreviation's likeness). */
const ACRONYM_SCORE = 0.85;

export function entryKind(e: EntryStats): { kind: AttributeKind; dimension: string | null } {
  const share = (n: number) => (e.specs ? n / e.specs : 0);
  let dimension: string | null = null;
  let best = 0;
  for (const [d, n] of e.dimensions) if (n > best) [dimension, best] = [d, n];
  if (share(e.dims) >= 0.5) return { kind: 'dims', dimension };
  if (share(e.booleans) >= 0.5) return { kind: 'bool', dimension: null };
  if (share(e.years) >= 0.5 && e.years >= e.numeric * 0.5) return { kind: 'date', dimension: null };
  if (share(e.numeric) >= 0.5) return { kind: 'number', dimension };
  return { kind: 'text', dimension: null };
}

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (i - lo);
}

export function numericProfile(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0, median: quantile(sorted, 0.5), q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75) };
}

/** 1 when two number samples sit on the same scale, 0 when their medians are far apart relative to their spread. */
function numericLikeness(a: number[], b: number[]): number {
  if (!a.length || !b.length) return 0;
  const pa = numericProfile(a);
  const pb = numericProfile(b);
  const scale = Math.max(Math.abs(pa.median), Math.abs(pb.median), pa.q3 - pa.q1, pb.q3 - pb.q1, 1e-12);
  return Math.max(0, 1 - Math.abs(pa.median - pb.median) / scale);
}

/** How much the middle halves (first to third quartile) of two number samples overlap, over their union: medians
 *  alike are not enough where one sample is two scales at once. */
function middleOverlap(a: number[], b: number[]): number {
  if (!a.length || !b.length) return 0;
  const pa = numericProfile(a);
  const pb = numericProfile(b);
  const lo = Math.max(pa.q1, pb.q1);
  const hi = Math.min(pa.q3, pb.q3);
  const union = Math.max(pa.q3, pb.q3) - Math.min(pa.q1, pb.q1);
  if (union <= 1e-9 * Math.max(Math.abs(pa.median), 1)) return 1;
  if (hi > lo) return (hi - lo) / union;
  // a sample too narrow to have a middle half counts by its median alone: inside the other's middle half or not
  const inside = (x: typeof pa, y: typeof pb) => x.q3 - x.q1 < 1e-9 && x.median >= y.q1 && x.median <= y.q3;
  return inside(pa, pb) || inside(pb, pa) ? 1 : 0;
}

/** 1 when two samples of years sit in the same span, 0 when their medians are further apart than their spreads
 * (years are all near 2000, so their size is no scale: a lone "year: 2024" is not a start date of 2016–2021). */
function yearLikeness(a: number[], b: number[]): number {
  if (!a.length || !b.length) return 0;
  const pa = numericProfile(a);
  const pb = numericProfile(b);
  const scale = Math.max(pa.q3 - pa.q1, pb.q3 - pb.q1, 1);
  return Math.max(0, 1 - Math.abs(pa.median - pb.median) / (2 * scale));
}

/**
 * How alike two date attributes' dates are: their typical dates near each other (yearLikeness, by the day where
 * both state days), or their spans overlapping over most of the shorter one (agents' start dates 2011–2022 and
 * 2009–2021). Spans apart are unlike (move-in dates of 2024–2025 are not start dates of 2009–2023).
 */
function dateLikeness(a: EntryStats, b: EntryStats): number {
  const byDay = (a.dayValues?.length ?? 0) >= 0.5 * (a.yearValues?.length ?? 0) && (b.dayValues?.length ?? 0) >= 0.5 * (b.yearValues?.length ?? 0) && !!a.dayValues?.length && !!b.dayValues?.length;
  const xs = byDay ? a.dayValues! : a.yearValues ?? [];
  const ys = byDay ? b.dayValues! : b.yearValues ?? [];
  const near = yearLikeness(xs, ys);
  if (xs.length < 3 || ys.length < 3) return near;
  const pa = numericProfile(xs);
  const pb = numericProfile(ys);
  const shorter = Math.min(pa.max - pa.min, pb.max - pb.min);
  if (shorter < 1) return near;
  const overlap = Math.max(0, Math.min(pa.max, pb.max) - Math.max(pa.min, pb.min));
  return Math.max(near, Math.min(1, overlap / shorter));
}

/** Dates too few to have a spread (one clinic's "Established: 2019" beside three others' "Opened"): the share of the
 *  fewer's years within the other's span widened by that span (at least 5 years), as a likeness of at most 0.8. */
function fewDatesLikeness(a: EntryStats, b: EntryStats): number {
  const xa = a.yearValues ?? [];
  const xb = b.yearValues ?? [];
  if (!xa.length || !xb.length || (xa.length >= 3 && xb.length >= 3)) return 0;
  const [few, many] = xa.length <= xb.length ? [xa, xb] : [xb, xa];
  const lo = Math.min(...many);
  const hi = Math.max(...many);
  const span = Math.max(hi - lo, 5);
  return (0.8 * few.filter((y) => y >= lo - span && y <= hi + span).length) / few.length;
}

/** How far beyond the other's least or greatest number (a factor) a few numbers may lie and still be alike. */
const MAGNITUDE = 3;

/** Numbers too few to have a middle half (two games of a German export beside forty): the share of the fewer within
 *  the other's range widened by half of it either way, and within its order of magnitude, as a likeness of at most
 *  0.8 (exported for tests). */
export function fewNumbersLikeness(a: number[], b: number[]): number {
  if (!a.length || !b.length) return 0;
  const [few, many] = a.length <= b.length ? [a, b] : [b, a];
  const lo = Math.min(...many);
  const hi = Math.max(...many);
  const pad = Math.max((hi - lo) / 2, Math.abs(hi) * 0.1, 1e-9);
  // (samples large enough to have middle halves that still fall apart are less alike: the low huts of one country
  // beside the Alps' are still altitudes, but so might be something else)
  const most = a.length >= 3 && b.length >= 3 ? 0.6 : 0.8;
  // (and of its order of magnitude, where both are above zero: a wide spread of credit limits, £500 to £9,500, holds
  // no hourly rate of £12)
  const magnitude = (x: number) => !(lo > 0 && x > 0) || (x >= lo / MAGNITUDE && x <= hi * MAGNITUDE);
  return (most * few.filter((x) => x >= lo - pad && x <= hi + pad && magnitude(x)).length) / few.length;
}

function trigrams(texts: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of texts.slice(0, 300)) {
    const s = ` ${t.toLowerCase().replace(/\d/g, '0')} `;
    for (let i = 0; i + 3 <= s.length; i++) {
      const g = s.slice(i, i + 3);
      m.set(g, (m.get(g) ?? 0) + 1);
    }
  }
  return m;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    const w = b.get(k);
    if (w) dot += v * w;
  }
  for (const v of b.values()) nb += v * v;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** A text value's rough shape: how many words, digits or none, capitalised or not, an address or a link. */
function textShape(v: string): string {
  const words = v.trim().split(/\s+/).length;
  return [
    words > 3 ? 'many' : String(words),
    /\d/.test(v) ? (/^[\d\s+().\-/]+$/.test(v) ? 'digits' : 'some-digits') : 'letters',
    /^\p{Lu}/u.test(v) ? 'Cap' : 'low',
    /@/.test(v) ? '@' : /^(https?:|www\.)/i.test(v) ? 'url' : '',
  ].join(' ');
}

/** How alike two sets of text values are by shape: the share of each side's values whose shape the other has,
 *  the lower of the two ("Aviemore" and "Zermatt" are both one capitalised word; "+41 27 967" is digits). */
function shapeLikeness(a: EntryStats, b: EntryStats): number {
  const shapes = (e: EntryStats) => {
    const m = new Map<string, number>();
    for (const v of e.values.slice(0, 300)) m.set(textShape(v.label), (m.get(textShape(v.label)) ?? 0) + v.count);
    return m;
  };
  const sa = shapes(a), sb = shapes(b);
  const total = (m: Map<string, number>) => [...m.values()].reduce((x, y) => x + y, 0) || 1;
  const inOther = (x: Map<string, number>, y: Map<string, number>) => [...x].filter(([k]) => y.has(k)).reduce((t, [, c]) => t + c, 0) / total(x);
  return Math.min(inOther(sa, sb), inOther(sb, sa));
}

/** Text values alike: shared values, else values alike in form (letters, length, case: trigram profiles). */
/** Shared values (the share of the smaller value set the other also holds), and likeness of form. */
function textLikeness(a: EntryStats, b: EntryStats): { shared: number; sharedValues: number; form: number } {
  const va = new Set(a.values.map((v) => v.label.toLowerCase()));
  const vb = new Set(b.values.map((v) => v.label.toLowerCase()));
  let shared = 0;
  for (const v of va) if (vb.has(v)) shared++;
  // codes ("INV-0001", "HR134043024") are alike by their shape (letters, digits and joiners in order), never
  // by the digits they happen to share
  const byCodes = identifierFormLikeness([...va], [...vb]);
  const form = byCodes ?? cosine(trigrams([...va]), trigrams([...vb]));
  return { shared: shared / Math.max(1, Math.min(va.size, vb.size)), sharedValues: shared, form: Math.min(1, 2 * form) };
}

/** How alike two sets of codes are by shape (shared shapes / the smaller set's), or null unless most of both are codes. */
function identifierFormLikeness(a: string[], b: string[]): number | null {
  const codes = (xs: string[]) => xs.filter((x) => identifierShaped(x) || /^\p{L}+\d[\p{L}\d]*$/u.test(x));
  const ca = codes(a), cb = codes(b);
  if (ca.length < 0.8 * a.length || cb.length < 0.8 * b.length || !ca.length || !cb.length) return null;
  const sa = new Map<string, number>(), sb = new Map<string, number>();
  for (const x of ca) sa.set(codeForm(x), (sa.get(codeForm(x)) ?? 0) + 1);
  for (const x of cb) sb.set(codeForm(x), (sb.get(codeForm(x)) ?? 0) + 1);
  // the share of each side's codes whose shape the other side has, the lower of the two halves' shares
  const inOther = (s: Map<string, number>, o: Map<string, number>, n: number) => [...s].filter(([k]) => o.has(k)).reduce((t, [, c]) => t + c, 0) / n;
  return Math.min(inOther(sa, sb, ca.length), inOther(sb, sa, cb.length)) / 2;
}

/** Codes, this many of each label and this share, whose schemes the other label's codes have, make two labels one
 *  identifier whatever their words, where each label's codes name the items holding them. */
const ONE_REGISTER = { codes: 3, share: 0.8, self: 0.8 };

/** Whether two labels' values are codes of one register: most of each side's values are codes with letters, and most
 *  of each side's codes are of a scheme the other side's are ("OB-012" beside "OB-003": both OB- and three digits). */
function oneRegister(a: EntryStats, b: EntryStats): boolean {
  const schemes = (e: EntryStats): Map<string, number> | null => {
    const codes = e.values.filter((v) => identifierShaped(v.label) && /\p{L}/u.test(v.label) && /\d/.test(v.label));
    if (codes.length < ONE_REGISTER.codes || codes.length < ONE_REGISTER.share * e.values.length) return null;
    const m = new Map<string, number>();
    for (const v of codes) m.set(codeScheme(v.label), (m.get(codeScheme(v.label)) ?? 0) + 1);
    return m;
  };
  const sa = schemes(a);
  const sb = schemes(b);
  if (!sa || !sb) return false;
  const inOther = (x: Map<string, number>, y: Map<string, number>) => {
    const total = [...x.values()].reduce((t, c) => t + c, 0);
    return [...x].filter(([k]) => y.has(k)).reduce((t, [, c]) => t + c, 0) / total;
  };
  return inOther(sa, sb) >= ONE_REGISTER.share && inOther(sb, sa) >= ONE_REGISTER.share;
}

/** Shared values this many and this share make two labels one property whatever their words ("Team", "Department"). */
const VALUES_ALONE = { share: 0.5, count: 3, neighbourhood: 0.5 };

/** Labels linking to the same items: the share of values naming items, of the fewer named among the other's, and
 *  how alike the two layouts must be by what they hold. */
const LINKS_ALIKE = { naming: 0.5, shared: 0.5, layouts: 0.3 };

/** Yes-shares further apart than this, in samples this large, say two yes/no labels are not one property. */
const YES_SHARES = { apart: 0.5, samples: 8 };

/**
 * Whether two yes/no labels are one property by their subjects: false when one is said the other way round (never
 * one attribute), true when both say yes or no of one subject and their shares of yes are not far apart, null when
 * their subjects say nothing (the label words decide).
 */
function sameYesNoSubject(x: YesNoSubject, y: YesNoSubject, a: EntryStats, b: EntryStats, words: YesNoLabelWords, opposite: (a: EntryStats, b: EntryStats) => boolean): boolean | null {
  if (x.negated !== y.negated) return false;
  // "Uninsured" is "Insured" said the other way round, "Offline" the opposite of "Online" (antonyms.tsv)
  if (prefixNegated(x.subject, y.subject, words) || opposite(a, b)) return false;
  if (!x.subject || x.subject !== y.subject) return null;
  if (a.booleans >= YES_SHARES.samples && b.booleans >= YES_SHARES.samples && Math.abs((a.trues ?? 0) / a.booleans - (b.trues ?? 0) / b.booleans) > YES_SHARES.apart) return null;
  return true;
}

function boolLikeness(a: EntryStats, b: EntryStats): number {
  void a;
  void b;
  return 0.8;
}

function intersectionSize<T>(a: Set<T>, b: Set<T>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let n = 0;
  for (const x of small) if (large.has(x)) n++;
  return n;
}

/** Entities both sides have, as allowed: none, or a stray few (a page that states one value twice). */
function coOccurs<T>(a: Set<T>, b: Set<T>): boolean {
  const both = intersectionSize(a, b);
  return both > Math.max(0, Math.floor(0.02 * Math.min(a.size, b.size)));
}

/** A date attribute's precision: stated to the day ("Available from: 1 March 2025") or years only ("Built: 1897"). */
const datePrecision = (e: AlignedEntry): string => (e.kind === 'date' ? ((e.stats.days ?? 0) >= 0.5 * e.stats.years ? 'day' : 'year') : '');

/** Entries that are the only one of their dimension (or the only date of their precision) among the entries of their
 *  layout (sharing most entities). */
function soleOfDimension(entries: AlignedEntry[]): Set<AlignedEntry> {
  const sole = new Set<AlignedEntry>();
  for (const e of entries) {
    // a number of a dimension, or a date (each layout's one date to the day: "Joined", "Start date"; a year built
    // beside it is another kind of date)
    if (!(e.kind === 'number' && e.dimension) && e.kind !== 'date') continue;
    const rivals = entries.filter((o) => o !== e && o.kind === e.kind && o.dimension === e.dimension && datePrecision(o) === datePrecision(e) && intersectionSize(o.stats.entities, e.stats.entities) >= 0.5 * e.stats.entities.size);
    if (rivals.length === 0) sole.add(e);
  }
  return sole;
}

/**
 * Word pairs the library itself keeps apart: words of two labels one entity has side by side ("Fat" and
 * "Protein" on one page), which are kinds of one thing, never the same thing — however near their meanings.
 */
function contrastingWords(entries: AlignedEntry[]): Set<string> {
  const pairs = new Set<string>();
  const rows = (e: AlignedEntry) => e.stats.rowEntities ?? e.stats.entities;
  const big = entries.filter((e) => rows(e).size > 0);
  for (let i = 0; i < big.length; i++) {
    for (let j = i + 1; j < big.length; j++) {
      const a = big[i];
      const b = big[j];
      if (intersectionSize(rows(a), rows(b)) < Math.max(1, 0.2 * Math.min(rows(a).size, rows(b).size))) continue;
      for (const x of a.tokens) for (const y of b.tokens) if (x !== y && !a.tokens.includes(y) && !b.tokens.includes(x)) pairs.add(x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`);
    }
  }
  return pairs;
}

export function alignEntries(stats: EntryStats[], opts: AlignOptions): AlignedCluster[] {
  const threshold = opts.threshold ?? DEFAULT_THRESHOLD;
  // other languages' label words read as the English words they stand for ("Lunghezza" → length), abbreviations
  // as the words they shorten
  const translate = loadLabelWords();
  const abbreviations = new Map([...translate, ...loadLabelAbbreviations()]);
  // a date label's "date" says only that it holds dates ("Date of birth" is compared with "Born" as "birth")
  const kindWords = loadKindLabelWords();
  const aspects = loadLabelAspects();
  const entries: AlignedEntry[] = stats.map((s) => {
    const kind = entryKind(s);
    const words0 = labelTokens(s.label, { isUnit: opts.isUnit, abbreviations });
    // a letter naming what the label holds ("P index", "Potash (K) index") is one of its words (label-letters.ts)
    const letters = kind.kind === 'bool' ? [] : labelLetters(s.label, opts.isUnit, kind.dimension !== null && kind.dimension !== 'number');
    const tokens0 = [...words0, ...letters.filter((l) => !words0.includes(l))];
    const e: AlignedEntry = { stats: s, ...kind, tokens: tokens0 };
    const forms: NonNullable<AlignedEntry['forms']> = [];
    const word = e.kind === 'number' && (e.dimension === null || e.dimension === 'number') ? countedNoun(s.values) : null;
    const counted = word ? labelTokens(word, { isUnit: opts.isUnit, abbreviations }) : [];
    if (word && counted.length) forms.push({ says: `"${s.label}" counts ${word}`, tokens: counted, weight: 1 });
    const bare = kind.kind === 'date' ? withoutKindWords(tokens0, 'date', kindWords) : tokens0;
    // (never a whole likeness: a label's own words decide where the rest of the label is all they share, so "Start"
    // of projects and "Start date" of people still need alike neighbours)
    if (bare.length !== tokens0.length) forms.push({ says: `"${s.label}" read as "${bare.join(' ')}" (a date)`, tokens: bare, weight: KIND_FORM_WEIGHT });
    if (forms.length) e.forms = forms;
    return e;
  });
  // what each yes/no label says yes or no of, and whether the other way round (yes-no-labels.ts)
  const yesNoWords = loadYesNoLabelWords();
  const subjects = new Map<AlignedEntry, YesNoSubject>();
  for (const e of entries) if (e.kind === 'bool') subjects.set(e, yesNoSubject(e.stats.label, yesNoWords, translate, opts.isUnit));
  const antonyms: Antonyms = antonymsOf(loadAntonymLines(), yesNoWords, translate, opts.isUnit);
  const opposite = (a: EntryStats, b: EntryStats) => relate(subjectOf(a.label, yesNoWords, translate, opts.isUnit), subjectOf(b.label, yesNoWords, translate, opts.isUnit), antonyms, yesNoWords) === 'opposite';
  // each entry's neighbourhood: the words of the labels its entities also have (its layout's other attributes)
  const neighbours = new Map<AlignedEntry, Set<string>>();
  const neighbourEntries = new Map<AlignedEntry, AlignedEntry[]>();
  for (const e of entries) {
    const words = new Set<string>();
    const near: AlignedEntry[] = [];
    for (const o of entries) {
      if (o === e || intersectionSize(o.stats.entities, e.stats.entities) < 0.5 * e.stats.entities.size) continue;
      for (const t of o.tokens) words.add(t);
      near.push(o);
    }
    neighbours.set(e, words);
    neighbourEntries.set(e, near);
  }
  const neighbourhoodLikeness = (a: AlignedEntry, b: AlignedEntry): number => {
    const x = neighbours.get(a)!;
    const y = neighbours.get(b)!;
    if (!x.size || !y.size) return 1;
    let shared = 0;
    for (const w of x) if ([...y].some((v) => v === w || (Math.min(v.length, w.length) >= 3 && (v.startsWith(w) || w.startsWith(v))))) shared++;
    return shared / Math.min(x.size, y.size);
  };
  const weights = tokenWeights(entries.map((e) => e.tokens));
  const sole = soleOfDimension(entries);
  // the items named by the values of the entries its items hold (most of whose holders are its items)
  // (each text or entity entry's named items, read once)
  const named = new Map<AlignedEntry, Set<number>>();
  if (opts.namedEntities) for (const o of entries) if (o.kind === 'entity' || o.kind === 'text') named.set(o, opts.namedEntities(o.stats));
  // the share of the items an entry's values name that are the items stating them (null where they name none)
  const namesItsHolders = (e: AlignedEntry): number | null => {
    const items = named.get(e);
    if (!items?.size) return null;
    return intersectionSize(items, e.stats.entities) / items.size;
  };
  // the items named by the values of the layout an entry's items make up (its text entries mostly on those items),
  // but for the codes and names the items are named by themselves ("Client no")
  const namedByLayout = (entities: Set<number>, self?: AlignedEntry): Set<number> => {
    const out = new Set<number>();
    for (const [o, items] of named) {
      if (o !== self && intersectionSize(o.stats.entities, entities) < 0.5 * o.stats.entities.size) continue;
      if ((namesItsHolders(o) ?? 0) >= 0.5) continue;
      for (const x of items) out.add(x);
    }
    return out;
  };
  const layoutLinks = (e: AlignedEntry): Set<number> => (e.kind === 'number' ? namedByLayout(e.stats.entities, e) : new Set());
  // whether a layout's links name a good share of an entry's items (value-match.ts's rule)
  const linksToItems = (links: Set<number>, e: AlignedEntry) => {
    const n = intersectionSize(e.stats.entities, links);
    return n >= 2 && n >= 0.25 * e.stats.entities.size;
  };
  // two groups of labels of dates or numbers, one of whose layouts name the other's items, with no two labels
  // alike in form (only in meaning: a clients' "First visit" and "Client since" beside the stylists' "Joined" and
  // "Start date" that their "Preferred stylist" names), are two kinds' properties, however the groups were joined
  const itemsOf = (group: number[]): Set<number> => {
    const out = new Set<number>();
    for (const i of group) for (const x of entries[i]!.stats.entities) out.add(x);
    return out;
  };
  const names = (hx: Set<number>, hy: Set<number>): boolean => {
    const links = namedByLayout(hx);
    const ny = intersectionSize(links, hy);
    const nx = intersectionSize(links, hx);
    return ny >= 2 && ny >= 0.25 * hy.size && !(nx >= 2 && nx >= 0.25 * hx.size);
  };
  const kindsApart = (xs: number[], ys: number[]): boolean => {
    if (![...xs, ...ys].every((i) => entries[i]!.kind === 'number' || entries[i]!.kind === 'date')) return false;
    const hx = itemsOf(xs);
    const hy = itemsOf(ys);
    if (!names(hx, hy) && !names(hy, hx)) return false;
    return !xs.some((i) => ys.some((j) => {
      const l = labelSimilarity(entries[i]!.tokens, entries[j]!.tokens, weights, meaning);
      return l.score > 0 && !l.meaningOnly;
    }));
  };
  const linksToOtherKind = (x: AlignedEntry, y: AlignedEntry) => {
    const links = namedByLayout(x.stats.entities, x);
    return linksToItems(links, y) && !linksToItems(links, x);
  };
  // two labels whose values name the same items of the library: most of each one's values name items, the fewer
  // named mostly among the other's, and the two layouts alike by what they hold (LINKS_ALIKE)
  const linksAlike = (a: AlignedEntry, b: AlignedEntry): boolean => {
    const x = named.get(a);
    const y = named.get(b);
    if (!x?.size || !y?.size) return false;
    if (x.size < LINKS_ALIKE.naming * a.stats.values.length || y.size < LINKS_ALIKE.naming * b.stats.values.length) return false;
    const shared = intersectionSize(x, y);
    if (shared < LINKS_ALIKE.shared * Math.min(x.size, y.size)) return false;
    return Math.max(layoutLikeness(a, b), holdersLikeness(a, b)) >= LINKS_ALIKE.layouts;
  };
  // a label many layouts write ("Publisher") has no layout of its own to compare: the smaller label's layout is
  // compared with everything the other label's items hold
  const around = (e: AlignedEntry): AlignedEntry[] => entries.filter((o) => o !== e && intersectionSize(o.stats.entities, e.stats.entities) > 0);
  const holdersLikeness = (a: AlignedEntry, b: AlignedEntry): number => {
    const [small, large] = a.stats.entities.size <= b.stats.entities.size ? [a, b] : [b, a];
    const x = neighbourEntries.get(small)!.filter((e) => e !== large);
    const y = around(large).filter((e) => e !== small);
    if (!x.length || !y.length) return 0;
    return x.filter((e) => y.some((f) => counterpart(e, f))).length / x.length;
  };
  const entryValues = (a: AlignedEntry, b: AlignedEntry) => (a.kind === 'date' ? dateLikeness(a.stats, b.stats) : numericLikeness(a.stats.numbers, b.stats.numbers));
  // two layouts alike by what they hold, whatever their words: the share of one's other attributes with a counterpart
  // among the other's — the same label, or one of its kind and dimension with alike numbers or dates, or shared text
  // values (two exports of trails both hold the regions and the difficulty grades; a hut's page holds neither)
  const counterpart = (x: AlignedEntry, y: AlignedEntry): boolean =>
    x === y || x.stats.label.toLowerCase() === y.stats.label.toLowerCase() ||
    (x.kind === y.kind && x.dimension === y.dimension &&
      (x.kind === 'number' || x.kind === 'date' ? entryValues(x, y) >= 0.8 : x.kind === 'text' || x.kind === 'entity' ? textLikeness(x.stats, y.stats).shared >= 0.3 : false));
  const layoutLikeness = (a: AlignedEntry, b: AlignedEntry): number => {
    const x = neighbourEntries.get(a)!.filter((e) => e !== b);
    const y = neighbourEntries.get(b)!.filter((e) => e !== a);
    if (!x.length || !y.length) return 0;
    return x.filter((e) => y.some((f) => counterpart(e, f))).length / Math.min(x.length, y.length);
  };
  const valueMatched = valueMatchedPairs(
    entries.map((e) => ({ kind: e.kind, dimension: e.dimension, entities: e.stats.rowEntities ?? e.stats.entities, linked: layoutLinks(e) })),
    (i, j) => entryValues(entries[i]!, entries[j]!),
    // and their middle halves overlap: medians alike are not enough where one sample is two scales at once
    (i, j) => middleOverlap(entries[i]!.stats.numbers, entries[j]!.stats.numbers) >= 0.25,
  );
  const contrasting = contrastingWords(entries);
  const meaningCache = new Map<string, number>();
  // likeness by meaning only between words the library does not itself keep apart (abbreviations and spellings
  // are forms of one word, so they need no such check)
  const meaning: WordSimilarity | null = opts.meaning
    ? (a, b) => {
        const k = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
        if (contrasting.has(k)) return 0;
        let v = meaningCache.get(k);
        // labels are stemmed ("inhabitant"); word vectors know the plural forms labels write as well
        if (v === undefined) meaningCache.set(k, (v = Math.max(opts.meaning!(a, b), opts.meaning!(`${a}s`, b), opts.meaning!(a, `${b}s`), opts.meaning!(`${a}s`, `${b}s`))));
        return v;
      }
    : null;

  // union-find over entries, with each cluster's entities (for the never-on-one-entity rule)
  const parent = entries.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  // the never-on-one-entity rule reads rows only (a sentence restating a table's fact is no second label), and
  // one document at a time: two files describing one product in two layouts may each use their own label
  const onEntity = (e: AlignedEntry): Set<string> => e.stats.rowEntityDocs ?? new Set([...(e.stats.rowEntities ?? e.stats.entities)].map(String));
  const clusterEntities = entries.map((e) => new Set(onEntity(e)));
  const merges: Array<SchemaMerge & { root?: number }> = [];
  const groupOf = (root: number): number[] => entries.flatMap((_, i) => (find(i) === root ? [i] : []));
  const clusterTokens = (root: number): string[] => entries.flatMap((e, i) => (find(i) === root ? e.tokens : []));
  const union = (i: number, j: number, merge: SchemaMerge) => {
    const a = find(i);
    const b = find(j);
    if (a === b) return;
    const [keep, drop] = clusterEntities[a].size >= clusterEntities[b].size ? [a, b] : [b, a];
    parent[drop] = keep;
    for (const x of clusterEntities[drop]) clusterEntities[keep].add(x);
    merges.push({ ...merge, root: i });
  };

  const byLabel = new Map<string, number[]>();
  entries.forEach((e, i) => {
    const k = e.stats.label.toLowerCase();
    byLabel.set(k, [...(byLabel.get(k) ?? []), i]);
  });
  const indexesOf = (label: string) => byLabel.get(label.toLowerCase()) ?? [];
  const kept = new Set<number>();
  for (const label of opts.overrides.keepApart) for (const i of indexesOf(label)) kept.add(i);
  const forbidden = new Set<string>();
  for (const [a, b] of opts.overrides.never) for (const i of indexesOf(a)) for (const j of indexesOf(b)) forbidden.add(`${Math.min(i, j)} ${Math.max(i, j)}`);
  // the user's merges first: they win over any evidence
  for (const [a, b] of opts.overrides.merge) {
    for (const i of indexesOf(a)) for (const j of indexesOf(b)) union(i, j, { a: entries[i].stats.label, b: entries[j].stats.label, confidence: 1, evidence: ['the library\'s override file merges them'], by: 'override' });
  }

  const candidates: Array<{ i: number; j: number; score: number; evidence: string[]; meaningOnly?: boolean }> = [];
  const near: Array<{ i: number; j: number; score: number }> = [];
  for (let i = 0; i < entries.length; i++) {
    const a = entries[i];
    if (kept.has(i) || a.stats.specs === 0) continue;
    for (let j = i + 1; j < entries.length; j++) {
      const b = entries[j];
      if (kept.has(j) || b.stats.specs === 0 || forbidden.has(`${i} ${j}`)) continue;
      if (a.kind !== b.kind) continue;
      if ((a.kind === 'number' || a.kind === 'dims') && a.dimension !== b.dimension) continue;
      if (coOccurs(onEntity(a), onEntity(b))) continue;
      // yes/no labels: one said the other way round ("No pets", "Pets allowed") is never the same attribute, its yes
      // being the other's no; two of one subject ("Dogs allowed", "Dog-friendly", "Cani") are one property where
      // their yes-shares do not contradict it
      const yesNo = a.kind === 'bool' ? sameYesNoSubject(subjects.get(a)!, subjects.get(b)!, a.stats, b.stats, yesNoWords, opposite) : null;
      if (yesNo === false) continue;
      // a number's label or what its values count ("Sleeping places: 87 beds" and "Beds: 79"), the closer of the forms
      let byWords = labelSimilarity(a.tokens, b.tokens, weights, meaning);
      const formsOf = (e: AlignedEntry) => [{ says: '', tokens: e.tokens, weight: 1 }, ...(e.forms ?? [])];
      for (const x of formsOf(a)) {
        for (const y of formsOf(b)) {
          if (!x.says && !y.says) continue;
          const found = labelSimilarity(x.tokens, y.tokens, weights, meaning);
          const other = { ...found, score: found.score * Math.min(x.weight, y.weight) };
          if (other.score > byWords.score) byWords = { ...other, evidence: [...[x.says, y.says].filter(Boolean), ...other.evidence] };
        }
      }
      // an aspect word both labels share says which aspect, not of what: "Maximum enrolment" and "Maximum aantal
      // deelnemers" are alike as far as the rest of their words are ("maximum" alone makes no two properties one)
      const core = sharedAspectRest(a.tokens, b.tokens, aspects);
      if (core) {
        const rest = labelSimilarity(core[0], core[1], weights, meaning);
        if (rest.score < byWords.score) byWords = { ...rest, evidence: [`the shared aspect word set aside`, ...rest.evidence] };
      }
      // yes/no labels alike only in part, each with a word the other lacks, may say opposite things of one subject
      // ("Harmful to cats & dogs", "Safe for pets"): a yes/no value tells nothing of which, so they stay apart
      // (one the initials of the other shares no word by design: "FSH", "Full service history")
      const acronym = isAcronymOf(a.stats.label, b.stats.label) ? [a, b] : isAcronymOf(b.stats.label, a.stats.label) ? [b, a] : null;
      if (a.kind === 'bool' && !yesNo && byWords.bothUnmatched && !acronym) continue;
      // two labels each saying a different aspect of a quantity ("Maximum enrolment", "Current enrolment"; "Average
      // speed", "Top speed") are two properties, however alike their other words (label-aspects.ts)
      if (aspectsDiffer(a.tokens, b.tokens, aspects) || lettersDiffer(a.tokens, b.tokens)) continue;
      const words = yesNo && byWords.score < 1 ? { ...byWords, score: 1, meaningOnly: false, meaningPart: false, evidence: [`both say yes or no of "${subjects.get(a)!.subject}"`] } : byWords;
      // one label the initials of the other ("FSH", "Full service history") is the other written short
      const label = acronym && words.score < ACRONYM_SCORE
        ? { score: ACRONYM_SCORE, evidence: [`"${acronym[0]!.stats.label}" = the initials of "${acronym[1]!.stats.label}"`], meaningOnly: false }
        : words;
      // numbers whose labels are alike in meaning only are never a thing's and the things its layout links
      // to ("High point" of trails whose Start and End name huts, a hut's "Height above sea level"), as value-match
      // keeps them apart: two kinds of thing, however alike their words and values
      // (a layout linking to things of its own kind, countries naming their neighbours, tells no two kinds apart)
      // (dates too: a client's "First visit" beside the stylists' "Start date" that the clients' "Preferred stylist"
      // names)
      if ((a.kind === 'number' || a.kind === 'date') && label.meaningOnly && (linksToOtherKind(a, b) || linksToOtherKind(b, a))) continue;
      // a label whose values name the items stating them (a sail number, a code) and one whose values name other
      // items (a regatta's winner, stated by sail number) are an identifier and a link: two properties
      const selfA = namesItsHolders(a);
      const selfB = namesItsHolders(b);
      if (selfA !== null && selfB !== null && Math.abs(selfA - selfB) >= 0.6) continue;
      const bothSole = sole.has(a) && sole.has(b);
      // or each the other's clear best value match among its layout's attributes of the dimension (value-match.ts)
      // (from layouts alike by what they hold — the same regions and grades, alike numbers — whatever their words; a
      // pair with no word in common only where the two layouts correspond whole)
      const matchedByValues = !bothSole && valueMatched.has(i, j) && layoutLikeness(a, b) >= 0.4;
      // text: the same values in both is strong evidence ("Team" and "Department" both hold "Engineering"); values
      // merely alike in form ("Staff Engineer", "Engineering") are weak
      const text = a.kind === 'text' || a.kind === 'entity' ? textLikeness(a.stats, b.stats) : null;
      // many values in common, among alike attributes, is evidence enough without alike words ("Reports to", "Manager")
      // and so are values naming the same items of the library, from layouts alike by what they hold whatever
      // their words ("Filiale: Südvorstadt" on a German page, "Branch: Südvorstadt" on the English ones)
      const linked = !!text && linksAlike(a, b);
      // codes of one register, each naming the item holding it, are one identifier however the labels word it
      // ("Employee #" of one team page, "Staff no." of another: OB- and three digits, each a person's own)
      const register = !!text && (selfA ?? 0) >= ONE_REGISTER.self && (selfB ?? 0) >= ONE_REGISTER.self && oneRegister(a.stats, b.stats);
      const valuesAlone = linked || register || (!!text && text.shared >= VALUES_ALONE.share && text.sharedValues >= VALUES_ALONE.count && neighbourhoodLikeness(a, b) >= VALUES_ALONE.neighbourhood);
      if (label.score < 0.15 && !bothSole && !(matchedByValues && valueMatched.whole(i, j)) && !valuesAlone) continue;
      const values = register ? 1 : text ? (text.shared >= 0.3 ? 0.6 + 0.4 * text.shared : 0.6 * text.form) : a.kind === 'date'
        ? dateLikeness(a.stats, b.stats)
        : a.kind === 'number' || a.kind === 'dims'
          ? numericLikeness(a.stats.numbers, b.stats.numbers)
          : boolLikeness(a.stats, b.stats);
      const sharedBonus = valuesAlone ? 0.3 : text && text.shared >= 0.3 ? 0.15 : 0;
      // each layout's only attribute of a dimension, with values alike, is strong evidence ("Calories", "Energy")
      const soleBonus = (bothSole || matchedByValues) && values >= 0.8 ? 0.3 : 0;
      // labels alike only in meaning must also sit among alike attributes (a salary among people's attributes is not
      // a budget among projects'), and labels alike in most but not all of their words among attributes with
      // something in common (a neighbourhood's average rent, among population and schools, is not a listing's rent)
      // (labels matched by their values come from layouts that word things their own way: alike by what they hold)
      // (codes of one register are one identifier whatever else their layouts hold: a partner's list in its own
      // language shares no word with the team page)
      const alike = register ? 1 : linked
        ? Math.max(neighbourhoodLikeness(a, b), layoutLikeness(a, b), holdersLikeness(a, b))
        : matchedByValues ? Math.max(neighbourhoodLikeness(a, b), layoutLikeness(a, b)) : neighbourhoodLikeness(a, b);
      if ((label.score < 0.7 || label.meaningOnly) && alike < 0.2) continue;
      if (label.score < 1 && alike < 0.1) continue;
      // yes/no values and sums of money say little of which property they are: words alike in meaning only need
      // alike layouts too ("Paid" on invoices is not "Preferred" on suppliers, a "Vat amount" not a "Minimum order")
      if ((a.kind === 'bool' || a.dimension === 'currency') && label.meaningOnly && neighbourhoodLikeness(a, b) < 0.5) continue;
      // and words alike only in meaning are weak: their values must be alike as well ("Due" and "Since" are both
      // dates, of years decades apart)
      // (numbers more so: plain counts of any two things are often alike, "Aircraft in fleet" beside "Passengers")
      if (label.meaningOnly && values < (a.kind === 'number' ? MEANING_ONLY_NUMBERS : 0.5) && !valuesAlone) continue;
      // dates whose words are alike partly in meaning only need their years alike too: a move-in date (2025) is not
      // an agent's start date (2009–2023), though both are "… date"
      if (a.kind === 'date' && label.meaningPart && values < 0.5) continue;
      // one value per item ("Club", "Head coach of") and a list per item ("Former clubs") are seldom one property:
      // where both name the same things, the one of the same kind of value wins
      const apart = text ? cardinalityApart(a.stats, b.stats) : false;
      const score = 0.6 * label.score + 0.25 * values + soleBonus + sharedBonus - (apart ? CARDINALITY_APART : 0);
      if (score < threshold) {
        if (score >= RELATED) near.push({ i, j, score });
        continue;
      }
      const evidence = [
        ...label.evidence,
        a.dimension ? `both ${a.dimension}` : `both ${a.kind}`,
        `values alike ${values.toFixed(2)}`,
        ...(soleBonus ? [matchedByValues ? `each the other's closest values among its layout's ${a.dimension ?? a.kind}s` : `each the only ${a.dimension ?? a.kind} of its layout`] : []),
        ...(sharedBonus ? [`${Math.round(text!.shared * 100)}% of values shared`] : []),
        ...(apart ? ['one value per item beside a list per item'] : []),
        'never on one entity',
      ];
      candidates.push({ i, j, score, evidence, meaningOnly: (a.kind === 'number' || a.kind === 'date') && label.meaningOnly });
    }
  }
  candidates.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j);
  for (const c of candidates) {
    const a = find(c.i);
    const b = find(c.j);
    if (a === b) continue;
    // the rule holds for whole attributes: no entity may end up with two of its labels
    if (coOccurs(clusterEntities[a], clusterEntities[b])) continue;
    // nor labels alike in meaning only join two groups one of which names the other's items (a group of the
    // clients' dates, "First visit" and "Client since", and one of the stylists' that their "Preferred stylist"
    // names, "Joined" and "Start date"), however the two were joined so far
    if (c.meaningOnly && kindsApart(groupOf(a), groupOf(b))) continue;
    // nor may it join labels of two aspects through a third naming none ("Maximum enrolment", "Enrolment",
    // "Current enrolment")
    if (aspectsDiffer(clusterTokens(a), clusterTokens(b), aspects) || lettersDiffer(clusterTokens(a), clusterTokens(b))) continue;
    union(c.i, c.j, { a: entries[c.i].stats.label, b: entries[c.j].stats.label, confidence: Math.round(c.score * 100) / 100, evidence: c.evidence, by: 'aligned' });
  }
  const assigned = reassignHubs(entries, parent.map((_, i) => find(i)), candidates, threshold, onEntity, new Set(merges.flatMap((m) => (m.by === 'override' ? [...indexesOf(m.a), ...indexesOf(m.b)] : []))), (i, members) => aspectsDiffer(entries[i]!.tokens, members.flatMap((k) => entries[k]!.tokens), aspects) || lettersDiffer(entries[i]!.tokens, members.flatMap((k) => entries[k]!.tokens)) || kindsApart([i], members));
  // the attributes are the linked groups of labels each assignment holds (a label moved away may leave two
  // unlinked ones behind: they are two attributes), each merge one link of the group, best first
  parent.forEach((_, i) => (parent[i] = i));
  const overrideMerges = merges.filter((m) => m.by === 'override');
  merges.length = 0;
  for (const m of overrideMerges) for (const i of indexesOf(m.a)) for (const j of indexesOf(m.b)) if (assigned[i] === assigned[j] && find(i) !== find(j)) {
    parent[find(i)] = find(j);
    merges.push({ ...m, root: i });
  }
  for (const c of candidates) {
    if (assigned[c.i] !== assigned[c.j] || find(c.i) === find(c.j)) continue;
    parent[find(c.i)] = find(c.j);
    merges.push({ a: entries[c.i].stats.label, b: entries[c.j].stats.label, confidence: Math.round(c.score * 100) / 100, evidence: c.evidence, by: 'aligned', root: c.i });
  }

  // labels left alone that complete an attribute of their items' kind (complement.ts), a few rounds: a label joined
  // may make its attribute the clear one for the next
  for (let round = 0; round < 3; round++) {
    const roots = [...new Set(entries.map((_, i) => find(i)))];
    const members = new Map(roots.map((r) => [r, [] as number[]]));
    entries.forEach((_, i) => members.get(find(i))!.push(i));
    const family = (e: AlignedEntry) => (e.kind === 'entity' ? 'text' : e.kind);
    const groups: ComplementCluster[] = roots.map((r) => {
      const idx = members.get(r)!;
      const top = idx.reduce((b, i) => (entries[i].stats.entities.size > entries[b].stats.entities.size ? i : b), idx[0]!);
      const ents = new Set<number>();
      for (const i of idx) for (const x of entries[i].stats.entities) ents.add(x);
      // values that are sentences ("Bio", "About") are no field's values
      const values = idx.flatMap((i) => entries[i].stats.values);
      const words = values.reduce((n, v) => n + v.label.split(/\s+/).length, 0);
      return { kind: family(entries[top]), dimension: entries[top].dimension, entities: ents, label: entries[top].stats.label, prose: values.length > 0 && words / values.length > 8 };
    });
    // the attributes each item holds, for telling apart what values name (vets or clients)
    const heldBy = new Map<number, Set<number>>();
    groups.forEach((g, gi) => {
      for (const x of g.entities) (heldBy.get(x) ?? heldBy.set(x, new Set()).get(x)!).add(gi);
    });
    const namedKind = (items: Set<number>): Set<number> => {
      const n = new Map<number, number>();
      for (const x of items) for (const g of heldBy.get(x) ?? []) n.set(g, (n.get(g) ?? 0) + 1);
      return new Set([...n].filter(([, c]) => c >= 0.5 * items.size).map(([g]) => g));
    };
    const namesItems = (e: AlignedEntry) => {
      const x = named.get(e);
      return x && x.size >= LINKS_ALIKE.naming * Math.max(1, e.stats.values.length) ? x : null;
    };
    const entryLikeness = (a: AlignedEntry, b: AlignedEntry): number => {
      if (a.kind === 'date') return Math.max(dateLikeness(a.stats, b.stats), fewDatesLikeness(a.stats, b.stats));
      if (a.kind === 'number') return Math.max(middleOverlap(a.stats.numbers, b.stats.numbers) >= 0.25 ? numericLikeness(a.stats.numbers, b.stats.numbers) : 0, fewNumbersLikeness(a.stats.numbers, b.stats.numbers));
      if (a.kind === 'bool') return 0.6;
      const x = namesItems(a);
      const y = namesItems(b);
      if (x && y) {
        // the kinds of the items they name: the attributes most of them hold
        const kx = namedKind(x);
        const ky = namedKind(y);
        return kx.size && ky.size ? intersectionSize(kx, ky) / (kx.size + ky.size - intersectionSize(kx, ky)) : 0;
      }
      if (x || y) return 0;
      const t = textLikeness(a.stats, b.stats);
      if (t.shared >= 0.3) return 0.6 + 0.4 * t.shared;
      // values alike in form and in length ("+44 117 496 2000", "+1 207 555 0164")
      const length = (e: AlignedEntry) => e.stats.values.reduce((n, v) => n + v.label.length, 0) / Math.max(1, e.stats.values.length);
      // (or, weaker, in shape: one capitalised word each, "Aviemore" and "Zermatt")
      return Math.max(t.form * (Math.min(length(a), length(b)) / Math.max(length(a), length(b), 1)), 0.5 * shapeLikeness(a.stats, b.stats));
    };
    const pairs = complementPairs(groups, (x, y) => {
      let best = 0;
      for (const i of members.get(roots[x]!)!) for (const j of members.get(roots[y]!)!) best = Math.max(best, entryLikeness(entries[i], entries[j]));
      return best;
    }, undefined, opts.categoriesOf, opts.categoryInEnglish, (items) => namedByLayout(items));
    let joined = 0;
    for (const p of pairs) {
      const a = find(roots[p.x]!);
      const b = find(roots[p.y]!);
      if (a === b) continue;
      const on = (r: number) => {
        const s = new Set<string>();
        entries.forEach((e, i) => {
          if (find(i) === r) for (const x of onEntity(e)) s.add(x);
        });
        return s;
      };
      if (coOccurs(on(a), on(b))) continue;
      if (aspectsDiffer(clusterTokens(a), clusterTokens(b), aspects) || lettersDiffer(clusterTokens(a), clusterTokens(b))) continue;
      // the library's override file wins: labels kept apart, pairs never merged
      const xs = members.get(roots[p.x]!)!;
      const ys = members.get(roots[p.y]!)!;
      if ([...xs, ...ys].some((i) => kept.has(i)) || xs.some((i) => ys.some((j) => forbidden.has(`${Math.min(i, j)} ${Math.max(i, j)}`)))) continue;
      parent[a] = b;
      merges.push({ a: groups[p.x]!.label, b: groups[p.y]!.label, confidence: Math.round(p.score * 100) / 100, evidence: [p.evidence, 'never on one entity'], by: 'aligned', root: roots[p.x]! });
      joined++;
    }
    if (!joined) break;
  }

  const clusters = new Map<number, AlignedCluster>();
  entries.forEach((e, i) => {
    const root = find(i);
    const cluster = clusters.get(root) ?? { entries: [], merges: [], related: [] };
    cluster.entries.push(e);
    clusters.set(root, cluster);
  });
  // (by entry, not by label: one label may be two entries, split by their layouts)
  for (const { root, ...m } of merges) clusters.get(find(root!))?.merges.push(m);
  for (const n of near) {
    const x = clusters.get(find(n.i))!;
    const y = clusters.get(find(n.j))!;
    if (x === y) continue;
    for (const [p, q] of [[x, y], [y, x]] as const) {
      const prev = p.related.find((r) => r.cluster === q);
      if (prev) prev.score = Math.max(prev.score, n.score);
      else p.related.push({ cluster: q, score: n.score });
    }
  }
  return [...clusters.values()];
}

/**
 * Best-first merging lets a hub take the wrong side: a generic label ("Date") alike to two labels that can never
 * be one attribute ("Due date", "Invoice date" on one page) joins the first, which then cannot take its own
 * partners ("Due", written beside "Date" on another page). What the merges should make best is the whole: the sum,
 * over the pairs of labels in each attribute, of how far each pair's likeness is above the threshold (correlation
 * clustering, its cannot-links the labels one entity states side by side). Local search improves on the greedy
 * result: a label moves to the attribute it is pulled to more than to its own, and a label tried in each other
 * attribute it is linked to stays there when the moves that follow (a hub's other partner joining the hub left
 * alone) make the whole better. A move never puts two labels of one entity in one document into an attribute.
 * Labels an override merges stay where they are. Returns each label's attribute (a representative index).
 */
function reassignHubs(
  entries: AlignedEntry[],
  assigned: number[],
  candidates: Array<{ i: number; j: number; score: number }>,
  threshold: number,
  onEntity: (e: AlignedEntry) => Set<string>,
  locked: Set<number>,
  apart: (i: number, members: number[]) => boolean = () => false,
): number[] {
  const links = new Map<number, Array<{ k: number; w: number }>>();
  for (const c of candidates) {
    const w = c.score - threshold;
    if (w <= 0) continue;
    (links.get(c.i) ?? links.set(c.i, []).get(c.i)!).push({ k: c.j, w });
    (links.get(c.j) ?? links.set(c.j, []).get(c.j)!).push({ k: c.i, w });
  }
  if (!links.size) return assigned;
  // each attribute's (entity, document) pairs, counted over its labels, kept in step with the moves
  const held = new Map<number, Map<string, number>>();
  const add = (a: number, i: number, d: number) => {
    const m = held.get(a) ?? held.set(a, new Map()).get(a)!;
    for (const x of onEntity(entries[i])) m.set(x, (m.get(x) ?? 0) + d);
  };
  assigned.forEach((a, i) => add(a, i, 1));
  const canJoin = (i: number, a: number): boolean => {
    if (apart(i, assigned.flatMap((x, k) => (x === a && k !== i ? [k] : [])))) return false;
    const mine = onEntity(entries[i]);
    const theirs = held.get(a);
    if (!theirs) return true;
    let both = 0;
    for (const x of mine) if ((theirs.get(x) ?? 0) > 0) both++;
    return both <= Math.max(0, Math.floor(0.02 * Math.min(mine.size, theirs.size)));
  };
  const pulls = (i: number) => {
    const pull = new Map<number, number>();
    for (const { k, w } of links.get(i)!) pull.set(assigned[k], (pull.get(assigned[k]) ?? 0) + w);
    return pull;
  };
  const move = (i: number, a: number) => {
    add(assigned[i], i, -1);
    assigned[i] = a;
    add(a, i, 1);
  };
  // single moves that each make the whole better; returns their total gain
  const settle = (): number => {
    let gain = 0;
    for (let pass = 0; pass < 10; pass++) {
      let moved = false;
      for (const i of links.keys()) {
        if (locked.has(i)) continue;
        const pull = pulls(i);
        const stay = pull.get(assigned[i]) ?? 0;
        let best = -1;
        let bestPull = stay + 1e-9;
        for (const [a, p] of pull) if (a !== assigned[i] && p > bestPull && canJoin(i, a)) [best, bestPull] = [a, p];
        if (best < 0) continue;
        gain += bestPull - stay;
        move(i, best);
        moved = true;
      }
      if (!moved) break;
    }
    return gain;
  };
  settle();
  for (const i of links.keys()) {
    if (locked.has(i)) continue;
    for (const [a, p] of pulls(i)) {
      const here = assigned[i];
      if (a === here || !canJoin(i, a)) continue;
      const before = [...assigned];
      const stay = pulls(i).get(here) ?? 0;
      move(i, a);
      const gain = p - stay + settle();
      if (gain > 1e-9) break;
      // undo: every label back where it was
      for (let k = 0; k < assigned.length; k++) if (assigned[k] !== before[k]) move(k, before[k]);
    }
  }
  return assigned;
}
