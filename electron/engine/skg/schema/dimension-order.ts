// A measurement written a×b(×c) names its parts only where its label or value letters them ("Size (h × w)",
// "H 92 cm × W 73 cm"): which comes first is each folder's own convention (a painting's height, a room's length, a
// screen's width). A folder whose other layouts letter the same kind of item's measurements tells that convention:
// where every lettered measurement of the items of one kind (their categories) with as many parts puts them in one
// order, and at least two items show it, that kind's unlettered measurements ("Dimensions: 136.5 × 133.5 cm") state
// their parts in that order too (Height 136.5 cm, Width 133.5 cm), citing the same row. Items that state a part
// themselves keep their own; kinds whose layouts disagree, or letter nothing, get no parts.
import { DataFactory } from 'rdf-data-factory';
import type { Quad } from '@rdfjs/types';
import type { RdfStore } from '../../store/rdf/index.ts';
import { SPARQL_PREFIXES, XSD } from '../../store/rdf/namespaces.ts';
import { P, SCHEMA_GRAPH, mintIri } from '../ontology.ts';
import { loadDimensionParts, namedPartOrder } from '../values/dimension-parts.ts';
import { defaultUnits, valueInUnit } from '../values/quantity.ts';
import type { CollectedGraph } from './collect.ts';
import type { SchemaAttribute } from './types.ts';

const df = new DataFactory();
/** Items whose lettered measurements must show a kind's order before its unlettered ones take it. */
const MIN_WITNESSES = 2;

/** The one order of parts each kind's lettered measurements of n parts use (category → n → order), where they agree. */
export function kindOrders(witnesses: Array<{ categories: readonly string[]; order: readonly string[] }>): Map<string, Map<number, string[]>> {
  const seen = new Map<string, Map<number, { orders: Set<string>; count: number }>>();
  for (const w of witnesses) {
    for (const c of w.categories) {
      const byArity = seen.get(c) ?? seen.set(c, new Map()).get(c)!;
      const o = byArity.get(w.order.length) ?? byArity.set(w.order.length, { orders: new Set(), count: 0 }).get(w.order.length)!;
      o.orders.add(w.order.join('\u0000'));
      o.count++;
    }
  }
  const out = new Map<string, Map<number, string[]>>();
  for (const [c, byArity] of seen) {
    for (const [n, o] of byArity) {
      if (o.orders.size !== 1 || o.count < MIN_WITNESSES) continue;
      (out.get(c) ?? out.set(c, new Map()).get(c)!).set(n, [...o.orders][0]!.split('\u0000'));
    }
  }
  return out;
}

