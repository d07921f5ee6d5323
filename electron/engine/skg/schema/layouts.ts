// A label's meaning per layout: one label may mean two things in two layouts of a folder ("Area" is the floor area in
// m² in one export and the neighbourhood in another). Entries are one per label for the whole library, so where the
// documents writing a label disagree on what its values are — quantities of one dimension in some, text (or another
// dimension) in others, each consistently — the entry is split into one variant per kind of layout, each with the
// statistics of its own specs, aligned on its own. Variants are schema nodes (`q:inEntry` of their specs and
// `q:inAttribute` are written to the schema graph): the facts themselves, and rules naming the entry, are unchanged.
// A label whose documents each mix kinds ("Floor: 2", "Floor: Ground") is one property and is never split.
import type { RdfStore, TermJson } from '../../store/rdf/index.ts';
import { SPARQL_PREFIXES } from '../../store/rdf/namespaces.ts';
import { mintIri } from '../ontology.ts';
import { fractionalYear, type EntryStats } from './collect.ts';

/** A document's specs of one label are of one kind when this share of them is. */
const CONSISTENT = 0.8;
/** Each side of a split holds at least this many specs. */
const MIN_SPECS = 2;
/** Quantities of one dimension, consistently so in their documents, that are a side however few of the label's. */
const MIN_COLUMN_SPECS = 3;

async function select(rdf: RdfStore, body: string): Promise<Array<Record<string, TermJson>>> {
  const r = await rdf.sparql(`${SPARQL_PREFIXES}\n${body}`, { rowCap: 5_000_000, timeoutMs: 120_000 });
  return r.rows;
}

/** The schema node of an entry's variant: the entry's kind of layout (`area`, `text`). */
export const entryVariantIri = (entry: string, kind: string): string => mintIri('entry-variant', `${entry}\u0000${kind}`);

export interface EntryVariant extends EntryStats {
  /** The entry the facts name. */
  entry: string;
  /** The kind of layout: a dimension, or 'text'. */
  layoutKind: string;
  /** Its specs (for `q:inEntry` in the schema graph). */
  specIris: string[];
}

/**
 * The kind of each (entry, document): a dimension when CONSISTENT of its specs are numbers of it (never a bare
 * number's), 'text' when that share has no number at all, not even a digit in its text; null when mixed. Entries whose documents hold two kinds
 * (MIN_SPECS specs each) are returned with each document's kind.
 */
