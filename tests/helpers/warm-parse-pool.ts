// Setup file (vitest.config.ts): within one test file, every indexing run shares warm parse workers instead of
// starting its own. A parse worker boots tsx and the whole parser in a fresh thread (about 1.7 s of CPU each, two per
// run on two cores), which was most of the cost of indexing a small fixture folder: 30 s → 1.8 s wall for a
// two-file folder on the loaded test machine. The workers are the real ones (same module, same per-file time and
// memory limits: runs asking for different limits or worker counts get pools of their own); only their lifetime
// changes, from one run to the whole file. A stopped worker (time or memory limit, crash) is replaced by the pool as
// before. Parse workers keep no state between files, so sharing them cannot carry one test's library into another.
import { afterAll, vi } from 'vitest';
import type { ParsePool, ParsePoolOptions } from '../../electron/engine/ingest/parse-pool.ts';

// on globalThis: one map however often this file is evaluated (vitest re-runs setup files per test file)
const pools: Map<string, ParsePool> = ((globalThis as { __quarryWarmParsePools?: Map<string, ParsePool> }).__quarryWarmParsePools ??= new Map());

vi.mock('../../electron/engine/ingest/parse-pool.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../electron/engine/ingest/parse-pool.ts')>();
  return {
    ...real,
    createParsePool(options: ParsePoolOptions): ParsePool {
      // parsing on the calling thread has no workers to keep warm
      if (options.workers !== undefined && options.workers <= 0) return real.createParsePool(options);
      const key = `${options.workers ?? 'default'}:${options.budgets.heapMb}`;
      let shared = pools.get(key);
      if (!shared) pools.set(key, (shared = real.createParsePool(options)));
      const pool = shared;
      return {
        workers: pool.workers,
        parse: (task, signal) => pool.parse(task, signal),
        // the run is over, the workers stay for the file's next run (closed after the file, below)
        close: async () => {},
      };
    },
  };
});

afterAll(async () => {
  const open = [...pools.values()];
  pools.clear();
  await Promise.all(open.map((p) => p.close()));
});
