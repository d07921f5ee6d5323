// Typed operations on records (a subject with rows of section/key/raw value) found by ingest.
import type { Database } from 'better-sqlite3';
import { cachedStatement } from './transaction.ts';
import { surnameFirst } from '../text/surname-first.ts';
import type { RecordKind } from '../ingest/types.ts';

export interface NewRecordRow {
  position: number;
  section: string | null;
  key: string;
  value: string;
  blockId: number | null;
  start: number;
  end: number;
}

export interface NewRecord {
  ord: number;
  subject: string;
  kind: RecordKind;
  blockId: number | null;
  categoryHints: string[];
  rows: NewRecordRow[];
}

/** Inserts the records of one document; → their ids in order. `rowIds` (when given) gets the rows' ids, in order. */
export function insertRecords(db: Database, docId: number, records: NewRecord[], rowIds?: number[]): number[] {
  const rec = cachedStatement(db, 
    `INSERT INTO records(doc_id, ord, subject, kind, block_id, category_hints) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const row = cachedStatement(db, 
    `INSERT INTO record_rows(record_id, doc_id, position, section, key, value, block_id, start, "end")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return records.map((r) => {
    const id = Number(rec.run(docId, r.ord, r.subject, r.kind, r.blockId, JSON.stringify(r.categoryHints)).lastInsertRowid);
    for (const x of r.rows) {
      const rowId = row.run(id, docId, x.position, x.section, x.key, x.value, x.blockId, x.start, x.end).lastInsertRowid;
      rowIds?.push(Number(rowId));
    }
    return id;
  });
}

export interface RecordWithRows {
  id: number;
  docId: number;
  ord: number;
  subject: string;
  kind: RecordKind;
  blockId: number | null;
  categoryHints: string[];
  rows: Array<NewRecordRow & { id: number }>;
}

export function getDocumentRecords(db: Database, docId: number): RecordWithRows[] {
  const recs = cachedStatement(db, `SELECT id, doc_id AS docId, ord, subject, kind, block_id AS blockId, category_hints AS hints FROM records WHERE doc_id = ? ORDER BY ord`)
    .all(docId) as Array<Omit<RecordWithRows, 'rows' | 'categoryHints'> & { hints: string }>;
  const rows = cachedStatement(db, 
    `SELECT id, position, section, key, value, block_id AS blockId, start, "end" AS "end" FROM record_rows WHERE record_id = ? ORDER BY position`,
  );
  return recs.map(({ hints, ...r }) => ({
    ...r,
    categoryHints: JSON.parse(hints) as string[],
    rows: rows.all(r.id) as RecordWithRows['rows'],
  }));
}

/** A stored record row with the record and document it belongs to. */
export type RecordRowRef = NewRecordRow & { id: number; recordId: number; docId: number };

export function getRecordRows(db: Database, ids: number[]): RecordRowRef[] {
  const stmt = cachedStatement(db, 
    `SELECT id, record_id AS recordId, doc_id AS docId, position, section, key, value, block_id AS blockId, start, "end" AS "end"
     FROM record_rows WHERE id = ?`,
  );
  return ids.map((id) => stmt.get(id) as RecordRowRef | undefined).filter((r): r is RecordRowRef => !!r);
}

/**
 * Of `names`, those that are the subject of a record outside document `exceptDocId` (case aside), as those records
 * write them (a mixed-case spelling before an all-capitals one).
 */
export function namesOfOtherRecords(db: Database, names: string[], exceptDocId: number): string[] {
  const stmt = cachedStatement(db, `SELECT subject FROM records WHERE subject = ? COLLATE NOCASE AND doc_id != ? ORDER BY subject = upper(subject) LIMIT 1`);
  const find = (n: string) => (stmt.get(n, exceptDocId) as { subject: string } | undefined)?.subject;
  // (a person an export writes surname first, "Fraser, Callum", is the record "Callum Fraser")
  return names.map((n) => find(n.trim()) ?? (surnameFirst(n) ? find(surnameFirst(n)!) : undefined)).filter((s): s is string => s !== undefined);
}


/** The distinct labels (record row keys) of the records of documents other than `exceptDocId` whose names match one
 *  of the GLOB patterns (codes of one shape: "CLM-[0-9][0-9]-[0-9][0-9][0-9][0-9]"). */
export function labelsOfRecordsLike(db: Database, patterns: string[], exceptDocId: number): string[] {
  if (!patterns.length) return [];
  const rows = cachedStatement(db,
    `SELECT DISTINCT rr.key AS key FROM (SELECT r.id FROM records r JOIN json_each(?) p ON r.subject GLOB p.value WHERE r.doc_id != ? LIMIT 500) r
     JOIN record_rows rr ON rr.record_id = r.id LIMIT 2000`,
  ).all(JSON.stringify(patterns), exceptDocId) as Array<{ key: string }>;
  return rows.map((r) => r.key).filter(Boolean);
}

/** Of the (code, name) pairs of a table's rows, those whose name is a record of another document than `exceptDocId`
 *  that holds the code as one of its values (case aside): "WW-0103, Hannah Price" where Hannah Price's page states
 *  "Staff no.: WW-0103". */
export function namesHoldingTheirCodes(db: Database, pairs: Array<{ code: string; name: string }>, exceptDocId: number): Array<{ code: string; name: string }> {
  const stmt = cachedStatement(db,
    `SELECT 1 AS hit FROM records r JOIN record_rows rr ON rr.record_id = r.id WHERE r.subject = ? COLLATE NOCASE AND r.doc_id != ? AND lower(rr.value) = lower(?) LIMIT 1`);
  return pairs.filter((p) => p.code.trim() && p.name.trim() && stmt.get(p.name.trim(), exceptDocId, p.code.trim()) !== undefined);
}

/** Of `values`, those a record row of another document than `exceptDocId` holds as its value (case aside). */
export function valuesHeldElsewhere(db: Database, values: string[], exceptDocId: number): string[] {
  if (!values.length) return [];
  const rows = cachedStatement(db,
    // (one pass over the rows, each looked up among the codes)
    `SELECT DISTINCT lower(r.value) AS value FROM record_rows r WHERE lower(r.value) IN (SELECT lower(value) FROM json_each(?)) AND r.doc_id != ?`,
  ).all(JSON.stringify(values.map((v) => v.trim())), exceptDocId) as Array<{ value: string }>;
  const held = new Set(rows.map((r) => r.value));
  return values.filter((v) => held.has(v.trim().toLowerCase()));
}

/** The key and value of every record row of the documents in directory `dir` (relpath's folder) of folder `folderId`, but `exceptDocId`'s. */
export function getFolderRecordRows(db: Database, folderId: number | null, dir: string, exceptDocId: number, limit = 50_000): Array<{ docId: number; key: string; value: string }> {
  const esc = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
  const inDir = dir ? `${esc(dir)}/%` : '%';
  const deeper = dir ? `${esc(dir)}/%/%` : '%/%';
  return cachedStatement(db,
    `SELECT r.doc_id AS docId, r.key AS key, r.value AS value FROM documents d JOIN record_rows r ON r.doc_id = d.id
     WHERE d.folder_id IS ? AND d.id != ? AND d.relpath LIKE ? ESCAPE '\\' AND d.relpath NOT LIKE ? ESCAPE '\\' LIMIT ?`,
  ).all(folderId, exceptDocId, inDir, deeper, limit) as Array<{ docId: number; key: string; value: string }>;
}

/** The distinct names of the library's records (but those read from prose) with the category hints (JSON) one of
 *  them carries; at most `limit`. */
export function recordNames(db: Database, limit = 200_000): Array<{ subject: string; hints: string }> {
  return cachedStatement(db,
    `SELECT subject, max(category_hints) AS hints FROM records WHERE kind != 'prose' GROUP BY subject LIMIT ?`,
  ).all(limit) as Array<{ subject: string; hints: string }>;
}

/** The key, value and record of the rows of the records named `names` (at most `limit` rows). */
export function rowsOfRecordsNamed(db: Database, names: string[], limit = 2_000): Array<{ key: string; value: string; record: number }> {
  if (!names.length) return [];
  return cachedStatement(db,
    `SELECT rr.key AS key, rr.value AS value, r.id AS record FROM records r JOIN json_each(?) n ON r.subject = n.value
     JOIN record_rows rr ON rr.record_id = r.id WHERE r.kind != 'prose' LIMIT ?`,
  ).all(JSON.stringify(names), limit) as Array<{ key: string; value: string; record: number }>;
}

/** Each record of the library (but those read from prose) with its document, name, category hints (JSON) and keys
 *  (joined by commas); at most `limit`. */
export function recordKeySets(db: Database, limit = 200_000): Array<{ id: number; docId: number; subject: string; hints: string; keys: string }> {
  return cachedStatement(db,
    `SELECT r.id AS id, r.doc_id AS docId, r.subject AS subject, r.category_hints AS hints, group_concat(DISTINCT rr.key) AS keys
     FROM records r JOIN record_rows rr ON rr.record_id = r.id WHERE r.kind != 'prose' GROUP BY r.id LIMIT ?`,
  ).all(limit) as Array<{ id: number; docId: number; subject: string; hints: string; keys: string }>;
}

/** The key, value and record of the rows of the records `ids` (at most `limit` rows). */
export function rowsOfRecords(db: Database, ids: number[], limit = 4_000): Array<{ key: string; value: string; record: number }> {
  if (!ids.length) return [];
  return cachedStatement(db,
    `SELECT rr.key AS key, rr.value AS value, rr.record_id AS record FROM record_rows rr JOIN json_each(?) i ON rr.record_id = i.value LIMIT ?`,
  ).all(JSON.stringify(ids), limit) as Array<{ key: string; value: string; record: number }>;
}
