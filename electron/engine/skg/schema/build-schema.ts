// Builds the library's schema after an indexing run: what the graph holds per label (collect.ts), the labels
// aligned into attributes (align.ts), values that name other entities turned into links (entity-valued
// attributes), all written back into the graph (entries → attributes, values → entities, in the schema graph,
// so SPARQL sees them) and stored in the library for the question parser and `quarry schema`.
import { labelAsEnglish } from './label-words.ts';
import { normaliseKey } from '../entries/normalise-key.ts';
import { DataFactory } from 'rdf-data-factory';
import type { Quad } from '@rdfjs/types';
import type { Library } from '../../store/library.ts';
import { libraryRdf } from '../../store/library-rdf.ts';
import { getSetting, setSetting } from '../../store/settings.ts';
import { CLASS, P, SCHEMA_GRAPH, attributeIri } from '../ontology.ts';
import { bracketNames } from '../../text/bracket-names.ts';
import { normText } from '../../text/norm.ts';
import { surnameFirst } from '../../text/surname-first.ts';
import { collectGraph, type EntryStats } from './collect.ts';
import { alignEntries, numericProfile, type AlignedCluster } from './align.ts';
import type { WordSimilarity } from './label-similarity.ts';
import { loadSchemaOverrides, type SchemaOverrides } from './overrides.ts';
import { loadNameTitles, withoutTitle } from './name-titles.ts';
import { SCHEMA_FORMAT, type Schema, type SchemaAttribute, type SchemaEntity, type SchemaValueRef } from './types.ts';
import { inferKindWords } from './kind-words.ts';
import { inferKinds } from './kinds.ts';
import { categoryName } from '../record-facts.ts';
import { yesNoClosureFacts } from './yes-no-facts.ts';
import { rangeBoundFacts } from './range-bounds.ts';
import { dimensionOrderFacts } from './dimension-order.ts';
import { codeAliases, codeNames, heldByItems, sameItemFacts } from './code-names.ts';
import { codedNameAliases, datedNameAliases, spacedCodeAliases, initialismAliases, prefixNameAliases, measuredNameAliases, nameAliases } from './name-aliases.ts';
import { monthTableWords } from './table-words.ts';

export const SCHEMA_SETTING = 'schema';

export interface SchemaBuildOptions {
  /** The dimension a canonical unit measures ('g' → 'mass'), null for unknown units. */
  dimensionOf: (unit: string) => string | null;
  isUnit: (word: string) => boolean;
  meaning: WordSimilarity | null;
  overrides?: SchemaOverrides;
  /** Units Quarry does not know, counted by the value parser at index time. */
  unknownUnits?: Array<{ unit: string; count: number }>;
  /** Write the schema into the graph and the library (default); false builds it in memory only (read-only libraries). */
  persist?: boolean;
}

const df = new DataFactory();

