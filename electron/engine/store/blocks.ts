// Typed operations on text blocks and their FTS5 index (kept in step by triggers).
import type { Database } from 'better-sqlite3';
import { cachedStatement } from './transaction.ts';
import type { BlockKind } from '../ingest/types.ts';

export interface BlockRow {
  id: number;
  docId: number;
  ord: number;
  kind: BlockKind;
  headingPath: string[];
  text: string;
  start: number;
  end: number;
  page: number | null;
}

/** A block to insert: a stored block's fields without its ids, plus its boilerplate fingerprint. */
export type NewBlock = Omit<BlockRow, 'id' | 'docId'> & {
  /** Normalised-text fingerprint, for finding boilerplate repeated across a folder. */
  fingerprint?: string | null;
};

/** Inserts blocks of one document; returns their ids in order. */
export function insertBlocks(db: Database, docId: number, blocks: NewBlock[]): number[] {
  const stmt = cachedStatement(db, 
    `INSERT INTO blocks(doc_id, ord, kind, heading_path, text, start, "end", page, fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return blocks.map((b) =>
    Number(
      stmt.run(docId, b.ord, b.kind, b.headingPath.join(' > '), b.text, b.start, b.end, b.page, b.fingerprint ?? null)
        .lastInsertRowid,
    ),
  );
}

interface RawBlock {
  id: number;
  docId: number;
  ord: number;
  kind: BlockKind;
  headingPath: string;
  text: string;
  start: number;
  end: number;
  page: number | null;
}

const BLOCK_COLUMNS = `id, doc_id AS docId, ord, kind, heading_path AS headingPath, text, start, "end" AS "end", page`;

function toBlock(r: RawBlock): BlockRow {
  return { ...r, headingPath: r.headingPath ? r.headingPath.split(' > ') : [] };
}

export function getBlocks(db: Database, ids: number[]): BlockRow[] {
  if (ids.length === 0) return [];
  const stmt = cachedStatement(db, `SELECT ${BLOCK_COLUMNS} FROM blocks WHERE id = ?`);
  return ids.map((id) => stmt.get(id) as RawBlock | undefined).filter((r): r is RawBlock => !!r).map(toBlock);
}

export function getDocumentBlocks(db: Database, docId: number): BlockRow[] {
  return (cachedStatement(db, `SELECT ${BLOCK_COLUMNS} FROM blocks WHERE doc_id = ? ORDER BY ord`).all(docId) as RawBlock[]).map(
    toBlock,
  );
}

/**
 * Turns free text into an FTS5 query of OR-ed quoted terms (no FTS syntax from the user reaches FTS5). A dotted
 * number ("9.1", "2.39.0") is one phrase of its parts, so a version matches that version, not every "9" and "1".
 */
export function ftsQueryFromText(text: string): string | null {
  const terms = text
    .toLowerCase()
    .match(/\p{N}+(?:\.\p{N}+)+|[\p{L}\p{N}]+/gu)
    ?.filter((t) => t.length > 1 || /\d/.test(t))
    .map((t) => t.replace(/\./g, ' '));
  if (!terms || terms.length === 0) return null;
  return [...new Set(terms)].map((t) => `"${t}"`).join(' OR ');
}

/** Default FTS5 column weights of BM25: block text, heading path. */
export const BM25_COLUMN_WEIGHTS = { text: 1.0, heading: 0.5 } as const;

/**
 * BM25 over block text and headings; lower bm25() is better, returned as a positive score. `columns` weighs
 * the two fields (BM25F-style, FTS5's per-column weights).
 */
export function searchBlocksBm25(db: Database, text: string, k: number, columns: { text: number; heading: number } = BM25_COLUMN_WEIGHTS): Array<{ blockId: number; score: number }> {
  const query = ftsQueryFromText(text);
  if (!query) return [];
  const wt = Number.isFinite(columns.text) ? columns.text : 1;
  const wh = Number.isFinite(columns.heading) ? columns.heading : 0.5;
  const rows = cachedStatement(db, `SELECT rowid AS blockId, bm25(blocks_fts, ?, ?) AS rank FROM blocks_fts WHERE blocks_fts MATCH ? ORDER BY rank LIMIT ?`)
    .all(wt, wh, query, k) as Array<{ blockId: number; rank: number }>;
  return rows.map((r) => ({ blockId: r.blockId, score: -r.rank }));
}

/** Does any block contain the word (in any inflection the FTS stemmer folds: "compensated" ~ "compensation")? */
export function anyBlockHasWord(db: Database, word: string): boolean {
  const query = ftsQueryFromText(word);
  if (!query) return false;
  return !!db.prepare(`SELECT rowid FROM blocks_fts WHERE blocks_fts MATCH ? LIMIT 1`).get(query);
}

/** Blocks containing the words of `text` in order, as one phrase ("tmux is"), best BM25 first. */
export function blocksWithPhrase(db: Database, text: string, limit: number): Array<{ blockId: number; score: number }> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return [];
  const rows = db
    .prepare(`SELECT rowid AS blockId, bm25(blocks_fts, 1.0, 0.5) AS rank FROM blocks_fts WHERE blocks_fts MATCH ? ORDER BY rank LIMIT ?`)
    .all(`"${words.join(' ')}"`, limit) as Array<{ blockId: number; rank: number }>;
  return rows.map((r) => ({ blockId: r.blockId, score: -r.rank }));
}

/** Blocks containing every word of `text` (FTS5 AND of quoted terms), best BM25 first, with their documents. */
export function blocksWithAllTerms(db: Database, text: string, limit: number): Array<{ blockId: number; docId: number; score: number }> {
  const query = ftsQueryFromText(text);
  if (!query) return [];
  const rows = db
    .prepare(
      `SELECT f.rowid AS blockId, b.doc_id AS docId, bm25(blocks_fts, 1.0, 0.5) AS rank FROM blocks_fts f JOIN blocks b ON b.id = f.rowid
        WHERE blocks_fts MATCH ? ORDER BY rank LIMIT ?`,
    )
    .all(query.replace(/ OR /g, ' AND '), limit) as Array<{ blockId: number; docId: number; rank: number }>;
  return rows.map((r) => ({ blockId: r.blockId, docId: r.docId, score: -r.rank }));
}

/**
 * Removes blocks whose fingerprint occurs in at least `minShare` of a folder's documents (and in at least
 * `minDocs` of them): navigation, footers and banners repeated on every page. Returns how many were removed.
 */
export function removeRepeatedBlocks(db: Database, folderId: number, minShare: number, minDocs: number): number {
  const { n } = cachedStatement(db, `SELECT count(*) AS n FROM documents WHERE folder_id = ? AND status = 'indexed'`)
    .get(folderId) as { n: number };
  const threshold = Math.max(minDocs, Math.ceil(n * minShare));
  if (n < minDocs) return 0;
  const info = cachedStatement(db, 
      `DELETE FROM blocks WHERE fingerprint IN (
         SELECT b.fingerprint FROM blocks b JOIN documents d ON d.id = b.doc_id
          WHERE d.folder_id = ? AND b.fingerprint IS NOT NULL AND b.kind = 'text'
          GROUP BY b.fingerprint HAVING count(DISTINCT b.doc_id) >= ?)
       AND doc_id IN (SELECT id FROM documents WHERE folder_id = ?) AND kind = 'text'`,
    )
    .run(folderId, threshold, folderId);
  return info.changes;
}
