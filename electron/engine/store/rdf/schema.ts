import type { Database } from 'better-sqlite3';

/**
 * Tables of the RDF store (all idempotent):
 * - rdf_kv: the key/value space of the abstract-level backend that quadstore (the store of record) writes into.
 * - rdf_terms / rdf_quads: the fast path, a dictionary-encoded copy of the same quads kept in step by
 *   synced-quadstore.ts. rdf_terms.kind: 0 default graph, 1 IRI, 2 blank node, 3 literal; num holds the value of
 *   numeric literals (xsd:integer/decimal/double/float and their derived types) so FILTERs compare numerically.
 *   rdf_quads is WITHOUT ROWID with primary key (s,p,o,g) and covering indexes (p,o,s,g), (o,s,p,g) and (g,...),
 *   enough for every bound/unbound combination the planner generates and for fast per-graph deletes.
 */
export function createRdfSchema(db: Database): void {
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
    CREATE INDEX IF NOT EXISTS rdf_quads_pos ON rdf_quads (p, o, s);
    CREATE INDEX IF NOT EXISTS rdf_quads_osp ON rdf_quads (o, s, p);
    CREATE INDEX IF NOT EXISTS rdf_quads_g ON rdf_quads (g);
  `);
}
