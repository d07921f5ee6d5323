// The RdfStore API: transactions shared with the rest of the library file, per-document graphs, errors, and a
// read-only reader connection querying while a writer writes.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFactory } from 'rdf-data-factory';
import { openRdfStore } from '../../electron/engine/store/rdf/index.ts';
import { SPARQL_PREFIXES, XSD } from '../../electron/engine/store/rdf/namespaces.ts';
import { P as Q } from '../../electron/engine/skg/ontology.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { catalogueQuads, openCatalogueStore, openDb, tempDir } from './helpers.ts';
import { documentIri } from './synthetic-catalogue.ts';

const df = new DataFactory();
const PRODUCTS = { products: 12, specsPerProduct: 3 };

function quadsOfDoc(doc: string, n: number) {
  const g = df.namedNode(doc);
  return Array.from({ length: n }, (_, i) => df.quad(df.namedNode(`${doc}/item/${i}`), df.namedNode(Q.hasPrice), df.literal(String(i * 10), df.namedNode(XSD.integer)), g));
}

describe('RdfStore', () => {
  it('commits quads together with other tables in one explicit transaction, and they survive reopening', async () => {
    const file = path.join(tempDir(), 'library.sqlite');
    const db = openDb(file);
    db.exec('CREATE TABLE documents (id INTEGER PRIMARY KEY, path TEXT)');
    const rdf = await openRdfStore(db);
    db.exec('BEGIN IMMEDIATE');
    db.prepare('INSERT INTO documents (path) VALUES (?)').run('/a.txt');
    await rdf.putQuads(quadsOfDoc('https://quarry.local/id/doc/a', 5));
    db.exec('COMMIT');
    await rdf.close();
    db.close();

    const db2 = openDb(file);
    const rdf2 = await openRdfStore(db2);
    expect(rdf2.countQuads()).toBe(5);
    expect((db2.prepare('SELECT count(*) AS n FROM documents').get() as { n: number }).n).toBe(1);
    const r = await rdf2.sparql(`${SPARQL_PREFIXES} SELECT ?s WHERE { ?s q:hasPrice ?p }`, { engine: 'comunica' });
    expect(r.rows).toHaveLength(5);
    await rdf2.close();
    db2.close();
  });

  it('leaves no quads behind when the caller rolls back', async () => {
    const db = openDb(path.join(tempDir(), 'library.sqlite'));
    const rdf = await openRdfStore(db);
    db.exec('BEGIN IMMEDIATE');
    await rdf.putQuads(quadsOfDoc('https://quarry.local/id/doc/a', 5));
    expect(rdf.countQuads()).toBe(5);
    db.exec('ROLLBACK');
    expect(rdf.countQuads()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM rdf_triples').pluck().get()).toBe(0);
    const r = await rdf.sparql('SELECT * WHERE { ?s ?p ?o }', { engine: 'comunica' });
    expect(r.rows).toHaveLength(0);
    db.close();
  });

  it('answers a numeric FILTER with the right rows on both engines', async () => {
    const db = openDb(path.join(tempDir(), 'library.sqlite'));
    const rdf = await openRdfStore(db);
    const g = df.namedNode('https://quarry.local/id/doc/mixed');
    const prices: Array<[string, string]> = [['9', XSD.integer], ['10.5', XSD.decimal], ['1.2e1', XSD.double], ['abc', XSD.string], ['100', XSD.integer]];
    await rdf.putQuads(prices.map(([v, dt], i) => df.quad(df.namedNode(`https://quarry.local/id/p${i}`), df.namedNode(Q.hasPrice), df.literal(v, df.namedNode(dt)), g)));
    for (const engine of ['fast', 'comunica'] as const) {
      const r = await rdf.sparql(`${SPARQL_PREFIXES} SELECT ?s ?v WHERE { ?s q:hasPrice ?v FILTER(?v >= 10 && ?v < 100) } ORDER BY ?v`, { engine });
      expect(r.engine).toBe(engine);
      expect(r.rows.map((row) => row.v!.value)).toEqual(['10.5', '1.2e1']);
    }
    db.close();
  });

  it('deleteGraph removes exactly that graph, for both engines', async () => {
    const { db, rdf } = await openCatalogueStore(path.join(tempDir(), 'library.sqlite'), PRODUCTS);
    const total = rdf.countQuads();
    const perDoc = catalogueQuads(PRODUCTS).filter((q) => q.graph.value === documentIri(4)).length;
    await rdf.deleteGraph(documentIri(4));
    expect(rdf.countQuads()).toBe(total - perDoc);
    for (const engine of ['fast', 'comunica'] as const) {
      const gone = await rdf.sparql(`SELECT ?p ?o WHERE { <https://quarry.local/id/product/4> ?p ?o }`, { engine });
      expect(gone.rows).toHaveLength(0);
      const kept = await rdf.sparql(`SELECT ?p ?o WHERE { <https://quarry.local/id/product/5> ?p ?o }`, { engine });
      expect(kept.rows.length).toBeGreaterThan(0);
    }
    const graphs = await rdf.sparql('SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }', { engine: 'comunica' });
    expect(graphs.rows).toHaveLength(PRODUCTS.products - 1);
    await rdf.deleteGraph('https://quarry.local/id/doc/never-written');
    expect(rdf.countQuads()).toBe(total - perDoc);
    db.close();
  });

  it('clearAll empties the graph and its dictionary', async () => {
    const { db, rdf } = await openCatalogueStore(path.join(tempDir(), 'library.sqlite'), PRODUCTS);
    await rdf.clearAll();
    expect(rdf.countQuads()).toBe(0);
    expect(db.prepare('SELECT (SELECT count(*) FROM rdf_triples) + (SELECT count(*) FROM rdf_terms)').pluck().get()).toBe(0);
    db.close();
  });

  it('keeps the fast-path table in step with SPARQL updates', async () => {
    const db = openDb(path.join(tempDir(), 'library.sqlite'));
    const rdf = await openRdfStore(db);
    await rdf.sparql(`${SPARQL_PREFIXES} INSERT DATA { GRAPH <https://quarry.local/id/doc/u> { <https://quarry.local/id/x> q:hasPrice 5 } }`, { allowUpdate: true });
    expect(rdf.countQuads()).toBe(1);
    const fast = await rdf.sparql(`${SPARQL_PREFIXES} SELECT ?s WHERE { ?s q:hasPrice 5 }`, { engine: 'fast' });
    expect(fast.rows).toEqual([{ s: { type: 'uri', value: 'https://quarry.local/id/x' } }]);
    await rdf.sparql(`${SPARQL_PREFIXES} DELETE WHERE { GRAPH ?g { ?s q:hasPrice ?v } }`, { allowUpdate: true });
    expect(rdf.countQuads()).toBe(0);
    db.close();
  });

  it('reports malformed SPARQL with the parser position, refuses updates, and refuses what the fast path lacks', async () => {
    const db = openDb(path.join(tempDir(), 'library.sqlite'));
    const rdf = await openRdfStore(db);
    const syntax = await rdf.sparql('SELECT ?x WHERE { ?x ?y }').catch((e: unknown) => e);
    expect(isQuarryError(syntax, 'SPARQL_SYNTAX')).toBe(true);
    expect((syntax as Error).message).toMatch(/line 1, column \d+/);
    const update = await rdf.sparql('INSERT DATA { <urn:a> <urn:b> <urn:c> }').catch((e: unknown) => e);
    expect(isQuarryError(update, 'SPARQL_UPDATE_REFUSED')).toBe(true);
    expect(rdf.countQuads()).toBe(0);
    const union = 'SELECT ?s WHERE { { ?s <urn:p> ?o } UNION { ?s <urn:q> ?o } }';
    const refused = await rdf.sparql(union, { engine: 'fast' }).catch((e: unknown) => e);
    expect(isQuarryError(refused, 'BAD_ARGUMENT')).toBe(true);
    expect((await rdf.sparql(union)).engine).toBe('comunica');
    db.close();
  });

  it('turns a read error into a failed Comunica query instead of an empty result', async () => {
    const { db, rdf } = await openCatalogueStore(path.join(tempDir(), 'library.sqlite'), PRODUCTS);
    db.exec('ALTER TABLE rdf_terms RENAME TO rdf_terms_moved');
    const failed = await rdf.sparql('SELECT * WHERE { ?s ?p ?o }', { engine: 'comunica' }).catch((e: unknown) => e);
    expect(isQuarryError(failed, 'INTERNAL')).toBe(true);
    expect((failed as Error).message).toMatch(/rdf_terms/);
    db.close();
  });

  it('times out a slow Comunica query and truncates at the row cap', async () => {
    const { db, rdf } = await openCatalogueStore(path.join(tempDir(), 'library.sqlite'), PRODUCTS);
    const slow = await rdf.sparql('SELECT * WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }', { engine: 'comunica', timeoutMs: 50 }).catch((e: unknown) => e);
    expect(isQuarryError(slow, 'QUERY_TIMEOUT')).toBe(true);
    for (const engine of ['fast', 'comunica'] as const) {
      const capped = await rdf.sparql('SELECT * WHERE { ?s ?p ?o }', { engine, rowCap: 7 });
      expect(capped.rows).toHaveLength(7);
      expect(capped.truncated).toBe(true);
    }
    db.close();
  });

  it('lets a read-only second connection query while the writer writes', async () => {
    const file = path.join(tempDir(), 'library.sqlite');
    const { db: writerDb, rdf: writer } = await openCatalogueStore(file, PRODUCTS);
    const before = writer.countQuads();
    const readerDb = openDb(file, { readonly: true });
    const reader = await openRdfStore(readerDb, { readonly: true });

    writerDb.exec('BEGIN IMMEDIATE');
    await writer.putQuads(quadsOfDoc('https://quarry.local/id/doc/new', 20));
    // The writer's transaction is open: the reader sees the last committed state, on both engines.
    expect(reader.countQuads()).toBe(before);
    const during = await reader.sparql('SELECT ?s WHERE { ?s ?p ?o }', { engine: 'comunica', rowCap: 1_000_000 });
    expect(during.rows).toHaveLength(before);
    writerDb.exec('COMMIT');
    expect(reader.countQuads()).toBe(before + 20);
    const after = await reader.sparql(`${SPARQL_PREFIXES} SELECT ?s WHERE { GRAPH <https://quarry.local/id/doc/new> { ?s q:hasPrice ?v } }`, { engine: 'comunica' });
    expect(after.rows).toHaveLength(20);
    await expect(reader.putQuads(quadsOfDoc('https://quarry.local/id/doc/x', 1))).rejects.toThrow(/read-only/);
    readerDb.close();
    writerDb.close();
  });
});
