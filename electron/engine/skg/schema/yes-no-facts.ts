// The facts of the yes/no closure (yes-no-closure.ts) as quads of the schema graph: each item given an answer by a
// related attribute gets a spec of its own in that attribute's main entry, with the yes/no, a value saying what it
// was read from ("Landlocked: Yes" under Coastline) and the source row and block of the row it read, so the answer
// cites what the page wrote. The schema's attributes count the items given an answer as items having them.
import { DataFactory } from 'rdf-data-factory';
import type { Quad } from '@rdfjs/types';
import type { RdfStore, TermJson } from '../../store/rdf/index.ts';
import { SPARQL_PREFIXES, XSD } from '../../store/rdf/namespaces.ts';
import { CLASS, P, SCHEMA_GRAPH, mintIri, valueIri } from '../ontology.ts';
import type { CollectedGraph } from './collect.ts';
import type { SchemaAttribute } from './types.ts';
import { loadLabelWords } from './label-words.ts';
import { loadYesNoLabelWords } from './yes-no-labels.ts';
import { yesNoClosure, type ClosureAttribute, type Statement } from './yes-no-closure.ts';

const df = new DataFactory();

/** Categories with more distinct values than this (lists' parts and wholes counted) name no yes/no property. */
const CATEGORY_VALUES = 64;

/** Attributes holding this share of an attribute's items are around it (its layout's other attributes). */
const AROUND = 0.5;

interface SpecRow {
  entity: number;
  spec: string;
  attribute: string;
  label: string;
  boolean?: boolean;
  text?: string;
  part: number;
  row?: TermJson;
  block?: TermJson;
}

