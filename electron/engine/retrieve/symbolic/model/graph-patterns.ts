// Graph patterns in words: the library's spec values, features, categories and entities linearised as short
// sentences (embedded for retrieval) and as prompt lines naming the exact IRIs a model may use in SPARQL.
import type { Lexicon } from '../lexicon.ts';
import type { RdfStore } from '../../../store/rdf/index.ts';
import { ID_NS, SPARQL_PREFIXES } from '../../../store/rdf/namespaces.ts';

export type PatternKind = 'spec' | 'feature' | 'category' | 'entity';
export const PATTERN_KINDS: PatternKind[] = ['spec', 'feature', 'category', 'entity'];

export interface GraphPattern {
  kind: PatternKind;
  /** The sentence that is embedded ("the Battery entry in Power has value 5000 mAh"). */
  text: string;
  /** The prompt line, with the IRIs as prefixed names. */
  line: string;
}

/** Caps on patterns per kind: spec values by how many specs use them, entities and the rest in graph order. */
export const PATTERN_CAPS: Record<PatternKind, number> = { spec: 20_000, feature: 5_000, category: 5_000, entity: 20_000 };

/** Prefixes for Quarry's minted IRIs by kind, so prompts and model-written queries stay short. */
export const KIND_PREFIXES = ['entity', 'category', 'section', 'entry', 'value', 'feature', 'group'] as const;

export const MODEL_SPARQL_PREFIXES = `${SPARQL_PREFIXES}\n${KIND_PREFIXES.map((k) => `PREFIX ${k}: <${ID_NS}${k}/>`).join('\n')}`;

/** `entry:battery-4a9be042` for a minted IRI whose local part is a valid prefixed name, else `<iri>`. */
export function shortIri(iri: string): string {
  for (const kind of KIND_PREFIXES) {
    const base = `${ID_NS}${kind}/`;
    if (iri.startsWith(base)) {
      const local = iri.slice(base.length);
      if (/^[a-z0-9][a-z0-9-]*$/.test(local) && !local.endsWith('-')) return `${kind}:${local}`;
    }
  }
  return `<${iri}>`;
}

const quoted = (s: string) => JSON.stringify(s.length > 80 ? `${s.slice(0, 79)}…` : s);

/** The section label most specs of each entry sit in (index-time query; empty when the graph has none). */
export async function entrySections(rdf: RdfStore): Promise<Map<string, string>> {
  const counts = new Map<string, Map<string, number>>();
  const res = await rdf.sparql(
    `${SPARQL_PREFIXES}\nSELECT ?en ?sl WHERE { ?s q:inEntry ?en . ?s q:inSection ?sec . ?sec rdfs:label ?sl }`,
    { timeoutMs: 60_000, rowCap: 2_000_000 },
  );
  for (const r of res.rows) {
    const byLabel = counts.get(r.en.value) ?? new Map<string, number>();
    byLabel.set(r.sl.value, (byLabel.get(r.sl.value) ?? 0) + 1);
    counts.set(r.en.value, byLabel);
  }
  const out = new Map<string, string>();
  for (const [entry, byLabel] of counts) out.set(entry, [...byLabel].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]);
  return out;
}

export interface SpecValue {
  entry: string;
  value: string;
  label: string;
  /** Specs with this value in this entry. */
  count: number;
}

/** Every (entry, value) pair of the graph with its use count (index-time query: one row per spec). */
export async function specValues(rdf: RdfStore): Promise<SpecValue[]> {
  const res = await rdf.sparql(
    `${SPARQL_PREFIXES}\nSELECT ?en ?v ?vl WHERE { ?s q:inEntry ?en . ?s q:hasValue ?v . ?v rdfs:label ?vl }`,
    { timeoutMs: 120_000, rowCap: 5_000_000 },
  );
  const pairs = new Map<string, SpecValue>();
  for (const r of res.rows) {
    const key = `${r.en.value} ${r.v.value}`;
    const pair = pairs.get(key);
    if (pair) pair.count++;
    else pairs.set(key, { entry: r.en.value, value: r.v.value, label: r.vl.value, count: 1 });
  }
  return [...pairs.values()];
}

