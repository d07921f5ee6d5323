// The union default graph as a set of triples: rdf_triples' reference counts stay equal to the number of graphs
// holding each triple through puts, per-graph deletes, SPARQL updates, rollbacks, clearAll and the backfill of a
// library written before rdf_triples existed; both engines see a triple once while any graph holds it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { DataFactory } from 'rdf-data-factory';
import type { Quad } from '@rdfjs/types';
import { openRdfStore, createRdfSchema, type RdfStore } from '../../electron/engine/store/rdf/index.ts';
import { SPARQL_PREFIXES, XSD } from '../../electron/engine/store/rdf/namespaces.ts';
import { P as Q } from '../../electron/engine/skg/ontology.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { openDb, tempDir } from './helpers.ts';
import { multiGraphFixture } from './multi-graph-fixture.ts';

const df = new DataFactory();
const G = (name: string) => `https://quarry.local/id/doc/${name}`;
const LABEL = df.quad(df.namedNode('https://quarry.local/id/category/phones'), df.namedNode('http://www.w3.org/2000/01/rdf-schema#label'), df.literal('phone'));
const MEMBER = df.quad(df.namedNode('https://quarry.local/id/product/1'), df.namedNode(Q.belongs), df.namedNode('https://quarry.local/id/category/phones'));
const inGraph = (q: Quad, graph: string) => df.quad(q.subject, q.predicate, q.object, df.namedNode(graph));

const COUNT_QUERY = `${SPARQL_PREFIXES} SELECT ?l (COUNT(?e) AS ?n) WHERE { ?e q:belongs ?c . ?c rdfs:label ?l } GROUP BY ?l`;

/** rdf_triples as stored, and as it should be: one row per (s,p,o) of rdf_quads with the number of its graphs. */
function tripleCounts(db: Database.Database): { stored: unknown[]; expected: unknown[] } {
  return {
    stored: db.prepare('SELECT s, p, o, graphs FROM rdf_triples ORDER BY s, p, o').raw(true).all(),
    expected: db.prepare('SELECT s, p, o, count(*) FROM rdf_quads GROUP BY s, p, o ORDER BY s, p, o').raw(true).all(),
  };
}

function expectConsistent(db: Database.Database): void {
  const { stored, expected } = tripleCounts(db);
  expect(stored).toEqual(expected);
}

async function countsOnBothEngines(rdf: RdfStore): Promise<Array<Record<string, string>>> {
  const out: Array<Record<string, string>> = [];
  for (const engine of ['fast', 'comunica'] as const) {
    const r = await rdf.sparql(COUNT_QUERY, { engine });
    expect(r.engine).toBe(engine);
    out.push(Object.fromEntries(r.rows.map((row) => [row.l!.value, row.n!.value])));
  }
  return out;
}

async function openEmpty(): Promise<{ db: Database.Database; rdf: RdfStore; file: string }> {
  const file = path.join(tempDir(), 'library.sqlite');
  const db = openDb(file);
  return { db, rdf: await openRdfStore(db), file };
}