export async function yesNoClosureFacts(rdf: RdfStore, graph: CollectedGraph, attributes: SchemaAttribute[], opts: { isUnit: (w: string) => boolean }): Promise<Quad[]> {
  const bools = attributes.filter((a) => a.kind === 'bool');
  if (!bools.length) return [];
  const categories = attributes.filter((a) => a.kind === 'text' && new Set(a.labels.flatMap((l) => graph.entries.get(l.entry)?.values.map((v) => v.label.toLowerCase()) ?? [])).size <= CATEGORY_VALUES);
  const wanted = [...bools, ...categories];
  // the entries the facts name (a variant's specs are named by the entry it splits)
  const attributeOfEntry = new Map<string, SchemaAttribute>();
  const variantOfSpec = new Map<string, string>();
  const factEntries = new Set<string>();
  for (const a of wanted) {
    for (const l of a.labels) {
      attributeOfEntry.set(l.entry, a);
      const stats = graph.entries.get(l.entry);
      factEntries.add(stats?.entry ?? l.entry);
      for (const s of stats?.specIris ?? []) variantOfSpec.set(s, l.entry);
    }
  }
  const entityIndex = new Map(graph.entities.map((e, i) => [e.iri, i] as const));
  const result = await rdf.sparql(
    `${SPARQL_PREFIXES}
SELECT ?e ?s ?en ?b ?vl ?pi ?row ?blk WHERE {
  ?e q:hasSpec ?s . ?s q:inEntry ?en . VALUES ?en { ${[...factEntries].map((e) => `<${e}>`).join(' ')} }
  OPTIONAL { ?s q:hasBoolean ?b } OPTIONAL { ?s q:hasValue ?v . ?v rdfs:label ?vl } OPTIONAL { ?s q:partIndex ?pi }
  OPTIONAL { ?s q:sourceRow ?row } OPTIONAL { ?s q:fromBlock ?blk }
  FILTER NOT EXISTS { ?s q:statedIn ?how }
}`,
    { rowCap: 5_000_000, timeoutMs: 120_000 },
  );
  const rows: SpecRow[] = [];
  for (const r of result.rows) {
    const entity = entityIndex.get(r.e.value);
    const entry = variantOfSpec.get(r.s.value) ?? r.en.value;
    const attribute = attributeOfEntry.get(entry);
    if (entity === undefined || !attribute) continue;
    rows.push({
      entity, spec: r.s.value, attribute: attribute.id, label: graph.entries.get(entry)?.label ?? attribute.label,
      ...(r.b ? { boolean: r.b.value === 'true' || r.b.value === '1' } : {}),
      ...(r.vl ? { text: r.vl.value } : {}),
      part: r.pi ? Number(r.pi.value) : 0,
      ...(r.row ? { row: r.row } : {}),
      ...(r.blk ? { block: r.blk } : {}),
    });
  }
  // a list's parts stand for it: its whole ("vegan, gluten-free") names nothing
  const listed = new Set(rows.filter((r) => r.part > 0).map((r) => `${r.attribute}\u0000${r.entity}\u0000${r.row?.value ?? r.spec}`));
  const kept = rows.filter((r) => r.part > 0 || !listed.has(`${r.attribute}\u0000${r.entity}\u0000${r.row?.value ?? r.spec}`));
  const bySpec = new Map<string, SpecRow>();
  const statements: Statement[] = [];
  for (const r of kept) {
    const isBool = bools.some((b) => b.id === r.attribute);
    if (isBool ? r.boolean === undefined : !r.text) continue;
    bySpec.set(r.spec, r);
    statements.push({ entity: r.entity, attribute: r.attribute, spec: r.spec, ...(r.boolean !== undefined ? { boolean: r.boolean } : {}), ...(isBool ? {} : { text: r.text }) });
  }

  // each attribute's items and the attributes around it
  const ofEntity = new Map<number, string[]>();
  for (const a of attributes) for (const e of a.entityIndexes) (ofEntity.get(e) ?? ofEntity.set(e, []).get(e)!).push(a.id);
  const trues = (a: SchemaAttribute) => a.labels.reduce((n, l) => n + (graph.entries.get(l.entry)?.trues ?? 0), 0);
  const closureAttributes: ClosureAttribute[] = wanted.map((a) => {
    const counts = new Map<string, number>();
    for (const e of a.entityIndexes) for (const o of ofEntity.get(e) ?? []) if (o !== a.id) counts.set(o, (counts.get(o) ?? 0) + 1);
    return {
      id: a.id, kind: a.kind, labels: a.labels.map((l) => l.label), entities: new Set(a.entityIndexes),
      around: new Set([...counts].filter(([, n]) => n >= AROUND * a.entityIndexes.length).map(([o]) => o)),
      booleans: a.booleans, trues: trues(a),
    };
  });
  const derived = yesNoClosure({ attributes: closureAttributes, statements, words: loadYesNoLabelWords(), translate: loadLabelWords(), isUnit: opts.isUnit });
  if (!derived.length) return [];

  const g = df.namedNode(SCHEMA_GRAPH);
  const quads: Quad[] = [];
  const declared = new Set<string>();
  const byId = new Map(attributes.map((a) => [a.id, a] as const));
  const added = new Map<SchemaAttribute, Set<number>>();
  for (const d of derived) {
    const target = byId.get(d.attribute);
    const source = bySpec.get(d.from.spec);
    if (!target || !source) continue;
    const spec = df.namedNode(mintIri('derived', `${d.from.spec}\u0000${target.id}`));
    const entity = df.namedNode(graph.entities[d.entity]!.iri);
    const said = `${source.label}: ${source.text ?? (source.boolean ? 'yes' : 'no')}`;
    const value = valueIri(said);
    if (!declared.has(value)) {
      declared.add(value);
      quads.push(df.quad(df.namedNode(value), df.namedNode(P.type), df.namedNode(CLASS.Value), g), df.quad(df.namedNode(value), df.namedNode(P.label), df.literal(said), g));
    }
    quads.push(
      df.quad(entity, df.namedNode(P.hasSpec), spec, g),
      df.quad(spec, df.namedNode(P.inEntry), df.namedNode(target.labels[0]!.entry), g),
      df.quad(spec, df.namedNode(P.hasBoolean), df.literal(String(d.value), df.namedNode(XSD.boolean)), g),
      df.quad(spec, df.namedNode(P.hasValue), df.namedNode(value), g),
    );
    if (source.row) quads.push(df.quad(spec, df.namedNode(P.sourceRow), df.literal(source.row.value, df.namedNode(XSD.integer)), g));
    if (source.block) quads.push(df.quad(spec, df.namedNode(P.fromBlock), df.namedNode(source.block.value), g));
    (added.get(target) ?? added.set(target, new Set()).get(target)!).add(d.entity);
  }
  for (const [a, es] of added) {
    const all = new Set([...a.entityIndexes, ...es]);
    a.booleans += es.size;
    a.entityIndexes = [...all].sort((x, y) => x - y);
    a.entities = all.size;
  }
  return quads;
}
