// Reading stored vectors back (for re-scoring candidates by cosine, and for applying a new principal component).
import type { Database } from 'better-sqlite3';
import { cachedStatement } from './transaction.ts';
import type { VectorSpace } from './vectors.ts';

/** The stored vectors of the given row ids (ids without a vector are absent from the map). */
export function getVectors(db: Database, space: VectorSpace, ids: number[]): Map<number, Float32Array> {
  const stmt = cachedStatement(db, `SELECT embedding FROM ${space.table} WHERE rowid = ?`);
  const out = new Map<number, Float32Array>();
  for (const id of ids) {
    const row = stmt.get(BigInt(id)) as { embedding: Buffer } | undefined;
    if (!row) continue;
    const b = row.embedding;
    out.set(id, new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength)));
  }
  return out;
}

/** Removes every vector of the space (before refilling it). */
export function clearVectors(db: Database, space: VectorSpace): void {
  db.exec(`DELETE FROM ${space.table}`);
}
