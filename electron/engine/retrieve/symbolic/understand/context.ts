// The query context of one library: its schema (attributes, values, entities, categories) indexed by the
// phrases a question may use for them, the English resources, the domain packs whose labels the library uses,
// and the word vectors. Built when a question first needs it and rebuilt when the graph changes (per library,
// never shared between libraries).
import fs from 'node:fs';
import type { Library } from '../../../store/library.ts';
import { getSetting } from '../../../store/settings.ts';
import { getSchema, type Schema, type SchemaAttribute } from '../../../skg/schema/index.ts';
import { loadAliases, type EntryAliases } from '../../../skg/entries/canonical-entry.ts';
import { normaliseKey, stemWord } from '../../../skg/entries/normalise-key.ts';
import { tokenNorms } from './tokens.ts';
import { listDomainPacks, packFiles } from '../../../domains/packs.ts';
import { labelTokens } from '../../../skg/schema/label-similarity.ts';
import { normText } from '../../../text/norm.ts';
import { identifierShaped, isAddress } from '../../../skg/values/identifiers.ts';
import { weekOfLabel } from '../../../skg/schema/period-columns.ts';
import { countPeriods, periodOfLabel } from '../../../skg/values/periods.ts';
import { loadWordVectors, type WordVectors } from '../../../tkg/embed/index.ts';
import { languageOf, type Language } from './language.ts';
import { unitWord } from './units-adapter.ts';
import { loadPhraseRewrites, type PhraseRewrite } from './phrases.ts';
import { loadSubKeys } from '../../../text/sub-keys.ts';
import { englishValues, loadValueWords } from '../../../skg/schema/value-words.ts';
import { labelAsEnglish, loadLabelWords } from '../../../skg/schema/label-words.ts';
import { monthNumber, monthOfShortForm, weekdayNumber } from '../../../skg/values/dates.ts';
import { fullName } from '../../../skg/values/cyclic-ranges.ts';
import { bracketNames } from '../../../text/bracket-names.ts';
import { isCode } from '../../../skg/schema/code-names.ts';
import { folderSites } from './sites.ts';
import { categoryName } from '../../../skg/record-facts.ts';
import { mintIri } from '../../../skg/ontology.ts';
import { writesWord } from '../../../store/documents.ts';
import { isStopWord } from '../../../tkg/stop-words.ts';

export interface AttrRef {
  id: string;
  label: string;
  /** Every label the documents write for it. */
  labels: string[];
  entries: string[];
  kind: SchemaAttribute['kind'];
  dimension: string | null;
  /** Unit the graph stores its numbers in, and the unit documents state most. */
  unit: string | null;
  displayUnit: string | null;
  /** The least and greatest of its numbers stated with a unit, in `unit` (SchemaAttribute.unitRange). */
  unitRange?: [number, number];
  entities: number;
  /** Attributes alike but not merged with it, best first. */
  related: string[];
  /** How alike each of `related` is (0..1, the schema's likeness). */
  relatedScores?: number[];
  numeric: SchemaAttribute['numeric'];
  booleans: number;
  years: number;
  /** Of its dates, those stated to the day. */
  days: number;
  /** How many years its dates span (0 where unknown). */
  yearsSpanned: number;
  /** The period its amounts are counted per ("Monthly rent", "£1,950 pcm": month), where its label or most of its
   *  values say one. */
  period?: string;
  /** Its values are few, each shared by several items (a status, a type, a membership category): groups, no amounts. */
  grouped?: boolean;
  /** How many values an item holding it states, on average (a list of former clubs: 2.4; a club: 1). */
  valuesPerItem?: number;
  /** Of a column of months, the words of its files' names (SchemaAttribute.tableWords). */
  tableWords?: string[];
}

export interface Grounding<T> {
  target: T;
  /** 0..1: how fully the phrase names it. */
  score: number;
  how: string;
  /** Names only part of the target (the leading words of a longer value, a run inside it). */
  part?: boolean;
}

export interface ValueTarget {
  /** Value nodes (one text may be several nodes: "Li-Po" and "Li-Po 5000 mAh" are both Li-Po). */
  iris: string[];
  label: string;
  attr: AttrRef;
  count: number;
  /** The entity the value names, when it names one. */
  entity?: string;
}

export interface EntityTarget {
  iri: string;
  name: string;
  /** A name that is also an everyday word ("file", "Will") needs more than the word. */
  common: boolean;
}

export interface CategoryTarget {
  iri: string;
  label: string;
  /** Its items: those filed in it and those taken to be of its kind. */
  entities: Set<string>;
  /** Of those, the items not filed in it (rows of exports, schema/kinds.ts): the query names them. */
  joined: Set<string>;
  /** A kind no folder names, read from the names of the files listing its items or a column naming them
   *  (kindPhrases): those files say what their rows are, however alike other items look. */
  named?: boolean;
  /** A place a drive keeps items of every kind under (sites.ts): a scope, never a kind of item. */
  place?: boolean;
}

export interface QueryContext {
  library: Library;
  version: string;
  schema: Schema;
  lang: Language;
  words: WordVectors | null;
  aliases: EntryAliases;
  rewrites: PhraseRewrite[];
  attributes: AttrRef[];
  attributeById: Map<string, AttrRef>;
  /** Normalised phrase → attributes it names. */
  attributePhrases: Map<string, Array<Grounding<AttrRef>>>;
  valuePhrases: Map<string, Array<Grounding<ValueTarget>>>;
  /** Content words of values of two to six words, each with the values holding it (order-free matching). */
  valueWords: Map<string, Array<{ target: ValueTarget; words: string[] }>>;
  /** Values of group-like attributes (few values, each shared by several items: a status, a type), for reading a
   *  word the library does not use by meaning (spans/meaning.ts). */
  groupValues: ValueTarget[];
  entityPhrases: Map<string, Array<Grounding<EntityTarget>>>;
  categoryPhrases: Map<string, CategoryTarget>;
  /** The phrases naming a place of the drive (sites.ts), among categoryPhrases. */
  sitePhrases: Set<string>;
  /** Words naming a kind of item no folder names (schema/kind-words.ts: the files listing the items, the columns
   *  whose values name them); read only as a question's head noun. */
  kindPhrases: Map<string, CategoryTarget>;
  /** The content words of names of two to six such words, sorted and joined, with the entities so named: a name said
   *  in another order ("the main pool at Hawthorn Park", spans/entity-words.ts). */
  entityWordSets: Map<string, string[]>;
  /** Words inside several entity names ("iphone" in "Apple iPhone 11"), with the entities. */
  nameWords: Map<string, Set<string>>;
  /** First words shared by several entity names (brands), with the entities and the words as the names write them. */
  namePrefixes: Map<string, { entities: Set<string>; words: Set<string> }>;
  entityNames: Map<string, string>;
  entityCategories: Map<string, string[]>;
  features: Map<string, { iri: string; label: string }>;
  /** For attributes whose values are sizes ("720 x 1280"): how many numbers a value has, most often. */
  dimsArity: Map<string, number>;
  /** The entities that have each attribute (by attribute id). */
  holders: Map<string, Set<string>>;
  /** Longest phrase (in words) in any index, to bound the n-gram search. */
  maxWords: number;
  /** Every word the library's names, labels and values use (typo repair targets). */
  vocabulary: Set<string>;
  /** Abbreviations of attribute label words: a prefix of three letters or more → the one word it starts ("vit"). */
  labelAbbreviations: Map<string, string>;
  /** The attributes labelled by a month alone, per month (1–12), where labels name most months of the year: the
   *  columns of a table with a column per month (spans/month-columns.ts); empty otherwise. */
  monthColumns: Map<number, AttrRef[]>;
  /** The year a month column's label gives with its month ("Aug 24", "August 2024"), by attribute id. */
  monthColumnYears: Map<string, number>;
  /** The attributes labelled by a weekday (alone or with its date: "Mon 3 Jun"), per weekday (1 = Monday), where
   *  labels name most days of the week: a roster's columns (spans/day-columns.ts); empty otherwise. */
  dayColumns: Map<number, AttrRef[]>;
  /** The attributes labelled by a week's number ("Wk 14", "Week 14", "W14"), per number, where labels name several
   *  weeks: a table with a column per week (spans/week-columns.ts); empty otherwise. */
  weekColumns: Map<number, AttrRef[]>;
}

/** A phrase key with the ".0" parts of its numbers dropped ("gpl 2.0 plus" → "gpl 2 plus", "3.0.0" → "3"). */
export function withoutZeroParts(key: string): string {
  return key.replace(/(\d)(?:\.0)+(?![.\d])/g, '$1');
}

/** A value of more words than this is prose: only its whole text names it. */
const SENTENCE_WORDS = 8;


