// The proof that the fast path answers like Comunica: every query shape below runs on both engines over the same
// small generated catalogue, and the results must be equal (as multisets, or in order when the query orders totally).
// The second set runs over a library where many triples sit in 2 or 3 graphs (multi-graph-fixture.ts): outside GRAPH
// both engines must see each triple once (SPARQL's union default graph is an RDF merge), checked against counts
// computed from the fixture itself, not only against each other.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import type { RdfStore, SparqlResult } from '../../electron/engine/store/rdf/index.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';
import { openCatalogueStore, openDb, tempDir } from './helpers.ts';
import { openRdfStore } from '../../electron/engine/store/rdf/index.ts';
import { multiGraphFixture, FEATURED, MORE_RULES_GRAPH, RULES_GRAPH, VOCABULARY_GRAPH } from './multi-graph-fixture.ts';

const CAT = (c: string) => `<https://quarry.local/id/category/${c}>`;
const PRODUCT = (i: number) => `<https://quarry.local/id/product/${i}>`;

interface Shape { name: string; query: string; ordered?: boolean; minRows?: number; check?: (r: SparqlResult) => void }

const SHAPES: Shape[] = [
  { name: 'pattern lookup', query: 'SELECT ?p ?name WHERE { ?p q:hasName ?name }', minRows: 40 },
  { name: 'constant subject, variable predicate', query: `SELECT ?pred ?o WHERE { ${PRODUCT(3)} ?pred ?o }`, minRows: 5 },
  { name: 'variable predicate, constant object', query: `SELECT ?s ?pred WHERE { ?s ?pred ${CAT('monitors')} }`, minRows: 4 },
  {
    name: 'multi-condition filter (category + price + refresh rate)',
    query: `SELECT ?p ?price ?hz WHERE { ?p q:belongs ${CAT('monitors')} ; q:hasPrice ?price ; q:hasSpec ?s . ?s q:inEntry "Refresh rate" ; q:hasNumericValue ?hz FILTER(?price < 1500 && ?hz >= 120) }`,
    minRows: 1,
  },
  { name: 'COUNT per category', query: 'SELECT ?cat (COUNT(?p) AS ?n) WHERE { ?p q:belongs ?cat } GROUP BY ?cat', minRows: 10 },
  {
    name: 'SUM/AVG/MIN/MAX per category (some prices unbound)',
    query: 'SELECT ?cat (SUM(?price) AS ?sum) (AVG(?price) AS ?avg) (MIN(?price) AS ?min) (MAX(?price) AS ?max) WHERE { ?p q:belongs ?cat OPTIONAL { ?p q:hasPrice ?price } } GROUP BY ?cat',
    minRows: 10,
  },
  { name: 'aggregates over bound numbers, no GROUP BY', query: 'SELECT (COUNT(*) AS ?n) (SUM(?v) AS ?sum) (AVG(?v) AS ?avg) (MIN(?v) AS ?min) (MAX(?v) AS ?max) WHERE { ?s q:inEntry "Weight" ; q:hasNumericValue ?v }', minRows: 1 },
  { name: 'aggregates over no rows', query: 'SELECT (COUNT(*) AS ?n) (SUM(?v) AS ?sum) (MIN(?v) AS ?min) WHERE { ?s q:inEntry "No such entry" ; q:hasNumericValue ?v }', minRows: 1 },
  { name: 'COUNT DISTINCT', query: 'SELECT (COUNT(DISTINCT ?entry) AS ?n) WHERE { ?s q:inEntry ?entry }', minRows: 1 },
  { name: 'OPTIONAL with !BOUND', query: 'SELECT ?p ?price WHERE { ?p q:belongs ?c OPTIONAL { ?p q:hasPrice ?price } FILTER(!BOUND(?price)) }', minRows: 3 },
  { name: 'OPTIONAL group with its own filter', query: 'SELECT ?p ?hz WHERE { ?p q:belongs ?c OPTIONAL { ?p q:hasSpec ?s . ?s q:inEntry "Refresh rate" ; q:hasNumericValue ?hz FILTER(?hz > 100) } }', minRows: 40 },
  { name: 'FILTER NOT EXISTS', query: 'SELECT ?p WHERE { ?p q:belongs ?c FILTER NOT EXISTS { ?p q:hasPrice ?x } }', minRows: 3 },
  { name: 'FILTER EXISTS with inner filter', query: 'SELECT ?p WHERE { ?p q:belongs ?c FILTER EXISTS { ?p q:hasSpec ?s . ?s q:hasNumericValue ?v FILTER(?v > 990) } }' },
  { name: 'CONTAINS(LCASE(STR()))', query: 'SELECT ?p ?name WHERE { ?p q:hasName ?name FILTER(CONTAINS(LCASE(STR(?name)), "pro")) }', minRows: 5 },
  { name: 'REGEX case-insensitive', query: 'SELECT ?p ?name WHERE { ?p q:hasName ?name FILTER(REGEX(?name, "^acme", "i")) }', minRows: 1 },
  { name: 'CONTAINS on a language-tagged name', query: 'SELECT ?p WHERE { ?p q:hasName ?name FILTER(CONTAINS(?name, "Model 3")) }', minRows: 1 },
  { name: 'string equality', query: 'SELECT ?s ?v WHERE { ?s q:inEntry ?e ; q:hasValue ?v FILTER(?e = "Refresh rate") }', minRows: 40 },
  { name: 'string inequality and STRSTARTS', query: 'SELECT ?s WHERE { ?s q:inEntry ?e FILTER(?e != "Weight" && STRSTARTS(?e, "Feature 1")) }' },
  { name: 'numeric = and != on mixed integer/decimal', query: 'SELECT ?s ?v WHERE { ?s q:hasNumericValue ?v FILTER(?v = 120 || ?v != ?v) }', minRows: 1 },
  { name: '|| and ! over numeric comparisons', query: 'SELECT ?s ?v WHERE { ?s q:inEntry "Refresh rate" ; q:hasNumericValue ?v FILTER(!(?v >= 90) || ?v > 200) }', minRows: 1 },
  { name: 'comparison between two variables', query: 'SELECT ?p ?w ?hz WHERE { ?p q:hasSpec ?a , ?b . ?a q:inEntry "Weight" ; q:hasNumericValue ?w . ?b q:inEntry "Refresh rate" ; q:hasNumericValue ?hz FILTER(?w < ?hz && ?a != ?b) }', minRows: 1 },
  { name: 'IN list', query: `SELECT ?p WHERE { ?p q:belongs ?c FILTER(?c IN (${CAT('mice')}, ${CAT('phones')})) }`, minRows: 8 },
  { name: 'VALUES', query: `SELECT ?p ?c WHERE { VALUES ?c { ${CAT('laptops')} ${CAT('tablets')} <https://quarry.local/id/category/none> } ?p q:belongs ?c }`, minRows: 8 },
  { name: 'DISTINCT', query: 'SELECT DISTINCT ?section WHERE { ?s q:inSection ?section }', minRows: 5 },
  { name: 'ORDER BY DESC numeric with LIMIT', query: 'SELECT ?p ?price WHERE { ?p q:hasPrice ?price } ORDER BY DESC(?price) LIMIT 5', ordered: true, minRows: 5 },
  { name: 'ORDER BY string with OFFSET', query: 'SELECT ?p ?name WHERE { ?p q:hasName ?name } ORDER BY ?name LIMIT 7 OFFSET 3', ordered: true, minRows: 7 },
  { name: 'ORDER BY an aggregate', query: 'SELECT ?p (COUNT(?s) AS ?n) WHERE { ?p q:hasSpec ?s ; q:hasPrice ?price FILTER(?price > 1000) } GROUP BY ?p ORDER BY ?p', ordered: true, minRows: 1 },
  { name: 'ASK (true)', query: `ASK { ?p q:belongs ${CAT('mice')} }` },
  { name: 'ASK (false)', query: 'ASK { ?p q:hasPrice ?x FILTER(?x < 0) }' },
];

