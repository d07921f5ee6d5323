// The model path's lexicon (graph patterns, candidate checks): the library's schema seen entry by entry — the
// entries with their units and value vocabularies, the entities with their categories, the categories and
// features. Derived from the stored schema, so indexing builds these statistics once.
import type { Library } from '../../store/library.ts';
import { getSchema, type Schema } from '../../skg/schema/index.ts';
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
  /** The most frequent unit of its numbers, and its kind. */
  unit: string | null;
  /** A dimension of resources/units/dimensions.tsv. */
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

function stripBrackets(s: string): string {
  return s.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
}

/**
 * The lexicon of the library's current graph: a view of its schema (skg/schema) in the shape the model path
 * uses — one entry per label the documents write, its attribute's units and counts, and every value.
 */
export async function getLexicon(library: Library): Promise<Lexicon> {
  const schema = await getSchema(library);
  const cached = cache.get(library);
  if (cached && cached.version === schema.version) return cached;
  const lex = lexiconFromSchema(schema);
  cache.set(library, lex);
  return lex;
}

export function lexiconFromSchema(schema: Schema): Lexicon {
  const entryList: LexEntry[] = [];
  for (const a of schema.attributes) {
    const units = new Map<string, number>(a.unit ? [[a.unit, a.numeric?.count ?? 0]] : []);
    for (const l of a.labels) {
      const share = a.specs ? l.specs / a.specs : 0;
      entryList.push({
        iri: l.entry, label: l.label, norm: normaliseKey(l.label), specs: l.specs, units, unit: a.unit,
        unitKind: a.unit ? (unitNamed(defaultUnits(), a.unit)?.dimension ?? null) : null, numeric: Math.round((a.numeric?.count ?? 0) * share),
        booleans: Math.round(a.booleans * share), dims: Math.round(a.dims * share), years: Math.round(a.years * share),
      });
    }
  }
  const entryOfAttribute = new Map(schema.attributes.map((a) => [a.id, a.labels[0]?.entry ?? a.id]));
  const values: LexValue[] = [];
  for (const v of schema.values) {
    const forms = [stripBrackets(v.label), ...[...v.label.matchAll(/\(([^)]*)\)/g)].map((m) => m[1])];
    for (const form of forms) {
      const norm = normText(form);
      if (!norm || norm.length > 60 || /^[\d\s.]+$/.test(norm)) continue;
      values.push({ iri: v.iri, label: v.label, norm, entry: entryOfAttribute.get(v.attribute) ?? v.attribute, count: v.count });
    }
  }
  return assembleLexicon(
    schema.version,
    entryList,
    values,
    schema.entities.map((e) => ({ iri: e.iri, name: e.name, categories: e.categories })),
    schema.categories.map((c) => ({ iri: c.iri, label: c.label })),
    schema.features,
  );
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
  for (const value of values) {
    const words = value.norm.split(' ');
    // every run of up to 4 words that starts with a word, not a number or a unit ("kaios", "kaios 2.5";
    // "heart rate"; "li ion" inside "3000 mah li ion")
    const phrases = new Set<string>();
    for (let a = 0; a < words.length; a++) {
      if (/^\d/.test(words[a]) || findUnit(defaultUnits(), words[a])) continue;
      for (let k = 1; k <= Math.min(words.length - a, 4); k++) {
        const phrase = words.slice(a, a + k).join(' ');
        // from inside a value only phrases of two words or more ("li ion"): a lone inner word is too often
        // incidental ("body" of "screen-to-body ratio"); list values are split into parts, which start with theirs
        if (a > 0 && k === 1) continue;
        if (!/^(yes|no|the|a|with|and|or)$/.test(phrase)) phrases.add(phrase);
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
