// Comparing answers across runs: everything but the timings (trace steps keep their names and details).
import type { Answer } from '../../shared/answer.ts';

export function stable(a: Answer): unknown {
  return { ...a, timings: null, trace: a.trace.map((t) => ({ step: t.step, detail: t.detail })) };
}
