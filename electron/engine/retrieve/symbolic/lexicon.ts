// The question parser's lexicon, built from the library's own graph: the entries (attributes) with their units
// and value vocabularies, the entities with their categories, the categories and features. Built once per graph
// version and cached, so questions do not pay for it.
import type { Library } from '../../store/library.ts';
import { libraryRdf } from '../../store/library-rdf.ts';
import { getSetting, setSetting } from '../../store/settings.ts';
import { SPARQL_PREFIXES } from '../../store/rdf/namespaces.ts';
import type { RdfStore, TermJson } from '../../store/rdf/index.ts';
import { normaliseKey } from '../../skg/entries/normalise-key.ts';
import { defaultUnits, findUnit, unitNamed } from '../../skg/values/quantity.ts';
import { normText } from './text.ts';

export interface LexEntry {
  iri: string;
  label: string;
  /** normaliseKey(label) */
  norm: string;
  specs: number;
  /** Specs with a number, by unit ('' = no unit). */
  units: Map<string, number>;
  /** The unit its numbers are shown and asked in: the most frequent unit as written (q:statedUnit) that converts to
   *  the most frequent canonical unit (the graph holds canonical values; compile-plan/run-plan convert). */
  unit: string | null;
  /** The dimension of that unit (resources/units/dimensions.tsv). */
  unitKind: string | null;
  numeric: number;
  booleans: number;
  /** Entries whose values are dims (a x b x c) or resolutions. */
  dims: number;
  years: number;
}

export interface LexValue {
  iri: string;
  label: string;
  /** normText(label) without bracketed parts */
  norm: string;
  entry: string;
  count: number;
}

export interface LexEntity {
  iri: string;
  name: string;
  norm: string;
  categories: Set<string>;
}

export interface LexCategory {
  iri: string;
  label: string;
  norm: string;
  entities: Set<string>;
}

export interface Lexicon {
  version: string;
  entries: Map<string, LexEntry>;
  entriesByNorm: Map<string, LexEntry>;
  entities: Map<string, LexEntity>;
  entityByNorm: Map<string, LexEntity[]>;
  /** Names without their leading brand word ("galaxy a54 5g" for "Samsung Galaxy A54 5G"). */
  entityByShortNorm: Map<string, LexEntity[]>;
  /** Entities by the first word of their name (brands: "samsung" → every Samsung …). */
  entitiesByFirstWord: Map<string, Set<string>>;
  categories: Map<string, LexCategory>;
  categoryByNorm: Map<string, LexCategory>;
  /** Value phrases (normalised, and every leading run of their words) → values. */
  valuePhrases: Map<string, LexValue[]>;
  features: Map<string, { iri: string; label: string; norm: string }>;
  /** Longest entity name in words, to bound n-gram search. */
  maxNameWords: number;
}

const cache = new WeakMap<Library, Lexicon>();

async function select(rdf: RdfStore, body: string): Promise<Array<Record<string, TermJson>>> {
  const r = await rdf.sparql(`${SPARQL_PREFIXES}\n${body}`, { rowCap: 2_000_000, timeoutMs: 60_000 });
  return r.rows;
}

const num = (t: TermJson | undefined) => (t ? Number(t.value) : 0);

/** Words that never make a value phrase on their own (too common to mean a value). */
const WEAK_VALUE_PHRASES = new Set(['yes', 'no', 'non', 'removable', 'non removable', 'mobile', 'phone', 'the', 'a', 'with', 'and', 'or']);

function stripBrackets(s: string): string {
  return s.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
}

const LEXICON_SETTING = 'symbolic.lexicon';
/** Bumped whenever what a lexicon holds changes, so a stored one from older code is rebuilt. */
const LEXICON_FORMAT = 4;

/** The lexicon of the library's current graph: from memory, else as stored at index time, else built now. */
export async function getLexicon(library: Library): Promise<Lexicon> {
  const version = String(getSetting<number>(library.db, 'graph.version') ?? 0);
  const cached = cache.get(library);
  if (cached && cached.version === version) return cached;
  const stored = getSetting<StoredLexicon>(library.db, LEXICON_SETTING);
  const lex = stored && stored.version === version && stored.format === LEXICON_FORMAT ? lexiconFromStored(stored) : await buildLexicon(library, version);
  cache.set(library, lex);
  return lex;
}

/** Builds the lexicon of the current graph and stores it in the library (run by the indexer after each pass). */
export async function storeLexicon(library: Library): Promise<Lexicon> {
  const version = String(getSetting<number>(library.db, 'graph.version') ?? 0);
  const lex = await buildLexicon(library, version);
  setSetting(library.db, LEXICON_SETTING, lexiconToStored(lex));
  cache.set(library, lex);
  return lex;
}

