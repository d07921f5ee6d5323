// Read queries of a library run in worker threads, each with its own read-only connection to the library file (WAL
// lets them read while the library writes), so a query never blocks the engine's thread and one that runs past its
// time limit is stopped: the query's own deadline check (rdf_tick, Comunica's timer) ends it in the worker, and the
// worker is terminated if it has not answered shortly after. Workers stay warm between queries.
import { quarryError, ERRORS, type ErrorCode } from '../../errors.ts';
import { createTaskPool, TaskStopped, type TaskError } from '../../workers/task-pool.ts';
import { formatSeconds, type SparqlResult } from './sparql-result.ts';
import type { QueryTask } from './query-worker.ts';

export interface QueryPool {
  /** The result, or null for an update (which a worker does not run). */
  run(task: QueryTask): Promise<SparqlResult | null>;
  close(): Promise<void>;
}

export interface QueryPoolOptions {
  /** Workers at most (default 2: queries of one question mostly run one after another). */
  size?: number;
  /** V8 heap limit of each worker (MB, default 512): a Comunica query that outgrows it fails with QUERY_TOO_LARGE. */
  maxHeapMb?: number;
}

/** How long after its time limit a worker that has not answered is terminated. */
export const QUERY_GRACE_MS = 500;

function revive(e: TaskError): Error {
  if (e.code && e.code in ERRORS) return quarryError(e.code as ErrorCode, e.detail ?? '');
  return quarryError('INTERNAL', e.message);
}

export function createQueryPool(file: string, opts: QueryPoolOptions = {}): QueryPool {
  const maxHeapMb = opts.maxHeapMb ?? 512;
  const pool = createTaskPool<QueryTask, SparqlResult | null>({
    name: 'query worker',
    module: new URL('./query-worker.ts', import.meta.url),
    data: { file },
    size: opts.size ?? 2,
    // one warm worker serves the engine's queries, which mostly run one after another and take milliseconds; a
    // second starts only when a query has waited behind a slow one (starting a worker costs ~0.5 s of CPU)
    prewarm: 1,
    spawnAfterMs: 150,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    reviveError: revive,
  });
  return {
    async run(task) {
      try {
        return await pool.run(task, { timeoutMs: () => task.limits.deadline + QUERY_GRACE_MS - Date.now() });
      } catch (e) {
        if (!(e instanceof TaskStopped)) throw e;
        if (e.reason === 'timeout') throw quarryError('QUERY_TIMEOUT', `the SPARQL query was stopped at its time limit of ${formatSeconds(task.limits.timeoutMs)}`);
        if (e.reason === 'memory') throw quarryError('QUERY_TOO_LARGE', `the SPARQL query needed more than its memory limit of ${maxHeapMb} MB`);
        throw quarryError('INTERNAL', e.message, e);
      }
    },
    close: () => pool.close(),
  };
}
