// The engine's side of a model process: forks worker.ts for one GGUF file, loads the model on first use,
// serialises requests (one generation at a time), forwards streamed tokens, and turns cancellation, timeouts and
// crashes into QuarryErrors. A file that makes llama.cpp abort natively ends the child, never the caller.

import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isQuarryError, quarryError, type ErrorCode, type QuarryError } from '../errors.ts';
import type { ParentMessage, WorkerInit, WorkerMessage, WorkerRequest, WorkerResults } from './protocol.ts';
import type { ChatMessage, ChatResult, GenerateOptions } from './types.ts';

export interface ModelProcessOptions {
  modelPath: string;
  threads: number;
  gpu?: boolean;
  contextSize: number;
  embeddingContextSize: number;
  /** false only to check the missing-binary path. */
  usePrebuiltBinaries?: boolean;
  /** How long a cancelled request may take to stop before the process is killed (default 3000 ms). */
  cancelGraceMs?: number;
}

export interface ModelProcess {
  readonly modelPath: string;
  /** pid of the model process while it runs. */
  readonly pid: number | null;
  chat(messages: ChatMessage[], opts?: GenerateOptions): Promise<ChatResult>;
  embed(texts: string[], opts?: { signal?: AbortSignal }): Promise<Float32Array[]>;
  countTokens(text: string): Promise<number>;
  close(): Promise<void>;
}

type RequestBody = WorkerRequest extends infer R ? R extends { id: number } ? Omit<R, 'id'> : never : never;

interface Job {
  body: RequestBody;
  settled: boolean;
  onToken?: (text: string) => void;
  settle(error: QuarryError | null, value?: unknown): void;
  /** Set while the worker runs the job: asks it to stop. */
  cancelOnWorker?: () => void;
}

interface InFlight {
  onToken(text: string): void;
  onReply(message: Extract<WorkerMessage, { type: 'result' | 'error' }>): void;
  onExit(reason: string): void;
}

const DEFAULT_MAX_TOKENS = 512;
const CLOSE_GRACE_MS = 5000;

/**
 * worker.ts run through tsx when the engine runs from source; in the desktop bundle, model-worker.mjs, the entry
 * scripts/build.mjs builds beside the engine worker (this module's own bundle).
 */
export function workerEntry(moduleUrl: string = import.meta.url): { path: string; execArgv: string[] } {
  const ts = fileURLToPath(new URL('./worker.ts', moduleUrl));
  if (existsSync(ts)) {
    const tsx = createRequire(moduleUrl).resolve('tsx');
    return { path: ts, execArgv: ['--import', pathToFileURL(tsx).href] };
  }
  return { path: fileURLToPath(new URL('./model-worker.mjs', moduleUrl)), execArgv: [] };
}