interface StoredLexicon {
  format: number;
  version: string;
  entries: Array<Omit<LexEntry, 'units'> & { units: Array<[string, number]> }>;
  values: LexValue[];
  entities: Array<{ iri: string; name: string; categories: string[] }>;
  categories: Array<{ iri: string; label: string }>;
  features: Array<{ iri: string; label: string }>;
}

function lexiconToStored(lex: Lexicon): StoredLexicon {
  const values = new Map<string, LexValue>();
  for (const list of lex.valuePhrases.values()) for (const v of list) values.set(`${v.iri} ${v.entry} ${v.norm}`, v);
  return {
    format: LEXICON_FORMAT,
    version: lex.version,
    entries: [...lex.entries.values()].map((e) => ({ ...e, units: [...e.units.entries()] })),
    values: [...values.values()],
    entities: [...lex.entities.values()].map((e) => ({ iri: e.iri, name: e.name, categories: [...e.categories] })),
    categories: [...lex.categories.values()].map((c) => ({ iri: c.iri, label: c.label })),
    features: [...lex.features.values()].map((f) => ({ iri: f.iri, label: f.label })),
  };
}

function lexiconFromStored(s: StoredLexicon): Lexicon {
  return assembleLexicon(
    s.version,
    s.entries.map((e) => ({ ...e, units: new Map(e.units) })),
    s.values,
    s.entities,
    s.categories,
    s.features,
  );
}

export async function buildLexicon(library: Library, version = '0'): Promise<Lexicon> {
  const rdf = await libraryRdf(library);
  const entries = new Map<string, LexEntry>();
  for (const r of await select(rdf, `SELECT ?en ?l (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:inEntry ?en . ?en rdfs:label ?l } GROUP BY ?en ?l`)) {
    entries.set(r.en.value, {
      iri: r.en.value, label: r.l.value, norm: normaliseKey(r.l.value), specs: num(r.n), units: new Map(), unit: null,
      unitKind: null, numeric: 0, booleans: 0, dims: 0, years: 0,
    });
  }
  for (const r of await select(rdf, `SELECT ?en ?u (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:inEntry ?en . ?s q:hasNumericValue ?v . OPTIONAL { ?s q:hasUnit ?u } } GROUP BY ?en ?u`)) {
    const e = entries.get(r.en.value);
    if (!e) continue;
    e.units.set(r.u?.value ?? '', num(r.n));
    e.numeric += num(r.n);
  }
  for (const [pred, field] of [['q:hasBoolean', 'booleans'], ['q:hasDim1', 'dims'], ['q:hasYear', 'years']] as const) {
    for (const r of await select(rdf, `SELECT ?en (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:inEntry ?en . ?s ${pred} ?x } GROUP BY ?en`)) {
      const e = entries.get(r.en.value);
      if (e) e[field] = num(r.n);
    }
  }
  const stated = new Map<string, Map<string, number>>();
  for (const r of await select(rdf, `SELECT ?en ?u (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:inEntry ?en . ?s q:statedUnit ?u } GROUP BY ?en ?u`)) {
    const m = stated.get(r.en.value) ?? new Map<string, number>();
    m.set(r.u.value, num(r.n));
    stated.set(r.en.value, m);
  }
  const units = defaultUnits();
  for (const e of entries.values()) {
    let best: [string, number] | null = null;
    for (const [u, n] of e.units) if (u && (!best || n > best[1])) best = [u, n];
    const canonical = best?.[0] ?? null;
    let shown: [string, number] | null = null;
    for (const [u, n] of stated.get(e.iri) ?? []) {
      if (canonical && unitNamed(units, u)?.canonicalUnit === canonical && (!shown || n > shown[1])) shown = [u, n];
    }
    e.unit = shown?.[0] ?? canonical;
    e.unitKind = e.unit ? (unitNamed(units, e.unit)?.dimension ?? null) : null;
  }
  const values: LexValue[] = [];
  for (const r of await select(rdf, `SELECT ?v ?vl ?en (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:hasValue ?v . ?v rdfs:label ?vl . ?s q:inEntry ?en } GROUP BY ?v ?vl ?en`)) {
    // the text outside brackets, and each bracketed part ("8827 mAh (Li-Po)" is also "li po")
    const forms = [stripBrackets(r.vl.value), ...[...r.vl.value.matchAll(/\(([^)]*)\)/g)].map((m) => m[1])];
    for (const form of forms) {
      const norm = normText(form);
      if (!norm || norm.length > 60 || /^[\d\s.]+$/.test(norm)) continue;
      values.push({ iri: r.v.value, label: r.vl.value, norm, entry: r.en.value, count: num(r.n) });
    }
  }
  const entityRows: Array<{ iri: string; name: string; categories: string[] }> = [];
  const seen = new Map<string, { iri: string; name: string; categories: string[] }>();
  for (const r of await select(rdf, `SELECT DISTINCT ?e ?name WHERE { ?e q:hasName ?name }`)) {
    if (seen.has(r.e.value)) continue;
    const row = { iri: r.e.value, name: r.name.value, categories: [] as string[] };
    seen.set(r.e.value, row);
    entityRows.push(row);
  }
  const categoryRows = (await select(rdf, `SELECT DISTINCT ?c ?l WHERE { ?c a q:Category . ?c rdfs:label ?l }`)).map((r) => ({ iri: r.c.value, label: r.l.value }));
  for (const r of await select(rdf, `SELECT DISTINCT ?e ?c WHERE { ?e q:belongs ?c }`)) seen.get(r.e.value)?.categories.push(r.c.value);
  const featureRows = (await select(rdf, `SELECT DISTINCT ?f ?l WHERE { ?f a q:Feature . ?f rdfs:label ?l }`)).map((r) => ({ iri: r.f.value, label: r.l.value }));
  return assembleLexicon(version, [...entries.values()], values, entityRows, categoryRows, featureRows);
}