describe('union default graph (rdf_triples)', () => {
  it('counts a triple once while any of its graphs holds it, on both engines', async () => {
    const { db, rdf } = await openEmpty();
    await rdf.putQuads([inGraph(LABEL, G('vocabulary')), inGraph(LABEL, G('rules')), inGraph(LABEL, G('rules-2'))]);
    await rdf.putQuads([inGraph(MEMBER, G('doc-1')), inGraph(MEMBER, G('rules'))]);
    await rdf.putQuads([inGraph(MEMBER, G('doc-1'))]); // the same quad again: no new graph
    expect(rdf.countQuads()).toBe(5);
    expect(db.prepare('SELECT graphs FROM rdf_triples ORDER BY graphs').raw(true).all()).toEqual([[2], [3]]);
    expectConsistent(db);
    expect(await countsOnBothEngines(rdf)).toEqual([{ phone: '1' }, { phone: '1' }]);

    await rdf.deleteGraph(G('vocabulary'));
    await rdf.deleteGraph(G('doc-1'));
    expectConsistent(db);
    expect(await countsOnBothEngines(rdf)).toEqual([{ phone: '1' }, { phone: '1' }]);

    await rdf.deleteGraph(G('rules'));
    expectConsistent(db);
    expect(await countsOnBothEngines(rdf)).toEqual([{}, {}]); // the membership was only left in doc-1 and rules
    const label = `${SPARQL_PREFIXES} SELECT ?l WHERE { ?c rdfs:label ?l }`;
    for (const engine of ['fast', 'comunica'] as const) expect((await rdf.sparql(label, { engine })).rows).toHaveLength(1);

    await rdf.deleteGraph(G('rules-2'));
    expect(db.prepare('SELECT count(*) FROM rdf_triples').pluck().get()).toBe(0);
    for (const engine of ['fast', 'comunica'] as const) expect((await rdf.sparql(label, { engine })).rows).toHaveLength(0);
    db.close();
  });

  it('keeps the counts of the last commit when a transaction rolls back', async () => {
    const { db, rdf } = await openEmpty();
    await rdf.putQuads([inGraph(LABEL, G('vocabulary')), inGraph(LABEL, G('rules')), inGraph(MEMBER, G('doc-1'))]);
    const before = tripleCounts(db).stored;

    db.exec('BEGIN IMMEDIATE');
    await rdf.putQuads([inGraph(MEMBER, G('rules')), inGraph(LABEL, G('doc-2')), df.quad(df.namedNode('urn:new'), df.namedNode(Q.hasPrice), df.literal('3', df.namedNode(XSD.integer)), df.namedNode(G('doc-2')))]);
    await rdf.deleteGraph(G('vocabulary'));
    expectConsistent(db);
    db.exec('ROLLBACK');

    expect(tripleCounts(db).stored).toEqual(before);
    expectConsistent(db);
    // Writing after the rollback (term ids handed out inside it are reused) keeps the counts right.
    await rdf.putQuads([inGraph(MEMBER, G('rules')), df.quad(df.namedNode('urn:other'), df.namedNode(Q.hasPrice), df.literal('4', df.namedNode(XSD.integer)), df.namedNode(G('doc-3')))]);
    expectConsistent(db);
    expect(await countsOnBothEngines(rdf)).toEqual([{ phone: '1' }, { phone: '1' }]);
    db.close();
  });

  it('keeps the counts in step with SPARQL updates', async () => {
    const { db, rdf } = await openEmpty();
    const triple = '<https://quarry.local/id/x> q:hasPrice 5';
    const update = (u: string) => rdf.sparql(`${SPARQL_PREFIXES} ${u}`, { allowUpdate: true });
    await update(`INSERT DATA { GRAPH <${G('a')}> { ${triple} } GRAPH <${G('b')}> { ${triple} } }`);
    expect(db.prepare('SELECT graphs FROM rdf_triples').pluck().all()).toEqual([2]);
    const count = `${SPARQL_PREFIXES} SELECT (COUNT(*) AS ?n) WHERE { ?s q:hasPrice ?v }`;
    for (const engine of ['fast', 'comunica'] as const) expect((await rdf.sparql(count, { engine })).rows[0]!.n!.value).toBe('1');
    await update(`DELETE DATA { GRAPH <${G('a')}> { ${triple} } }`);
    expect(db.prepare('SELECT graphs FROM rdf_triples').pluck().all()).toEqual([1]);
    await update(`DELETE DATA { GRAPH <${G('a')}> { ${triple} } }`); // already gone from a: nothing changes
    expect(db.prepare('SELECT graphs FROM rdf_triples').pluck().all()).toEqual([1]);
    await update(`DELETE WHERE { GRAPH ?g { ?s q:hasPrice ?v } }`);
    expect(db.prepare('SELECT count(*) FROM rdf_triples').pluck().get()).toBe(0);
    expect(rdf.countQuads()).toBe(0);
    db.close();
  });

  it('clearAll empties rdf_triples too', async () => {
    const { db, rdf } = await openEmpty();
    await rdf.putQuads(multiGraphFixture({ products: 6, specsPerProduct: 2 }).quads);
    expect(db.prepare('SELECT count(*) FROM rdf_triples').pluck().get()).toBeGreaterThan(0);
    await rdf.clearAll();
    expect(db.prepare('SELECT count(*) FROM rdf_triples').pluck().get()).toBe(0);
    await rdf.putQuads([inGraph(LABEL, G('a')), inGraph(LABEL, G('b'))]);
    expectConsistent(db);
    db.close();
  });

  it('fills rdf_triples from rdf_quads for a library written before it existed, once', async () => {
    const { db, rdf, file } = await openEmpty();
    const fixture = multiGraphFixture({ products: 12, specsPerProduct: 3 });
    await rdf.putQuads(fixture.quads);
    const current = tripleCounts(db).stored;
    await rdf.close();
    // The layout of an older library: no rdf_triples, rdf_quads keyed (s, p, o, g) with predicate/object indexes.
    db.exec(`DROP TABLE rdf_triples;
      CREATE TABLE old_quads (s INTEGER NOT NULL, p INTEGER NOT NULL, o INTEGER NOT NULL, g INTEGER NOT NULL, PRIMARY KEY (s, p, o, g)) WITHOUT ROWID;
      INSERT INTO old_quads SELECT s, p, o, g FROM rdf_quads; DROP TABLE rdf_quads; ALTER TABLE old_quads RENAME TO rdf_quads;
      CREATE INDEX rdf_quads_g ON rdf_quads (g); CREATE INDEX rdf_quads_pos ON rdf_quads (p, o, s); CREATE INDEX rdf_quads_osp ON rdf_quads (o, s, p);`);
    db.close();

    // A read-only connection to such a library answers through Comunica, with set semantics already.
    const reader = openDb(file, { readonly: true });
    const readonlyStore = await openRdfStore(reader, { readonly: true });
    const all = `SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }`;
    const auto = await readonlyStore.sparql(all);
    expect([auto.engine, auto.rows[0]!.n!.value]).toEqual(['comunica', String(fixture.tripleCount)]);
    const refused = await readonlyStore.sparql(all, { engine: 'fast' }).catch((e: unknown) => e);
    expect(isQuarryError(refused, 'BAD_ARGUMENT')).toBe(true);
    await readonlyStore.close(); // its query workers hold connections to the file the writer now rewrites
    reader.close();

    const reopened = openDb(file); // runs createRdfSchema
    expect(tripleCounts(reopened).stored).toEqual(current);
    const indexes = reopened.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('rdf_quads', 'rdf_triples') ORDER BY name").pluck().all();
    expect(indexes).toEqual(['rdf_triples_osp', 'rdf_triples_pos']);
    const key = reopened.prepare("SELECT name FROM pragma_index_info((SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rdf_quads'))").pluck().all();
    expect(key).toEqual([]); // no secondary index: the (g, s, p, o) primary key is the table
    expect(reopened.prepare('SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk').pluck().all('rdf_quads')).toEqual(['g', 's', 'p', 'o']);
    expect(reopened.prepare('SELECT count(*) FROM rdf_quads').pluck().get()).toBe(fixture.quads.length);
    createRdfSchema(reopened); // idempotent: no second fill
    expect(tripleCounts(reopened).stored).toEqual(current);
    const store = await openRdfStore(reopened);
    const fast = await store.sparql(all, { engine: 'fast' });
    expect(fast.rows[0]!.n!.value).toBe(String(fixture.tripleCount));
    await store.close();
    reopened.close();
  });
});
