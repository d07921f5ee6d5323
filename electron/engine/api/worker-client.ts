// The owning thread's side of the facade worker: the same QuarryApi, forwarded to the worker thread, so
// indexing and answering never block the HTTP server or the window.
import { Worker } from 'node:worker_threads';
import { OPERATION_NAMES, type OperationName, type QuarryApi, type QuarryEvent } from '../../../shared/api.ts';
import { quarryError } from '../errors.ts';
import type { FromWorker, ToWorker, WorkerConfig } from './protocol.ts';
import { RemoteError } from './wire-error.ts';

export interface RemoteService extends QuarryApi {
  call(op: OperationName, arg: unknown): Promise<unknown>;
  onEvent(listener: (event: QuarryEvent) => void): () => void;
  close(): Promise<void>;
}

/** The worker entry that runs the TypeScript sources through tsx. */
export const SOURCE_WORKER_ENTRY = new URL('./worker-entry.mjs', import.meta.url);

export function startServiceWorker(config: WorkerConfig, entry: URL | string = SOURCE_WORKER_ENTRY): Promise<RemoteService> {
  const worker = new Worker(entry, { workerData: config });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const listeners = new Set<(event: QuarryEvent) => void>();
  let nextId = 1;
  let dead: Error | null = null;
  let closed: (() => void) | null = null;

  const failAll = (e: Error) => {
    dead = e;
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };

  return new Promise<RemoteService>((resolveReady, rejectReady) => {
    const call = (op: OperationName, arg: unknown): Promise<unknown> => {
      if (dead) return Promise.reject(dead);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ kind: 'call', id, op, arg } satisfies ToWorker);
      });
    };
    const remote = {
      call,
      onEvent(listener: (event: QuarryEvent) => void) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      close() {
        if (dead) return worker.terminate().then(() => undefined);
        return new Promise<void>((resolve) => {
          const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 5000);
          closed = () => {
            clearTimeout(timer);
            void worker.terminate().then(() => resolve());
          };
          worker.postMessage({ kind: 'close' } satisfies ToWorker);
        });
      },
    } as unknown as RemoteService;
    for (const op of OPERATION_NAMES) (remote as unknown as Record<string, unknown>)[op] = (arg: unknown) => call(op, arg);

    worker.on('message', (m: FromWorker) => {
      switch (m.kind) {
        case 'ready':
          resolveReady(remote);
          break;
        case 'fatal':
          failAll(new RemoteError(m.error));
          rejectReady(new RemoteError(m.error));
          break;
        case 'event':
          for (const l of listeners) l(m.event);
          break;
        case 'result': {
          const p = pending.get(m.id);
          pending.delete(m.id);
          if (m.ok) p?.resolve(m.value);
          else p?.reject(new RemoteError(m.error));
          break;
        }
        case 'closed':
          closed?.();
          break;
      }
    });
    worker.on('error', (e) => {
      const err = quarryError('INTERNAL', `engine worker failed: ${e.message}`, e);
      failAll(err);
      rejectReady(err);
    });
    worker.on('exit', (code) => {
      const err = quarryError('INTERNAL', `engine worker exited (code ${code})`);
      failAll(err);
      rejectReady(err);
      closed?.();
    });
  });
}