const fixture = multiGraphFixture({ products: 40, specsPerProduct: 4 });
const productCount = 40;
const sumOf = (xs: Iterable<number>) => [...xs].reduce((a, b) => a + b, 0);
const countsByLabel = (r: SparqlResult) => Object.fromEntries(r.rows.map((row) => [row.l!.value, Number(row.n!.value)]));

const MULTI_GRAPH_SHAPES: Shape[] = [
  {
    name: 'COUNT per label over a join of triples held by 2-3 graphs',
    query: 'SELECT ?l (COUNT(?e) AS ?n) WHERE { ?e q:belongs ?c . ?c rdfs:label ?l } GROUP BY ?l',
    check: (r) => expect(countsByLabel(r)).toEqual(Object.fromEntries(fixture.productsPerLabel)),
  },
  {
    name: 'join rows, each once',
    query: 'SELECT ?e ?l WHERE { ?e q:belongs ?c . ?c rdfs:label ?l }',
    check: (r) => expect(r.rows).toHaveLength(sumOf(fixture.productsPerLabel.values())),
  },
  { name: 'COUNT(*) of every triple', query: 'SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }', check: (r) => expect(Number(r.rows[0]!.n!.value)).toBe(fixture.tripleCount) },
  { name: 'every triple listed once', query: 'SELECT * WHERE { ?s ?p ?o }', check: (r) => expect(r.rows).toHaveLength(fixture.tripleCount) },
  {
    name: 'COUNT DISTINCT against COUNT of a duplicated triple',
    query: `SELECT (COUNT(?l) AS ?n) (COUNT(DISTINCT ?l) AS ?d) WHERE { <${FEATURED}> rdfs:label ?l }`,
    check: (r) => expect([r.rows[0]!.n!.value, r.rows[0]!.d!.value]).toEqual(['1', '1']),
  },
  {
    name: 'OPTIONAL single triple held by several graphs',
    query: 'SELECT ?p ?c ?l WHERE { ?p q:belongs ?c OPTIONAL { ?c rdfs:label ?l } }',
    check: (r) => expect(r.rows).toHaveLength(sumOf(fixture.productsPerLabel.values())),
  },
  {
    name: 'OPTIONAL group over duplicated triples',
    query: 'SELECT ?p ?price ?l WHERE { ?p q:hasPrice ?price OPTIONAL { ?p q:belongs ?c . ?c rdfs:label ?l } }',
    check: (r) => expect(new Set(r.rows.map((row) => `${row.p!.value} ${row.l?.value}`)).size).toBe(r.rows.length),
  },
  {
    name: 'FILTER NOT EXISTS over duplicated memberships',
    query: 'SELECT ?p WHERE { ?p q:belongs ?c . ?c rdfs:label ?l FILTER NOT EXISTS { ?p q:hasPrice ?x } }',
    minRows: 3,
  },
  { name: 'FILTER EXISTS', query: 'SELECT ?c WHERE { ?c rdfs:label ?l FILTER EXISTS { ?p q:belongs ?c } }', check: (r) => expect(r.rows).toHaveLength(fixture.productsPerLabel.size) },
  {
    name: 'COUNT/SUM/AVG/MIN/MAX of prices held by 2 graphs, per label',
    query: 'SELECT ?l (COUNT(?price) AS ?n) (SUM(?price) AS ?sum) (AVG(?price) AS ?avg) (MIN(?price) AS ?min) (MAX(?price) AS ?max) WHERE { ?p q:belongs ?c ; q:hasPrice ?price . ?c rdfs:label ?l } GROUP BY ?l',
    check: (r) => { for (const [label, n] of Object.entries(countsByLabel(r))) expect(n).toBeLessThanOrEqual(fixture.productsPerLabel.get(label)!); },
  },
  {
    name: 'VALUES joined with duplicated labels',
    query: 'SELECT ?p ?l WHERE { VALUES ?l { "monitors" "featured" } ?c rdfs:label ?l . ?p q:belongs ?c }',
    check: (r) => expect(r.rows).toHaveLength(fixture.productsPerLabel.get('monitors')! + fixture.productsPerLabel.get('featured')!),
  },
  { name: 'star join with a constant label', query: 'SELECT ?p ?s WHERE { ?p q:belongs ?c ; q:hasSpec ?s . ?c rdfs:label "monitors" }', minRows: 4 },
  { name: 'ORDER BY over duplicated prices with LIMIT', query: 'SELECT ?p ?price WHERE { ?p q:hasPrice ?price } ORDER BY DESC(?price) ?p LIMIT 10', ordered: true, minRows: 10 },
  { name: 'ASK over duplicated triples', query: 'ASK { ?p q:belongs ?c . ?c rdfs:label "featured" }', check: (r) => expect(r.boolean).toBe(true) },
];

