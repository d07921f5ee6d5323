// A pool of worker threads that run one kind of task each, where a task can be stopped: at its time limit, on
// cancellation, or when it outgrows the worker's memory limit (worker_threads resourceLimits), the worker running
// it is terminated and replaced, and the task fails with the reason. Used by the SPARQL query workers
// (store/rdf/query-pool.ts) and the parse workers (ingest/parse-pool.ts).
// Idle workers are unref'd, so a pool never keeps a process alive; a busy one is ref'd until its task settles.
import os from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { TaskReply, TaskRequest, WorkerBoot, WorkerReady } from './protocol.ts';

export type TaskFailureReason = 'timeout' | 'memory' | 'cancelled' | 'crashed' | 'closed';

/** A task the pool stopped (or lost): the caller maps the reason to its own error. */
export class TaskStopped extends Error {
  readonly reason: TaskFailureReason;
  constructor(reason: TaskFailureReason, message: string) {
    super(message);
    this.name = 'TaskStopped';
    this.reason = reason;
  }
}

/** An error a task threw inside its worker, with its catalogue code when it had one. */
export interface TaskError {
  code?: string;
  detail?: string;
  message: string;
}

export interface TaskPoolOptions {
  /** Names the pool in errors ("query worker", "parse worker"). */
  name: string;
  /** The worker module (a .ts module URL when running from source; see workerEntry). */
  module: URL;
  /** Passed to the worker module as `boot.data`. */
  data?: unknown;
  /** Workers at most (default: the number of cores). */
  size?: number;
  /** Workers started at once, before the first task (default 0). */
  prewarm?: number;
  /**
   * When every live worker is busy, how long a task waits before another worker is started for it (default 0: at
   * once). Short tasks then queue behind each other instead of paying a worker's start-up.
   */
  spawnAfterMs?: number;
  resourceLimits?: ResourceLimits;
  /** Turns a task's error (thrown in the worker) back into an error of the caller's thread. */
  reviveError?: (e: TaskError) => Error;
}

export interface RunOptions {
  /** Stop the task after this long (ms), counted from when a worker takes it; a function is asked at that moment. */
  timeoutMs?: number | (() => number);
  signal?: AbortSignal;
  transfer?: ArrayBuffer[];
}

export interface TaskPool<In, Out> {
  run(input: In, opts?: RunOptions): Promise<Out>;
  readonly size: number;
  /** Workers currently alive (started and not terminated). */
  alive(): number;
  close(): Promise<void>;
}

interface Job<In, Out> {
  input: In;
  opts: RunOptions;
  resolve: (v: Out) => void;
  reject: (e: unknown) => void;
}

interface Slot {
  worker: Worker;
  /** The worker loaded its module and serves tasks (start-up never counts against a task's time limit). */
  ready: boolean;
  busy: boolean;
  /** Settles the running task: a reply, a stop or the worker's death. */
  settle: ((reply: TaskReply | TaskStopped) => void) | null;
}

export function defaultPoolSize(): number {
  return Math.max(1, typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length);
}

/** True when this module runs from its TypeScript source (tsx, vitest), false inside a bundle (the desktop app). */
const FROM_SOURCE = import.meta.url.endsWith('.ts');

/**
 * The script a worker starts from and the module it then loads: from source, a small .mjs that registers tsx and
 * imports the TypeScript module; from a bundle, the bundled worker of the same base name next to the bundle
 * (scripts/build.mjs writes dist/electron/query-worker.mjs and parse-worker.mjs).
 */
export function workerEntry(module: URL): { script: URL; module: string | null } {
  if (FROM_SOURCE) return { script: new URL('./source-worker.mjs', import.meta.url), module: module.href };
  const base = fileURLToPath(module).replace(/\.[cm]?[jt]s$/, '').split(/[\\/]/).pop()!;
  return { script: new URL(`./${base}.mjs`, import.meta.url), module: null };
}

const defaultRevive = (e: TaskError): Error => Object.assign(new Error(e.message), { code: e.code });

