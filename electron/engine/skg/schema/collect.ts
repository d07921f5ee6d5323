// What the graph holds per Entry (one label as written), read with a handful of aggregate queries: the entities
// that have it, its numbers with their units, yes/no and year counts, its values, and the documents it occurs in.
import type { RdfStore, TermJson } from '../../store/rdf/index.ts';
import { SPARQL_PREFIXES } from '../../store/rdf/namespaces.ts';
import { disagreeingEntries, entryVariants, type EntryVariant } from './layouts.ts';

export interface EntryStats {
  iri: string;
  label: string;
  specs: number;
  /** Entity ids (indexes into CollectedGraph.entities). */
  entities: Set<number>;
  /** The entities a table, list or record row states it for (not a sentence of prose, which restates them). */
  rowEntities: Set<number>;
  /** The (entity, document) pairs of those rows: two labels are two properties where one document states both
   *  for one entity; the same entity described by two files in two layouts may use either label. */
  rowEntityDocs?: Set<string>;
  documents: number;
  /** Canonical numbers (a sample when there are many) and how many numbers each unit has ('' = none). */
  numbers: number[];
  numeric: number;
  units: Map<string, number>;
  /** Per unit, the least and greatest of its numbers stated in it. */
  unitRanges?: Map<string, [number, number]>;
  /** Units as the documents state them (for the display unit), when the graph records them. */
  statedUnits: Map<string, number>;
  dimensions: Map<string, number>;
  booleans: number;
  /** Of its yes/no values, the yeses. */
  trues?: number;
  years: number;
  /** Of those, the dates stated to the day (q:hasDay). */
  days?: number;
  /** The years its dates state (a sample), for comparing dates as numbers are compared. */
  yearValues?: number[];
  /** Its dates stated to the day, as fractional years (2024-07-01 → 2024.5), a sample. */
  dayValues?: number[];
  dims: number;
  values: Array<{ iri: string; label: string; count: number }>;
  /** Of those, how many times each value is the name of the very entity that states it ("Upstream-Name: tmux" of
   *  tmux): a name restated, never a link to another entity. */
  ownNames?: Map<string, number>;
  /** Set on a variant of an entry whose layouts disagree (layouts.ts): the entry the facts name, its specs. */
  entry?: string;
  specIris?: string[];
}

export interface CollectedGraph {
  entries: Map<string, EntryStats>;
  entities: Array<{ iri: string; name: string; categories: string[] }>;
  categories: Array<{ iri: string; label: string }>;
  features: Array<{ iri: string; label: string }>;
  /** Each document's folders (the segments of its path: "films", "exports"). */
  documentFolders: Map<string, string[]>;
  /** Each document's path as stored. */
  documentPaths: Map<string, string>;
}

const SAMPLE = 4000;

/** A fixed pseudo-random number in [0, 1) for step k (an integer hash; no state). */
function pseudoRandom(k: number): number {
  let x = (k * 2654435761) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 2246822507) >>> 0;
  x ^= x >>> 13;
  return (x >>> 0) / 4294967296;
}

async function select(rdf: RdfStore, body: string): Promise<Array<Record<string, TermJson>>> {
  const r = await rdf.sparql(`${SPARQL_PREFIXES}\n${body}`, { rowCap: 5_000_000, timeoutMs: 120_000 });
  return r.rows;
}

const num = (t: TermJson | undefined) => (t ? Number(t.value) : 0);

/** A day number (yyyymmdd) as a fractional year: 20240701 → 2024.49. */
export function fractionalYear(day: number): number | null {
  if (!Number.isFinite(day) || day < 10000101) return null;
  const y = Math.floor(day / 10000);
  const m = Math.floor(day / 100) % 100;
  const d = day % 100;
  return y + (m - 1) / 12 + (d - 1) / 365;
}

