// The proof that the fast path answers like Comunica: every query shape below runs on both engines over the same
// small generated catalogue, and the results must be equal (as multisets, or in order when the query orders totally).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import type { RdfStore, SparqlResult } from '../../electron/engine/store/rdf/index.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';
import { openCatalogueStore, tempDir } from './helpers.ts';

const CAT = (c: string) => `<https://quarry.local/id/category/${c}>`;
const PRODUCT = (i: number) => `<https://quarry.local/id/product/${i}>`;

interface Shape { name: string; query: string; ordered?: boolean; minRows?: number }

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

describe('fast path equals Comunica', () => {
  it('covers at least 15 query shapes', () => {
    expect(SHAPES.length).toBeGreaterThanOrEqual(15);
  });

  for (const shape of SHAPES) {
    it(shape.name, async () => {
      const query = `${SPARQL_PREFIXES}\n${shape.query}`;
      const fast = await rdf.sparql(query, { engine: 'fast' });
      const comunica = await rdf.sparql(query, { engine: 'comunica' });
      expect(fast.engine).toBe('fast');
      expect(comunica.engine).toBe('comunica');
      expect(fast.kind).toBe(comunica.kind);
      if (fast.kind === 'boolean') {
        expect(fast.boolean).toBe(comunica.boolean);
        return;
      }
      expect(fast.rows.length).toBeGreaterThanOrEqual(shape.minRows ?? 0);
      expect(canonicalRows(fast, !!shape.ordered)).toEqual(canonicalRows(comunica, !!shape.ordered));
    });
  }
});