/** Normal form of a phrase for the indexes: words normalised and singular ("Phones" → phone). */
/** Letters a value must have to be read as another written short ("Auto" for "Automatic"). */
const SHORT_FORM_LETTERS = 4;

export function phraseKey(text: string): string {
  return normText(text).split(' ').filter(Boolean).map(stemWord).join(' ');
}

function add<T>(map: Map<string, Array<Grounding<T>>>, key: string, g: Grounding<T>, same: (a: T, b: T) => boolean): void {
  if (!key) return;
  const list = map.get(key) ?? [];
  const existing = list.find((x) => same(x.target, g.target));
  if (existing) {
    if (g.score > existing.score) Object.assign(existing, g);
  } else list.push(g);
  map.set(key, list);
}

/**
 * An item is named by a value its own name holds, of an attribute that tells its items apart ("libcbor", the
 * Upstream-Name of "libcbor0.8"; "talloc" of "libtalloc2"): where one item holding the attribute has a name holding
 * the value, nothing else is named so, and no other attribute holds the value. "What licence is libcbor under" is
 * then about that item.
 */
function valueNamedEntities(schema: Schema, valueTargets: Map<string, ValueTarget>, valuePhrases: Map<string, Array<Grounding<ValueTarget>>>, entityPhrases: Map<string, Array<Grounding<EntityTarget>>>, attributePhrases: Map<string, Array<Grounding<AttrRef>>>, entityNames: Map<string, string>, vectors: WordVectors | null): void {
  // (the schema lists an attribute's values up to a cap: one that tells items apart is one whose values are each
  // stated once)
  const listed = new Map<string, number>();
  const once = new Map<string, number>();
  for (const v of schema.values) {
    listed.set(v.attribute, (listed.get(v.attribute) ?? 0) + 1);
    if (v.count === 1) once.set(v.attribute, (once.get(v.attribute) ?? 0) + 1);
  }
  const squash = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '');
  const holdersOf = new Map<string, string[]>();
  for (const a of schema.attributes) {
    if (a.kind !== 'text' || a.entities < 3 || (listed.get(a.id) ?? 0) < 3 || (once.get(a.id) ?? 0) < 0.8 * listed.get(a.id)!) continue;
    holdersOf.set(a.id, (a.entityIndexes ?? []).map((i) => schema.entities[i]?.iri).filter((x): x is string => !!x && entityNames.has(x)));
  }
  if (!holdersOf.size) return;
  const squashed = new Map<string, string>();
  for (const [iri, name] of entityNames) squashed.set(iri, squash(name));
  const found = new Map<string, Set<string>>();
  for (const t of valueTargets.values()) {
    const holders = holdersOf.get(t.attr.id);
    if (!holders || t.count !== 1) continue;
    const key = phraseKey(t.label);
    const v = squash(t.label);
    if (v.length < 3 || /^\d+$/.test(v) || !key || entityPhrases.has(key) || attributePhrases.has(key)) continue;
    // (a word the library also holds as a value of other attributes stays a value: "Aberdeen" a City and what
    // other airports serve)
    if (valuePhrases.get(key)?.some((g) => !g.part && g.target.attr.id !== t.attr.id)) continue;
    const hits = holders.filter((iri) => squashed.get(iri)!.includes(v));
    if (hits.length === 1) found.set(key, (found.get(key) ?? new Set()).add(hits[0]!));
  }
  for (const [key, iris] of found) {
    if (iris.size !== 1) continue;
    const iri = [...iris][0]!;
    const common = !key.includes(' ') && isCommonWord(vectors, key);
    add(entityPhrases, key, { target: { iri, name: entityNames.get(iri)!, common }, score: 0.9, how: 'a value of it its name holds' }, (a, b) => a.iri === b.iri);
  }
}

/**
 * An item is named by the code its code label gives it, as other files name it ("the consultant of VAC-LDS-0452" of
 * the job the feed names by its title and lists with "id: VAC-LDS-0452"): where no other item is called so.
 */
function codeNamedEntities(schema: Schema, entityPhrases: Map<string, Array<Grounding<EntityTarget>>>, entityNames: Map<string, string>): void {
  // (and so does a code a name ends with in brackets, "Job spec - Process Engineer (VAC-LDS-0433)": a code of six
  // letters and digits or more, never a variant's "(5G)" or "(128 GB)")
  const bracketed = new Map<string, string[]>();
  for (const [iri, name] of entityNames) {
    const inside = /\(([^()]+)\)\s*$/.exec(name)?.[1]?.trim();
    if (!inside || !isCode(inside) || !/\d{2}/.test(inside) || inside.replace(/[^\p{L}\d]/gu, '').length < 6) continue;
    const key = phraseKey(inside);
    if (key) (bracketed.get(key) ?? bracketed.set(key, []).get(key)!).push(iri);
  }
  for (const [key, iris] of bracketed) {
    if (iris.length !== 1 || entityPhrases.has(key)) continue;
    add(entityPhrases, key, { target: { iri: iris[0]!, name: entityNames.get(iris[0]!)!, common: false }, score: 0.9, how: 'the code its name ends with in brackets' }, (a, b) => a.iri === b.iri);
  }
  const codes = schema.codeNames ?? [];
  if (!codes.length) return;
  // (a code another item's name holds is that item's: "Job spec - Process Engineer (VAC-LDS-0433)" is the job, not
  // the candidate whose "Vacancy" line is the only label stating the code)
  const namesByWord = new Map<string, string[]>();
  for (const [iri, name] of entityNames) for (const w of new Set(phraseKey(name).split(' '))) if (/\d/.test(w)) (namesByWord.get(w) ?? namesByWord.set(w, []).get(w)!).push(iri);
  const inOtherName = (key: string, iri: string) => key.split(' ').filter((w) => /\d/.test(w)).some((w) => (namesByWord.get(w) ?? []).some((other) => other !== iri && ` ${phraseKey(entityNames.get(other)!)} `.includes(` ${key} `)));
  for (const [code, iri] of codes) {
    const key = phraseKey(code);
    const name = entityNames.get(iri);
    if (!key || !name || entityPhrases.has(key) || inOtherName(key, iri)) continue;
    add(entityPhrases, key, { target: { iri, name, common: false }, score: 0.9, how: `its code ${code}` }, (a, b) => a.iri === b.iri);
  }
}

function isCommonWord(words: WordVectors | null, w: string): boolean {
  if (!words) return /^[a-z]+$/.test(w) && w.length <= 6;
  const r = words.rank(w);
  return r >= 0 && r < 25_000;
}