export function createTaskPool<In, Out>(options: TaskPoolOptions): TaskPool<In, Out> {
  const size = Math.max(1, options.size ?? defaultPoolSize());
  const revive = options.reviveError ?? defaultRevive;
  const entry = workerEntry(options.module);
  const slots: Slot[] = [];
  const queue: Array<Job<In, Out>> = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const boot: WorkerBoot = { module: entry.module, data: options.data };
    const worker = new Worker(entry.script, { workerData: boot, resourceLimits: options.resourceLimits });
    const slot: Slot = { worker, ready: false, busy: false, settle: null };
    // a worker starting up keeps the process alive only while tasks wait for it
    if (!queue.length) worker.unref();
    let failure: Error | null = null;
    worker.on('message', (m: TaskReply | WorkerReady) => {
      if ('ready' in m) {
        slot.ready = true;
        if (!slot.busy) worker.unref();
        pump();
      } else slot.settle?.(m);
    });
    worker.on('error', (e: Error & { code?: string }) => {
      const memory = e.code === 'ERR_WORKER_OUT_OF_MEMORY';
      failure = new TaskStopped(memory ? 'memory' : 'crashed', memory ? `${options.name} ran out of its memory limit` : `${options.name} failed: ${e.message}`);
      slot.settle?.(failure as TaskStopped);
    });
    worker.on('exit', () => {
      remove(slot);
      const stopped = failure instanceof TaskStopped ? failure : new TaskStopped('crashed', `${options.name} exited`);
      if (slot.settle) slot.settle(stopped);
      else if (!slot.ready && !closed) {
        // it died while starting: the tasks waiting for it would wait for ever
        for (const job of queue.splice(0)) job.reject(new TaskStopped('crashed', `${options.name} could not start: ${stopped.message}`));
      }
    });
    slots.push(slot);
    return slot;
  }

  function remove(slot: Slot): void {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
  }

  function retire(slot: Slot): void {
    remove(slot);
    slot.settle = null;
    void slot.worker.terminate().catch(() => undefined);
  }

  let spawnTimer: NodeJS.Timeout | null = null;
  const spawnAfterMs = options.spawnAfterMs ?? 0;

  function grow(): void {
    const starting = slots.filter((s) => !s.ready).length;
    if (starting < queue.length && slots.length < size) spawn().worker.ref();
    else for (const s of slots) if (!s.ready) s.worker.ref();
  }

  function pump(): void {
    while (queue.length && !closed) {
      const slot = slots.find((s) => s.ready && !s.busy);
      if (!slot) {
        // no worker free: start another now, or once the task has waited (when some worker is alive to take it)
        if (spawnAfterMs <= 0 || slots.length === 0) grow();
        else if (!spawnTimer) {
          spawnTimer = setTimeout(() => {
            spawnTimer = null;
            if (queue.length && !closed) grow();
          }, spawnAfterMs);
        }
        return;
      }
      const job = queue.shift()!;
      if (job.opts.signal?.aborted) job.reject(new TaskStopped('cancelled', `${options.name}: cancelled`));
      else start(slot, job);
    }
  }

  function start(slot: Slot, job: Job<In, Out>): void {
    const id = nextId++;
    slot.busy = true;
    slot.worker.ref();
    let timer: NodeJS.Timeout | undefined;
    const onAbort = () => slot.settle?.(new TaskStopped('cancelled', `${options.name}: cancelled`));
    const settle = (reply: TaskReply | TaskStopped): void => {
      if (!(reply instanceof TaskStopped) && reply.id !== id) return;
      slot.settle = null;
      clearTimeout(timer);
      job.opts.signal?.removeEventListener('abort', onAbort);
      if (reply instanceof TaskStopped) {
        retire(slot);
        job.reject(reply);
      } else {
        if (reply.retire) retire(slot);
        else {
          slot.busy = false;
          slot.worker.unref();
        }
        if (reply.ok) job.resolve(reply.value as Out);
        else job.reject(revive(reply.error));
      }
      pump();
    };
    slot.settle = settle;
    const limit = typeof job.opts.timeoutMs === 'function' ? job.opts.timeoutMs() : job.opts.timeoutMs;
    if (limit !== undefined && Number.isFinite(limit)) {
      // The limit counts the task, not this thread's other work: when this thread was busy past the deadline (the
      // indexer's writer commits a batch synchronously), the worker's reply may already be waiting behind the timer.
      // Timers run before the poll phase that delivers worker messages, so the stop waits for the check phase
      // (setImmediate), after any reply already sent has been read; it applies only if this task is still running.
      const stop = () => {
        if (slot.settle === settle) settle(new TaskStopped('timeout', `${options.name}: time limit reached`));
      };
      timer = setTimeout(() => setImmediate(stop), Math.max(0, limit));
    }
    job.opts.signal?.addEventListener('abort', onAbort, { once: true });
    const request: TaskRequest = { id, input: job.input };
    try {
      slot.worker.postMessage(request, job.opts.transfer);
    } catch (e) {
      slot.settle?.(new TaskStopped('crashed', `${options.name}: the task could not be sent (${(e as Error).message})`));
    }
  }

  for (let i = 0; i < Math.min(size, options.prewarm ?? 0); i++) spawn();

  return {
    size,
    alive: () => slots.length,
    run(input, opts = {}) {
      if (closed) return Promise.reject(new TaskStopped('closed', `${options.name} pool is closed`));
      if (opts.signal?.aborted) return Promise.reject(new TaskStopped('cancelled', `${options.name}: cancelled`));
      return new Promise<Out>((resolve, reject) => {
        const job: Job<In, Out> = { input, opts, resolve, reject };
        // cancelled while it waits for a worker: it leaves the queue (once started, start() listens instead)
        const onQueuedAbort = () => {
          const i = queue.indexOf(job);
          if (i >= 0) {
            queue.splice(i, 1);
            reject(new TaskStopped('cancelled', `${options.name}: cancelled`));
          }
        };
        opts.signal?.addEventListener('abort', onQueuedAbort, { once: true });
        job.resolve = (v) => {
          opts.signal?.removeEventListener('abort', onQueuedAbort);
          resolve(v);
        };
        job.reject = (e) => {
          opts.signal?.removeEventListener('abort', onQueuedAbort);
          reject(e);
        };
        queue.push(job);
        pump();
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      if (spawnTimer) clearTimeout(spawnTimer);
      for (const job of queue.splice(0)) job.reject(new TaskStopped('closed', `${options.name} pool is closed`));
      const all = [...slots];
      for (const s of all) s.settle?.(new TaskStopped('closed', `${options.name} pool is closed`));
      await Promise.all(all.map((s) => s.worker.terminate().catch(() => undefined)));
      slots.length = 0;
    },
  };
}
