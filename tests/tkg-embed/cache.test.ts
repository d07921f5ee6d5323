import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWordVectors, buildEmbeddingCache, forgetLoadedWordVectors, resolveCachePaths, resolveCacheDir } from '../../electron/engine/tkg/embed/index.ts';
import { decodeCache, HEADER_BYTES } from '../../electron/engine/tkg/embed/cache-file.ts';
import { writeFileAtomic } from '../../electron/engine/tkg/embed/build-cache.ts';
import { readVectorSource } from '../../electron/engine/tkg/embed/source-reader.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { FIXTURE, fixtureVectors, tempDir, cosine } from './helpers.ts';

afterEach(() => forgetLoadedWordVectors());

function messages(): { log: string[]; onProgress: (m: string) => void } {
  const log: string[] = [];
  return { log, onProgress: (m) => log.push(m) };
}

describe('source reader', () => {
  it('streams every entry with the exact numbers JSON.parse gives', async () => {
    const json = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as { vectors: Record<string, number[]> };
    const seen: Record<string, number[]> = {};
    const header = await readVectorSource(FIXTURE, (w, v, n) => { seen[w] = Array.from(v.subarray(0, n)); });
    expect(header).toEqual({ l2NormIndex: 8, wordIndex: 9, size: 38, dimensions: 8 });
    expect(seen).toEqual(json.vectors);
  });

  it('parses across chunk boundaries, exponents, whitespace and escapes', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'big.json');
    const dims = 40;
    const expected: Record<string, number[]> = {};
    const words: string[] = [];
    for (let i = 0; i < 16000; i++) {
      const w = i % 1000 === 7 ? `w"${i}\\é` : `w${i}`;
      words.push(w);
      expected[w] = [...Array.from({ length: dims }, (_, j) => Number((Math.sin(i * 31 + j) * 3).toFixed(6))), 1.5e-3, i];
    }
    // Hand-written JSON with whitespace and exponent forms, ~10 MB so it spans several 4 MB reads.
    const body = Object.entries(expected)
      .map(([w, v]) => `\n  ${JSON.stringify(w)} : [ ${v.map((x, j) => (j === dims ? '1.5E-3' : String(x))).join(' ,')} ]`)
      .join(',');
    fs.writeFileSync(file, `{ "dimensions" : ${dims}, "words": ${JSON.stringify(words)}, "vectors": {${body}\n}, "flag": true, "none": null }`);
    const seen: Record<string, number[]> = {};
    await readVectorSource(file, (w, v, n) => { seen[w] = Array.from(v.subarray(0, n)); });
    expect(Object.keys(seen).length).toBe(16000);
    expect(seen).toEqual(expected);
  });

  it('reports malformed and missing sources with catalogue errors', async () => {
    const dir = tempDir();
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, '{"dimensions": 2, "vectors": {"a": [1, 2,, 3]}}');
    await expect(readVectorSource(bad, () => {})).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_INVALID'));
    fs.writeFileSync(bad, '{"dimensions": 2, "vectors": {"a": [1, 2');
    await expect(readVectorSource(bad, () => {})).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_INVALID'));
    await expect(readVectorSource(path.join(dir, 'nope.json'), () => {})).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_NOT_FOUND'));
  });
});

