// The worker side of a task pool: runs the tasks it is sent one at a time and replies with the value or the error.
// A handler calls `retire()` when its worker must not be reused (e.g. work it abandoned is still running).
import { parentPort, workerData } from 'node:worker_threads';
import { isQuarryError, errorMessage } from '../errors.ts';
import type { TaskReply, TaskRequest, WorkerBoot, WorkerReady } from './protocol.ts';

export interface TaskContext {
  retire(): void;
}

/** The pool's data (TaskPoolOptions.data) as this worker received it. */
export function poolData<T>(): T {
  return (workerData as WorkerBoot).data as T;
}

export function serveTasks<In, Out>(handler: (input: In, ctx: TaskContext) => Promise<Out> | Out, transferOf?: (out: Out) => ArrayBuffer[]): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks must run in a worker thread');
  let chain: Promise<void> = Promise.resolve();
  port.on('message', (m: TaskRequest) => {
    chain = chain.then(async () => {
      let retire = false;
      const ctx: TaskContext = { retire: () => void (retire = true) };
      let reply: TaskReply;
      let transfer: ArrayBuffer[] | undefined;
      try {
        const value = await handler(m.input as In, ctx);
        transfer = transferOf?.(value);
        reply = { id: m.id, ok: true, value, retire };
      } catch (e) {
        const error = isQuarryError(e) ? { code: e.code, detail: e.detail, message: e.message } : { code: (e as { code?: string })?.code, message: errorMessage(e) };
        reply = { id: m.id, ok: false, error, retire };
      }
      port.postMessage(reply, transfer);
    });
  });
  port.postMessage({ ready: true } satisfies WorkerReady);
}
