import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import type { WordVectors } from '../../electron/engine/tkg/embed/index.ts';

export const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/tkg-embed/mini-glove-8d.json');

/** The fixture parsed the plain way, as ground truth: word → its 8 components, in rank order. */
export function fixtureVectors(): Map<string, number[]> {
  const json = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as { words: string[]; vectors: Record<string, number[]>; dimensions: number };
  return new Map(json.words.map((w) => [w, json.vectors[w].slice(0, json.dimensions)]));
}

const made: string[] = [];
// Registered in the importing test file's top-level suite.
afterAll(() => { for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true }); });

/** A fresh temp folder, removed after the test file's tests. */
export function tempDir(prefix = 'quarry-embed-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** An in-memory WordVectors without the `addTo` fast path. */
export function memoryWordVectors(table: Record<string, number[]>): WordVectors {
  const words = Object.keys(table);
  const dimension = table[words[0]].length;
  return {
    dimension,
    size: words.length,
    vector: (w) => (w in table ? Float32Array.from(table[w]) : null),
    has: (w) => w in table,
    rank: (w) => words.indexOf(w),
  };
}

export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let d = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) { d += a[i] * b[i]; na += a[i] * a[i]; nb += b[i] * b[i]; }
  return d / Math.sqrt(na * nb);
}

export function norm(a: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * a[i];
  return Math.sqrt(s);
}