let db: Database.Database;
let rdf: RdfStore;

beforeAll(async () => {
  ({ db, rdf } = await openCatalogueStore(path.join(tempDir(), 'library.sqlite'), { products: 40, specsPerProduct: 8 }));
});

afterAll(async () => {
  await rdf.close();
  db.close();
});

function canonicalRows(r: SparqlResult, ordered: boolean): string[] {
  const rows = r.rows.map((row) => JSON.stringify(Object.keys(row).sort().map((k) => [k, row[k]])));
  return ordered ? rows : rows.sort();
}

async function expectSameAnswer(store: RdfStore, shape: Shape): Promise<void> {
  const query = `${SPARQL_PREFIXES}\n${shape.query}`;
  const fast = await store.sparql(query, { engine: 'fast', rowCap: 100_000, timeoutMs: 120_000 });
  const comunica = await store.sparql(query, { engine: 'comunica', rowCap: 100_000, timeoutMs: 120_000 });
  expect(fast.engine).toBe('fast');
  expect(comunica.engine).toBe('comunica');
  expect(fast.kind).toBe(comunica.kind);
  if (fast.kind === 'boolean') expect(fast.boolean).toBe(comunica.boolean);
  else {
    expect(fast.rows.length).toBeGreaterThanOrEqual(shape.minRows ?? 0);
    expect(canonicalRows(fast, !!shape.ordered)).toEqual(canonicalRows(comunica, !!shape.ordered));
  }
  shape.check?.(fast);
  shape.check?.(comunica);
}

