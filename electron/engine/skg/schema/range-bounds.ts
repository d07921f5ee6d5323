// A range stated whole in some layouts ("Players: 2–4", "2 to 4") and by its bounds in others ("Max players: 7",
// "min_players: 1"): the alignment makes the range's label one attribute with the bound its number is read as (a
// range's number is its lower bound), and leaves the other bound's label an attribute of its own, which then knows
// only the layouts that state it. Each item stating a range is given its bound under that label too, citing the same
// row, so "seven or more players" and "strictly two-player" read every layout. A label names a bound when, without
// one word of resources/lang/en/range-bounds.tsv ("max", "maximum", "min"), it is another number attribute's label
// of the same dimension whose items state ranges; an item stating the bound keeps its own.
import fs from 'node:fs';
import { DataFactory } from 'rdf-data-factory';
import type { Quad } from '@rdfjs/types';
import type { RdfStore } from '../../store/rdf/index.ts';
import { SPARQL_PREFIXES, XSD } from '../../store/rdf/namespaces.ts';
import { resourcePath } from '../../resources.ts';
import { normaliseKey } from '../entries/normalise-key.ts';
import { CLASS, P, SCHEMA_GRAPH, mintIri, valueIri } from '../ontology.ts';
import type { CollectedGraph } from './collect.ts';
import type { SchemaAttribute } from './types.ts';

const df = new DataFactory();

export type Bound = 'min' | 'max';

let cache: { file: string; mtimeMs: number; words: Map<string, Bound> } | null = null;

export function loadRangeBoundWords(file: string = resourcePath('lang', 'en', 'range-bounds.tsv')): Map<string, Bound> {
  let mtimeMs = 0;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return new Map();
  }
  if (cache && cache.file === file && cache.mtimeMs === mtimeMs) return cache.words;
  const words = new Map<string, Bound>();
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [w, b] = line.split('\t').map((s) => s?.trim().toLowerCase());
    if (w && (b === 'min' || b === 'max')) words.set(normaliseKey(w), b);
  }
  cache = { file, mtimeMs, words };
  return words;
}

/** The bound a label names and the label it is the bound of ("Max players" → max of "player"), or null. */
export function boundOfLabel(label: string, words: Map<string, Bound>): { bound: Bound; rest: string } | null {
  const ws = normaliseKey(label).split(' ').filter(Boolean);
  const at = ws.findIndex((w) => words.has(w));
  if (at < 0 || ws.length < 2 || ws.filter((w) => words.has(w)).length > 1) return null;
  return { bound: words.get(ws[at]!)!, rest: [...ws.slice(0, at), ...ws.slice(at + 1)].join(' ') };
}

/** Pairs (bound attribute, range attribute): the bound's label without its bound word is one of the range's labels. */
export function boundPairs(attributes: SchemaAttribute[], words: Map<string, Bound>, hasRanges: (a: SchemaAttribute) => boolean): Array<{ bound: Bound; of: SchemaAttribute; range: SchemaAttribute }> {
  const numbers = attributes.filter((a) => a.kind === 'number');
  const out: Array<{ bound: Bound; of: SchemaAttribute; range: SchemaAttribute }> = [];
  for (const b of numbers) {
    const named = b.labels.map((l) => boundOfLabel(l.label, words)).filter((x): x is NonNullable<typeof x> => !!x);
    if (!named.length || new Set(named.map((n) => n.bound)).size > 1) continue;
    const rests = new Set(named.map((n) => n.rest));
    const ranges = numbers.filter((a) => a !== b && a.dimension === b.dimension && hasRanges(a) && a.labels.some((l) => rests.has(normaliseKey(l.label))));
    // (the range's attribute may hold the other bound's column beside it: an export's min_ and max_ columns)
    const range = ranges;
    if (range.length === 1) out.push({ bound: named[0]!.bound, of: b, range: range[0]! });
  }
  return out;
}