export async function disagreeingEntries(rdf: RdfStore, dimensionOf: (unit: string) => string | null): Promise<Map<string, Map<string, string | null>>> {
  const specs = new Map<string, Map<string, number>>();
  for (const r of await select(rdf, `SELECT ?en ?d (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:inEntry ?en . ?s q:fromBlock ?b . ?b q:inDocument ?d } GROUP BY ?en ?d`)) {
    const m = specs.get(r.en.value) ?? new Map<string, number>();
    m.set(r.d.value, Number(r.n.value));
    specs.set(r.en.value, m);
  }
  const numeric = new Map<string, Map<string, Map<string, number>>>();
  for (const r of await select(rdf, `SELECT ?en ?d ?u (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:inEntry ?en . ?s q:hasNumericValue ?x . ?s q:fromBlock ?b . ?b q:inDocument ?d . OPTIONAL { ?s q:hasUnit ?u } } GROUP BY ?en ?d ?u`)) {
    const byDoc = numeric.get(r.en.value) ?? new Map<string, Map<string, number>>();
    const byDim = byDoc.get(r.d.value) ?? new Map<string, number>();
    const dim = r.u?.value ? dimensionOf(r.u.value) ?? '' : '';
    byDim.set(dim, (byDim.get(dim) ?? 0) + Number(r.n.value));
    byDoc.set(r.d.value, byDim);
    numeric.set(r.en.value, byDoc);
  }
  const out = new Map<string, Map<string, string | null>>();
  for (const [en, docs] of specs) {
    if (docs.size < 2) continue;
    const kinds = new Map<string, string | null>();
    const total = new Map<string, number>();
    for (const [d, n] of docs) {
      const byDim = numeric.get(en)?.get(d);
      const numbers = byDim ? [...byDim.values()].reduce((a, b) => a + b, 0) : 0;
      let kind: string | null = null;
      if (n - numbers >= CONSISTENT * n) kind = 'text';
      else if (byDim) for (const [dim, k] of byDim) if (dim && k >= CONSISTENT * n) kind = dim;
      kinds.set(d, kind);
      if (kind) total.set(kind, (total.get(kind) ?? 0) + n);
    }
    // a kind of layout holds MIN_SPECS specs and a tenth of the label's; a smaller one joins the largest variant —
    // unless it is quantities of a dimension of their own, a column's worth (the "Jul" of a table of temperatures in
    // °F beside the "Jul" of rainfall tables in mm and inches)
    const all = [...docs.values()].reduce((a, b) => a + b, 0);
    const sides = [...total].filter(([k, n]) => n >= Math.max(MIN_SPECS, 0.1 * all) || (k !== 'text' && n >= MIN_COLUMN_SPECS)).map(([k]) => k);
    for (const [d, k] of kinds) if (k && !sides.includes(k)) kinds.set(d, null);
    // two kinds, one of them a dimension: quantities in some layouts, something else in others
    if (sides.length >= 2 && sides.some((k) => k !== 'text')) out.set(en, kinds);
  }
  // text is another meaning when it is words ("Chorlton"); text with numbers in it ("30 days net") is the quantity
  // written in a way the parser does not read, and its documents join the largest variant
  for (const [en, kinds] of [...out]) {
    const withDigits = new Map<string, number>();
    for (const r of await select(rdf, `SELECT ?d (COUNT(DISTINCT ?s) AS ?n) WHERE { ?s q:inEntry <${en}> . ?s q:hasValue ?v . ?v rdfs:label ?l . ?s q:fromBlock ?b . ?b q:inDocument ?d . FILTER(regex(?l, "[0-9]")) } GROUP BY ?d`)) withDigits.set(r.d.value, Number(r.n.value));
    const docs = specs.get(en)!;
    for (const [d, k] of kinds) if (k === 'text' && (withDigits.get(d) ?? 0) > (1 - CONSISTENT) * (docs.get(d) ?? 0)) kinds.set(d, null);
    const left = new Map<string, number>();
    for (const [d, k] of kinds) if (k) left.set(k, (left.get(k) ?? 0) + (docs.get(d) ?? 0));
    if ([...left.values()].filter((n) => n >= MIN_SPECS).length < 2) out.delete(en);
  }
  return out;
}

/** One variant per kind of layout of an entry, each with the statistics of its own specs (documents of no clear
 *  kind join the largest variant). `entityIndex` maps entity IRIs to CollectedGraph.entities indexes. */
