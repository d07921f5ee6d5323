// Writes to the fast-path tables (rdf_quads over rdf_terms ids). Called only by SyncedQuadstore, so that every quad
// quadstore writes or deletes is mirrored here inside the same transaction.
import type { Database } from 'better-sqlite3';
import type { Quad } from '@rdfjs/types';
import { ensureTermId, findTermId, type TermIdCache } from './term-dictionary.ts';
import { cachedStatement, runInTransaction } from './transaction.ts';

const INSERT_QUAD = 'INSERT OR IGNORE INTO rdf_quads (s, p, o, g) VALUES (?, ?, ?, ?)';
const DELETE_QUAD = 'DELETE FROM rdf_quads WHERE s = ? AND p = ? AND o = ? AND g = ?';

export function addQuadRows(db: Database, quads: readonly Quad[]): void {
  const cache: TermIdCache = new Map();
  const insert = cachedStatement(db, INSERT_QUAD);
  runInTransaction(db, () => {
    for (const q of quads) {
      insert.run(ensureTermId(db, q.subject, cache), ensureTermId(db, q.predicate, cache),
        ensureTermId(db, q.object, cache), ensureTermId(db, q.graph, cache));
    }
  });
}

export function removeQuadRows(db: Database, quads: readonly Quad[]): void {
  const cache: TermIdCache = new Map();
  const del = cachedStatement(db, DELETE_QUAD);
  runInTransaction(db, () => {
    for (const q of quads) {
      const ids = [q.subject, q.predicate, q.object, q.graph].map((t) => findTermId(db, t, cache));
      if (ids.every((id) => id !== undefined)) del.run(...ids);
    }
  });
}

export function clearQuadRows(db: Database): void {
  runInTransaction(db, () => db.exec('DELETE FROM rdf_quads; DELETE FROM rdf_terms;'));
}
