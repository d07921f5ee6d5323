// Messages between a task pool (task-pool.ts) and its workers (serve-tasks.ts).
import type { TaskError } from './task-pool.ts';

/** workerData of every pool worker: the module to load (from source) and the pool's own data. */
export interface WorkerBoot {
  module: string | null;
  data: unknown;
}

export interface TaskRequest {
  id: number;
  input: unknown;
}

export type TaskReply =
  | { id: number; ok: true; value: unknown; retire?: boolean }
  | { id: number; ok: false; error: TaskError; retire?: boolean };

/** Sent once by a worker when its module is loaded and it serves tasks. */
export interface WorkerReady {
  ready: true;
}
