// SIF sentence vectors (Arora et al. 2017): v = Σ a / (a + p(w)) · vec(w) over the known tokens, L2-normalised,
// then the library's first principal component removed and normalised again. Removal after normalisation is
// the same as before it (projection is linear), so vectors embedded without `pc` can be fixed up later with
// `removePrincipalComponent` and equal what an embedder given `pc` returns.
import { quarryError } from '../../errors.ts';
import type { Embedder, WordFrequencies, WordVectors } from './types.ts';
import { tokenize } from './tokenize.ts';
import { normalize64, removePrincipalComponent } from './principal-component.ts';
import { hashedTrigramVector } from './fallback-vector.ts';

export const SIF_A = 1e-3;

export interface SifVector {
  vector: Float32Array;
  /** Tokens that had a word vector. */
  knownTokens: number;
  /** True when no token was known and the vector is the hashed-trigram fallback (see fallback-vector.ts). */
  fallback: boolean;
}

export interface SifEmbedder extends Embedder {
  /** The principal component removed from every vector, or null. */
  readonly principalComponent: Float32Array | null;
  embedText(text: string): SifVector;
  embedSync(texts: string[]): Float32Array[];
}

/** Adds weight × vec(word) into acc; false if the word is unknown. */
export function addWordVector(words: WordVectors, word: string, weight: number, acc: Float64Array): boolean {
  if (words.addTo) return words.addTo(word, weight, acc);
  const v = words.vector(word);
  if (!v) return false;
  for (let i = 0; i < acc.length; i++) acc[i] += weight * v[i];
  return true;
}

/** SIF-weighted, L2-normalised average of the known tokens' vectors, or null when none is known. */
export function weightedAverage(words: WordVectors, tokens: string[], freq: WordFrequencies, a = SIF_A): { vector: Float64Array; known: number } | null {
  const acc = new Float64Array(words.dimension);
  let known = 0;
  for (const token of tokens) {
    const weight = a / (a + freq.probability(token));
    if (addWordVector(words, token, weight, acc)) known++;
  }
  if (known === 0 || normalize64(acc) === 0) return null;
  return { vector: acc, known };
}

export function sifEmbedder(words: WordVectors, freq: WordFrequencies, pc: Float32Array | null = null, opts: { a?: number } = {}): SifEmbedder {
  const dimension = words.dimension;
  if (pc && pc.length !== dimension) throw quarryError('BAD_ARGUMENT', `principal component has ${pc.length} dims, vectors ${dimension}`);
  const a = opts.a ?? SIF_A;
  if (!(a > 0)) throw quarryError('BAD_ARGUMENT', `SIF parameter a must be > 0, got ${a}`);

  function embedText(text: string): SifVector {
    const avg = weightedAverage(words, tokenize(text), freq, a);
    if (!avg) return { vector: hashedTrigramVector(text, dimension), knownTokens: 0, fallback: true };
    const removed = pc ? removePrincipalComponent(avg.vector, pc) : null;
    return { vector: removed ?? Float32Array.from(avg.vector), knownTokens: avg.known, fallback: false };
  }
  const embedSync = (texts: string[]): Float32Array[] => texts.map((t) => embedText(t).vector);

  return {
    id: `glove-sif-${dimension}d`,
    dimension,
    principalComponent: pc,
    embedText,
    embedSync,
    embed: async (texts: string[]) => embedSync(texts),
  };
}
