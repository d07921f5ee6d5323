import { defineConfig } from 'vitest/config';

// Files that only build their own libraries and query them share their fork's module graph (isolate: false): the
// engine is imported once per fork instead of once per file. tests/understand measured side by side under the same
// load: 175.8 → 121.0 s CPU, import 339 → 49 s. Everything else keeps a fresh module graph per file (app/, e2e/,
// llm/ and others set environment variables, mock modules or start processes).
const SHARED_MODULES = ['tests/understand/**/*.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/helpers/warm-parse-pool.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'shared-modules', include: SHARED_MODULES, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['tests/**/*.test.ts', 'electron/**/*.test.ts'], exclude: SHARED_MODULES } },
    ],
  },
});