export async function collectGraph(rdf: RdfStore, dimensionOf: (unit: string) => string | null): Promise<CollectedGraph> {
  const entries = new Map<string, EntryStats>();
  const entry = (iri: string, label = ''): EntryStats => {
    let e = entries.get(iri);
    if (!e) {
      e = {
        iri, label, specs: 0, entities: new Set(), rowEntities: new Set(), documents: 0, numbers: [], numeric: 0, units: new Map(), statedUnits: new Map(),
        dimensions: new Map(), booleans: 0, trues: 0, years: 0, days: 0, dims: 0, values: [],
      };
      entries.set(iri, e);
    }
    return e;
  };
  for (const r of await select(rdf, `SELECT ?en ?l (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:inEntry ?en . ?en rdfs:label ?l } GROUP BY ?en ?l`)) {
    const e = entry(r.en.value, r.l.value);
    e.label = r.l.value;
    e.specs = num(r.n);
  }

  const entities: CollectedGraph['entities'] = [];
  const entityIndex = new Map<string, number>();
  for (const r of await select(rdf, `SELECT DISTINCT ?e ?name WHERE { ?e q:hasName ?name }`)) {
    if (entityIndex.has(r.e.value)) continue;
    entityIndex.set(r.e.value, entities.length);
    entities.push({ iri: r.e.value, name: r.name.value, categories: [] });
  }
  for (const r of await select(rdf, `SELECT DISTINCT ?e ?c WHERE { ?e q:belongs ?c }`)) {
    const i = entityIndex.get(r.e.value);
    if (i !== undefined) entities[i].categories.push(r.c.value);
  }
  // each entity's specs of each entry, read once: the entities that have it, those a row states it for (no
  // q:statedIn: not a sentence of prose), and the documents of those rows
  const specRows = await select(rdf, `SELECT DISTINCT ?en ?e ?d ?how WHERE { ?e q:hasSpec ?s . ?s q:inEntry ?en . OPTIONAL { ?s q:statedIn ?how } OPTIONAL { ?s q:fromBlock ?b . ?b q:inDocument ?d } }`);
  let prose = false;
  for (const r of specRows) {
    const i = entityIndex.get(r.e.value);
    if (i !== undefined) entries.get(r.en.value)?.entities.add(i);
    if (r.how) prose = true;
  }
  if (prose) {
    for (const r of specRows) {
      if (r.how) continue;
      const i = entityIndex.get(r.e.value);
      if (i !== undefined) entries.get(r.en.value)?.rowEntities.add(i);
    }
  }
  for (const e of entries.values()) if (!prose) e.rowEntities = e.entities;
  for (const r of specRows) {
    if (r.how) continue;
    const i = entityIndex.get(r.e.value);
    const e = entries.get(r.en.value);
    if (i !== undefined && e) (e.rowEntityDocs ??= new Set()).add(`${i}\u0000${r.d?.value ?? ''}`);
  }
  for (const r of await select(rdf, `SELECT ?en (COUNT(DISTINCT ?d) AS ?n) WHERE { ?s q:inEntry ?en . ?s q:fromBlock ?b . ?b q:inDocument ?d } GROUP BY ?en`)) {
    const e = entries.get(r.en.value);
    if (e) e.documents = num(r.n);
  }
  // numbers: every one counts for units and dimensions; a sample is kept for the distribution
  const seen = new Map<string, number>();
  for (const r of await select(rdf, `SELECT ?en ?v ?u ?su WHERE { ?s q:inEntry ?en . ?s q:hasNumericValue ?v . OPTIONAL { ?s q:hasUnit ?u } OPTIONAL { ?s q:statedUnit ?su } }`)) {
    const e = entries.get(r.en.value);
    if (!e) continue;
    const v = Number(r.v.value);
    if (!Number.isFinite(v)) continue;
    e.numeric++;
    const u = r.u?.value ?? '';
    e.units.set(u, (e.units.get(u) ?? 0) + 1);
    const stated = r.su?.value ?? u;
    if (stated) e.statedUnits.set(stated, (e.statedUnits.get(stated) ?? 0) + 1);
    const d = u ? dimensionOf(u) : null;
    if (d) e.dimensions.set(d, (e.dimensions.get(d) ?? 0) + 1);
    if (u) {
      const r = (e.unitRanges ??= new Map()).get(u);
      e.unitRanges.set(u, r ? [Math.min(r[0], v), Math.max(r[1], v)] : [v, v]);
    }
    const k = (seen.get(e.iri) ?? 0) + 1;
    seen.set(e.iri, k);
    // reservoir sample: an even sample of every entry's numbers, whatever their count (a fixed pseudo-random
    // sequence, so the same graph always gives the same schema)
    if (e.numbers.length < SAMPLE) e.numbers.push(v);
    else {
      const j = Math.floor(pseudoRandom(k) * k);
      if (j < SAMPLE) e.numbers[j] = v;
    }
  }
  for (const [pred, field] of [['q:hasBoolean', 'booleans'], ['q:hasDim1', 'dims'], ['q:hasYear', 'years'], ['q:hasDay', 'days']] as const) {
    for (const r of await select(rdf, `SELECT ?en (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:inEntry ?en . ?s ${pred} ?x } GROUP BY ?en`)) {
      const e = entries.get(r.en.value);
      if (e) e[field] = num(r.n);
    }
  }
  for (const r of await select(rdf, `SELECT ?en (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:inEntry ?en . ?s q:hasBoolean true } GROUP BY ?en`)) {
    const e = entries.get(r.en.value);
    if (e) e.trues = num(r.n);
  }
  for (const r of await select(rdf, `SELECT ?v ?vl ?en (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:hasValue ?v . ?v rdfs:label ?vl . ?s q:inEntry ?en } GROUP BY ?v ?vl ?en`)) {
    entries.get(r.en.value)?.values.push({ iri: r.v.value, label: r.vl.value, count: num(r.n) });
  }
  for (const r of await select(rdf, `SELECT ?v ?en (COUNT(DISTINCT ?s) AS ?n) WHERE { ?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?s q:hasValue ?v . ?v rdfs:label ?name } GROUP BY ?v ?en`)) {
    const e = entries.get(r.en.value);
    if (e) (e.ownNames ??= new Map()).set(r.v.value, num(r.n));
  }
  for (const r of await select(rdf, `SELECT ?en ?x WHERE { ?s q:inEntry ?en . ?s q:hasYear ?x }`)) {
    const e = entries.get(r.en.value);
    const y = Number(r.x.value);
    if (!e || !Number.isFinite(y)) continue;
    if ((e.yearValues ??= []).length < SAMPLE) e.yearValues.push(y);
  }
  for (const r of await select(rdf, `SELECT ?en ?x WHERE { ?s q:inEntry ?en . ?s q:hasDay ?x }`)) {
    const e = entries.get(r.en.value);
    const y = fractionalYear(Number(r.x.value));
    if (!e || y === null) continue;
    if ((e.dayValues ??= []).length < SAMPLE) e.dayValues.push(y);
  }
  // a label whose layouts disagree on what it holds ("Area": m² in one export, a neighbourhood in another) is one
  // entry per kind of layout
  for (const [en, kinds] of await disagreeingEntries(rdf, dimensionOf)) {
    const e = entries.get(en);
    if (!e) continue;
    const variants: EntryVariant[] = await entryVariants(rdf, e, kinds, entityIndex, dimensionOf);
    if (variants.length < 2) continue;
    entries.delete(en);
    for (const v of variants) entries.set(v.iri, v);
  }
  const categories = (await select(rdf, `SELECT DISTINCT ?c ?l WHERE { ?c a q:Category . ?c rdfs:label ?l }`)).map((r) => ({ iri: r.c.value, label: r.l.value }));
  const features = (await select(rdf, `SELECT DISTINCT ?f ?l WHERE { ?f a q:Feature . ?f rdfs:label ?l }`)).map((r) => ({ iri: r.f.value, label: r.l.value }));
  const documentFolders = new Map<string, string[]>();
  const documentPaths = new Map<string, string>();
  for (const r of await select(rdf, `SELECT DISTINCT ?d ?p WHERE { ?d a q:Document . ?d q:path ?p }`)) {
    documentFolders.set(r.d.value, r.p.value.split(/[\\/]/).slice(0, -1).filter(Boolean));
    documentPaths.set(r.d.value, r.p.value);
  }
  return { entries, entities, categories, features, documentFolders, documentPaths };
}
