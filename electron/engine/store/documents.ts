// Typed operations on folders and documents. Deleting a document removes its blocks, records, links and
// mentions by cascade (all indexed by document id), so replacing a changed file is one fast transaction.
import type { Database } from 'better-sqlite3';
import { cachedStatement } from './transaction.ts';

export interface DocumentRow {
  id: number;
  folderId: number | null;
  path: string;
  relpath: string;
  hash: string | null;
  size: number;
  mtime: number;
  format: string | null;
  status: 'indexed' | 'error' | 'skipped';
  errorCode: string | null;
  error: string | null;
  title: string | null;
  pages: number | null;
  /** Why the document holds only part of its file (a per-file budget), or null. */
  truncated: string | null;
}

const DOC_COLUMNS = `id, folder_id AS folderId, path, relpath, hash, size, mtime, format, status,
  error_code AS errorCode, error, title, pages, truncated`;

export function addFolder(db: Database, folderPath: string): number {
  cachedStatement(db, `INSERT INTO folders(path) VALUES (?) ON CONFLICT(path) DO NOTHING`).run(folderPath);
  return (cachedStatement(db, `SELECT id FROM folders WHERE path = ?`).get(folderPath) as { id: number }).id;
}

export function listFolders(db: Database): Array<{ id: number; path: string }> {
  return cachedStatement(db, `SELECT id, path FROM folders ORDER BY path`).all() as Array<{ id: number; path: string }>;
}

export function removeFolder(db: Database, folderId: number): void {
  cachedStatement(db, `DELETE FROM folders WHERE id = ?`).run(folderId);
}

export function getDocumentByPath(db: Database, filePath: string): DocumentRow | undefined {
  return cachedStatement(db, `SELECT ${DOC_COLUMNS} FROM documents WHERE path = ?`).get(filePath) as DocumentRow | undefined;
}

export function getDocument(db: Database, id: number): DocumentRow | undefined {
  return cachedStatement(db, `SELECT ${DOC_COLUMNS} FROM documents WHERE id = ?`).get(id) as DocumentRow | undefined;
}

/** The extracted text of a document: every block, row and citation range indexes into it. */
export function getDocumentText(db: Database, id: number): string | undefined {
  const row = cachedStatement(db, `SELECT text FROM documents WHERE id = ?`).get(id) as { text: string | null } | undefined;
  return row?.text ?? undefined;
}

export function listDocuments(db: Database, folderId?: number): DocumentRow[] {
  return (
    folderId === undefined
      ? cachedStatement(db, `SELECT ${DOC_COLUMNS} FROM documents ORDER BY path`).all()
      : cachedStatement(db, `SELECT ${DOC_COLUMNS} FROM documents WHERE folder_id = ? ORDER BY path`).all(folderId)
  ) as DocumentRow[];
}

/** A document to insert: its row without the id, the optional fields optional, and its extracted text. */
export type NewDocument = Omit<DocumentRow, 'id' | 'errorCode' | 'error' | 'title' | 'pages' | 'truncated'> &
  Partial<Pick<DocumentRow, 'errorCode' | 'error' | 'title' | 'pages' | 'truncated'>> & {
    text?: string | null;
    /** The version of the parsers and derivers that stored it (FACTS_VERSION); null counts as older than any. */
    factsVersion?: number | null;
  };

/** Inserts a document row (the caller deletes any previous version first). */
export function insertDocument(db: Database, d: NewDocument): number {
  const info = cachedStatement(db, 
      `INSERT INTO documents(folder_id, path, relpath, hash, size, mtime, format, status, error_code, error, title, text, pages, truncated, facts_version)
       VALUES (@folderId, @path, @relpath, @hash, @size, @mtime, @format, @status, @errorCode, @error, @title, @text, @pages, @truncated, @factsVersion)`,
    )
    .run({ errorCode: null, error: null, title: null, text: null, pages: null, truncated: null, factsVersion: null, ...d });
  return Number(info.lastInsertRowid);
}

export function deleteDocument(db: Database, id: number): void {
  cachedStatement(db, `DELETE FROM documents WHERE id = ?`).run(id);
}

