import type { Database } from 'better-sqlite3';
import { runInTransaction } from '../transaction.ts';

/**
 * Tables of the RDF store (all idempotent), one copy of the graph that both the fast path and Comunica read
 * (graph-store.ts):
 * - rdf_terms: the dictionary. kind: 0 default graph, 1 IRI, 2 blank node, 3 literal; num holds the value of numeric
 *   literals (xsd:integer/decimal/double/float and their derived types) so FILTERs compare numerically. A term is
 *   found by its text and kind (index rdf_terms_by_text), its datatype and language read from the row: the index
 *   leaves out the datatype IRI (~40 bytes on every typed literal, a third of the index). Each term is stored once
 *   because the one writer (term-dictionary.ts) looks a term up before it inserts it.
 * - rdf_quads (g,s,p,o) holds every quad, WITHOUT ROWID with primary key (g, s, p, o): per-graph reads and deletes
 *   are a key prefix, a quad's existence one lookup; a pattern over every graph reads graph after graph.
 * - rdf_triples (s,p,o,graphs) is the union default graph as SPARQL defines it, an RDF merge: each triple once,
 *   with the number of graphs holding it (a reference count kept in step with rdf_quads). Both engines read it for
 *   every pattern outside GRAPH, so a triple written in k graphs matches once, not k times. Primary key (s,p,o) and
 *   covering indexes (p,o,s), (o,s,p): enough for every bound/unbound combination.
 * Older layouts are brought up to date here: rdf_triples filled from rdf_quads the first time (libraries written
 * before it existed); rdf_quads moved from (s,p,o,g) + an index on g to its (g,s,p,o) key; rdf_kv, the key/value
 * space of the quadstore copy of the graph that libraries used to keep beside these tables, dropped.
 * → whether an older layout was rewritten (the file then holds free pages worth a VACUUM).
 */
export function createRdfSchema(db: Database): boolean {
  return runInTransaction(db, () => {
    const has = (type: string, name: string) => db.prepare('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?').get(type, name) !== undefined;
    const hadTriples = has('table', 'rdf_triples');
    const hadKv = has('table', 'rdf_kv');
    const oldQuads = has('index', 'rdf_quads_g') || has('index', 'rdf_quads_pos');
    db.exec(`
      DROP TABLE IF EXISTS rdf_kv;
      CREATE TABLE IF NOT EXISTS rdf_terms (
        id INTEGER PRIMARY KEY,
        kind INTEGER NOT NULL,
        value TEXT NOT NULL,
        datatype TEXT NOT NULL DEFAULT '',
        language TEXT NOT NULL DEFAULT '',
        num REAL
      );
      DROP INDEX IF EXISTS rdf_terms_by_value;
      CREATE INDEX IF NOT EXISTS rdf_terms_by_text ON rdf_terms (value, kind);
    `);
    if (oldQuads) {
      // Copied in key order into the new layout: one sorted pass.
      db.exec(`
        CREATE TABLE rdf_quads_by_graph (
          g INTEGER NOT NULL, s INTEGER NOT NULL, p INTEGER NOT NULL, o INTEGER NOT NULL,
          PRIMARY KEY (g, s, p, o)
        ) WITHOUT ROWID;
        INSERT INTO rdf_quads_by_graph (g, s, p, o) SELECT g, s, p, o FROM rdf_quads ORDER BY g, s, p, o;
        DROP TABLE rdf_quads;
        ALTER TABLE rdf_quads_by_graph RENAME TO rdf_quads;
      `);
    }
    db.exec(`
      CREATE TABLE IF NOT EXISTS rdf_quads (
        g INTEGER NOT NULL, s INTEGER NOT NULL, p INTEGER NOT NULL, o INTEGER NOT NULL,
        PRIMARY KEY (g, s, p, o)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS rdf_triples (
        s INTEGER NOT NULL, p INTEGER NOT NULL, o INTEGER NOT NULL, graphs INTEGER NOT NULL,
        PRIMARY KEY (s, p, o)
      ) WITHOUT ROWID;
    `);
    // Filled in key order before its indexes exist: one sorted pass instead of random index inserts.
    if (!hadTriples) db.exec('INSERT INTO rdf_triples (s, p, o, graphs) SELECT s, p, o, count(*) FROM rdf_quads GROUP BY s, p, o ORDER BY s, p, o');
    db.exec(`
      CREATE INDEX IF NOT EXISTS rdf_triples_pos ON rdf_triples (p, o, s);
      CREATE INDEX IF NOT EXISTS rdf_triples_osp ON rdf_triples (o, s, p);
    `);
    return hadKv || oldQuads;
  });
}
