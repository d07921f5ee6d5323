// Transactions, one-at-a-time serialisation and cached prepared statements, shared by the store's modules.
import type { Database, Statement } from 'better-sqlite3';

/**
 * Runs `fn` synchronously inside a transaction: the caller's open one if there is any (never BEGIN inside it),
 * otherwise a transaction of its own.
 */
export function runInTransaction<T>(db: Database, fn: () => T): T {
  if (db.inTransaction) return fn();
  return db.transaction(fn).immediate();
}

/**
 * Runs async `fn` inside a transaction: joins the caller's open one, or opens `BEGIN IMMEDIATE` and commits (rolls
 * back on error). Callers must serialise their own calls (see `serialise`) since the transaction spans awaits.
 */
export async function runInTransactionAsync<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  if (db.inTransaction) return fn();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = await fn();
    db.exec('COMMIT');
    return result;
  } catch (e) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw e;
  }
}

/** Returns a function that runs async tasks one after another (a promise-chain mutex). */
export function serialiser(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const statementCaches = new WeakMap<Database, Map<string, Statement>>();

/** A prepared statement cached per connection and SQL text. */
export function cachedStatement(db: Database, sql: string): Statement {
  let cache = statementCaches.get(db);
  if (!cache) statementCaches.set(db, (cache = new Map()));
  let stmt = cache.get(sql);
  if (!stmt) cache.set(sql, (stmt = db.prepare(sql)));
  return stmt;
}