function assembleLexicon(
  version: string,
  entryList: LexEntry[],
  values: LexValue[],
  entityRows: Array<{ iri: string; name: string; categories: string[] }>,
  categoryRows: Array<{ iri: string; label: string }>,
  featureRows: Array<{ iri: string; label: string }>,
): Lexicon {
  const entries = new Map(entryList.map((e) => [e.iri, e]));
  const entriesByNorm = new Map<string, LexEntry>();
  for (const e of [...entries.values()].sort((a, b) => a.specs - b.specs)) entriesByNorm.set(e.norm, e);

  const valuePhrases = new Map<string, LexValue[]>();
  const units = defaultUnits();
  for (const value of values) {
    const words = value.norm.split(' ');
    // every run of up to 4 words that starts with a word, not a number or a unit ("kaios", "kaios 2.5";
    // "heart rate"; "li ion" inside "3000 mah li ion")
    const phrases = new Set<string>();
    for (let a = 0; a < words.length; a++) {
      if (/^\d/.test(words[a]) || findUnit(units, words[a])) continue;
      for (let k = 1; k <= Math.min(words.length - a, 4); k++) {
        const phrase = words.slice(a, a + k).join(' ');
        // from inside a value only phrases of two words or more ("li ion"): a lone inner word is too often
        // incidental ("body" of "screen-to-body ratio"); list values are split into parts, which start with theirs
        if (a > 0 && k === 1) continue;
        if (!WEAK_VALUE_PHRASES.has(phrase)) phrases.add(phrase);
      }
    }
    for (const phrase of phrases) {
      const list = valuePhrases.get(phrase) ?? [];
      list.push(value);
      valuePhrases.set(phrase, list);
    }
  }

  const entities = new Map<string, LexEntity>();
  let maxNameWords = 1;
  for (const r of entityRows) {
    const norm = normText(r.name);
    entities.set(r.iri, { iri: r.iri, name: r.name, norm, categories: new Set() });
    maxNameWords = Math.max(maxNameWords, norm.split(' ').length);
  }
  const categories = new Map<string, LexCategory>();
  for (const r of categoryRows) categories.set(r.iri, { iri: r.iri, label: r.label, norm: normText(r.label), entities: new Set() });
  for (const r of entityRows) {
    for (const c of r.categories) {
      entities.get(r.iri)?.categories.add(c);
      categories.get(c)?.entities.add(r.iri);
    }
  }
  const entityByNorm = new Map<string, LexEntity[]>();
  for (const e of entities.values()) {
    const list = entityByNorm.get(e.norm) ?? [];
    list.push(e);
    entityByNorm.set(e.norm, list);
  }
  const entitiesByFirstWord = new Map<string, Set<string>>();
  for (const e of entities.values()) {
    const first = e.norm.split(' ')[0];
    if (!first || /^\d/.test(first)) continue;
    const set = entitiesByFirstWord.get(first) ?? new Set<string>();
    set.add(e.iri);
    entitiesByFirstWord.set(first, set);
  }
  const entityByShortNorm = new Map<string, LexEntity[]>();
  for (const e of entities.values()) {
    const words = e.norm.split(' ');
    if (words.length < 2 || (entitiesByFirstWord.get(words[0])?.size ?? 0) < 3) continue;
    const short = words.slice(1).join(' ');
    if (entityByNorm.has(short)) continue;
    const list = entityByShortNorm.get(short) ?? [];
    list.push(e);
    entityByShortNorm.set(short, list);
  }
  const categoryByNorm = new Map<string, LexCategory>();
  for (const c of categories.values()) categoryByNorm.set(c.norm, c);

  const features = new Map<string, { iri: string; label: string; norm: string }>();
  for (const r of featureRows) features.set(r.iri, { iri: r.iri, label: r.label, norm: normText(r.label) });
  return { version, entries, entriesByNorm, entities, entityByNorm, entityByShortNorm, entitiesByFirstWord, categories, categoryByNorm, valuePhrases, features, maxNameWords };
}