export async function dimensionOrderFacts(rdf: RdfStore, graph: CollectedGraph, attributes: SchemaAttribute[], containers: ReadonlySet<string>, joined: ReadonlyMap<number, readonly string[]>): Promise<Quad[]> {
  const words = loadDimensionParts();
  if (!words.size) return [];
  const entityIndex = new Map(graph.entities.map((e, i) => [e.iri, i] as const));
  const kindsOf = (i: number) => [...graph.entities[i]!.categories, ...(joined.get(i) ?? [])].filter((c) => !containers.has(c));
  // every value written with a times sign, under its label: lettered ones are witnesses, unlettered a×b the rest
  const rows = await rdf.sparql(
    `${SPARQL_PREFIXES}
SELECT ?e ?s ?el ?vl ?d1 ?d2 ?d3 ?u ?su ?dim ?v ?row ?blk WHERE {
  ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label ?el . ?s q:hasValue ?v . ?v rdfs:label ?vl .
  FILTER(CONTAINS(?vl, "×") || REGEX(?vl, "[0-9] *[xX*] *[0-9]"))
  OPTIONAL { ?s q:hasDim1 ?d1 . ?s q:hasDim2 ?d2 . OPTIONAL { ?s q:hasDim3 ?d3 } OPTIONAL { ?s q:hasUnit ?u } OPTIONAL { ?s q:statedUnit ?su } OPTIONAL { ?s q:hasDimension ?dim } }
  OPTIONAL { ?s q:sourceRow ?row } OPTIONAL { ?s q:fromBlock ?blk }
  FILTER NOT EXISTS { ?s q:statedIn ?how }
}`,
    { rowCap: 1_000_000, timeoutMs: 120_000 },
  );
  const witnesses: Array<{ categories: string[]; order: string[] }> = [];
  const witnessed = new Set<string>();
  const unlettered: typeof rows.rows = [];
  for (const r of rows.rows) {
    const i = entityIndex.get(r.e.value);
    if (i === undefined) continue;
    const order = namedPartOrder(r.el.value, r.vl.value, words);
    // (an item witnesses an order once, however many of its facts restate the measurement)
    if (order && !witnessed.has(`${i}\u0000${order.join(' ')}`)) {
      witnessed.add(`${i}\u0000${order.join(' ')}`);
      witnesses.push({ categories: kindsOf(i), order });
    }
    else if (!order && r.d1 && r.d2) unlettered.push(r);
  }
  if (!witnesses.length || !unlettered.length) return [];
  const orders = kindOrders(witnesses);
  // the attribute each part names: the one with that label most items hold
  const partAttribute = new Map<string, SchemaAttribute>();
  for (const part of new Set(witnesses.flatMap((w) => w.order))) {
    const named = attributes.filter((a) => a.kind === 'number' && a.labels.some((l) => l.label.toLowerCase() === part.toLowerCase())).sort((x, y) => y.entities - x.entities)[0];
    if (named) partAttribute.set(part, named);
  }
  const table = defaultUnits();
  const g = df.namedNode(SCHEMA_GRAPH);
  const quads: Quad[] = [];
  const added = new Map<SchemaAttribute, Set<number>>();
  for (const r of unlettered) {
    const i = entityIndex.get(r.e.value)!;
    const numbers = [r.d1, r.d2, r.d3].filter(Boolean).map((x) => Number(x!.value));
    const found = new Set(kindsOf(i).map((c) => orders.get(c)?.get(numbers.length)?.join('\u0000')).filter((o): o is string => !!o));
    if (found.size !== 1) continue;
    const order = [...found][0]!.split('\u0000');
    order.forEach((part, k) => {
      const a = partAttribute.get(part);
      const n = numbers[k]!;
      if (!a || !Number.isFinite(n) || (r.dim && a.dimension && a.dimension !== r.dim.value)) return;
      const mine = added.get(a) ?? added.set(a, new Set()).get(a)!;
      if (a.entityIndexes.includes(i) || mine.has(i)) return;
      mine.add(i);
      const stated = r.su ? valueInUnit(table, n, r.su.value) : n;
      const lit = (x: number) => df.literal(String(x), df.namedNode(Number.isInteger(x) ? XSD.integer : XSD.decimal));
      const spec = df.namedNode(mintIri('derived', `${r.s.value}\u0000${a.id}`));
      quads.push(
        df.quad(df.namedNode(r.e.value), df.namedNode(P.hasSpec), spec, g),
        df.quad(spec, df.namedNode(P.inEntry), df.namedNode(a.labels[0]!.entry), g),
        df.quad(spec, df.namedNode(P.hasNumericValue), lit(n), g),
        df.quad(spec, df.namedNode(P.statedValue), lit(Number(stated.toPrecision(12))), g),
        df.quad(spec, df.namedNode(P.hasValue), df.namedNode(r.v.value), g),
      );
      if (r.u) quads.push(df.quad(spec, df.namedNode(P.hasUnit), df.literal(r.u.value), g));
      if (r.su) quads.push(df.quad(spec, df.namedNode(P.statedUnit), df.literal(r.su.value), g));
      if (r.dim) quads.push(df.quad(spec, df.namedNode(P.hasDimension), df.literal(r.dim.value), g));
      if (r.row) quads.push(df.quad(spec, df.namedNode(P.sourceRow), df.literal(r.row.value, df.namedNode(XSD.integer)), g));
      if (r.blk) quads.push(df.quad(spec, df.namedNode(P.fromBlock), df.namedNode(r.blk.value), g));
    });
  }
  for (const [a, items] of added) {
    const all = new Set([...a.entityIndexes, ...items]);
    a.entityIndexes = [...all].sort((x, y) => x - y);
    a.entities = all.size;
  }
  return quads;
}
