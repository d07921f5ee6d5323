// The question parser's lexicon, built from the library's own graph: the entries (attributes) with their units
// and value vocabularies, the entities with their categories, the categories and features. Built once per graph
// version and cached, so questions do not pay for it.
import type { Library } from '../../store/library.ts';
import { libraryRdf } from '../../store/library-rdf.ts';
import { getSetting } from '../../store/settings.ts';
import { SPARQL_PREFIXES } from '../../store/rdf/namespaces.ts';
import type { RdfStore, TermJson } from '../../store/rdf/index.ts';
import { normaliseKey } from '../../skg/entries/normalise-key.ts';
import { lookupUnit, type UnitKind } from '../../skg/values/units.ts';
import { normText } from './text.ts';

export interface LexEntry {
  iri: string;
  label: string;
  /** normaliseKey(label) */
  norm: string;
  specs: number;
  /** Specs with a number, by unit ('' = no unit). */
  units: Map<string, number>;
  /** The most frequent unit of its numbers, and its kind. */
  unit: string | null;
  unitKind: UnitKind | null;
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

export async function getLexicon(library: Library): Promise<Lexicon> {
  const version = String(getSetting<number>(library.db, 'graph.version') ?? 0);
  const cached = cache.get(library);
  if (cached && cached.version === version) return cached;
  const lex = await buildLexicon(library, version);
  cache.set(library, lex);
  return lex;
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
  for (const e of entries.values()) {
    let best: [string, number] | null = null;
    for (const [u, n] of e.units) if (u && (!best || n > best[1])) best = [u, n];
    e.unit = best?.[0] ?? null;
    e.unitKind = e.unit ? (lookupUnit(e.unit)?.kind ?? null) : null;
  }
  const entriesByNorm = new Map<string, LexEntry>();
  for (const e of [...entries.values()].sort((a, b) => a.specs - b.specs)) entriesByNorm.set(e.norm, e);

  const valuePhrases = new Map<string, LexValue[]>();
  for (const r of await select(rdf, `SELECT ?v ?vl ?en (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:hasValue ?v . ?v rdfs:label ?vl . ?s q:inEntry ?en } GROUP BY ?v ?vl ?en`)) {
    const norm = normText(stripBrackets(r.vl.value));
    if (!norm || norm.length > 60 || /^[\d\s.]+$/.test(norm)) continue;
    const value: LexValue = { iri: r.v.value, label: r.vl.value, norm, entry: r.en.value, count: num(r.n) };
    const words = norm.split(' ');
    // every leading run of words ("kaios", "kaios 2.5"; "heart", "heart rate")
    for (let k = 1; k <= Math.min(words.length, 4); k++) {
      const phrase = words.slice(0, k).join(' ');
      if (WEAK_VALUE_PHRASES.has(phrase) || /^\d/.test(phrase)) continue;
      const list = valuePhrases.get(phrase) ?? [];
      list.push(value);
      valuePhrases.set(phrase, list);
    }
  }

  const entities = new Map<string, LexEntity>();
  let maxNameWords = 1;
  for (const r of await select(rdf, `SELECT DISTINCT ?e ?name WHERE { ?e q:hasName ?name }`)) {
    if (entities.has(r.e.value)) continue;
    const norm = normText(r.name.value);
    entities.set(r.e.value, { iri: r.e.value, name: r.name.value, norm, categories: new Set() });
    maxNameWords = Math.max(maxNameWords, norm.split(' ').length);
  }
  const categories = new Map<string, LexCategory>();
  for (const r of await select(rdf, `SELECT DISTINCT ?c ?l WHERE { ?c a q:Category . ?c rdfs:label ?l }`)) {
    categories.set(r.c.value, { iri: r.c.value, label: r.l.value, norm: normText(r.l.value), entities: new Set() });
  }
  for (const r of await select(rdf, `SELECT DISTINCT ?e ?c WHERE { ?e q:belongs ?c }`)) {
    entities.get(r.e.value)?.categories.add(r.c.value);
    categories.get(r.c.value)?.entities.add(r.e.value);
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
  for (const r of await select(rdf, `SELECT DISTINCT ?f ?l WHERE { ?f a q:Feature . ?f rdfs:label ?l }`)) {
    features.set(r.f.value, { iri: r.f.value, label: r.l.value, norm: normText(r.l.value) });
  }
  return { version, entries, entriesByNorm, entities, entityByNorm, entityByShortNorm, entitiesByFirstWord, categories, categoryByNorm, valuePhrases, features, maxNameWords };
}