/** The stderr lines worth quoting after a crash (assertions and errors), else the last few. */
function crashDetail(stderrTail: string[]): string {
  const telling = stderrTail.filter((l) => /assert|error|fail|abort|terminate|exception/i.test(l));
  const lines = (telling.length ? telling : stderrTail.slice(-3)).map((l) => l.replace(/^.*\/(llama\.cpp|ggml)\//, '$1/').slice(0, 300));
  return lines.length ? `: ${[...new Set(lines)].join('; ')}` : '';
}

export function startModelProcess(options: ModelProcessOptions): ModelProcess {
  const fileName = basename(options.modelPath);
  const cancelGraceMs = options.cancelGraceMs ?? 3000;
  let child: ChildProcess | null = null;
  let loaded = false;
  let loadError: QuarryError | null = null;
  let closed = false;
  let nextId = 1;
  let pumping = false;
  const queue: Job[] = [];
  const inflight = new Map<number, InFlight>();
  let stderrTail: string[] = [];

  function updateRef(): void {
    if (!child) return;
    const busy = queue.length > 0 || inflight.size > 0;
    const channel = child.channel as unknown as { ref?(): void; unref?(): void } | null | undefined;
    const stderr = child.stderr as unknown as { ref?(): void; unref?(): void } | null;
    if (busy) { child.ref(); channel?.ref?.(); stderr?.ref?.(); } else { child.unref(); channel?.unref?.(); stderr?.unref?.(); }
  }

  function spawn(): ChildProcess {
    const entry = workerEntry();
    stderrTail = [];
    const c = fork(entry.path, [], {
      execArgv: entry.execArgv,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      // GGML_NO_BACKTRACE: a native assert exits at once instead of attaching a debugger for a backtrace.
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1', GGML_NO_BACKTRACE: '1' },
    });
    let partial = '';
    c.stderr?.setEncoding('utf8');
    c.stderr?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const l of lines) if (l.trim()) stderrTail.push(l.trim());
      if (stderrTail.length > 30) stderrTail = stderrTail.slice(-30);
    });
    c.on('message', (msg: WorkerMessage) => {
      if (msg.type === 'closed') return;
      const f = inflight.get(msg.id);
      if (!f) return;
      if (msg.type === 'token') { f.onToken(msg.text); return; }
      inflight.delete(msg.id);
      f.onReply(msg);
    });
    let gone = false;
    const onGone = (reason: string): void => {
      if (gone) return;
      gone = true;
      if (partial.trim()) stderrTail.push(partial.trim());
      if (child === c) { child = null; loaded = false; }
      const waiting = [...inflight.values()];
      inflight.clear();
      for (const f of waiting) f.onExit(reason + crashDetail(stderrTail));
    };
    c.on('close', (code, signal) => onGone(signal ? `signal ${signal}` : `exit code ${code}`));
    c.on('error', (e) => { onGone(`could not run the model process: ${e.message}`); c.kill('SIGKILL'); });
    return c;
  }

  /** Send one request to the running child; resolves with its result, rejects with a QuarryError. */
  function call<K extends keyof WorkerResults>(body: RequestBody & { type: K }, hooks: {
    exitCode: ErrorCode; onToken?: (text: string) => void; registerCancel?: (cancel: () => void) => void;
  }): Promise<WorkerResults[K]> {
    const c = child!;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      let graceTimer: NodeJS.Timeout | undefined;
      inflight.set(id, {
        onToken: (text) => hooks.onToken?.(text),
        onReply: (msg) => {
          clearTimeout(graceTimer);
          if (msg.type === 'result') resolve(msg.result as WorkerResults[K]);
          else reject(quarryError(msg.code, msg.message));
        },
        onExit: (reason) => {
          clearTimeout(graceTimer);
          const doing = body.type === 'load' ? 'while loading' : `during ${body.type}`;
          reject(quarryError(hooks.exitCode, `the model process for ${fileName} stopped ${doing} (${reason})`));
        },
      });
      hooks.registerCancel?.(() => {
        if (!inflight.has(id)) return;
        c.send({ type: 'cancel', id } satisfies ParentMessage);
        // A request stuck in native code is stopped the hard way; the next request starts a new process.
        graceTimer = setTimeout(() => { if (inflight.has(id)) c.kill('SIGKILL'); }, cancelGraceMs);
      });
      updateRef();
      c.send({ ...body, id } as ParentMessage);
    });
  }

  async function ensureLoaded(): Promise<void> {
    if (loadError) throw loadError;
    if (child && loaded) return;
    child = spawn();
    const init: WorkerInit = {
      modelPath: options.modelPath,
      threads: options.threads,
      gpu: options.gpu ?? false,
      contextSize: options.contextSize,
      embeddingContextSize: options.embeddingContextSize,
      usePrebuiltBinaries: options.usePrebuiltBinaries ?? true,
    };
    try {
      await call({ type: 'load', init }, { exitCode: 'MODEL_INVALID' });
      loaded = true;
    } catch (e) {
      loadError = isQuarryError(e) ? e : quarryError('MODEL_INVALID', `${fileName}: ${String(e)}`);
      child?.kill('SIGKILL');
      child = null;
      throw loadError;
    }
  }

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      while (queue.length > 0) {
        const job = queue.shift()!;
        if (job.settled) continue;
        try {
          await ensureLoaded();
        } catch (e) {
          job.settle(e as QuarryError);
          continue;
        }
        if (job.settled) continue;
        try {
          const value = await call(job.body as RequestBody & { type: 'chat' }, {
            exitCode: 'MODEL_FAILED',
            onToken: (text) => { if (!job.settled) job.onToken?.(text); },
            registerCancel: (cancel) => { job.cancelOnWorker = cancel; },
          });
          job.settle(null, value);
        } catch (e) {
          job.settle(isQuarryError(e) ? e : quarryError('MODEL_FAILED', String(e)));
        }
      }
    } finally {
      pumping = false;
      updateRef();
    }
  }

  function enqueue<T>(body: RequestBody, opts: { signal?: AbortSignal; timeoutMs?: number; onToken?: (text: string) => void }): Promise<T> {
    if (closed) return Promise.reject(quarryError('MODEL_UNAVAILABLE', `the model runtime for ${fileName} is closed`));
    if (opts.signal?.aborted) return Promise.reject(quarryError('CANCELLED', `${body.type} cancelled before it started`));
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const onAbort = (): void => stop(quarryError('CANCELLED', `${body.type} cancelled`));
      const job: Job = {
        body,
        settled: false,
        onToken: opts.onToken,
        settle(error, value) {
          if (job.settled) return;
          job.settled = true;
          clearTimeout(timer);
          opts.signal?.removeEventListener('abort', onAbort);
          if (error) reject(error); else resolve(value as T);
        },
      };
      const stop = (error: QuarryError): void => {
        if (job.settled) return;
        job.cancelOnWorker?.();
        job.settle(error);
      };
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      if (opts.timeoutMs !== undefined && opts.timeoutMs > 0) {
        timer = setTimeout(() => stop(quarryError('TIMEOUT', `${body.type} took longer than ${opts.timeoutMs} ms`)), opts.timeoutMs);
      }
      queue.push(job);
      void pump();
    });
  }

  return {
    modelPath: options.modelPath,
    get pid() { return child?.pid ?? null; },
    chat(messages, opts = {}) {
      const body: RequestBody = {
        type: 'chat',
        messages: messages.map((m) => ({ role: m.role, content: m.content })),
        options: {
          maxTokens: Math.max(1, Math.floor(opts.maxTokens ?? DEFAULT_MAX_TOKENS)),
          temperature: opts.temperature ?? 0,
          jsonSchema: opts.jsonSchema,
          stream: opts.onToken !== undefined,
        },
      };
      return enqueue<ChatResult>(body, opts);
    },
    embed(texts, opts = {}) {
      if (texts.length === 0) return Promise.resolve([]);
      return enqueue<Float32Array[]>({ type: 'embed', texts: [...texts] }, opts);
    },
    countTokens(text) {
      return enqueue<number>({ type: 'countTokens', text }, {});
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const job of queue.splice(0)) job.settle(quarryError('MODEL_UNAVAILABLE', `the model runtime for ${fileName} was closed`));
      const c = child;
      if (!c) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => { c.kill('SIGKILL'); }, CLOSE_GRACE_MS);
        c.once('close', () => { clearTimeout(timer); resolve(); });
        c.ref();
        try { c.send({ type: 'close' } satisfies ParentMessage); } catch { c.kill('SIGKILL'); }
      });
    },
  };
}
