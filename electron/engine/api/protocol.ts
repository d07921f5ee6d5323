// Messages between a facade worker thread and the thread that owns it (web server or desktop main process).
import type { OperationName, QuarryEvent, WireError } from '../../../shared/api.ts';

export interface WorkerConfig {
  libraryPath: string;
  modelsDir?: string;
  /** Folder to add and index when the library has no folder yet (the bundled sample library). */
  seedFolder?: string;
  /** Module (path or file URL) whose `engineFunctions()` replaces the real answer / graph functions (tests). */
  engineModule?: string;
}

export type ToWorker = { kind: 'call'; id: number; op: OperationName; arg: unknown } | { kind: 'close' };

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; ok: true; value: unknown }
  | { kind: 'result'; id: number; ok: false; error: WireError }
  | { kind: 'event'; event: QuarryEvent }
  | { kind: 'closed' }
  | { kind: 'fatal'; error: WireError };
