// The library's one indexing job: folders are queued into it and indexed one after another, with progress
// events, a summary, and cancellation. Indexing runs on the facade's thread (a worker, off the UI thread).
import crypto from 'node:crypto';
import type { IndexJobState, IndexSummary, QuarryEvent } from '../../../shared/api.ts';
import type { Library } from '../store/library.ts';
import { indexFolders, type DocumentDeriver, type IndexOptions } from '../ingest/index-folder.ts';
import { errorMessage, isQuarryError } from '../errors.ts';

export interface IndexRunner {
  /** The running job, or the last finished one, or null before any. */
  state(): IndexJobState | null;
  /** Queues folders (into the running job if there is one) and returns the job. */
  start(folders: string[]): IndexJobState;
  cancel(): IndexJobState | null;
  /** Resolves when no job is running. */
  idle(): Promise<void>;
}

export interface IndexRunnerDeps {
  library: Library;
  derivers: () => DocumentDeriver[];
  options: () => Omit<IndexOptions, 'derivers' | 'onProgress' | 'signal'>;
  emit: (event: QuarryEvent) => void;
}

const emptySummary = (): IndexSummary => ({ folders: [], added: 0, updated: 0, refreshed: 0, unchanged: 0, removed: 0, errors: 0, skipped: 0, ms: 0 });

export function indexRunner(deps: IndexRunnerDeps): IndexRunner {
  let job: IndexJobState | null = null;
  let queue: string[] = [];
  let controller: AbortController | null = null;
  let running: Promise<void> = Promise.resolve();

  const snapshot = (): IndexJobState | null => (job ? structuredClone(job) : null);

  async function run(current: IndexJobState, signal: AbortSignal): Promise<void> {
    const summary = emptySummary();
    const started = Date.now();
    try {
      while (queue.length) {
        const folder = queue.shift()!;
        const report = await indexFolders(deps.library, [folder], {
          ...deps.options(),
          derivers: deps.derivers(),
          signal,
          onProgress: (p) => {
            current.progress = { ...p };
            deps.emit({ type: 'index-progress', jobId: current.jobId, progress: { ...p } });
          },
        });
        summary.folders.push(...report.folders);
        summary.added += report.added;
        summary.updated += report.updated;
        summary.refreshed += report.refreshed;
        summary.unchanged += report.unchanged;
        summary.removed += report.removed;
        summary.errors += report.errors;
        summary.skipped += report.skipped;
      }
    } catch (e) {
      current.error = isQuarryError(e, 'CANCELLED') ? 'Indexing was cancelled' : errorMessage(e);
      queue = [];
    }
    summary.ms = Date.now() - started;
    current.summary = summary;
    current.running = false;
    current.finishedAt = Date.now();
    controller = null;
    deps.emit({ type: 'index-finished', job: structuredClone(current) });
    deps.emit({ type: 'library-changed' });
  }

  return {
    state: snapshot,
    start(folders) {
      const fresh = folders.filter((f) => !queue.includes(f));
      if (job?.running) {
        queue.push(...fresh);
        job.folders.push(...fresh.filter((f) => !job!.folders.includes(f)));
        return snapshot()!;
      }
      queue = [...fresh];
      controller = new AbortController();
      job = {
        jobId: crypto.randomUUID(),
        running: true,
        folders: [...fresh],
        progress: null,
        summary: null,
        error: null,
        startedAt: Date.now(),
        finishedAt: null,
      };
      running = run(job, controller.signal);
      return snapshot()!;
    },
    cancel() {
      controller?.abort();
      return snapshot();
    },
    idle: () => running,
  };
}
