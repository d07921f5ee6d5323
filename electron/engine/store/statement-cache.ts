// Prepared statements cached per connection: preparing costs more than running for the small per-row
// statements the textual graph issues tens of thousands of times per indexing run.
import type { Database, Statement } from 'better-sqlite3';

const caches = new WeakMap<Database, Map<string, Statement>>();

export function cachedStatement(db: Database, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let stmt = cache.get(sql);
  if (!stmt) cache.set(sql, (stmt = db.prepare(sql)));
  return stmt;
}
