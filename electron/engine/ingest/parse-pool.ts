// The parse workers of an indexing run: files are read and parsed in worker threads, as many at once as there are
// workers (default: one per core but the writer's, defaultParseWorkers), while the indexer's one writer stores what
// they return. Each file runs under its
// budgets (budgets.ts): a time limit (the worker is terminated) and a memory limit (worker_threads resourceLimits).
// A file that blows either is parsed again from its first bytes only, and stored as truncated with the reason; one
// that fails even so, or cannot be cut (PDF, DOCX), is recorded with the reason.
import fs from 'node:fs';
import { quarryError } from '../errors.ts';
import { createTaskPool, defaultPoolSize, TaskStopped, type TaskPool } from '../workers/task-pool.ts';
import type { FileBudgets } from './budgets.ts';
import { canParsePrefix, megabytes, readAndParse, sha256, type ParseOutcome, type ParseTask } from './read-and-parse.ts';

export interface ParsePool {
  /** Reads and parses one file within its budgets; rejects only with CANCELLED. */
  parse(task: ParseTask, signal?: AbortSignal): Promise<ParseOutcome>;
  readonly workers: number;
  close(): Promise<void>;
}

/**
 * Parse workers by default: one per core but one, the core the indexer's writer keeps busy (at least one). Each
 * worker warms its own JIT for the parsers (V8 compiles the hot functions again in every isolate, on the process's
 * helper threads): on the 2-core benchmark machine a second worker added ~2.5 CPU seconds to the devices run and
 * took nothing off its time, one worker parsing ahead of the writer throughout (A/B, 4 pairs: process 26.2 -> 23.5
 * CPU s, wall 30-42 -> 25-30 s under load).
 */
export function defaultParseWorkers(): number {
  return Math.max(1, defaultPoolSize() - 1);
}

export interface ParsePoolOptions {
  /** Parse workers (default: defaultParseWorkers()); 0 parses on the calling thread, without time or memory limits. */
  workers?: number;
  budgets: Pick<FileBudgets, 'heapMb'>;
}

function stopReason(e: TaskStopped, budgets: FileBudgets): string {
  return e.reason === 'timeout' ? `reading it took longer than ${budgets.parseMs / 1000} s` : e.reason === 'memory' ? `reading it needed more than ${budgets.heapMb} MB` : e.message;
}

function hashOf(file: string): string | null {
  try {
    return sha256(fs.readFileSync(file));
  } catch {
    return null;
  }
}

export function createParsePool(options: ParsePoolOptions): ParsePool {
  const size = options.workers ?? defaultParseWorkers();
  let pool: TaskPool<ParseTask, ParseOutcome> | null = null;
  const workers = () =>
    (pool ??= createTaskPool<ParseTask, ParseOutcome>({
      name: 'parse worker',
      module: new URL('./parse-worker.ts', import.meta.url),
      size,
      resourceLimits: { maxOldGenerationSizeMb: options.budgets.heapMb, maxYoungGenerationSizeMb: 32 },
    }));

  async function attempt(task: ParseTask, signal: AbortSignal | undefined): Promise<ParseOutcome | TaskStopped> {
    try {
      return await workers().run(task, { timeoutMs: task.budgets.parseMs, signal });
    } catch (e) {
      if (!(e instanceof TaskStopped)) throw e;
      if (e.reason === 'cancelled' || e.reason === 'closed') throw quarryError('CANCELLED', 'indexing');
      return e;
    }
  }

  return {
    workers: size,
    async parse(task, signal) {
      if (size <= 0) return readAndParse(task);
      const first = await attempt(task, signal);
      if (!(first instanceof TaskStopped)) return first;
      const why = stopReason(first, task.budgets);
      let bytes = 0;
      try {
        bytes = fs.statSync(task.path).size;
      } catch {
        // gone since the scan: the retry reports it
      }
      if (first.reason !== 'crashed' && canParsePrefix(task.path) && bytes > 4096) {
        const prefixBytes = Math.min(task.budgets.retryBytes, Math.floor(bytes / 4));
        const second = await attempt({ ...task, prefixBytes }, signal);
        if (!(second instanceof TaskStopped)) {
          if (second.kind === 'parsed') second.truncated.unshift(why);
          return second;
        }
        return { kind: 'failed', status: 'error', hash: hashOf(task.path), code: 'FILE_OVER_BUDGET', reason: `${why}, and so did its first ${megabytes(prefixBytes)}` };
      }
      return { kind: 'failed', status: 'error', hash: hashOf(task.path), code: first.reason === 'crashed' ? 'FILE_CORRUPT' : 'FILE_OVER_BUDGET', reason: why };
    },
    close: async () => {
      await pool?.close();
      pool = null;
    },
  };
}