export async function rangeBoundFacts(rdf: RdfStore, graph: CollectedGraph, attributes: SchemaAttribute[]): Promise<Quad[]> {
  const words = loadRangeBoundWords();
  if (!words.size) return [];
  const entriesOf = (a: SchemaAttribute) => a.labels.map((l) => graph.entries.get(l.entry)?.entry ?? l.entry);
  const numbers = attributes.filter((a) => a.kind === 'number');
  if (!numbers.length) return [];
  // which attributes' items state ranges (q:hasMax)
  const withRanges = new Set<string>();
  const entryOwner = new Map<string, SchemaAttribute>();
  for (const a of numbers) for (const e of entriesOf(a)) entryOwner.set(e, a);
  const counted = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT ?en (COUNT(?s) AS ?n) WHERE { ?s q:inEntry ?en . ?s q:hasMax ?x } GROUP BY ?en`, { rowCap: 1_000_000, timeoutMs: 120_000 });
  for (const r of counted.rows) {
    const a = entryOwner.get(r.en.value);
    if (a && Number(r.n.value) > 0) withRanges.add(a.id);
  }
  const pairs = boundPairs(attributes, words, (a) => withRanges.has(a.id));
  if (!pairs.length) return [];
  const entityIndex = new Map(graph.entities.map((e, i) => [e.iri, i] as const));
  const g = df.namedNode(SCHEMA_GRAPH);
  const quads: Quad[] = [];
  for (const { bound, of, range } of pairs) {
    const holders = new Set(of.entityIndexes);
    const rows = await rdf.sparql(
      `${SPARQL_PREFIXES}
SELECT ?e ?s ?lo ?hi ?v ?u ?d ?val ?row ?blk WHERE {
  ?e q:hasSpec ?s . ?s q:inEntry ?en . VALUES ?en { ${entriesOf(range).map((e) => `<${e}>`).join(' ')} }
  OPTIONAL { ?s q:hasMin ?lo . ?s q:hasMax ?hi } OPTIONAL { ?s q:hasNumericValue ?v }
  OPTIONAL { ?s q:hasUnit ?u } OPTIONAL { ?s q:hasDimension ?d } OPTIONAL { ?s q:hasValue ?val }
  OPTIONAL { ?s q:sourceRow ?row } OPTIONAL { ?s q:fromBlock ?blk }
  FILTER NOT EXISTS { ?s q:statedIn ?how } FILTER NOT EXISTS { ?s q:partIndex ?p }
}`,
      { rowCap: 1_000_000, timeoutMs: 120_000 },
    );
    const added = new Set<number>();
    for (const r of rows.rows) {
      const i = entityIndex.get(r.e.value);
      if (i === undefined || holders.has(i) || added.has(i)) continue;
      // a range gives its bound; a single number ("3 players only") is both
      const n = r.lo && r.hi ? Number(bound === 'max' ? r.hi.value : r.lo.value) : r.v ? Number(r.v.value) : NaN;
      if (!Number.isFinite(n)) continue;
      added.add(i);
      const spec = df.namedNode(mintIri('derived', `${r.s.value}\u0000${of.id}`));
      quads.push(
        df.quad(df.namedNode(r.e.value), df.namedNode(P.hasSpec), spec, g),
        df.quad(spec, df.namedNode(P.inEntry), df.namedNode(of.labels[0]!.entry), g),
        df.quad(spec, df.namedNode(P.hasNumericValue), df.literal(String(n), df.namedNode(Number.isInteger(n) ? XSD.integer : XSD.decimal)), g),
        df.quad(spec, df.namedNode(P.statedValue), df.literal(String(n), df.namedNode(Number.isInteger(n) ? XSD.integer : XSD.decimal)), g),
      );
      if (r.u) quads.push(df.quad(spec, df.namedNode(P.hasUnit), df.literal(r.u.value), g));
      if (r.d) quads.push(df.quad(spec, df.namedNode(P.hasDimension), df.literal(r.d.value), g));
      // (the value as written is the range's, "3–7": a bound is its number alone, as a value of its own)
      if (r.val && !(r.lo && r.hi)) quads.push(df.quad(spec, df.namedNode(P.hasValue), df.namedNode(r.val.value), g));
      else if (r.val) {
        const value = df.namedNode(valueIri(String(n)));
        quads.push(df.quad(spec, df.namedNode(P.hasValue), value, g), df.quad(value, df.namedNode(P.type), df.namedNode(CLASS.Value), g), df.quad(value, df.namedNode(P.label), df.literal(String(n)), g));
      }
      if (r.row) quads.push(df.quad(spec, df.namedNode(P.sourceRow), df.literal(r.row.value, df.namedNode(XSD.integer)), g));
      if (r.blk) quads.push(df.quad(spec, df.namedNode(P.fromBlock), df.namedNode(r.blk.value), g));
    }
    if (added.size) {
      const all = new Set([...of.entityIndexes, ...added]);
      of.entityIndexes = [...all].sort((x, y) => x - y);
      of.entities = all.size;
    }
  }
  return quads;
}