/** Indexed documents whose path relative to their folder ends with `suffix` ("RelNotes/2.39.0.txt"), at most `limit`. */
export function documentsByPathSuffix(db: Database, suffix: string, limit = 5): Array<{ id: number; relpath: string }> {
  const clean = suffix.replace(/^\.?\/+/, '');
  if (!clean) return [];
  const escaped = clean.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .prepare(`SELECT id, relpath FROM documents WHERE status = 'indexed' AND (relpath = ? OR relpath LIKE ? ESCAPE '\\') ORDER BY length(relpath) LIMIT ?`)
    .all(clean, `%/${escaped}`, limit) as Array<{ id: number; relpath: string }>;
}

/**
 * Names of folders (at any depth) that start with `prefix` directly followed by a digit: a package's folder named with
 * its version or soname ("python" → "python3", "libcbor" → "libcbor0.8"), at most `limit`.
 */
export function foldersNamedWithVersion(db: Database, prefix: string, limit = 4): string[] {
  const clean = prefix.trim();
  if (!clean || /[\/%_\\]/.test(clean)) return [];
  const rows = db
    .prepare(`SELECT relpath FROM documents WHERE status = 'indexed' AND (relpath GLOB ? OR relpath GLOB ?) ORDER BY length(relpath) LIMIT 200`)
    .all(`${clean}[0-9]*/*`, `*/${clean}[0-9]*/*`) as Array<{ relpath: string }>;
  const out = new Set<string>();
  for (const r of rows) {
    for (const part of r.relpath.split('/').slice(0, -1)) if (part.startsWith(clean) && /^\d[\w.+-]*$/.test(part.slice(clean.length))) out.add(part);
    if (out.size >= limit) break;
  }
  return [...out];
}

/** Indexed documents inside a folder of that name at any depth ("tmux" → "tmux/README", "doc/tmux/NEWS"), at most `limit`. */
export function documentsInFolderNamed(db: Database, name: string, limit = 8): Array<{ id: number; relpath: string }> {
  const clean = name.trim();
  if (!clean || /[\/%_\\]/.test(clean)) return [];
  return db
    .prepare(`SELECT id, relpath FROM documents WHERE status = 'indexed' AND (relpath LIKE ? OR relpath LIKE ?) ORDER BY length(relpath), relpath LIMIT ?`)
    .all(`${clean}/%`, `%/${clean}/%`, limit) as Array<{ id: number; relpath: string }>;
}

/** Records why a document holds only part of its file (appended to any reason already recorded). */
export function markTruncated(db: Database, id: number, reason: string): void {
  cachedStatement(db, `UPDATE documents SET truncated = CASE WHEN truncated IS NULL THEN ? ELSE truncated || '; ' || ? END WHERE id = ?`).run(reason, reason, id);
}

/**
 * Documents stored by older parsers and derivers than `version` (or before versions were recorded), in one folder
 * or the whole library: indexed files and files whose read failed (a newer parser may read them; failures without a
 * hash are tried again on every run anyway). Skipped files hold nothing derived. A library opened read-only before the column existed (schema < 5) has every document older.
 */
export function documentsOlderThan(db: Database, version: number, folderId?: number): Array<{ id: number; folderId: number | null; path: string; factsVersion: number | null }> {
  const hasColumn = (db.prepare(`SELECT 1 FROM pragma_table_info('documents') WHERE name = 'facts_version'`).get()) !== undefined;
  const older = hasColumn ? `(facts_version IS NULL OR facts_version < @version)` : '1';
  const folder = folderId === undefined ? '' : 'AND folder_id = @folderId';
  return db
    .prepare(
      `SELECT id, folder_id AS folderId, path, ${hasColumn ? 'facts_version' : 'NULL'} AS factsVersion FROM documents
        WHERE (status = 'indexed' OR (status = 'error' AND hash IS NOT NULL)) AND ${older} ${folder} ORDER BY path`,
    )
    .all({ version, ...(folderId === undefined ? {} : { folderId }) }) as Array<{ id: number; folderId: number | null; path: string; factsVersion: number | null }>;
}

/** Whether a document of the library writes `word` (lower case, as written) as a word of its own. */
export function writesWord(db: Database, word: string): boolean {
  const hit = cachedStatement(db, `SELECT 1 FROM documents WHERE status = 'indexed' AND (instr(text, ' ' || @w || ' ') > 0 OR instr(text, ' ' || @w || ',') > 0 OR instr(text, char(10) || @w || ' ') > 0) LIMIT 1`).get({ w: word });
  return hit !== undefined;
}