/** The (entry, value) pairs the lexicon knows by words (values that are only numbers and units are not among them). */
function lexiconValues(lex: Lexicon): SpecValue[] {
  const pairs = new Map<string, SpecValue>();
  for (const list of lex.valuePhrases.values()) {
    for (const v of list) {
      const key = `${v.entry} ${v.iri}`;
      if (!pairs.has(key)) pairs.set(key, { entry: v.entry, value: v.iri, label: v.label, count: v.count });
    }
  }
  return [...pairs.values()];
}

/**
 * Every pattern of the graph, capped per kind (most used spec values first). `graph` holds what the lexicon lacks
 * (every spec value, the entries' sections), read at index time; without it the lexicon's word values are used.
 */
export function graphPatterns(lex: Lexicon, graph: { sections?: Map<string, string>; values?: SpecValue[] } = {}, caps = PATTERN_CAPS): GraphPattern[] {
  const out: GraphPattern[] = [];
  const sections = graph.sections ?? new Map<string, string>();
  const where = (entry: string) => (sections.has(entry) ? ` in ${sections.get(entry)}` : '');
  const whereLine = (entry: string) => (sections.has(entry) ? ` (section ${quoted(sections.get(entry)!)})` : '');

  const specs: GraphPattern[] = [];
  // entries with numbers, yes/no values or years: one pattern each, naming the predicate to filter on
  for (const e of [...lex.entries.values()].sort((a, b) => b.specs - a.specs)) {
    if (e.numeric > 0) {
      specs.push({
        kind: 'spec',
        text: `the ${e.label} entry${where(e.iri)} has numeric values${e.unit ? ` in ${e.unit}` : ''}`,
        line: `${shortIri(e.iri)} ${quoted(e.label)}${whereLine(e.iri)}: numbers via q:hasNumericValue${e.unit ? ` (unit ${e.unit})` : ''}`,
      });
    }
    if (e.booleans > 0) specs.push({ kind: 'spec', text: `the ${e.label} entry${where(e.iri)} has yes or no values`, line: `${shortIri(e.iri)} ${quoted(e.label)}${whereLine(e.iri)}: yes/no via q:hasBoolean` });
    if (e.years > 0) specs.push({ kind: 'spec', text: `the ${e.label} entry${where(e.iri)} has years`, line: `${shortIri(e.iri)} ${quoted(e.label)}${whereLine(e.iri)}: years via q:hasYear` });
  }
  // spec values: one per distinct (entry, value), the most used first
  const values = (graph.values ?? lexiconValues(lex)).filter((v) => lex.entries.has(v.entry));
  for (const p of values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))) {
    const e = lex.entries.get(p.entry)!;
    specs.push({
      kind: 'spec',
      text: `the ${e.label} entry${where(e.iri)} has value ${p.label}`,
      line: `${shortIri(e.iri)} ${quoted(e.label)}${whereLine(e.iri)} q:hasValue ${shortIri(p.value)} ${quoted(p.label)}`,
    });
  }
  out.push(...specs.slice(0, caps.spec));

  out.push(...[...lex.features.values()].slice(0, caps.feature).map((f) => ({
    kind: 'feature' as const,
    text: `items with the feature ${f.label}`,
    line: `?e q:hasFeature ${shortIri(f.iri)} ${quoted(f.label)}`,
  })));
  out.push(...[...lex.categories.values()].slice(0, caps.category).map((c) => ({
    kind: 'category' as const,
    text: `items in the category ${c.label}`,
    line: `?e q:belongs ${shortIri(c.iri)} ${quoted(c.label)} (${c.entities.size} items)`,
  })));
  out.push(...[...lex.entities.values()].slice(0, caps.entity).map((e) => {
    const cats = [...e.categories].map((c) => lex.categories.get(c)?.label).filter((l): l is string => !!l);
    return {
      kind: 'entity' as const,
      text: `the item ${e.name}${cats.length ? ` (${cats.join(', ')})` : ''}`,
      line: `${shortIri(e.iri)} q:hasName ${quoted(e.name)}${cats.length ? ` (${cats.join(', ')})` : ''}`,
    };
  }));
  return out;
}
