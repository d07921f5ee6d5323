// The built renderer that web mode serves: rebuilt with Vite when missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RENDERER_OUT = path.join(REPO_ROOT, 'dist', 'renderer');
const SOURCES = ['renderer', 'shared', 'vite.config.ts'];

function newestMtime(p: string): number {
  let stat: fs.Stats;
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

export function rendererOutdated(outDir = RENDERER_OUT): boolean {
  const index = path.join(outDir, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(REPO_ROOT, s)) > built);
}

/** Builds into a fresh folder, then swaps it in, so a concurrent reader never sees a half-written build. */
export async function buildRenderer(outDir = RENDERER_OUT): Promise<void> {
  const { build } = await import('vite');
  const tmp = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  await build({ configFile: path.join(REPO_ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: tmp, emptyOutDir: true } });
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  fs.renameSync(tmp, outDir);
  fs.rmSync(old, { recursive: true, force: true });
}

export async function ensureRendererBuilt(outDir = RENDERER_OUT): Promise<boolean> {
  if (!rendererOutdated(outDir)) return false;
  await buildRenderer(outDir);
  return true;
}
