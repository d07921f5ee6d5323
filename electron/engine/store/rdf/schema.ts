import type { Database } from 'better-sqlite3';
import { runInTransaction } from '../transaction.ts';

/**
 * Tables of the RDF store (all idempotent):
 * - rdf_kv: the key/value space of the abstract-level backend that quadstore (the store of record) writes into.
 * - rdf_terms / rdf_quads / rdf_triples: the fast path, a dictionary-encoded copy of the same quads kept in step by
 *   synced-quadstore.ts. rdf_terms.kind: 0 default graph, 1 IRI, 2 blank node, 3 literal; num holds the value of
 *   numeric literals (xsd:integer/decimal/double/float and their derived types) so FILTERs compare numerically.
 * - rdf_quads (s,p,o,g) holds every quad; WITHOUT ROWID with primary key (s,p,o,g) and an index on g (which carries
 *   the key columns), for per-graph deletes and for knowing whether a quad is new in its graph.
 * - rdf_triples (s,p,o,graphs) is the union default graph as SPARQL defines it, an RDF merge: each triple once,
 *   with the number of graphs holding it (a reference count kept in step with rdf_quads). The fast path queries it
 *   for every pattern outside GRAPH, so a triple written in k graphs matches once, not k times. Primary key
 *   (s,p,o) and covering indexes (p,o,s), (o,s,p): enough for every bound/unbound combination the planner generates.
 * A library written before rdf_triples existed gets it filled from rdf_quads the first time this runs on it; the
 * (p,o,s)/(o,s,p) indexes rdf_quads used to carry are dropped (nothing reads rdf_quads by predicate or object now).
 */
export function createRdfSchema(db: Database): void {
  runInTransaction(db, () => {
    const hadTriples = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'rdf_triples'").get() !== undefined;
    db.exec(`
      CREATE TABLE IF NOT EXISTS rdf_kv (key BLOB PRIMARY KEY, value BLOB) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS rdf_terms (
        id INTEGER PRIMARY KEY,
        kind INTEGER NOT NULL,
        value TEXT NOT NULL,
        datatype TEXT NOT NULL DEFAULT '',
        language TEXT NOT NULL DEFAULT '',
        num REAL
      );
      CREATE UNIQUE INDEX IF NOT EXISTS rdf_terms_by_value ON rdf_terms (value, kind, datatype, language);
      CREATE TABLE IF NOT EXISTS rdf_quads (
        s INTEGER NOT NULL, p INTEGER NOT NULL, o INTEGER NOT NULL, g INTEGER NOT NULL,
        PRIMARY KEY (s, p, o, g)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS rdf_quads_g ON rdf_quads (g);
      DROP INDEX IF EXISTS rdf_quads_pos;
      DROP INDEX IF EXISTS rdf_quads_osp;
      CREATE TABLE IF NOT EXISTS rdf_triples (
        s INTEGER NOT NULL, p INTEGER NOT NULL, o INTEGER NOT NULL, graphs INTEGER NOT NULL,
        PRIMARY KEY (s, p, o)
      ) WITHOUT ROWID;
    `);
    // Filled in key order before its indexes exist: one sorted pass instead of random index inserts.
    if (!hadTriples) db.exec('INSERT INTO rdf_triples (s, p, o, graphs) SELECT s, p, o, count(*) FROM rdf_quads GROUP BY s, p, o');
    db.exec(`
      CREATE INDEX IF NOT EXISTS rdf_triples_pos ON rdf_triples (p, o, s);
      CREATE INDEX IF NOT EXISTS rdf_triples_osp ON rdf_triples (o, s, p);
    `);
  });
}
