// A task's time limit counts the task in its worker, not the pool thread's own work: when the thread that owns the
// pool is busy past the deadline (the indexer's writer committing a batch), a reply the worker already sent wins
// over the timer that fired meanwhile; a task still running at its deadline is stopped.
import { describe, expect, it } from 'vitest';
import { createTaskPool, TaskStopped } from '../../electron/engine/workers/task-pool.ts';

const busyWorker = new URL('../fixtures/workers/busy-worker.ts', import.meta.url);

function blockThisThread(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // the writer's synchronous transaction
  }
}

describe('task pool deadlines', () => {
  it('keeps a reply that arrived while this thread was busy past the deadline', async () => {
    const pool = createTaskPool<{ ms: number }, number>({ name: 'busy worker', module: busyWorker, size: 1 });
    try {
      await pool.run({ ms: 0 }); // the worker is up (start-up never counts)
      const task = pool.run({ ms: 20 }, { timeoutMs: 300 });
      // busy from the check phase, as after a batch: the timers phase (the overdue limit) comes before the poll phase
      // that reads the reply the worker sent long ago
      await new Promise<void>((resolve) => setImmediate(() => {
        blockThisThread(1200);
        resolve();
      }));
      await expect(task).resolves.toBe(20);
    } finally {
      await pool.close();
    }
  });

  it('still stops a task that runs past its deadline', async () => {
    const pool = createTaskPool<{ ms: number }, number>({ name: 'busy worker', module: busyWorker, size: 1 });
    try {
      await pool.run({ ms: 0 });
      const task = pool.run({ ms: 5000 }, { timeoutMs: 200 });
      await expect(task).rejects.toBeInstanceOf(TaskStopped);
      await expect(pool.run({ ms: 5 }, { timeoutMs: 5000 })).resolves.toBe(5);
    } finally {
      await pool.close();
    }
  });
});
