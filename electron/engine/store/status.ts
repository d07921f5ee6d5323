// What `quarry status` reports about a library.
import type { Database } from 'better-sqlite3';
import { getSetting } from './settings.ts';
import { documentsOlderThan, listFolders } from './documents.ts';
import { FACTS_VERSION } from '../facts-version.ts';

/** Setting holding, per document id, the units its values are written in that the unit table does not know. */
export const UNKNOWN_UNITS_SETTING = 'units.notRecognised';

/** Units not recognised in the library's documents: spelling → number of values, most frequent first. */
export function unitsNotRecognised(db: Database): Array<{ unit: string; values: number; documents: number }> {
  const perDoc = getSetting<Record<string, Record<string, number>>>(db, UNKNOWN_UNITS_SETTING) ?? {};
  const total = new Map<string, { values: number; documents: number }>();
  for (const m of Object.values(perDoc)) {
    for (const [u, n] of Object.entries(m)) {
      const t = total.get(u) ?? { values: 0, documents: 0 };
      t.values += n;
      t.documents += 1;
      total.set(u, t);
    }
  }
  return [...total].map(([unit, t]) => ({ unit, ...t })).sort((a, b) => b.values - a.values || a.unit.localeCompare(b.unit));
}

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
  /** Indexed files of which a part was left out (nesting too deep, cut at a cap), with what and why. */
  warnings: Array<{ path: string; reason: string }>;
  /** Units written in documents that the unit table does not know (kept as written, unconverted). */
  unitsNotRecognised: Array<{ unit: string; values: number; documents: number }>;
  /**
   * Per folder, documents stored by older parsers and derivers than this Quarry's (FACTS_VERSION): their facts may
   * lack what this version extracts; the next indexing run of the folder derives them again.
   */
  olderFacts: Array<{ path: string; documents: number }>;
}

const count = (db: Database, sql: string): number => (db.prepare(sql).get() as { n: number }).n;

export function libraryStatus(db: Database, factsVersion: number = FACTS_VERSION): LibraryStatus {
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
    warnings: db
      .prepare(`SELECT path, error AS reason FROM documents WHERE status = 'indexed' AND error IS NOT NULL ORDER BY path`)
      .all() as LibraryStatus['warnings'],
    unitsNotRecognised: unitsNotRecognised(db),
    olderFacts: olderFacts(db, factsVersion),
  };
}

function olderFacts(db: Database, version: number): LibraryStatus['olderFacts'] {
  const perFolder = new Map<number | null, number>();
  for (const d of documentsOlderThan(db, version)) perFolder.set(d.folderId, (perFolder.get(d.folderId) ?? 0) + 1);
  const paths = new Map(listFolders(db).map((f) => [f.id as number | null, f.path]));
  return [...perFolder].map(([id, documents]) => ({ path: paths.get(id) ?? '(no folder)', documents })).sort((a, b) => a.path.localeCompare(b.path));
}
