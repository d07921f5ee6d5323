// Library word counts for SIF weighting (kept incrementally: added when a document is indexed, subtracted
// when it is removed) and block counts/texts for the textual graph's passes.
import type { Database } from 'better-sqlite3';
import { cachedStatement } from './transaction.ts';

/** Adds `sign` × each count to the stored counts; words whose count drops to zero are deleted. */
export function addWordCounts(db: Database, counts: Map<string, number>, sign: 1 | -1 = 1): void {
  const upsert = cachedStatement(db, 
    `INSERT INTO word_counts(word, count) VALUES (?, ?) ON CONFLICT(word) DO UPDATE SET count = count + excluded.count`,
  );
  const drop = cachedStatement(db, `DELETE FROM word_counts WHERE word = ? AND count <= 0`);
  for (const [word, n] of counts) {
    if (!n) continue;
    upsert.run(word, sign * n);
    if (sign * n < 0) drop.run(word);
  }
}

/** Every stored word count. */
export function loadWordCounts(db: Database): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of cachedStatement(db, `SELECT word, count FROM word_counts`).raw().iterate() as Iterable<[string, number]>) out.set(r[0], r[1]);
  return out;
}

/** Counts of the given words only (absent words are left out). */
export function wordCountsOf(db: Database, words: string[]): Map<string, number> {
  const stmt = cachedStatement(db, `SELECT count FROM word_counts WHERE word = ?`);
  const out = new Map<string, number>();
  for (const w of new Set(words)) {
    const r = stmt.get(w) as { count: number } | undefined;
    if (r) out.set(w, r.count);
  }
  return out;
}

export function totalWordCount(db: Database): number {
  return (cachedStatement(db, `SELECT coalesce(sum(count), 0) AS n FROM word_counts`).get() as { n: number }).n;
}

export function countAllBlocks(db: Database): number {
  return (cachedStatement(db, `SELECT count(*) AS n FROM blocks`).get() as { n: number }).n;
}

export interface BlockTextRow {
  id: number;
  docId: number;
  headingPath: string;
  text: string;
}

/** Block texts of some documents (ordered by document, then block order). */
export function blockTextsOfDocuments(db: Database, docIds: number[]): BlockTextRow[] {
  const stmt = cachedStatement(db, `SELECT id, doc_id AS docId, heading_path AS headingPath, text FROM blocks WHERE doc_id = ? ORDER BY ord`);
  return docIds.flatMap((d) => stmt.all(d) as BlockTextRow[]);
}

/** Every block's text, in id order, a page at a time (for full re-embedding). */
export function* iterateBlockTexts(db: Database, pageSize = 2000): Generator<BlockTextRow[]> {
  const stmt = cachedStatement(db, 
    `SELECT id, doc_id AS docId, heading_path AS headingPath, text FROM blocks WHERE id > ? ORDER BY id LIMIT ?`,
  );
  let after = 0;
  for (;;) {
    const page = stmt.all(after, pageSize) as BlockTextRow[];
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1].id;
  }
}

/** Block texts by id (missing ids are left out). */
export function blockTextsByIds(db: Database, ids: number[]): BlockTextRow[] {
  const stmt = cachedStatement(db, `SELECT id, doc_id AS docId, heading_path AS headingPath, text FROM blocks WHERE id = ?`);
  return ids.map((id) => stmt.get(id) as BlockTextRow | undefined).filter((r): r is BlockTextRow => !!r);
}
