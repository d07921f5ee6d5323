// sparql(): parse, refuse what is not allowed, then run. Updates run on the library's own connection inside one
// transaction; read queries run in a query worker (query-pool.ts) where they can be stopped at their time limit and
// never block the caller's thread, except inside an open write transaction (an indexing pass reading what it just
// wrote, which only that connection sees) or on a library without a file: there they run inline, still bounded by
// the deadline checks of the fast path and Comunica's timer.
import { quarryError } from '../../errors.ts';
import type { GraphStore } from './graph-store.ts';
import { parseSparql } from './sparql-parse.ts';
import { checkQuerySafety, checkQueryText } from './query-safety.ts';
import { runReadQuery } from './read-query.ts';
import type { QueryPool } from './query-pool.ts';
import { DEFAULT_ROW_CAP, DEFAULT_TIMEOUT_MS, queryTimeout, type SparqlOptions, type SparqlResult } from './sparql-result.ts';

export interface RouterDeps {
  store: GraphStore;
  readonly: boolean;
  /** Serialises writes on the connection (updates run Comunica inside one transaction). */
  serialise: <T>(task: () => Promise<T>) => Promise<T>;
  /** The library's query workers, or null to run every query inline. */
  workers: () => QueryPool | null;
}

export async function runSparql(deps: RouterDeps, query: string, opts: SparqlOptions = {}): Promise<SparqlResult> {
  const started = performance.now();
  checkQueryText(query);
  const limits = { timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, rowCap: opts.rowCap ?? DEFAULT_ROW_CAP };
  if (!(limits.timeoutMs >= 0) || !(limits.rowCap >= 0)) throw quarryError('BAD_ARGUMENT', 'the time limit and the row cap must be numbers of at least 0');
  if (limits.timeoutMs === 0) throw queryTimeout('the SPARQL query', 0);
  const engine = opts.engine ?? 'auto';
  const db = deps.store.sqlite;
  const workers = db.inTransaction || opts.inline ? null : deps.workers();
  let result: SparqlResult | null = null;
  // the worker parses and checks the query itself (parsing it here too would double the cost of a small query);
  // an update comes back unrun, to run here on the writer's connection
  if (workers) result = await workers.run({ query, limits: { ...limits, deadline: Date.now() + limits.timeoutMs }, engine });
  if (!result) {
    const parsed = parseSparql(query);
    checkQuerySafety(parsed);
    if (parsed.type === 'update') {
      if (!opts.allowUpdate) throw quarryError('SPARQL_UPDATE_REFUSED');
      if (deps.readonly) throw quarryError('LIBRARY_READONLY', 'SPARQL update');
      if (engine === 'fast') throw quarryError('BAD_ARGUMENT', 'the fast path does not run SPARQL updates');
      const { runComunica } = await import('./comunica-runner.ts');
      result = await deps.serialise(() => runComunica(deps.store, query, parsed, limits));
    } else result = await runReadQuery(db, async () => deps.store, query, parsed, limits, engine);
  }
  result.ms = performance.now() - started;
  return result;
}