describe('fast path equals Comunica', () => {
  it('covers at least 15 query shapes', () => {
    expect(SHAPES.length).toBeGreaterThanOrEqual(15);
  });

  for (const shape of SHAPES) {
    it(shape.name, () => expectSameAnswer(rdf, shape));
  }
});

describe('fast path equals Comunica when triples sit in several graphs (set semantics outside GRAPH)', () => {
  let multiDb: Database.Database;
  let multi: RdfStore;

  beforeAll(async () => {
    multiDb = openDb(path.join(tempDir(), 'library.sqlite'));
    multi = await openRdfStore(multiDb);
    await multi.putQuads(fixture.quads);
  });

  afterAll(async () => {
    await multi.close();
    multiDb.close();
  });

  it('the fixture really repeats triples across graphs', () => {
    expect(fixture.quads.length - fixture.tripleCount).toBeGreaterThan(50);
    expect(fixture.productsPerLabel.get('featured')).toBe(7);
    expect(sumOf([...fixture.productsPerLabel].filter(([label]) => label !== 'featured').map(([, n]) => n))).toBe(productCount);
    expect(multi.countQuads()).toBe(fixture.quads.length);
  });

  for (const shape of MULTI_GRAPH_SHAPES) it(shape.name, () => expectSameAnswer(multi, shape));

  it('GRAPH ?g still sees every graph that holds a triple (Comunica)', async () => {
    const r = await multi.sparql(`${SPARQL_PREFIXES} SELECT ?g WHERE { GRAPH ?g { <https://quarry.local/id/category/monitors> rdfs:label "monitors" } }`, { engine: 'comunica' });
    expect(r.rows.map((row) => row.g!.value).sort()).toEqual([MORE_RULES_GRAPH, RULES_GRAPH, VOCABULARY_GRAPH].sort());
  });
});