export async function entryVariants(
  rdf: RdfStore,
  entry: EntryStats,
  docKinds: Map<string, string | null>,
  entityIndex: Map<string, number>,
  dimensionOf: (unit: string) => string | null,
): Promise<EntryVariant[]> {
  const rows = await select(
    rdf,
    `SELECT ?s ?e ?d ?v ?u ?su ?val ?vl ?bool ?y ?day ?dim ?how WHERE { ?s q:inEntry <${entry.iri}> . ?e q:hasSpec ?s .
      OPTIONAL { ?s q:fromBlock ?b . ?b q:inDocument ?d } OPTIONAL { ?s q:hasNumericValue ?v } OPTIONAL { ?s q:hasUnit ?u }
      OPTIONAL { ?s q:statedUnit ?su } OPTIONAL { ?s q:hasValue ?val . ?val rdfs:label ?vl } OPTIONAL { ?s q:hasBoolean ?bool }
      OPTIONAL { ?s q:hasYear ?y } OPTIONAL { ?s q:hasDay ?day } OPTIONAL { ?s q:hasDim1 ?dim } OPTIONAL { ?s q:statedIn ?how } }`,
  );
  const variants = new Map<string, EntryVariant & { seen: Set<string>; valueCounts: Map<string, { iri: string; label: string; count: number }> }>();
  const variantOf = (kind: string) => {
    let v = variants.get(kind);
    if (!v) {
      v = {
        iri: entryVariantIri(entry.iri, kind), label: entry.label, entry: entry.iri, layoutKind: kind, specIris: [], specs: 0, entities: new Set(), rowEntities: new Set(),
        rowEntityDocs: new Set(), documents: 0, numbers: [], numeric: 0, units: new Map(), statedUnits: new Map(), dimensions: new Map(), booleans: 0,
        years: 0, days: 0, yearValues: [], dims: 0, values: [], seen: new Set(), valueCounts: new Map(),
      };
      variants.set(kind, v);
    }
    return v;
  };
  // documents of no clear kind join the variant of most specs
  const sizes = new Map<string, Set<string>>();
  for (const r of rows) {
    const k = docKinds.get(r.d?.value ?? '');
    if (k) (sizes.get(k) ?? sizes.set(k, new Set()).get(k)!).add(r.s.value);
  }
  const largest = [...sizes].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))[0]?.[0] ?? 'text';
  const docsOf = new Map<string, Set<string>>();
  for (const r of rows) {
    const doc = r.d?.value ?? '';
    const v = variantOf(docKinds.get(doc) ?? largest);
    const s = r.s.value;
    const i = entityIndex.get(r.e.value);
    if (i !== undefined) {
      v.entities.add(i);
      if (!r.how) {
        v.rowEntities.add(i);
        v.rowEntityDocs!.add(`${i}\u0000${doc}`);
      }
    }
    (docsOf.get(v.layoutKind) ?? docsOf.set(v.layoutKind, new Set()).get(v.layoutKind)!).add(doc);
    if (r.val && r.vl) {
      const key = `${s}\u0000${r.val.value}`;
      if (!v.seen.has(key)) {
        v.seen.add(key);
        const c = v.valueCounts.get(r.val.value) ?? { iri: r.val.value, label: r.vl.value, count: 0 };
        c.count++;
        v.valueCounts.set(r.val.value, c);
      }
    }
    if (v.seen.has(s)) continue;
    v.seen.add(s);
    v.specIris.push(s);
    v.specs++;
    if (r.v && Number.isFinite(Number(r.v.value))) {
      v.numeric++;
      v.numbers.push(Number(r.v.value));
      const u = r.u?.value ?? '';
      v.units.set(u, (v.units.get(u) ?? 0) + 1);
      const stated = r.su?.value ?? u;
      if (stated) v.statedUnits.set(stated, (v.statedUnits.get(stated) ?? 0) + 1);
      const dim = u ? dimensionOf(u) : null;
      if (dim) v.dimensions.set(dim, (v.dimensions.get(dim) ?? 0) + 1);
    }
    if (r.bool) {
      v.booleans++;
      if (r.bool.value === 'true') v.trues = (v.trues ?? 0) + 1;
    }
    if (r.y) {
      v.years++;
      v.yearValues!.push(Number(r.y.value));
    }
    if (r.day) {
      v.days = (v.days ?? 0) + 1;
      const y = fractionalYear(Number(r.day.value));
      if (y !== null) (v.dayValues ??= []).push(y);
    }
    if (r.dim) v.dims++;
  }
  const own = entry.ownNames;
  return [...variants.values()].map(({ seen: _seen, valueCounts, ...v }) => {
    v.values = [...valueCounts.values()];
    v.documents = docsOf.get(v.layoutKind)?.size ?? 0;
    if (own) v.ownNames = new Map([...own].filter(([iri]) => valueCounts.has(iri)));
    return v;
  });
}
