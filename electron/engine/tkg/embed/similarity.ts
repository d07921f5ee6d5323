// Word and short-phrase similarity for the question parser ("heavy" → Weight, "screen" → Display size):
// a phrase is the SIF-weighted average of its words' vectors, weighted by the vocabulary-rank prior (so
// "size of the screen" leans on "size" and "screen"), and compared by cosine. When either side has no known
// word, the score is the cosine of the hashed character-trigram vectors (plain string likeness) instead.
import type { WordFrequencies, WordVectors } from './types.ts';
import { tokenize } from './tokenize.ts';
import { frequenciesFromRank } from './frequencies.ts';
import { weightedAverage } from './sif.ts';
import { hashedTrigramVector } from './fallback-vector.ts';
import { normalize64 } from './principal-component.ts';

const priors = new WeakMap<WordVectors, WordFrequencies>();
function rankPrior(words: WordVectors): WordFrequencies {
  let p = priors.get(words);
  if (!p) priors.set(words, (p = frequenciesFromRank(words)));
  return p;
}

/** L2-normalised vector of one word, or null if unknown. */
export function wordVector(words: WordVectors, word: string): Float32Array | null {
  const v = words.vector(word.trim().toLowerCase());
  if (!v) return null;
  const v64 = Float64Array.from(v);
  return normalize64(v64) === 0 ? null : Float32Array.from(v64);
}

/** L2-normalised vector of a word or short phrase, or null when none of its words is known. */
export function phraseVector(words: WordVectors, phrase: string): Float32Array | null {
  const avg = weightedAverage(words, tokenize(phrase), rankPrior(words));
  return avg ? Float32Array.from(avg.vector) : null;
}

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

function score(words: WordVectors, a: string, va: Float32Array | null, b: string, vb: Float32Array | null): number {
  if (va && vb) return dot(va, vb);
  return dot(hashedTrigramVector(a, words.dimension), hashedTrigramVector(b, words.dimension));
}

/** Cosine similarity in [-1, 1] of two words or short phrases (see the file comment for unknown words). */
export function similarity(words: WordVectors, a: string, b: string): number {
  return score(words, a, phraseVector(words, a), b, phraseVector(words, b));
}

/**
 * `candidates` ranked by similarity to `phrase`, best first (ties keep input order); the top `k`
 * (default: all of them).
 */
export function nearest(words: WordVectors, phrase: string, candidates: string[], k = candidates.length): Array<{ candidate: string; score: number }> {
  const vp = phraseVector(words, phrase);
  return candidates
    .map((candidate, i) => ({ candidate, score: score(words, phrase, vp, candidate, phraseVector(words, candidate)), i }))
    .sort((x, y) => y.score - x.score || x.i - y.i)
    .slice(0, Math.max(0, k))
    .map(({ candidate, score: s }) => ({ candidate, score: s }));
}
