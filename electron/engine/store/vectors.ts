// Vector spaces in sqlite-vec: one vec0 table per (space, embedder, dimension). The library records which
// embedder built each space, so a change of embedder builds a new table beside the old one (search keeps
// using the old one until the new one is complete) instead of failing on a dimension mismatch.
import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { quarryError } from '../errors.ts';

/** What a space holds vectors for; rows are keyed by the id of that table's row. */
export type VectorSpaceName = 'blocks' | 'entities' | 'patterns';
const OWNER_TABLE: Record<VectorSpaceName, string | null> = { blocks: 'blocks', entities: 'entities', patterns: null };

export interface VectorSpace {
  name: VectorSpaceName;
  embedder: string;
  dimension: number;
  table: string;
}

function tableFor(name: VectorSpaceName, embedder: string, dimension: number): string {
  const tag = crypto.createHash('sha1').update(`${embedder}\u0000${dimension}`).digest('hex').slice(0, 10);
  return `vec_${name}_${tag}`;
}

/** The space search should use now (the last completed one), if any. */
export function currentVectorSpace(db: Database, name: VectorSpaceName): VectorSpace | undefined {
  const row = db
    .prepare(`SELECT embedder, dimension FROM vector_spaces WHERE name = ?`)
    .get(name) as { embedder: string; dimension: number } | undefined;
  return row ? { name, ...row, table: tableFor(name, row.embedder, row.dimension) } : undefined;
}

/**
 * Creates (if needed) the vec0 table for this embedder. It becomes current at once when the space had none;
 * otherwise call `makeVectorSpaceCurrent` once it is filled.
 */
export function ensureVectorSpace(db: Database, name: VectorSpaceName, embedder: string, dimension: number): VectorSpace {
  if (!Number.isInteger(dimension) || dimension <= 0 || dimension > 8192) {
    throw quarryError('BAD_ARGUMENT', `vector dimension ${dimension}`);
  }
  const table = tableFor(name, embedder, dimension);
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${table} USING vec0(embedding float[${dimension}] distance_metric=cosine)`);
  const owner = OWNER_TABLE[name];
  if (owner) {
    db.exec(`CREATE TRIGGER IF NOT EXISTS ${table}_owner_delete AFTER DELETE ON ${owner} BEGIN
      DELETE FROM ${table} WHERE rowid = old.id; END`);
  }
  if (!currentVectorSpace(db, name)) makeVectorSpaceCurrent(db, name, embedder, dimension);
  return { name, embedder, dimension, table };
}

/** Switches search to this space and drops the previous one. */
export function makeVectorSpaceCurrent(db: Database, name: VectorSpaceName, embedder: string, dimension: number): void {
  const previous = currentVectorSpace(db, name);
  db.prepare(
    `INSERT INTO vector_spaces(name, embedder, dimension) VALUES (?, ?, ?)
     ON CONFLICT(name) DO UPDATE SET embedder = excluded.embedder, dimension = excluded.dimension, created_at = datetime('now')`,
  ).run(name, embedder, dimension);
  const table = tableFor(name, embedder, dimension);
  if (previous && previous.table !== table) {
    db.exec(`DROP TRIGGER IF EXISTS ${previous.table}_owner_delete`);
    db.exec(`DROP TABLE IF EXISTS ${previous.table}`);
  }
}

export function putVectors(db: Database, space: VectorSpace, rows: Array<{ id: number; vector: Float32Array }>): void {
  const del = db.prepare(`DELETE FROM ${space.table} WHERE rowid = ?`);
  const ins = db.prepare(`INSERT INTO ${space.table}(rowid, embedding) VALUES (?, ?)`);
  for (const r of rows) {
    if (r.vector.length !== space.dimension) {
      throw quarryError('BAD_ARGUMENT', `vector of length ${r.vector.length} for a ${space.dimension}-d space`);
    }
    const id = BigInt(r.id);
    del.run(id);
    ins.run(id, Buffer.from(r.vector.buffer, r.vector.byteOffset, r.vector.byteLength));
  }
}

export function deleteVectors(db: Database, space: VectorSpace, ids: number[]): void {
  const del = db.prepare(`DELETE FROM ${space.table} WHERE rowid = ?`);
  for (const id of ids) del.run(BigInt(id));
}

export function countVectors(db: Database, space: VectorSpace): number {
  return (db.prepare(`SELECT count(*) AS n FROM ${space.table}`).get() as { n: number }).n;
}

/** Ids of stored rows of the owner table that have no vector yet (for background (re-)embedding). */
export function missingVectorIds(db: Database, space: VectorSpace, limit: number): number[] {
  const owner = OWNER_TABLE[space.name];
  if (!owner) return [];
  return (
    db
      .prepare(`SELECT o.id FROM ${owner} o WHERE NOT EXISTS (SELECT 1 FROM ${space.table} v WHERE v.rowid = o.id) LIMIT ?`)
      .all(limit) as Array<{ id: number }>
  ).map((r) => r.id);
}

/** k nearest rows by cosine distance (smaller is nearer). */
export function nearestVectors(
  db: Database,
  space: VectorSpace,
  query: Float32Array,
  k: number,
): Array<{ id: number; distance: number }> {
  if (query.length !== space.dimension) {
    throw quarryError('BAD_ARGUMENT', `query vector of length ${query.length} for a ${space.dimension}-d space`);
  }
  const rows = db
    .prepare(`SELECT rowid AS id, distance FROM ${space.table} WHERE embedding MATCH ? AND k = ? ORDER BY distance`)
    .all(Buffer.from(query.buffer, query.byteOffset, query.byteLength), k) as Array<{ id: number | bigint; distance: number }>;
  return rows.map((r) => ({ id: Number(r.id), distance: r.distance }));
}
