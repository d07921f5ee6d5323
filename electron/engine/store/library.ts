// Opens a library: one SQLite file (WAL) holding documents, blocks (FTS5), records, links, entities, vectors
// (sqlite-vec) and the RDF graph (dictionary-encoded tables, store/rdf/), so that one transaction can span all of them.
// A file that is not a Quarry library is refused and never written to.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';
import { quarryError, isQuarryError } from '../errors.ts';
import { APPLICATION_ID, SCHEMA_VERSION, migrate, type SchemaExtension } from './schema.ts';
import { createRdfSchema } from './rdf/schema.ts';
import { runInTransactionAsync, serialiser } from './transaction.ts';

export interface OpenLibraryOptions {
  /** Open without write access (queries only). The file must exist. */
  readonly?: boolean;
  /** How long a writer waits for another writer before LIBRARY_LOCKED (ms). */
  busyTimeoutMs?: number;
}

export interface Library {
  readonly path: string;
  readonly db: Database;
  readonly readonly: boolean;
  /**
   * Runs `fn` inside one write transaction (BEGIN IMMEDIATE … COMMIT), rolled back if it throws.
   * `fn` may be async (RDF writes are); calls are serialised so only one is open at a time.
   */
  writeTransaction<T>(fn: () => Promise<T> | T): Promise<T>;
  /** Runs `fn` when the library closes (modules that hold resources for it: query workers, the writer lock). */
  onClose(fn: () => void): void;
  close(): void;
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
const schemaExtensions: SchemaExtension[] = [createRdfSchema];

/** Lets another store module (RDF, vectors) add its tables to every library it opens. */
export function registerSchemaExtension(extension: SchemaExtension): void {
  if (!schemaExtensions.includes(extension)) schemaExtensions.push(extension);
}

// (defined where it needs no native module: the desktop main process computes it before loading any)
export { defaultLibraryPath } from '../library-location.ts';

/** Refuses files that are not SQLite at all before SQLite ever touches them. */
function checkHeader(file: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const head = Buffer.alloc(16);
    const n = fs.readSync(fd, head, 0, 16, 0);
    if (n === 0) return; // an empty file is a new library
    if (n < 16 || !head.equals(SQLITE_HEADER)) {
      throw quarryError('LIBRARY_FOREIGN', `${file} is not a SQLite database; it was left untouched`);
    }
  } catch (e) {
    if (isQuarryError(e)) throw e;
    throw quarryError('LIBRARY_NOT_FOUND', `${file}: ${(e as Error).message}`, e);
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

function classifySqliteError(file: string, e: unknown): never {
  const code = (e as { code?: string }).code ?? '';
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') throw quarryError('LIBRARY_LOCKED', file, e);
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
    throw quarryError('LIBRARY_CORRUPT', `${file}: ${(e as Error).message}`, e);
  }
  throw e;
}

/** Checks the file is ours (or empty), before any migration writes to it. */
function checkIdentity(db: Database, file: string): void {
  const appId = db.pragma('application_id', { simple: true }) as number;
  const version = db.pragma('user_version', { simple: true }) as number;
  if (appId === APPLICATION_ID) {
    if (version > SCHEMA_VERSION) {
      throw quarryError('LIBRARY_TOO_NEW', `${file} has schema ${version}; this Quarry knows up to ${SCHEMA_VERSION}`);
    }
    return;
  }
  const tables = (db.prepare(`SELECT count(*) AS n FROM sqlite_schema`).get() as { n: number }).n;
  if (appId !== 0 || tables > 0) {
    throw quarryError('LIBRARY_FOREIGN', `${file} is a SQLite database of another application; it was left untouched`);
  }
}

export function openLibrary(file: string, options: OpenLibraryOptions = {}): Library {
  const readonly = options.readonly ?? false;
  const absolute = path.resolve(file);
  const exists = fs.existsSync(absolute);
  if (!exists && readonly) throw quarryError('LIBRARY_NOT_FOUND', absolute);
  if (exists) {
    if (fs.statSync(absolute).isDirectory()) {
      throw quarryError('BAD_ARGUMENT', `${absolute} is a folder; give a library file path`);
    }
    checkHeader(absolute);
  } else {
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
  }

  let db: Database;
  try {
    db = new BetterSqlite3(absolute, { readonly, fileMustExist: readonly, timeout: options.busyTimeoutMs ?? 5000 });
  } catch (e) {
    classifySqliteError(absolute, e);
  }
  try {
    checkIdentity(db, absolute);
    if (!readonly) db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('synchronous = NORMAL');
    db.pragma('cache_size = -262144'); // 256 MiB at most: bulk graph loads are 4× faster than with the default (bench store)
    db.pragma('temp_store = MEMORY');
    sqliteVec.load(db);
    if (!readonly) {
      // a library from before schema 4 still holds quadstore's copy of the graph (rdf_kv): the upgrade drops it,
      // and the file is then compacted once so that the disk space comes back
      const holdsKv = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'rdf_kv'").get() !== undefined;
      // so does one from before schema 6, whose rdf_terms is rewritten with namespace and datatype codes
      const wholeTerms = db.prepare("SELECT 1 FROM pragma_table_xinfo('rdf_terms') WHERE name = 'datatype' AND hidden = 0").get() !== undefined;
      migrate(db, schemaExtensions);
      if (holdsKv || wholeTerms) db.exec('VACUUM');
    }
    else if ((db.pragma('user_version', { simple: true }) as number) === 0) {
      throw quarryError('LIBRARY_NOT_FOUND', `${absolute} is empty`);
    }
  } catch (e) {
    db.close();
    if (isQuarryError(e)) throw e;
    classifySqliteError(absolute, e);
  }

  const serialise = serialiser();
  const closers: Array<() => void> = [];
  const library: Library = {
    path: absolute,
    db,
    readonly,
    writeTransaction<T>(fn: () => Promise<T> | T): Promise<T> {
      if (readonly) return Promise.reject(quarryError('LIBRARY_READONLY', absolute));
      // one transaction at a time on this connection (the queue); a busy or locked file becomes LIBRARY_LOCKED
      const run = (): Promise<T> =>
        runInTransactionAsync(db, async () => fn()).catch((e: unknown) => classifySqliteError(absolute, e));
      return serialise(run);
    },
    onClose(fn) {
      closers.push(fn);
    },
    close() {
      for (const fn of closers.splice(0).reverse()) {
        try {
          fn();
        } catch {
          // a resource that fails to close must not keep the library open
        }
      }
      if (db.open) db.close();
    },
  };
  return library;
}
