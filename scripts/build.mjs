#!/usr/bin/env node
// `npm run build`: the renderer (Vite) into dist/renderer, and the desktop main process, the preload and the
// engine worker (esbuild) into dist/electron. Dependencies stay external; electron-builder packs node_modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(repo, 'dist', 'electron');

export async function buildAll({ quiet = false } = {}) {
  const started = Date.now();
  await viteBuild({ configFile: path.join(repo, 'vite.config.ts'), logLevel: quiet ? 'warn' : 'info' });
  const common = { bundle: true, platform: 'node', target: 'node20', sourcemap: false, logLevel: 'warning', legalComments: 'none', absWorkingDir: repo };
  await Promise.all([
    esbuild({ ...common, entryPoints: ['electron/main.ts'], outfile: path.join(out, 'main.mjs'), format: 'esm', packages: 'external', external: ['electron'] }),
    esbuild({ ...common, entryPoints: ['electron/engine/api/worker-main.ts'], outfile: path.join(out, 'engine-worker.mjs'), format: 'esm', packages: 'external' }),
    // the engine's pool workers (workers/task-pool.ts finds them next to the engine worker)
    esbuild({ ...common, entryPoints: ['electron/engine/store/rdf/query-worker.ts'], outfile: path.join(out, 'query-worker.mjs'), format: 'esm', packages: 'external' }),
    esbuild({ ...common, entryPoints: ['electron/engine/ingest/parse-worker.ts'], outfile: path.join(out, 'parse-worker.mjs'), format: 'esm', packages: 'external' }),
    // A sandboxed preload must be CommonJS, with nothing but `electron` left to require.
    esbuild({ ...common, entryPoints: ['electron/preload.ts'], outfile: path.join(out, 'preload.cjs'), format: 'cjs', external: ['electron'] }),
  ]);
  if (!quiet) console.log(`Built dist/renderer and dist/electron (main.mjs, preload.cjs, engine-worker.mjs, query-worker.mjs, parse-worker.mjs) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildAll().catch((e) => {
    console.error(`build failed: ${e.message}`);
    process.exitCode = 1;
  });
}
