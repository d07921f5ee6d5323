// WordVectors over a decoded cache: lookups hash the word's UTF-8 bytes into the stored open-addressing table
// and compare bytes in place, so loading builds no Map of 341k strings.
import type { WordVectors } from './types.ts';
import { fnv1a, type CacheData } from './cache-file.ts';
import { foldDiacritics } from './tokenize.ts';

const encoder = new TextEncoder();

export interface CacheWordVectors extends WordVectors {
  /** Index of the word in rank order, or -1. Tries the word as given, lowercased, then without diacritics. */
  indexOf(word: string): number;
  /** The word at a rank (for inspection and tests). */
  wordAt(index: number): string;
  addTo(word: string, weight: number, into: Float64Array): boolean;
}

export function wordVectorsFromCache(data: CacheData): CacheWordVectors {
  const { dimension, count, offsets, vocab, scales, quant, hash } = data;
  const mask = hash.length - 1;
  let scratch = new Uint8Array(256);
  const decoder = new TextDecoder();

  function exactIndex(word: string): number {
    if (word.length * 3 > scratch.length) scratch = new Uint8Array(word.length * 3 + 16);
    const { written } = encoder.encodeInto(word, scratch);
    const len = written ?? 0;
    let slot = fnv1a(scratch, len) & mask;
    for (;;) {
      const idx = hash[slot];
      if (idx < 0) return -1;
      const start = offsets[idx];
      if (offsets[idx + 1] - start === len) {
        let same = true;
        for (let i = 0; i < len; i++) {
          if (vocab[start + i] !== scratch[i]) { same = false; break; }
        }
        if (same) return idx;
      }
      slot = (slot + 1) & mask;
    }
  }

  function indexOf(word: string): number {
    if (!word) return -1;
    let idx = exactIndex(word);
    if (idx >= 0) return idx;
    const lower = word.toLowerCase();
    if (lower !== word && (idx = exactIndex(lower)) >= 0) return idx;
    const folded = foldDiacritics(lower);
    if (folded !== lower) idx = exactIndex(folded);
    return idx;
  }

  return {
    dimension,
    size: count,
    indexOf,
    wordAt(index: number): string {
      if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`no word at ${index}`);
      return decoder.decode(vocab.subarray(offsets[index], offsets[index + 1]));
    },
    has: (word) => indexOf(word) >= 0,
    rank: (word) => indexOf(word),
    vector(word: string): Float32Array | null {
      const idx = indexOf(word);
      if (idx < 0) return null;
      const out = new Float32Array(dimension);
      const scale = scales[idx];
      const base = idx * dimension;
      for (let i = 0; i < dimension; i++) out[i] = quant[base + i] * scale;
      return out;
    },
    addTo(word: string, weight: number, into: Float64Array): boolean {
      const idx = indexOf(word);
      if (idx < 0) return false;
      const k = scales[idx] * weight;
      const base = idx * dimension;
      for (let i = 0; i < dimension; i++) into[i] += quant[base + i] * k;
      return true;
    },
  };
}
