// The vector for text with no known word (empty text, "¶¶", "zxqv-42", an unknown product code):
// a zero vector would make cosine distance undefined in sqlite-vec, so such text gets a deterministic,
// L2-normalised signed feature hash of its character trigrams instead. Equal strings get equal vectors and
// strings sharing trigrams land near each other; against real sentence vectors the cosine is near 0, so
// fallback vectors neither attract nor repel word-based matches. Empty or blank text hashes one fixed
// "<empty>" feature, so it too is a unit vector.
import { fnv1a } from './cache-file.ts';

const encoder = new TextEncoder();

function addFeature(feature: string, acc: Float64Array): void {
  const bytes = encoder.encode(feature);
  const h = fnv1a(bytes, bytes.length);
  acc[h % acc.length] += h & 0x80000000 ? -1 : 1;
}

/** Unit vector of dimension `dimension` from the character trigrams of `text` (lowercased, spaces collapsed). */
export function hashedTrigramVector(text: string, dimension: number): Float32Array {
  const acc = new Float64Array(dimension);
  const clean = text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  const chars = Array.from(` ${clean} `);
  if (clean) for (let i = 0; i + 3 <= chars.length; i++) addFeature(chars.slice(i, i + 3).join(''), acc);
  let norm = 0;
  for (let i = 0; i < dimension; i++) norm += acc[i] * acc[i];
  if (norm === 0) {
    // Blank text, or trigrams whose signed hashes cancelled out: one fixed feature keeps the vector unit-length.
    acc.fill(0);
    addFeature(clean ? `<cancelled:${clean}>` : '<empty>', acc);
    norm = 1;
  }
  const out = new Float32Array(dimension);
  const inv = 1 / Math.sqrt(norm);
  for (let i = 0; i < dimension; i++) out[i] = acc[i] * inv;
  return out;
}