export function buildQueryContext(library: Library, schema: Schema, vectors: WordVectors | null): QueryContext {
  const lang = languageOf();
  const subKeys = loadSubKeys();
  const packs = listDomainPacks();
  const allAliases = loadAliases(packFiles(packs, 'aliases.tsv'));
  // the packs this library's own labels call for, as at index time
  const aliases = allAliases.forLabels(schema.attributes.flatMap((a) => a.labels.map((l) => normaliseKey(l.label))));
  const rewrites = loadPhraseRewrites(packFiles(packs, 'phrases.tsv'), schema);
  const isUnit = (w: string) => w.length <= 6 && unitWord(w) !== null;

  const attributes: AttrRef[] = schema.attributes.map((a) => ({
    id: a.id, label: a.label, labels: [...new Set(a.labels.map((l) => l.label))], entries: a.labels.map((l) => l.entry), kind: a.kind, dimension: a.dimension, unit: a.unit,
    displayUnit: a.displayUnit, ...(a.unitRange ? { unitRange: a.unitRange } : {}), entities: a.entities, related: (a.related ?? []).map((r) => r.id), relatedScores: (a.related ?? []).map((r) => r.score), numeric: a.numeric, booleans: a.booleans, years: a.years, days: a.days ?? 0, yearsSpanned: a.yearSpan ? a.yearSpan[1] - a.yearSpan[0] : 0,
    ...(a.tableWords?.length ? { tableWords: a.tableWords } : {}),
  }));
  const attributeById = new Map(attributes.map((a) => [a.id, a]));
  const stated = new Map<string, number>();
  for (const v of schema.values) stated.set(v.attribute, (stated.get(v.attribute) ?? 0) + v.count);
  for (const a of attributes) if (a.entities > 0 && stated.has(a.id)) a.valuesPerItem = stated.get(a.id)! / a.entities;
  // the period each attribute's amounts are counted per: its labels', else the one most of its values state
  const periodCounts = new Map<string, { total: number; periods: Map<string, number> }>();
  for (const v of schema.values) {
    const c = periodCounts.get(v.attribute) ?? { total: 0, periods: new Map() };
    periodCounts.set(v.attribute, c);
    c.total += v.count;
    for (const [period, n] of countPeriods([{ key: '', value: v.label }])) c.periods.set(period, (c.periods.get(period) ?? 0) + n * v.count);
  }
  for (const a of attributes) {
    const named = a.labels.map((l) => periodOfLabel(l)).find(Boolean);
    const c = periodCounts.get(a.id);
    const stated = c ? [...c.periods].sort((x, y) => y[1] - x[1])[0] : undefined;
    const period = named ?? (stated && c && stated[1] >= 0.5 * c.total ? stated[0] : undefined);
    if (period) a.period = period;
  }
  const sameAttr = (a: AttrRef, b: AttrRef) => a.id === b.id;
  const attributePhrases = new Map<string, Array<Grounding<AttrRef>>>();
  // labels written in other languages, read as their English words ("Oppervlakte" → area: each language's
  // label-words.tsv)
  const labelEnglish = loadLabelWords();
  for (const a of schema.attributes) {
    const ref = attributeById.get(a.id)!;
    for (const l of a.labels) {
      // (a label that is a small number — a scale's "1", "2", "3" — is never what a question's number means: "more
      // than 3 colonies" counts; a year's column, "2024", is named by its year)
      if (/^\d{1,3}$/.test(l.label.trim())) continue;
      add(attributePhrases, phraseKey(l.label), { target: ref, score: 1, how: `label "${l.label}"` }, sameAttr);
      const content = labelTokens(l.label, { isUnit, keepLetters: true });
      add(attributePhrases, content.join(' '), { target: ref, score: 1, how: `label "${l.label}"` }, sameAttr);
      const english = labelTokens(l.label, { isUnit, keepLetters: true, abbreviations: labelEnglish });
      if (english.join(' ') !== content.join(' ')) {
        add(attributePhrases, english.join(' '), { target: ref, score: 0.9, how: `label "${l.label}" in English` }, sameAttr);
        if (english.length > 1) add(attributePhrases, english[english.length - 1]!, { target: ref, score: 0.6, how: `the last word of "${l.label}" in English` }, sameAttr);
      }
      // a label without its codes and its brackets, as people say it ("sprayer licence" of "PA1/PA6 sprayer licence",
      // "telehandler" of "Telehandler (LANTRA)")
      const said = labelTokens(l.label.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').replace(/[\p{L}\d]*\d[\p{L}\d]*(?:\/[\p{L}\d]*\d[\p{L}\d]*)*/gu, ' '), { isUnit, keepLetters: true });
      if (said.length && said.join(' ') !== content.join(' ')) add(attributePhrases, said.join(' '), { target: ref, score: 0.95, how: `label "${l.label}" without its codes and brackets` }, sameAttr);
      // one word of a longer label names it less surely ("carotene" → Beta-carotene; "battery" → Battery type)
      if (content.length > 1) {
        for (const w of content) if (w.length >= 3) add(attributePhrases, w, { target: ref, score: 0.55, how: `a word of "${l.label}"` }, sameAttr);
        add(attributePhrases, content[content.length - 1], { target: ref, score: 0.65, how: `the last word of "${l.label}"` }, sameAttr);
        // a short label's words in another order, as a verb phrase says them ("allow pets" of "Pets allowed")
        if (content.length <= 3) {
          for (const order of permutations(content)) {
            if (order.join(' ') !== content.join(' ')) add(attributePhrases, order.join(' '), { target: ref, score: 0.9, how: `the words of "${l.label}" in another order` }, sameAttr);
          }
        }
        // runs of two words or more inside a longer label ("latest upload" of "Latest upload date")
        for (let a = 0; a < content.length; a++) {
          for (let z = a + 2; z <= content.length; z++) {
            if (z - a === content.length) continue;
            add(attributePhrases, content.slice(a, z).join(' '), { target: ref, score: 0.75, how: `words of "${l.label}"` }, sameAttr);
          }
        }
      }
    }
  }
  // the active packs' aliases ("screen size" → Display size), for attributes the library has
  const byLabel = new Map<string, AttrRef>();
  for (const a of schema.attributes) for (const l of a.labels) byLabel.set(normaliseKey(l.label), attributeById.get(a.id)!);
  for (const [alias, canonical] of aliasPairs(packFiles(packs, 'aliases.tsv'))) {
    const ref = byLabel.get(normaliseKey(canonical));
    if (!ref || aliases.lookup(normaliseKey(alias)) !== canonical) continue;
    add(attributePhrases, phraseKey(alias), { target: ref, score: 0.95, how: `alias "${alias}"` }, sameAttr);
  }

  const valuePhrases = new Map<string, Array<Grounding<ValueTarget>>>();
  const valueTargets = new Map<string, ValueTarget>();
  const numberWord = (w: string) => /^\d/.test(w) || isUnit(w) || lang.numbers.has(w);
  for (const v of schema.values) {
    const attr = attributeById.get(v.attribute);
    if (!attr) continue;
    // a number as written ("16.4 million", "5000 mAh") names no value: its words are only number and unit
    if (attr.kind !== 'text' && attr.kind !== 'entity' && attr.kind !== 'bool' && normText(v.label).split(' ').every(numberWord)) continue;
    const forms = [v.label.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '), ...[...v.label.matchAll(/\(([^)]*)\)/g)].map((m) => m[1])];
    for (const [k, form] of forms.entries()) {
      const key = phraseKey(form);
      if (!key || key.length > 80 || /^[\d\s.]+$/.test(key)) continue;
      const tkey = `${attr.id}\u0000${key}`;
      let t = valueTargets.get(tkey);
      if (!t) {
        t = { iris: [], label: form.trim(), attr, count: 0, ...(v.entity ? { entity: v.entity } : {}) };
        valueTargets.set(tkey, t);
      }
      if (!t.iris.includes(v.iri)) t.iris.push(v.iri);
      t.count += v.count;
      const words = key.split(' ');
      add(valuePhrases, key, { target: t, score: k === 0 ? 1 : 0.9, how: `value "${form.trim()}"` }, (a, b) => a === b);
      // a version part ".0" adds nothing to an identifier: "GPL-2.0+" is also named "GPL-2+", "MPL-2.0" "MPL-2"
      const short = withoutZeroParts(key);
      if (short !== key) add(valuePhrases, short, { target: t, score: 0.95, how: `value "${form.trim()}" (a ".0" part dropped)` }, (a, b) => a === b);
      // a day or month written short or in another language ("Sat", "sabato", "Sept") is also named in full in English
      // ("Saturday"), as questions say it
      if (words.length === 1) {
        const full = fullName(key)?.toLowerCase();
        if (full && full !== key) add(valuePhrases, full, { target: t, score: 0.95, how: `value "${form.trim()}" (${full})` }, (a, b) => a === b);
      }
      // an address ("debian@rocketjump.eu", "https://…") is one token: the words inside it name nothing
      // so is an identifier ("MIT-1", "GPL-2+"): "MIT" is another licence, not the start of this one
      if (isAddress(form) || identifierShaped(form.trim())) continue;
      // a sentence (a value of many words: a remark, a description) is named by all of it, never by a few of its words
      // (so is one of five words or more that ends as a sentence does: "Jamal prefers to be contacted by text message.")
      if (words.length > SENTENCE_WORDS || (words.length >= 5 && /\p{Ll}{3,}\.\s*$/u.test(form.trim()))) continue;
      // leading words of a longer value name it ("android" for "Android 12", "li po" for "Li-Po 5000 mAh")
      for (let n = Math.min(words.length - 1, 4); n >= 1; n--) {
        const lead = words.slice(0, n);
        if (/^\d/.test(lead[n - 1]) || isUnit(lead[n - 1])) continue;
        // (a month or a weekday alone is no start of a name: "January" is no "January 2017")
        if (n === 1 && (monthNumber(lead[0]!) !== null || weekdayNumber(lead[0]!) !== null)) continue;
        add(valuePhrases, lead.join(' '), { target: t, score: 0.7 - 0.05 * (words.length - n), how: `the start of the value "${form.trim()}"`, part: true }, (a, b) => a === b);
      }
      // a value that states a quantity first names what follows it ("3000 mAh Li-Ion" is Li-Ion); runs of two
      // words or more inside a value name it less surely ("heart rate" in "fingerprint, heart rate, compass")
      for (let a = 1; a < words.length; a++) {
        if (/^\d/.test(words[a]) || isUnit(words[a])) continue;
        // "per serving" of "EUR 2.05 per serving" is the basis of the amount, "of 5" a scale: never a value's name
        if (lang.stopwords.has(words[a]) || subKeys.qualifiers.has(words[a])) continue;
        const quantityBefore = words.slice(0, a).every((w) => /^\d/.test(w) || isUnit(w));
        for (let n = Math.min(words.length - a, 4); n >= (quantityBefore ? 1 : 2); n--) {
          const run = words.slice(a, a + n);
          if (/^\d/.test(run[n - 1]) || isUnit(run[n - 1])) continue;
          add(valuePhrases, run.join(' '), { target: t, score: quantityBefore && a + n === words.length ? 0.9 : 0.55, how: `inside the value "${form.trim()}"`, part: true }, (x, y) => x === y);
        }
      }
    }
  }

  // a value written in another language is named by its English words too, a little less surely than a value written
  // so ("white" names a Spanish export's "Blanco", "paperback" a German one's "Taschenbuch":
  // resources/lang/<lang>/value-words.tsv); both are then read where the question names one
  // (of a word's several readings, the one the same attribute holds in English is meant: "moyen" beside "Fair"
  // values is fair, not medium)
  const foreign = loadValueWords();
  if (foreign.words.size) {
    for (const [tkey, t] of valueTargets) {
      const readings = englishValues(tkey.slice(tkey.indexOf('\u0000') + 1), foreign);
      const held = readings.find((r) => valueTargets.has(`${t.attr.id}\u0000${r}`));
      const english = held ?? readings[0];
      if (english) add(valuePhrases, english, { target: t, score: 0.95, how: `value "${t.label}" (in English "${english}")` }, (a, b) => a === b);
    }
  }

  // among one attribute's values, a value ending in another whole value is a kind of it ("CVT automatic", "7-speed
  // automatic" are automatics: English puts the head last), and a one-word value that is the first letters of
  // another, under half its length, is that value written short ("Auto" for "Automatic"): the longer value's
  // phrase names both
  const targetsOfAttr = new Map<string, Map<string, ValueTarget>>();
  for (const [k, t] of valueTargets) {
    const key = k.slice(k.indexOf('\u0000') + 1);
    let m = targetsOfAttr.get(t.attr.id);
    if (!m) targetsOfAttr.set(t.attr.id, (m = new Map()));
    m.set(key, t);
  }
  for (const m of targetsOfAttr.values()) {
    for (const [key, t] of m) {
      const words = key.split(' ');
      const head = words[words.length - 1]!;
      const whole = m.get(head);
      // (words written apart by spaces only: "petrol/electric", "Hybrid (petrol/electric)" join, they do not qualify)
      const phrase = /^[\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+)+$/u.test(t.label.trim());
      if (phrase && words.length >= 2 && words.length <= 4 && whole && whole !== t && !/^\d/.test(head)) {
        add(valuePhrases, head, { target: t, score: 0.9, how: `a kind of "${whole.label}" (the value "${t.label}")` }, (a, b) => a === b);
      }
      if (words.length === 1 && key.length >= SHORT_FORM_LETTERS && /^\p{L}+$/u.test(key)) {
        for (const [long, u] of m) {
          if (u !== t && !long.includes(' ') && long.startsWith(key) && long.length >= 2 * key.length) {
            add(valuePhrases, long, { target: t, score: 0.9, how: `"${t.label}", "${u.label}" written short` }, (a, b) => a === b);
          }
        }
      }
    }
  }

  // a value written with its short form in brackets ("Goalkeeper (GK)", "United Kingdom (UK)") says the two are one
  // value of its attribute: the items stating either form are named by both ("goalkeepers" are the "GK" rows too).
  // A short form is one token whose letters appear in order in the long form, starting with its first.
  for (const v of schema.values) {
    const m = /^\s*([^()]+?)\s*\(([\p{L}\p{N}]{1,6})\)\s*$/u.exec(v.label);
    if (!m || !isShortForm(m[2]!, m[1]!)) continue;
    const forms = targetsOfAttr.get(v.attribute);
    const long = forms?.get(phraseKey(m[1]!)), short = forms?.get(phraseKey(m[2]!));
    if (!long || !short || long === short) continue;
    oneValue(long, short);
  }

  // a value writing some of its words short with a full stop ("W. Wheat", "Sp. Barley") is the value another
  // attribute of the library writes in full, word for word ("Winter wheat", "Spring barley": a rotation table's
  // cells and a variety list's crops), where exactly one value fits: the full phrase names it too
  const abbreviated = [...valueTargets.values()].filter((t) => /(?:^|\s)\p{L}{1,4}\.(?=\s|$)/u.test(t.label));
  if (abbreviated.length) {
    // the values' keys by a word in full and where it stands ("2 1 wheat": second of two words), so each short form
    // reads only the values sharing its first word written in full
    const byWord = new Map<string, Set<string>>();
    for (const tk of valueTargets.keys()) {
      const key = tk.slice(tk.indexOf('\u0000') + 1);
      const words = key.split(' ');
      words.forEach((w, i) => {
        const at = `${words.length} ${i} ${w}`;
        (byWord.get(at) ?? byWord.set(at, new Set()).get(at)!).add(key);
      });
    }
    for (const t of abbreviated) {
      const parts = t.label.trim().split(/\s+/);
      const full = parts.findIndex((p) => !/\.$/.test(p));
      if (parts.length < 2 || parts.length > 5 || full < 0) continue;
      const fits = [...(byWord.get(`${parts.length} ${full} ${phraseKey(parts[full]!)}`) ?? [])].filter((key) => {
        const words = key.split(' ');
        return parts.every((p, i) => {
          const short = /^(\p{L}{1,4})\.$/u.exec(p);
          return short ? words[i]!.length > short[1]!.length && words[i]!.startsWith(short[1]!.toLowerCase()) : phraseKey(p) === words[i];
        });
      });
      if (fits.length === 1) add(valuePhrases, fits[0]!, { target: t, score: 0.95, how: `"${t.label}" written short` }, (a, b) => a === b);
    }
  }

  // a value that is another value of its attribute with the attribute's own word after it ("Left-footed" under
  // "Foot", beside "Left"; "Dark-roasted" under "Roast") is that value: the two name the same items
  for (const [attrId, forms] of targetsOfAttr) {
    const attr = attributeById.get(attrId);
    if (!attr) continue;
    const labelWords = new Set(attr.labels.flatMap((l) => phraseKey(l).split(' ')).filter((w) => w.length >= 3).map(wordStem));
    for (const [key, t] of forms) {
      const words = key.split(' ');
      if (words.length !== 2 || !labelWords.has(wordStem(words[1]!))) continue;
      const base = forms.get(words[0]!);
      if (!base || base === t) continue;
      oneValue(base, t);
    }
  }

  // values written as their initials in one layout and whole in another ("Sex: M" on the record sheets, "Male" in
  // the register) are one value each: where an attribute holds two letters or more, each the initial of one of its
  // one-word values stated at least twice as often as any other word of that initial ("male", not a Dutch form's
  // one "man")
  for (const forms of targetsOfAttr.values()) {
    const letters = [...forms].filter(([key]) => /^\p{L}$/u.test(key));
    if (letters.length < 2) continue;
    const byInitial = new Map<string, ValueTarget[]>();
    for (const [key, t] of forms) if (/^\p{L}{3,}$/u.test(key)) (byInitial.get(key[0]!) ?? byInitial.set(key[0]!, []).get(key[0]!)!).push(t);
    const whole = (letter: string): ValueTarget | null => {
      const ws = [...(byInitial.get(letter) ?? [])].sort((x, y) => y.count - x.count);
      return ws.length && (ws.length === 1 || ws[0]!.count >= 2 * ws[1]!.count) ? ws[0]! : null;
    };
    if (!letters.every(([key]) => whole(key))) continue;
    for (const [key, t] of letters) oneValue(whole(key)!, t);
  }

  // only values of group-like attributes (few values, each shared by several items: "Condiments and Spices"),
  // whose words people use alone; a long list's values ("5G connectivity") are not named by one of their words
  const distinctValues = new Map<string, number>();
  for (const v of schema.values) distinctValues.set(v.attribute, (distinctValues.get(v.attribute) ?? 0) + 1);
  const groupLike = (a: AttrRef) => {
    const n = distinctValues.get(a.id) ?? 0;
    return n > 0 && n <= 60 && a.entities / n >= 3;
  };
  for (const a of attributes) if (groupLike(a)) a.grouped = true;
  const groupValues = [...valueTargets.values()].filter((t) => groupLike(t.attr) && t.count >= 2 && !isAddress(t.label));
  const valueWords = new Map<string, Array<{ target: ValueTarget; words: string[] }>>();
  for (const t of valueTargets.values()) {
    if (!groupLike(t.attr) || isAddress(t.label)) continue;
    const all = phraseKey(t.label).split(' ');
    // a value that denies ("No cellular connectivity", "Non-vegetarian") is never named by one of its other words
    if (lang.negations.some((n) => n.scope === 'next' && n.words.length === 1 && n.words[0] === all[0])) continue;
    const words = all.filter((w) => w && !lang.stopwords.has(w) && !/^\d/.test(w));
    if (words.length < 2 || words.length > 6) continue;
    for (const w of new Set(words)) valueWords.set(w, [...(valueWords.get(w) ?? []), { target: t, words }]);
  }
  const entityPhrases = new Map<string, Array<Grounding<EntityTarget>>>();
  // an item named only by another's code is that item: its name is the code, a value of that item (code-names.ts)
  const namedEntities = schema.entities.filter((e) => !e.sameAs);
  const entityNames = new Map<string, string>();
  const entityCategories = new Map<string, string[]>();
  const firstWords = new Map<string, Set<string>>();
  const rawFirst = new Map<string, Set<string>>();
  for (const e of namedEntities) {
    entityNames.set(e.iri, e.name);
    entityCategories.set(e.iri, e.categories);
    const key = phraseKey(e.name);
    const words = key.split(' ');
    const common = words.length === 1 && isCommonWord(vectors, words[0]);
    const target: EntityTarget = { iri: e.iri, name: e.name, common };
    add(entityPhrases, key, { target, score: 1, how: 'name' }, (a, b) => a.iri === b.iri);
    // a word with an apostrophe inside a name is one word of the question ("Molly's Rose", "Jet d'Eau Suites": the
    // tokens "Molly's" and "d'Eau" read "molly" and "deau")
    const folded = /\p{L}['’]\p{L}/u.test(e.name) ? tokenNorms(e.name).map(stemWord).join(' ') : '';
    if (folded && folded !== key) add(entityPhrases, folded, { target, score: 1, how: 'name' }, (a, b) => a.iri === b.iri);
    if (words.length >= 2 && !/^\d/.test(words[0])) {
      const set = firstWords.get(words[0]) ?? new Set<string>();
      set.add(e.iri);
      firstWords.set(words[0], set);
      const raw = e.name.trim().toLowerCase().split(/[\s,-]+/)[0];
      if (raw) rawFirst.set(words[0], (rawFirst.get(words[0]) ?? new Set<string>()).add(raw));
    }
  }
  // the names an item is given elsewhere ("Castle Mead", a wide table's column, of the project "Castle Mead Housing";
  // "Llanwrthwl SR"): an alias's name sharing a word with its item's names it (schema/name-aliases.ts), where nothing
  // else is called so (an item a code names under another name shares none: the code names it, codeNamedEntities)
  const sameNames = new Map<string, Set<string>>();
  for (const e of schema.entities) {
    const item = e.sameAs ? entityNames.get(e.sameAs) : undefined;
    if (!item) continue;
    const own = new Set(phraseKey(item).split(' ').filter((w) => /\p{L}{3}/u.test(w)));
    const key = phraseKey(e.name);
    if (!key.split(' ').some((w) => own.has(w))) continue;
    (sameNames.get(key) ?? sameNames.set(key, new Set()).get(key)!).add(e.sameAs!);
  }
  for (const [key, iris] of sameNames) {
    if (!key || iris.size !== 1 || entityPhrases.has(key)) continue;
    const iri = [...iris][0]!;
    add(entityPhrases, key, { target: { iri, name: entityNames.get(iri)!, common: !key.includes(' ') && isCommonWord(vectors, key) }, score: 0.95, how: 'a name it is given elsewhere' }, (a, b) => a.iri === b.iri);
  }
  const entityWordSets = new Map<string, string[]>();
  for (const e of namedEntities) {
    const all = phraseKey(e.name).split(' ').filter((w) => w && !lang.stopwords.has(w));
    const words = [...new Set(all)];
    if (words.length < 2 || words.length > 6 || words.length !== all.length || !/\s/.test(e.name.trim())) continue;
    const key = words.sort().join(' ');
    entityWordSets.set(key, [...(entityWordSets.get(key) ?? []), e.iri]);
  }
  // the names a name holds in brackets ("hamburg airport" for "Flughafen Hamburg (Hamburg Airport)"), where no other
  // item is called so
  const bracketed = new Map<string, Array<{ iri: string; name: string }>>();
  for (const e of namedEntities) for (const n of bracketNames(e.name)) bracketed.set(phraseKey(n), [...(bracketed.get(phraseKey(n)) ?? []), e]);
  for (const [key, es] of bracketed) {
    if (!key || es.length !== 1 || entityPhrases.has(key)) continue;
    add(entityPhrases, key, { target: { iri: es[0]!.iri, name: es[0]!.name, common: false }, score: 0.95, how: 'a name it holds in brackets' }, (a, b) => a.iri === b.iri);
  }
  // names without their leading shared word ("galaxy a54 5g" for "Samsung Galaxy A54 5G")
  for (const e of namedEntities) {
    const ws = phraseKey(e.name).split(' ');
    if (ws.length < 3 || (firstWords.get(ws[0])?.size ?? 0) < 3) continue;
    const short = ws.slice(1).join(' ');
    if (entityPhrases.has(short)) continue;
    add(entityPhrases, short, { target: { iri: e.iri, name: e.name, common: false }, score: 0.85, how: 'name without its first word' }, (a, b) => a.iri === b.iri);
  }
  // names without a short abbreviation in capitals before them ("MV LADY MORVEN", "FV Harvest Hope": "Lady Morven"),
  // where nothing else is so named: a vessel's prefix, a title said or left out
  for (const e of namedEntities) {
    const m = /^(\p{Lu}{1,4})\.?\s+(\S.*\S)$/u.exec(e.name.trim());
    if (!m || !/\s/.test(m[2]!)) continue;
    const short = phraseKey(m[2]!);
    if (!short || entityPhrases.has(short)) continue;
    add(entityPhrases, short, { target: { iri: e.iri, name: e.name, common: false }, score: 0.85, how: 'name without the abbreviation before it' }, (a, b) => a.iri === b.iri);
  }
  // names by their leading words, where no other name starts so ("Krakow Cable Works" for "Krakow Cable Works Sp.
  // z o.o.", "Alpenglas" for "Alpenglas AG", "Skoda Kodiaq" for "Skoda Kodiaq 2.0 TDI"), counted over every name
  // (so "Asus" names none of the many Asus devices), a one-word head a rare word: names shortened as in speech
  const heads = new Map<string, Set<string>>();
  for (const e of namedEntities) {
    const ws = phraseKey(e.name).split(' ');
    for (let n = 1; n < ws.length; n++) {
      const head = ws.slice(0, n).join(' ');
      heads.set(head, (heads.get(head) ?? new Set<string>()).add(e.iri));
    }
  }
  const keyOfIri = new Map(schema.entities.map((e) => [e.iri, phraseKey(e.name)]));
  for (const [head, all] of heads) {
    if (entityPhrases.has(head)) continue;
    // where one of the names is the start of all the others ("Suomen Puu Oy" and "Suomen Puu Oy Birch Plywood
    // Sheet"), the head is the short one: the others are named after it
    let set = all;
    if (set.size > 1) {
      const shortest = [...set].sort((x, y) => keyOfIri.get(x)!.length - keyOfIri.get(y)!.length)[0];
      const k = keyOfIri.get(shortest)!;
      if ([...set].every((iri) => iri === shortest || keyOfIri.get(iri)!.startsWith(`${k} `))) set = new Set([shortest]);
    }
    if (set.size !== 1) continue;
    const ws = head.split(' ');
    if (ws.length === 1 && (ws[0].length < 4 || /^\d/.test(ws[0]) || isCommonWord(vectors, ws[0]))) continue;
    if (ws.every((w) => lang.stopwords.has(w) || /^\d/.test(w))) continue;
    // words the library uses for something else ("vegan" of "Vegan chocolate mousse") are that, not the name
    // (a value of several words is most often the name itself, written short where other items name it)
    const iri = [...set][0];
    // (a value the word only starts, "Kouter 41, 9000 Gent" of an address, is not what the word names)
    const otherValue = valuePhrases.get(head)?.some((g) => !g.part && g.target.entity !== iri && phraseKey(g.target.label) !== keyOfIri.get(iri));
    if (attributePhrases.has(head) || (ws.length === 1 && otherValue)) continue;
    // one word is a name only where the question writes it as one (a capital letter), as for one-word names
    add(entityPhrases, head, { target: { iri, name: entityNames.get(iri)!, common: ws.length === 1 }, score: 0.85, how: 'the first words of the name' }, (a, b) => a.iri === b.iri);
  }
  valueNamedEntities(schema, valueTargets, valuePhrases, entityPhrases, attributePhrases, entityNames, vectors);
  codeNamedEntities(schema, entityPhrases, entityNames);
  const nameWords = new Map<string, Set<string>>();
  for (const e of namedEntities) {
    const ws = phraseKey(e.name).split(' ');
    for (const w of ws.slice(1)) if (/^\p{L}{3,}$/u.test(w)) nameWords.set(w, (nameWords.get(w) ?? new Set<string>()).add(e.iri));
  }
  for (const [w, set] of nameWords) if (set.size < 3) nameWords.delete(w);
  const namePrefixes = new Map<string, { entities: Set<string>; words: Set<string> }>();
  for (const [w, set] of firstWords) if (set.size >= 2 && w.length >= 2) namePrefixes.set(w, { entities: set, words: rawFirst.get(w) ?? new Set([w]) });

  const categoryPhrases = new Map<string, CategoryTarget>();
  const members = new Map<string, Set<string>>();
  const joined = new Map<string, Set<string>>();
  for (const e of namedEntities) {
    for (const c of e.categories) members.set(c, (members.get(c) ?? new Set()).add(e.iri));
    // a row of an export of this kind's items (kinds.ts) is one of them
    for (const c of e.kinds ?? []) {
      members.set(c, (members.get(c) ?? new Set()).add(e.iri));
      joined.set(c, (joined.get(c) ?? new Set()).add(e.iri));
    }
  }
  const targets: Array<{ c: (typeof schema.categories)[number]; target: CategoryTarget }> = [];
  for (const c of schema.categories) {
    const target: CategoryTarget = { iri: c.iri, label: c.label, entities: members.get(c.iri) ?? new Set<string>(), joined: joined.get(c.iri) ?? new Set<string>() };
    if (!target.entities.size) continue;
    categoryPhrases.set(phraseKey(c.label), target);
    targets.push({ c, target });
  }
  // a folder named in another language is also the kind its English word says ("produtos" → products,
  // "Lieferanten" → suppliers: each language's label-words.tsv); where a folder is called by that English word
  // already, its items are of that folder's kind too ("kunder/" of a Swedish branch beside "customers/": the
  // customers are both), joined to it as an export's rows are — read once every folder's own name is known
  const joins: Array<{ into: CategoryTarget; items: Set<string> }> = [];
  // (and so is a file listing items named in another language, "ordrar.csv" beside "orders/")
  for (const k of schema.kindWords ?? []) {
    if (k.how !== 'file') continue;
    const translated = labelAsEnglish(k.word, labelEnglish);
    const named = translated !== normaliseKey(k.word) ? categoryPhrases.get(phraseKey(translated)) : undefined;
    if (named) joins.push({ into: named, items: new Set(k.entities.map((i) => schema.entities[i]?.iri).filter((x): x is string => !!x)) });
  }
  for (const { c, target } of targets) {
    const translated = labelAsEnglish(c.label, labelEnglish);
    const english = translated !== normaliseKey(c.label) ? phraseKey(translated) : '';
    if (!english || english === phraseKey(c.label)) continue;
    const named = categoryPhrases.get(english);
    if (!named) categoryPhrases.set(english, target);
    else if (named !== target) joins.push({ into: named, items: target.entities });
  }
  for (const { into, items } of joins) joinItems(into, items);
  const dimsArity = new Map<string, number>();
  for (const a of schema.attributes) {
    if (a.kind !== 'dims') continue;
    const counts = new Map<number, number>();
    for (const v of a.topValues) {
      const n = (v.label.match(/\d+(?:[.,]\d+)?\s*[x×*]\s*/gi)?.length ?? 0) + 1;
      counts.set(n, (counts.get(n) ?? 0) + v.count);
    }
    dimsArity.set(a.id, [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 2);
  }
  const holders = new Map<string, Set<string>>();
  // (an item named another way is the item it names, which holds what it holds: name-aliases.ts, code-names.ts)
  for (const a of schema.attributes) holders.set(a.id, new Set((a.entityIndexes ?? []).map((i) => schema.entities[i]).filter((e) => e && !e.sameAs).map((e) => e!.iri)));
  // (a word the library's values or labels use names that, never a folder's kind in its stead)
  const namesOtherwise = (key: string) => valuePhrases.has(key) || valueWords.has(key) || valueWords.has(stemWord(key)) || (attributePhrases.get(key) ?? []).some((g) => g.score >= 0.9);
  const kindPhrases = kindWordPhrases(schema, attributePhrases, categoryPhrases, holders, namesOtherwise);
  codeShapedMembers(entityNames, [categoryPhrases, kindPhrases]);
  // (places last: a place holds items of every kind, so no kind is read from it)
  const sitePhrases = siteCategories(library, schema, targets.map((t) => t.target), namedEntities.map((e) => e.iri), categoryPhrases);
  const features = new Map<string, { iri: string; label: string }>();
  for (const f of schema.features) features.set(phraseKey(f.label), f);

  let maxWords = 1;
  const vocabulary = new Set<string>();
  for (const map of [attributePhrases, valuePhrases, entityPhrases, categoryPhrases, features] as Array<Map<string, unknown>>) {
    for (const k of map.keys()) {
      const ws = k.split(' ');
      maxWords = Math.max(maxWords, ws.length);
      for (const w of ws) if (w.length >= 3 && !/\d/.test(w)) vocabulary.add(w);
    }
  }
  const labelWords = new Set<string>();
  for (const k of attributePhrases.keys()) for (const w of k.split(' ')) if (/^\p{L}{4,}$/u.test(w)) labelWords.add(w);
  const prefixes = new Map<string, Set<string>>();
  for (const w of labelWords) for (let n = 3; n < w.length; n++) prefixes.set(w.slice(0, n), (prefixes.get(w.slice(0, n)) ?? new Set<string>()).add(w));
  const labelAbbreviations = new Map<string, string>();
  for (const [p, ws] of prefixes) if (ws.size === 1 && !labelWords.has(p)) labelAbbreviations.set(p, [...ws][0]);
  const monthColumnYears = new Map<string, number>();
  const monthColumns = monthColumnsOf(attributes, monthColumnYears);
  return {
    labelAbbreviations,
    monthColumns, monthColumnYears,
    dayColumns: dayColumnsOf(attributes),
    weekColumns: weekColumnsOf(attributes),
    library, version: schema.version, schema, lang, words: vectors, aliases, rewrites, attributes, attributeById, attributePhrases, valuePhrases, valueWords, groupValues,
    entityPhrases, categoryPhrases, sitePhrases, kindPhrases, nameWords, entityWordSets, namePrefixes, entityNames, entityCategories, features, dimsArity, holders, maxWords: Math.min(maxWords, 14), vocabulary,
  };
}

/** Share of a kind's items whose names must be codes of one shape for every item so named to be one of them. */
const CODE_KIND_SHARE = 0.8;

/**
 * A kind whose items are named by codes of one shape ("GR-24-001", "GR-24-015" in applications/) holds every item
 * named by a code of that shape, wherever it is stated (the rows of an export, "GR-24-003"): the folder or word
 * naming the kind saw only some of them. The shape keeps the letters and reads each digit as any digit.
 */
function codeShapedMembers(entityNames: Map<string, string>, maps: Array<Map<string, CategoryTarget>>): void {
  const shape = (name: string) => (/^(?=.*\d)[\p{L}\d][\p{L}\d./_-]{2,23}$/u.test(name.trim()) ? name.trim().toUpperCase().replace(/\d/g, '9') : null);
  const byShape = new Map<string, string[]>();
  for (const [iri, name] of entityNames) {
    const s = shape(name);
    if (!s) continue;
    const list = byShape.get(s);
    if (list) list.push(iri);
    else byShape.set(s, [iri]);
  }
  if (!byShape.size) return;
  for (const map of maps) {
    for (const t of map.values()) {
      if (t.entities.size < 3) continue;
      const counts = new Map<string, number>();
      for (const e of t.entities) {
        const s = shape(entityNames.get(e) ?? '');
        if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
      }
      const [top, n] = [...counts.entries()].sort((x, y) => y[1] - x[1])[0] ?? ['', 0];
      if (!top || n < CODE_KIND_SHARE * t.entities.size) continue;
      // (as the rows of an export of the kind's items join it: the query takes them as `also` members)
      for (const e of byShape.get(top) ?? []) {
        if (t.entities.has(e)) continue;
        t.entities.add(e);
        t.joined.add(e);
      }
    }
  }
}

/** Weeks the labels must name for weeks to be columns. */
const MIN_WEEK_COLUMNS = 4;

/** The attributes labelled by a week's number alone ("Wk 14", "Week 14", "W14"), where several weeks are. */
function weekColumnsOf(attributes: AttrRef[]): Map<number, AttrRef[]> {
  const out = new Map<number, AttrRef[]>();
  for (const a of attributes) {
    const weeks = new Set(a.labels.map(weekOfLabel));
    if (weeks.size !== 1) continue;
    const w = [...weeks][0];
    if (!w) continue;
    (out.get(w) ?? out.set(w, []).get(w)!).push(a);
  }
  if (out.size < MIN_WEEK_COLUMNS) out.clear();
  return out;
}

/** Months of the year the labels must name for months to be columns, or months in a row of the calendar (a season's
 *  table, "Apr (hrs)" … "Aug (hrs)"). */
const MIN_MONTH_COLUMNS = 6;
const MIN_MONTH_RUN = 3;

/** Whether months are enough to be a table's columns: most of the year, or a run of months one after another (a run
 *  may cross the new year: Nov, Dec, Jan). */
function monthsEnough(months: ReadonlySet<number>): boolean {
  if (months.size >= MIN_MONTH_COLUMNS) return true;
  if (months.size < MIN_MONTH_RUN) return false;
  // (a run leaves one gap in the circle of the year: the months not named, all together)
  let gaps = 0;
  for (const m of months) if (!months.has((m % 12) + 1)) gaps++;
  return gaps === 1;
}

/** The attributes labelled by each month alone or with its year ("Aug", "Aug 24", "August 2024"; in any language the
 *  calendars know), where most months are; the years so given are put in `years`. A month with the same words after
 *  it in most months' labels is a column too ("Jan mean", "Feb mean" … of a table of monthly mean temperatures). */
function monthColumnsOf(attributes: AttrRef[], years: Map<string, number>): Map<number, AttrRef[]> {
  const out = new Map<number, AttrRef[]>();
  const read = attributes.map((a) => ({ a, labels: a.labels.map((l) => readMonthLabel(l)) }));
  // (the words after the month, and how many months they follow)
  const monthsOf = new Map<string, Set<number>>();
  for (const r of read) for (const l of r.labels) if (l) (monthsOf.get(l.rest) ?? monthsOf.set(l.rest, new Set()).get(l.rest)!).add(l.month);
  for (const { a, labels } of read) {
    const months = new Set(labels.map((r) => (r && (!r.rest || monthsEnough(monthsOf.get(r.rest) ?? new Set())) ? r.month : null)));
    if (months.size !== 1) continue;
    const m = [...months][0];
    if (!m) continue;
    (out.get(m) ?? out.set(m, []).get(m)!).push(a);
    const year = labels.find((r) => r?.year)?.year;
    if (year) years.set(a.id, year);
  }
  // ("apr | mag | giu": a month's short form the calendars leave out, being an English word too, "mag", "ago", is
  // that month where the months beside it are columns written the same way)
  const placed = new Set([...out.values()].flat());
  for (const { a } of read) {
    if (placed.has(a)) continue;
    const loose = new Set(a.labels.map((l) => readMonthLabel(l, true)).map((r) => (r && [(r.month + 10) % 12 + 1, (r.month % 12) + 1].some((n) => (out.get(n) ?? []).some((x) => x.labels.some((l) => readMonthLabel(l)?.rest === r.rest))) ? r.month : null)));
    if (loose.size !== 1) continue;
    const m = [...loose][0];
    if (m) (out.get(m) ?? out.set(m, []).get(m)!).push(a);
  }
  if (!monthsEnough(new Set(out.keys()))) {
    out.clear();
    years.clear();
  }
  return out;
}

/** A label naming a month, with its year and the words after them ("Jul", "Aug 24", "Jan mean"), or null. */
export function readMonthLabel(label: string, shortForms = false): { month: number; year: number | null; rest: string } | null {
  // (a remark in brackets after them says what is counted, its words read with them: "Mar 2025 (000 sheets)")
  const m = /^(\p{L}+)\.?(?:[\s'’/-]*(\d{4}|\d{2}))?((?:\s+\p{L}+){0,2})(?:\s*\(([^()]{1,40})\))?$/u.exec(label.trim());
  const month = m ? monthNumber(m[1]!) ?? (shortForms ? monthOfShortForm(m[1]!) : null) : null;
  const remark = (m?.[4] ?? '').match(/\p{L}{3,}/gu) ?? [];
  return month ? { month, year: m![2] ? (m![2].length === 2 ? 2000 + Number(m![2]) : Number(m![2])) : null, rest: [m![3]!.trim(), ...remark].join(' ').trim().toLowerCase() } : null;
}

/** Days of the week the labels must name for weekdays to be columns. */
const MIN_DAY_COLUMNS = 5;

/** The attributes labelled by a weekday, alone or before its date ("Sat", "Mon 3 Jun", "Fri 7."), where most days are. */
function dayColumnsOf(attributes: AttrRef[]): Map<number, AttrRef[]> {
  const out = new Map<number, AttrRef[]>();
  for (const a of attributes) {
    const days = new Set(a.labels.map((l) => {
      const m = /^(\p{L}+)\.?(?:,?\s+\d{1,2}\.?(?:\s+\p{L}+\.?)?)?$/u.exec(l.trim());
      return m ? weekdayNumber(m[1]!) : null;
    }));
    if (days.size !== 1) continue;
    const d = [...days][0];
    if (d) (out.get(d) ?? out.set(d, []).get(d)!).push(a);
  }
  if (out.size < MIN_DAY_COLUMNS) out.clear();
  return out;
}

/** Every alias<TAB>canonical pair of the alias files (for the question side). */
function aliasPairs(files: string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const f of files) {
    let text = '';
    try {
      text = fs.readFileSync(f, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split(/\r?\n/)) {
      const l = line.replace(/\s+#.*$/, '').trim();
      if (!l || l.startsWith('#') || l.startsWith('@')) continue;
      const [alias, canonical] = l.split('\t');
      if (alias && canonical && !alias.includes('/')) out.push([alias.trim(), canonical.trim()]);
    }
  }
  return out;
}

const contexts = new WeakMap<Library, QueryContext>();
let sharedWords: Promise<WordVectors | null> | null = null;

/** The word vectors (one read-only table for the process; null when they cannot be loaded). */
export function questionWords(): Promise<WordVectors | null> {
  sharedWords ??= loadWordVectors().catch(() => null);
  return sharedWords;
}

/** The library's query context for its current graph. */
export async function queryContext(library: Library): Promise<QueryContext> {
  const version = String(getSetting<number>(library.db, 'graph.version') ?? 0);
  const hit = contexts.get(library);
  if (hit && hit.version === version) return hit;
  const schema = await getSchema(library);
  const ctx = buildQueryContext(library, schema, await questionWords());
  contexts.set(library, ctx);
  return ctx;
}

/** Every order of a few words. */
function permutations(words: string[]): string[][] {
  if (words.length <= 1) return [words];
  return words.flatMap((w, i) => permutations([...words.slice(0, i), ...words.slice(i + 1)]).map((rest) => [w, ...rest]));
}

/** `short` abbreviates `long`: its letters appear in order in `long`, the first letters alike ("GK" of "Goalkeeper",
 *  "DF" of "Defender", "UK" of "United Kingdom"); never the whole of it. */
export function isShortForm(short: string, long: string): boolean {
  const s = short.toLowerCase(), l = long.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (s.length < 2 || s.length >= l.length || s[0] !== l[0]) return false;
  let i = 0;
  for (const ch of l) if (ch === s[i]) i++;
  return i === s.length;
}

/** A word without an ending of a participle or plural ("footed", "feet" stay apart; "roasted" → "roast"). */
function wordStem(w: string): string {
  return w.length > 5 && w.endsWith('ed') ? w.slice(0, -2) : w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w;
}

/** Two value targets of one attribute that are one value: each names the items either states. */
function oneValue(a: ValueTarget, b: ValueTarget): void {
  for (const [x, y] of [[a, b], [b, a]] as const) for (const iri of y.iris) if (!x.iris.includes(iri)) x.iris.push(iri);
}

/** Kind words as phrases (phrase key → its items), where no folder's category is called so: a plural word of the
 *  names of the files listing the items, a linking attribute by each of its labels. A word whose items are part of a folder's
 *  category whose other items are like them (hold what they hold) names no kind: it is how one file lists some of
 *  them ("countries-europe.csv" among the places/ pages). */
function kindWordPhrases(schema: Schema, attributePhrases: Map<string, Array<Grounding<AttrRef>>>, categoryPhrases: Map<string, CategoryTarget>, holders: Map<string, Set<string>>, namesOtherwise: (key: string) => boolean): Map<string, CategoryTarget> {
  const out = new Map<string, CategoryTarget>();
  // (an item named another way is the item it names: its kinds are that item's, name-aliases.ts, code-names.ts)
  const entityIris = schema.entities.map((e) => e.sameAs ?? e.iri);
  const addKind = (key: string, items: number[]) => {
    if (!key || categoryPhrases.has(key)) return;
    const iris = items.map((i) => entityIris[i]).filter((x): x is string => !!x);
    if (iris.length < 2) return;
    const known = out.get(key);
    if (known) for (const e of iris) known.entities.add(e);
    else {
      // (all its items are named by the query, none being filed in a folder of its name)
      const items = new Set(iris);
      out.set(key, { iri: `urn:quarry:kind:${encodeURIComponent(key)}`, label: key, entities: items, joined: items, named: true });
    }
  };
  const linkLabels = new Map<string, string[]>();
  for (const [key, gs] of attributePhrases) for (const g of gs) if (g.score >= 0.9) (linkLabels.get(g.target.id) ?? linkLabels.set(g.target.id, []).get(g.target.id)!).push(key);
  for (const k of schema.kindWords ?? []) {
    // (a file names what it lists in the plural, "trade-customers", "drivers-uk"; its other words are qualifiers
    // and names, "harvest-2024-home-farm", "spray-programme-winter-wheat")
    if (k.how === 'file') {
      const key = phraseKey(k.word);
      if (key !== k.word && k.word.endsWith('s')) addKind(key, k.entities);
    }
    else for (const key of linkLabels.get(k.word) ?? []) addKind(key, k.entities);
  }
  joinFolderKinds(schema, linkLabels, categoryPhrases, holders, entityIris);
  const categories = [...new Set(categoryPhrases.values())];
  // a word whose items are part of a folder's category whose other items are like them names that whole category (a
  // file of some countries among the places/ pages, "hawthorn-park-classes-export.csv" among the timetables/) —
  // unless the library's values or labels use the word: "spices-and-condiments.tsv" among exports/ of all foods
  // leaves "spices" to the food group it is a word of
  for (const [key, t] of out) {
    const whole = categories.filter((c) => partOf(t.entities, c.entities, holders));
    if (whole.length === 1 && !namesOtherwise(key)) out.set(key, whole[0]!);
    else if (whole.length) out.delete(key);
  }
  return out;
}

/**
 * A column labelled as a folder is named, naming some of the folder's items, names the rest of its kind too: the
 * berths are the pages of berths/ and what the calls' Berth column names ("NQ-1" of a tonnage table). Not where
 * another label merged into the column files items apart from this one's (each label is then a sort of its items,
 * "Journal" and "Conference" of a Venue; "Branch" of a Dealer whose dealers/ holds the one branch/ item too is all of
 * them), and never an item that itself holds the column (a recipe named like one of its ingredients is none of them).
 * Every decision is taken on the folders as filed, then applied: the order of the columns changes nothing.
 */
function joinFolderKinds(schema: Schema, linkLabels: Map<string, string[]>, categoryPhrases: Map<string, CategoryTarget>, holders: Map<string, Set<string>>, entityIris: string[]): void {
  const joins: Array<{ folder: CategoryTarget; items: string[] }> = [];
  for (const k of schema.kindWords ?? []) {
    if (k.how !== 'link') continue;
    const filed = (linkLabels.get(k.word) ?? []).map((key) => categoryPhrases.get(key)).filter((c): c is CategoryTarget => !!c);
    const iris = k.entities.map((i) => entityIris[i]).filter((x): x is string => !!x);
    const listing = holders.get(k.word);
    for (const folder of new Set(filed)) {
      const apart = filed.some((o) => o !== folder && o.entities.size > 0 && ![...o.entities].some((e) => folder.entities.has(e)));
      if (apart || iris.length < 2 || !iris.some((e) => folder.entities.has(e))) continue;
      joins.push({ folder, items: iris.filter((e) => !folder.entities.has(e) && !listing?.has(e)) });
    }
  }
  for (const { folder, items } of joins) joinItems(folder, items);
}

/** Of a kind's items, the share a broader set must hold to contain them; and how much of the kind's core its other
 *  items must hold, relative to the kind's own items, to be like them. */
const CONTAINS_SHARE = 0.8;
const LIKE_CORE = 0.6;

/** Whether `items` are a part of `broader` whose other items hold what they typically hold. */
function partOf(items: Set<string>, broader: Set<string>, holders: Map<string, Set<string>>): boolean {
  let inside = 0;
  for (const e of items) if (broader.has(e)) inside++;
  if (inside < CONTAINS_SHARE * items.size) return false;
  const others = [...broader].filter((e) => !items.has(e));
  if (!others.length) return false;
  const core = [...holders.values()].filter((h) => [...items].filter((e) => h.has(e)).length >= 0.5 * items.size);
  if (!core.length) return false;
  const held = (es: Iterable<string>, n: number) => {
    let sum = 0;
    for (const e of es) sum += core.filter((h) => h.has(e)).length / core.length;
    return n ? sum / n : 0;
  };
  const own = held(items, items.size);
  return own > 0 && held(others, others.length) / own >= LIKE_CORE;
}

/** Names of a README one attribute's values must hold, and be most of, for the records to tell those places apart. */
const TOLD_PLACES = 3;

/** Places a drive's README names (sites.ts) as categories a question names them by: a place's folder is the category
 *  of its items, the rest of the drive one of its own ("the Leeds orders", "at Vallgatan", "Gothenburg customers").
 *  Each name is a phrase, and so are its English form ("Göteborg" → Gothenburg: value-words.tsv) and the first words
 *  of a name of several ("Bratt" of "Bratt Klatresenter", "Granite Mill" of "Granite Mill Climbing Centre"), where
 *  no category is called so already. */
function siteCategories(library: Library, schema: Schema, folders: CategoryTarget[], items: string[], categoryPhrases: Map<string, CategoryTarget>): Set<string> {
  const phrases = new Set<string>();
  const sites = folderSites(library.db);
  if (!sites.length) return phrases;
  // names the records state as the values of one attribute, mostly those names ("Salon: Clifton", "Salon: Walcot" of
  // a chain whose README lists its seven salons): places the records tell apart themselves, no name of the drive's
  const told = new Set<string>();
  const readmeNames = new Set(sites.flatMap((s) => s.names.map((n) => phraseKey(n))));
  for (const a of schema.attributes) {
    const values = new Set(a.topValues.map((v) => phraseKey(v.label)));
    const hits = [...values].filter((v) => readmeNames.has(v));
    if (hits.length >= TOLD_PLACES && hits.length >= 0.5 * values.size) for (const h of hits) told.add(h);
  }
  const byLabel = new Map(folders.map((t) => [t.label, t]));
  const placed = new Set<string>();
  const resolved: Array<{ target: CategoryTarget; names: string[] }> = [];
  for (const s of sites) {
    if (s.folder === null) continue;
    const target = byLabel.get(categoryName(s.folder));
    if (!target) continue;
    for (const e of target.entities) placed.add(e);
    resolved.push({ target, names: s.names });
  }
  if (!resolved.length) return phrases;
  for (const s of sites) {
    if (s.folder !== null) continue;
    const rest = new Set(items.filter((e) => !placed.has(e)));
    if (rest.size) resolved.push({ target: { iri: mintIri('category', `site ${s.names[0]}`), label: s.names[0]!, entities: rest, joined: rest, place: true }, names: s.names });
  }
  const foreign = loadValueWords();
  for (const { target, names } of resolved) {
    for (const name of names) {
      const key = phraseKey(name);
      if (told.has(key)) continue;
      const words = key.split(' ');
      const keys = [key, ...englishValues(key, foreign)];
      for (let n = 1; n < words.length; n++) {
        const prefix = words.slice(0, n).join(' ');
        if (n > 1 || (!isStopWord(prefix) && !writesWord(library.db, prefix))) keys.push(prefix);
      }
      for (const k of keys) {
        if (!k) continue;
        const named = categoryPhrases.get(k);
        if (named === target) {
          phrases.add(k);
          continue;
        }
        if (!named) {
          categoryPhrases.set(k, target);
          phrases.add(k);
        }
        // a folder inside the place called by its name ("customers/leeds/" of a Leeds drive) is part of it: the
        // name is the whole place
        else if (within(named.entities, target.entities)) {
          phrases.add(k);
          joinItems(named, target.entities);
        }
      }
    }
  }
  return phrases;
}

/** Whether most of `part` (CONTAINS_SHARE) is in `whole`. */
function within(part: Set<string>, whole: Set<string>): boolean {
  let n = 0;
  for (const e of part) if (whole.has(e)) n++;
  return part.size > 0 && n >= CONTAINS_SHARE * part.size;
}

/** Items taken into a category they are not filed in: of its kind, named by the query (CategoryTarget.joined). */
function joinItems(into: CategoryTarget, items: Iterable<string>): void {
  for (const e of items) {
    if (into.entities.has(e)) continue;
    into.entities.add(e);
    into.joined.add(e);
  }
}
