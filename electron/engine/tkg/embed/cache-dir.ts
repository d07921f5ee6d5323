// Where Quarry keeps rebuildable caches: opts.cacheDir, else $QUARRY_CACHE_DIR, else $XDG_CACHE_HOME/quarry,
// else ~/.cache/quarry.
import os from 'node:os';
import path from 'node:path';

export function resolveCacheDir(cacheDir?: string, env: NodeJS.ProcessEnv = process.env): string {
  if (cacheDir) return path.resolve(cacheDir);
  if (env.QUARRY_CACHE_DIR) return path.resolve(env.QUARRY_CACHE_DIR);
  const base = env.XDG_CACHE_HOME ? env.XDG_CACHE_HOME : path.join(os.homedir(), '.cache');
  return path.resolve(base, 'quarry');
}