describe('word-vector cache', () => {
  it('round-trips the fixture: same words, ranks and (quantised) vectors', async () => {
    const cacheDir = tempDir();
    const { log, onProgress } = messages();
    const words = await loadWordVectors({ sourcePath: FIXTURE, cacheDir, onProgress });
    expect(log[0]).toMatch(/Building word-vector cache \(one time\)/);
    expect(log.at(-1)).toMatch(/ready: 38 words × 8 dims/);
    const truth = fixtureVectors();
    expect(words.size).toBe(truth.size);
    expect(words.dimension).toBe(8);
    [...truth.keys()].forEach((w, rank) => {
      expect(words.rank(w)).toBe(rank);
      expect(words.wordAt(rank)).toBe(w);
      const v = words.vector(w)!;
      const original = truth.get(w)!;
      const maxAbs = Math.max(...original.map(Math.abs));
      for (let i = 0; i < 8; i++) expect(Math.abs(v[i] - original[i])).toBeLessThanOrEqual(maxAbs / 254 + 1e-6);
      expect(cosine(v, original)).toBeGreaterThan(0.9999);
    });
    expect(words.has('über')).toBe(true); // key written with a \u escape
    expect(words.has('"')).toBe(true);
    expect(words.has('Über')).toBe(true); // lowercased lookup
    expect(words.has('café')).toBe(true); // diacritics folded to "cafe"
    expect(words.has('zebra')).toBe(false);
    expect(words.vector('zebra')).toBeNull();
    expect(words.rank('zebra')).toBe(-1);

    // A second process start reads the cache without rebuilding.
    forgetLoadedWordVectors();
    const again = messages();
    const reloaded = await loadWordVectors({ sourcePath: FIXTURE, cacheDir, onProgress: again.onProgress });
    expect(again.log).toEqual([]);
    expect(Array.from(reloaded.vector('heavy')!)).toEqual(Array.from(words.vector('heavy')!));
  });

  it('loads once per process', async () => {
    const cacheDir = tempDir();
    const [a, b] = await Promise.all([loadWordVectors({ sourcePath: FIXTURE, cacheDir }), loadWordVectors({ sourcePath: FIXTURE, cacheDir })]);
    expect(a).toBe(b);
  });

  it.each([
    ['a flipped body byte', (buf: Buffer) => { buf[buf.length - 5] ^= 0xff; return buf; }, /checksum mismatch/],
    ['truncation', (buf: Buffer) => buf.subarray(0, buf.length - 100), /size mismatch/],
    ['a foreign header', (buf: Buffer) => { buf.write('NOTQUARRY', 0, 'latin1'); return buf; }, /not a Quarry word-vector cache/],
    ['an empty file', () => Buffer.alloc(0), /shorter than the header/],
  ])('rebuilds a cache damaged by %s', async (_name, damage, reason) => {
    const cacheDir = tempDir();
    await buildEmbeddingCache({ sourcePath: FIXTURE, cacheDir });
    const { cacheFile } = resolveCachePaths({ sourcePath: FIXTURE, cacheDir });
    fs.writeFileSync(cacheFile, damage(fs.readFileSync(cacheFile)));
    expect(decodeCache(fs.readFileSync(cacheFile)).ok).toBe(false);
    const { log, onProgress } = messages();
    const words = await loadWordVectors({ sourcePath: FIXTURE, cacheDir, onProgress });
    expect(log[0]).toMatch(reason);
    expect(log[0]).toMatch(/rebuilding/);
    expect(words.has('heavy')).toBe(true);
    expect(decodeCache(fs.readFileSync(cacheFile)).ok).toBe(true);
  });

  it('rebuilds when the source changed, and uses a valid cache when the source is gone', async () => {
    const dir = tempDir();
    const source = path.join(dir, 'vectors.json');
    fs.copyFileSync(FIXTURE, source);
    await loadWordVectors({ sourcePath: source, cacheDir: dir });
    forgetLoadedWordVectors();
    fs.utimesSync(source, new Date(2001, 1, 1), new Date(2001, 1, 1));
    const { log, onProgress } = messages();
    await loadWordVectors({ sourcePath: source, cacheDir: dir, onProgress });
    expect(log[0]).toMatch(/out of date/);
    forgetLoadedWordVectors();
    fs.rmSync(source);
    const quiet = messages();
    const words = await loadWordVectors({ sourcePath: source, cacheDir: dir, onProgress: quiet.onProgress });
    expect(quiet.log).toEqual([]);
    expect(words.size).toBe(38);
    forgetLoadedWordVectors();
    await expect(loadWordVectors({ sourcePath: source, cacheDir: tempDir() })).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_NOT_FOUND'));
  });

  it('never replaces a good cache with a half-built one, and leaves no temp files', async () => {
    const dir = tempDir();
    const source = path.join(dir, 'vectors.json');
    fs.copyFileSync(FIXTURE, source);
    const { cacheFile } = resolveCachePaths({ sourcePath: source, cacheDir: dir });
    await buildEmbeddingCache({ sourcePath: source, cacheDir: dir });
    const good = fs.readFileSync(cacheFile);
    // A source cut off half way fails after many entries were read: the build dies mid-way.
    const text = fs.readFileSync(FIXTURE, 'utf8');
    fs.writeFileSync(source, text.slice(0, Math.floor(text.length * 0.6)));
    await expect(buildEmbeddingCache({ sourcePath: source, cacheDir: dir })).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_INVALID'));
    expect(fs.readFileSync(cacheFile).equals(good)).toBe(true);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('clears temp files a crashed build left behind, and is not misled by them', async () => {
    const cacheDir = tempDir();
    const { cacheFile } = resolveCachePaths({ sourcePath: FIXTURE, cacheDir });
    const stale = `${cacheFile}.999.deadbeef.tmp`;
    const fresh = `${cacheFile}.998.cafecafe.tmp`;
    fs.writeFileSync(stale, 'QRYWVEC1 half written');
    fs.writeFileSync(fresh, 'another build in progress');
    fs.utimesSync(stale, new Date(2020, 0, 1), new Date(2020, 0, 1));
    const words = await loadWordVectors({ sourcePath: FIXTURE, cacheDir });
    expect(words.size).toBe(38);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true); // may belong to a concurrent build
  });

  it('writes atomically: a failed rename removes the temp file and keeps the target', async () => {
    const dir = tempDir();
    const target = path.join(dir, 'target');
    fs.mkdirSync(path.join(target, 'occupied'), { recursive: true }); // a non-empty directory cannot be renamed over
    await expect(writeFileAtomic(target, Buffer.from('data'))).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual(['target']);
    const file = path.join(dir, 'sub', 'file.bin');
    await writeFileAtomic(file, Buffer.from('hello'));
    expect(fs.readFileSync(file, 'utf8')).toBe('hello');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['file.bin']);
  });

  it('still works from memory when the cache folder cannot be written', async () => {
    const dir = tempDir();
    const blocker = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocker, 'x');
    const { log, onProgress } = messages();
    const words = await loadWordVectors({ sourcePath: FIXTURE, cacheDir: path.join(blocker, 'cache'), onProgress });
    expect(words.has('battery')).toBe(true);
    expect(log.some((m) => /Could not write the word-vector cache/.test(m))).toBe(true);
  });

  it('resolves the cache folder from option, QUARRY_CACHE_DIR, XDG_CACHE_HOME, then ~/.cache', () => {
    expect(resolveCacheDir('/x/y', { QUARRY_CACHE_DIR: '/q' })).toBe('/x/y');
    expect(resolveCacheDir(undefined, { QUARRY_CACHE_DIR: '/q', XDG_CACHE_HOME: '/xdg' })).toBe('/q');
    expect(resolveCacheDir(undefined, { XDG_CACHE_HOME: '/xdg' })).toBe('/xdg/quarry');
    expect(resolveCacheDir(undefined, {})).toMatch(/\.cache[\\/]quarry$/);
  });

  it('stores a header the decoder validates field by field', async () => {
    const cacheDir = tempDir();
    const { cacheFile } = await buildEmbeddingCache({ sourcePath: FIXTURE, cacheDir });
    const buf = fs.readFileSync(cacheFile);
    expect(buf.toString('latin1', 0, 8)).toBe('QRYWVEC1');
    expect(buf.readUInt32LE(32)).toBe(buf.length - HEADER_BYTES);
    const tampered = Buffer.from(buf);
    tampered.writeUInt32LE(9, 12); // dimension
    expect(decodeCache(tampered)).toMatchObject({ ok: false });
  });
});
