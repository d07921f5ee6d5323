// What `quarry status` reports about a library.
import type { Database } from 'better-sqlite3';

export interface LibraryStatus {
  documents: number;
  blocks: number;
  records: number;
  recordRows: number;
  links: number;
  entities: number;
  byFormat: Record<string, number>;
  folders: Array<{ path: string; documents: number; errors: number; skipped: number }>;
  errors: Array<{ path: string; code: string | null; reason: string }>;
  skipped: Array<{ path: string; reason: string }>;
  /** Indexed documents that hold only part of their file (a per-file budget), with the reason. */
  truncated: Array<{ path: string; reason: string }>;
}

const count = (db: Database, sql: string): number => (db.prepare(sql).get() as { n: number }).n;

export function libraryStatus(db: Database): LibraryStatus {
  const byFormat: Record<string, number> = {};
  for (const r of db
    .prepare(`SELECT format, count(*) AS n FROM documents WHERE status = 'indexed' GROUP BY format ORDER BY format`)
    .all() as Array<{ format: string; n: number }>) {
    byFormat[r.format] = r.n;
  }
  return {
    documents: count(db, `SELECT count(*) AS n FROM documents WHERE status = 'indexed'`),
    blocks: count(db, `SELECT count(*) AS n FROM blocks`),
    records: count(db, `SELECT count(*) AS n FROM records`),
    recordRows: count(db, `SELECT count(*) AS n FROM record_rows`),
    links: count(db, `SELECT count(*) AS n FROM links`),
    entities: count(db, `SELECT count(*) AS n FROM entities`),
    byFormat,
    folders: db
      .prepare(
        `SELECT f.path AS path,
                count(CASE WHEN d.status = 'indexed' THEN 1 END) AS documents,
                count(CASE WHEN d.status = 'error' THEN 1 END) AS errors,
                count(CASE WHEN d.status = 'skipped' THEN 1 END) AS skipped
           FROM folders f LEFT JOIN documents d ON d.folder_id = f.id GROUP BY f.id ORDER BY f.path`,
      )
      .all() as LibraryStatus['folders'],
    errors: db
      .prepare(`SELECT path, error_code AS code, error AS reason FROM documents WHERE status = 'error' ORDER BY path`)
      .all() as LibraryStatus['errors'],
    skipped: db
      .prepare(`SELECT path, error AS reason FROM documents WHERE status = 'skipped' ORDER BY path`)
      .all() as LibraryStatus['skipped'],
    truncated: db
      .prepare(`SELECT path, truncated AS reason FROM documents WHERE status = 'indexed' AND truncated IS NOT NULL ORDER BY path`)
      .all() as LibraryStatus['truncated'],
  };
}