/** Value text as a name: bracketed parts and a leading quantity left out ("2 cups coconut milk (tinned)" → coconut milk). */
function asName(label: string): string {
  return normText(label.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').replace(/^\s*[\d.,/½¼¾]+\s*(?:[a-zA-Zµ]{1,6}\.?\s+)?(?:of\s+)?/, ' '));
}

function majority(m: Map<string, number>): string | null {
  let best: string | null = null;
  let n = 0;
  for (const [k, v] of m) if (k && v > n) [best, n] = [k, v];
  return best;
}

function toAttribute(cluster: AlignedCluster): SchemaAttribute {
  const entries = [...cluster.entries].sort((a, b) => b.stats.specs - a.stats.specs || a.stats.label.localeCompare(b.stats.label));
  const main = entries[0];
  const sum = (f: (e: EntryStats) => number) => entries.reduce((s, e) => s + f(e.stats), 0);
  const entities = new Set<number>();
  for (const e of entries) for (const x of e.stats.entities) entities.add(x);
  const units = new Map<string, number>();
  const stated = new Map<string, number>();
  for (const e of entries) {
    for (const [u, n] of e.stats.units) units.set(u, (units.get(u) ?? 0) + n);
    for (const [u, n] of e.stats.statedUnits) stated.set(u, (stated.get(u) ?? 0) + n);
  }
  const numbers = entries.flatMap((e) => e.stats.numbers);
  const values = new Map<string, { iri: string; label: string; count: number }>();
  for (const e of entries) for (const v of e.stats.values) {
    const prev = values.get(v.iri);
    values.set(v.iri, { ...v, count: (prev?.count ?? 0) + v.count });
  }
  const unit = majority(units);
  // (the numbers stated in the attribute's own unit: another unit's never convert into it)
  const ranges = unit ? entries.map((e) => e.stats.unitRanges?.get(unit)).filter((r): r is [number, number] => !!r) : [];
  const unitRange: [number, number] | undefined = ranges.length ? [Math.min(...ranges.map((r) => r[0])), Math.max(...ranges.map((r) => r[1]))] : undefined;
  return {
    id: attributeIri(main.stats.label),
    label: main.stats.label,
    labels: entries.map((e) => ({ entry: e.stats.iri, label: e.stats.label, specs: e.stats.specs, entities: e.stats.entities.size, documents: e.stats.documents })),
    kind: main.kind,
    dimension: main.dimension,
    unit,
    displayUnit: majority(stated) ?? unit,
    ...(unitRange ? { unitRange } : {}),
    specs: sum((e) => e.specs),
    entities: entities.size,
    entityIndexes: [...entities].sort((a, b) => a - b),
    numeric: numbers.length ? numericProfile(numbers) : null,
    booleans: sum((e) => e.booleans),
    years: sum((e) => e.years),
    days: sum((e) => e.days ?? 0),
    ...yearSpanOf(entries.flatMap((e) => e.stats.yearValues ?? [])),
    dims: sum((e) => e.dims),
    entityValues: 0,
    topValues: [...values.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).slice(0, 12),
    merges: cluster.merges,
  };
}

function yearSpanOf(years: number[]): { yearSpan?: [number, number] } {
  if (!years.length) return {};
  let lo = Infinity;
  let hi = -Infinity;
  for (const y of years) [lo, hi] = [Math.min(lo, y), Math.max(hi, y)];
  return { yearSpan: [lo, hi] };
}

export async function buildSchema(library: Library, opts: SchemaBuildOptions): Promise<Schema> {
  const started = performance.now();
  const rdf = await libraryRdf(library);
  const version = String(getSetting<number>(library.db, 'graph.version') ?? 0);
  const persist = opts.persist ?? !library.readonly;
  // the last build's schema graph (its layout variants, the facts it derived) is no part of what the documents say
  if (persist) await rdf.deleteGraph(SCHEMA_GRAPH);
  const graph = await collectGraph(rdf, opts.dimensionOf);
  const overrides = opts.overrides ?? loadSchemaOverrides(library.path);
  const entityByName = new Map<string, number>();
  graph.entities.forEach((e, i) => entityByName.set(e.name.toLowerCase(), i));
  // (and by the names its name holds: "Flughafen Hamburg (Hamburg Airport)" is the "Hamburg Airport" flights name,
  // where no other item is called so)
  const bracketed = new Map<string, Set<number>>();
  graph.entities.forEach((e, i) => {
    for (const n of bracketNames(e.name)) (bracketed.get(n.toLowerCase()) ?? bracketed.set(n.toLowerCase(), new Set()).get(n.toLowerCase())!).add(i);
  });
  for (const [n, items] of bracketed) if (items.size === 1 && !entityByName.has(n)) entityByName.set(n, [...items][0]!);
  // a code one item holds names it too ("OSL", "FRA 38085"), before an item named only by the code (code-names.ts)
  const codes = await codeNames(rdf, graph);
  const indexOfIri = new Map(graph.entities.map((e, i) => [e.iri, i] as const));
  for (const [code, item] of codes.names) entityByName.set(code.toLowerCase(), indexOfIri.get(item)!);
  // (a value naming no item as written is tried without a leading title: "Dr. Sarah Lindgren")
  const nameTitles = loadNameTitles();
  const itemNamed = (label: string) => entityByName.get(label.toLowerCase()) ?? entityByName.get(withoutTitle(label, nameTitles)?.toLowerCase() ?? '');
  const namedEntities = (s: EntryStats) => new Set(s.values.flatMap((v) => itemNamed(v.label) ?? []));
  const categoriesOf = (i: number) => graph.entities[i]?.categories ?? [];
  // (a folder named in another language is the category its English word names, where one is: "kunder" → customer)
  const categoryByLabel = new Map(graph.categories.map((c) => [c.label, c.iri] as const));
  const categoryLabel = new Map(graph.categories.map((c) => [c.iri, c.label] as const));
  const categoryInEnglish = (iri: string): string | null => {
    const label = categoryLabel.get(iri);
    const english = label ? labelAsEnglish(label) : '';
    return english && english !== normaliseKey(label!) ? categoryByLabel.get(english) ?? null : null;
  };
  const clusters = alignEntries([...graph.entries.values()], { isUnit: opts.isUnit, meaning: opts.meaning, overrides, namedEntities, categoriesOf, categoryInEnglish });
  const byCluster = new Map(clusters.map((c) => [c, toAttribute(c)] as const));
  const attributes = [...byCluster.values()].sort((a, b) => b.entities - a.entities || a.label.localeCompare(b.label));
  // two attributes of one label (an entry split by its layouts, not merged elsewhere): the smaller is named by its kind
  const ids = new Set<string>();
  for (const a of attributes) {
    if (ids.has(a.id)) a.id = attributeIri(`${a.label}\u0000${a.dimension ?? a.kind}`);
    ids.add(a.id);
  }
  for (const [c, a] of byCluster) a.related = c.related.map((r) => ({ id: byCluster.get(r.cluster)!.id, score: Math.round(r.score * 100) / 100 })).sort((x, y) => y.score - x.score);
  const attributeOfEntry = new Map<string, SchemaAttribute>();
  for (const a of attributes) for (const l of a.labels) attributeOfEntry.set(l.entry, a);

  // entity-valued attributes: a value that is the whole name of another entity links to it
  const byName = new Map<string, string[]>();
  for (const e of graph.entities) {
    const n = normText(e.name);
    if (n) byName.set(n, [...(byName.get(n) ?? []), e.iri]);
  }
  for (const [n, items] of bracketed) {
    const key = normText(n);
    if (key && items.size === 1 && !byName.has(key)) byName.set(key, [graph.entities[[...items][0]!]!.iri]);
  }
  // (codes name their items here too; not where their own label states them)
  for (const [code, item] of codes.names) {
    const key = asName(code);
    if (key) byName.set(key, [item]);
  }
  const titles = loadNameTitles();
  const values: SchemaValueRef[] = [];
  const links: Array<[string, string]> = [];
  const linkedValues = new Map<SchemaAttribute, { linked: number; all: number }>();
  for (const entry of graph.entries.values()) {
    const attribute = attributeOfEntry.get(entry.iri);
    if (!attribute) continue;
    const ownCodes = codes.entries.has(entry.iri);
    const tally = linkedValues.get(attribute) ?? { linked: 0, all: 0 };
    for (const v of entry.values) {
      // "Dr. Sarah Lindgren" names the page "Sarah Lindgren" when no entity is called by the full text
      const untitled = withoutTitle(v.label, titles);
      // (and "Fraser, Callum" the page "Callum Fraser")
      const given = surnameFirst(v.label);
      const named = ownCodes ? undefined : byName.get(asName(v.label)) ?? (untitled ? byName.get(asName(untitled)) : undefined) ?? (given ? byName.get(asName(given)) : undefined);
      // a value stated only by the entity it names is that entity's own name restated, not a link
      const others = v.count - (entry.ownNames?.get(v.iri) ?? 0);
      const entity = named && named.length === 1 && others > 0 ? named[0] : undefined;
      // (and no value to ground a question's word on: the word names the entity)
      if (others <= 0 && named) continue;
      values.push({ iri: v.iri, label: v.label, attribute: attribute.id, count: v.count, ...(entity ? { entity } : {}) });
      tally.all += v.count;
      if (entity) {
        tally.linked += others;
        links.push([v.iri, entity]);
      }
    }
    linkedValues.set(attribute, tally);
  }
  for (const [attribute, t] of linkedValues) {
    attribute.entityValues = t.linked;
    // a name with a number in it ("Industrial Socket 32A", a line's product) names its entity all the same
    if ((attribute.kind === 'text' || attribute.kind === 'number') && t.all > 0 && t.linked / t.all >= 0.5) {
      if (attribute.kind === 'number') Object.assign(attribute, { dimension: null, unit: null, displayUnit: null });
      attribute.kind = 'entity';
    }
  }

  const g = df.namedNode(SCHEMA_GRAPH);
  const quads: Quad[] = [];
  for (const a of attributes) {
    const node = df.namedNode(a.id);
    quads.push(df.quad(node, df.namedNode(P.type), df.namedNode(CLASS.Attribute), g), df.quad(node, df.namedNode(P.label), df.literal(a.label), g));
    for (const l of a.labels) quads.push(df.quad(df.namedNode(l.entry), df.namedNode(P.inAttribute), node, g));
  }
  // an entry split by its layouts (layouts.ts): each variant is an entry of its own specs
  for (const e of graph.entries.values()) {
    if (!e.entry || !e.specIris) continue;
    const v = df.namedNode(e.iri);
    quads.push(df.quad(v, df.namedNode(P.type), df.namedNode(CLASS.Entry), g), df.quad(v, df.namedNode(P.label), df.literal(e.label), g));
    for (const s of e.specIris) quads.push(df.quad(df.namedNode(s), df.namedNode(P.inEntry), v, g));
  }
  for (const [value, entity] of links) quads.push(df.quad(df.namedNode(value), df.namedNode(P.namesEntity), df.namedNode(entity), g));
  // one yes/no property read from every layout: related yes/no attributes and the categories naming them give each
  // item the answers it does not state (yes-no-closure.ts)
  quads.push(...(await yesNoClosureFacts(rdf, graph, attributes, { isUnit: opts.isUnit })));
  // a range stated whole in some layouts gives its bound to the label other layouts state it by (range-bounds.ts)
  quads.push(...(await rangeBoundFacts(rdf, graph, attributes)));

  // rows of an export filed only by their file's folder take the kind whose items hold what they hold
  const documents = new Map<number, Set<string>>();
  for (const e of graph.entries.values()) for (const pair of e.rowEntityDocs ?? []) {
    const [i, d] = pair.split('\u0000');
    if (d) (documents.get(Number(i)) ?? documents.set(Number(i), new Set()).get(Number(i))!).add(d);
  }
  // a category that is a folder's name, a value or an item's name says which items, not what they are
  const plain = new Set([...[...graph.documentFolders.values()].flat(), ...values.map((v) => v.label), ...graph.entities.map((e) => e.name)].map(categoryName));
  const notKindNames = new Set(graph.categories.filter((c) => plain.has(categoryName(c.label))).map((c) => c.iri));
  const folderCategory = new Map(graph.categories.map((c) => [categoryName(c.label), c.iri] as const));
  const categoryDocuments = new Map<string, Set<string>>();
  for (const [d, parts] of graph.documentFolders) {
    for (const f of parts) {
      const c = folderCategory.get(categoryName(f));
      if (c) (categoryDocuments.get(c) ?? categoryDocuments.set(c, new Set()).get(c)!).add(d);
    }
  }
  const kinds = inferKinds({ entities: graph.entities, attributes, documents, notKindNames, categoryDocuments });
  // words naming kinds no folder names: the files listing the items, the columns whose values name them
  const linked = new Map<string, Set<number>>();
  for (const v of values) {
    const i = v.entity !== undefined ? indexOfIri.get(v.entity) : undefined;
    if (i !== undefined) (linked.get(v.attribute) ?? linked.set(v.attribute, new Set()).get(v.attribute)!).add(i);
  }
  const kindWords = inferKindWords({ documents, paths: graph.documentPaths, linked });
  // an item named only by another's code is that item: its facts are the other's too (code-names.ts)
  const aliases = codeAliases(graph, codes.names, attributes);
  // and so is one named by another's name with a title or surname first (name-aliases.ts)
  const named = nameAliases(graph, titles, aliases);
  // or by another's name and a measurement that item states itself ("Ramicor 5mg": Ramicor's strength is 5 mg)
  for (const [x, y] of await measuredNameAliases(rdf, graph, new Map([...aliases, ...named]))) named.set(x, y);
  // or by a code that item states and its name ("VI-201 BUTTER CROISSANT": the croissant's code is VI-201)
  for (const [x, y] of await codedNameAliases(rdf, graph, new Map([...aliases, ...named]))) named.set(x, y);
  // or by its name and another's after a dash, stating the same day ("Derwent Voices – Winter Warmers", 22/02/2025)
  for (const [x, y] of await datedNameAliases(rdf, graph, new Map([...aliases, ...named]))) named.set(x, y);
  // or by its code written without the spaces the other's is ("CP66MKE" beside "CP66 MKE")
  for (const [x, y] of spacedCodeAliases(graph, new Map([...aliases, ...named]))) named.set(x, y);
  // or by its first words and the initials of the rest ("Llanwrthwl SR" beside "Llanwrthwl Service Reservoir")
  for (const [x, y] of initialismAliases(graph, new Map([...aliases, ...named]))) named.set(x, y);
  // or by its first words alone ("Castle Mead", a wide table's column, beside the project "Castle Mead Housing")
  for (const [x, y] of await prefixNameAliases(rdf, graph, attributes, new Map([...aliases, ...named]))) named.set(x, y);
  for (const [x, y] of named) aliases.set(x, y);
  heldByItems(named, attributes);
  quads.push(...(await sameItemFacts(rdf, [...aliases].map(([x, y]) => [graph.entities[x]!.iri, graph.entities[y]!.iri] as const))));
  // a kind's measurements written a×b without letters take the order its lettered ones use (dimension-order.ts)
  quads.push(...(await dimensionOrderFacts(rdf, graph, attributes, kinds.containers, kinds.joined)));
  // what a table of months counts, as its files' names say ("callouts-by-area-2024.csv")
  await monthTableWords(rdf, attributes);
  if (persist) {
    await rdf.deleteGraph(SCHEMA_GRAPH);
    await rdf.putQuads(quads);
  }
  const entities: SchemaEntity[] = graph.entities.map((e, i) => {
    const same = aliases.get(i);
    return { ...e, ...(kinds.joined.has(i) ? { kinds: kinds.joined.get(i)! } : {}), ...(same !== undefined ? { sameAs: graph.entities[same]!.iri } : {}) };
  });

  const schema: Schema = {
    format: SCHEMA_FORMAT,
    version,
    attributes,
    entities,
    categories: graph.categories.map((c) => ({
      ...c,
      entities: graph.entities.filter((e) => e.categories.includes(c.iri)).length,
      ...(kinds.containers.has(c.iri) ? { container: true } : {}),
      joined: entities.filter((e) => e.kinds?.includes(c.iri)).length,
    })),
    values,
    features: graph.features,
    unknownUnits: opts.unknownUnits ?? [],
    kindWords,
    codeNames: [...codes.names].filter(([, item]) => indexOfIri.has(item)),
    builtMs: Math.round(performance.now() - started),
  };
  if (persist) setSetting(library.db, SCHEMA_SETTING, schema);
  return schema;
}

/** The schema stored by the last indexing run, or null when the library has none (or one from older code). */
export function storedSchema(library: Library): Schema | null {
  const s = getSetting<Schema>(library.db, SCHEMA_SETTING);
  return s && s.format === SCHEMA_FORMAT ? s : null;
}
