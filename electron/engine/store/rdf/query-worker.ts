// A query worker (see query-pool.ts): a read-only connection to the library file, on which it runs the read queries
// it is sent, through the fast path when they fit and through Comunica otherwise (loaded on first need).
import BetterSqlite3 from 'better-sqlite3';
import { poolData, serveTasks } from '../../workers/serve-tasks.ts';
import { isQuarryError } from '../../errors.ts';
import { parseSparql } from './sparql-parse.ts';
import { checkQuerySafety } from './query-safety.ts';
import { runReadQuery } from './read-query.ts';
import type { GraphStore } from './graph-store.ts';
import type { QueryLimits, SparqlOptions, SparqlResult } from './sparql-result.ts';

export interface QueryTask {
  query: string;
  /** With the deadline counted from the caller's call, so waiting for a worker is part of the time limit. */
  limits: QueryLimits & { deadline: number };
  engine: NonNullable<SparqlOptions['engine']>;
}

const { file } = poolData<{ file: string }>();
const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true, timeout: 5000 });
db.pragma('query_only = ON');
db.pragma('cache_size = -131072'); // 128 MiB at most per worker (grows only as pages are read)
db.pragma('temp_store = FILE'); // sorts and DISTINCT of a runaway query spill to disk, not to memory
let store: Promise<GraphStore> | null = null;

async function openStore(): Promise<GraphStore> {
  const { GraphStore } = await import('./graph-store.ts');
  const s = new GraphStore(db, { readonly: true });
  await s.open();
  return s;
}

serveTasks<QueryTask, SparqlResult | null>(async (task, ctx) => {
  const parsed = parseSparql(task.query);
  checkQuerySafety(parsed);
  if (parsed.type === 'update') return null; // updates run on the library's writer connection
  let comunica = false;
  try {
    return await runReadQuery(db, () => (store ??= openStore()), task.query, parsed, task.limits, task.engine, () => (comunica = true));
  } catch (e) {
    // Comunica's abandoned query keeps running in this worker: it must not serve another
    if (comunica && isQuarryError(e, 'QUERY_TIMEOUT')) ctx.retire();
    throw e;
  }
});
