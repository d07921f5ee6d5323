// The shapes shared by every embedder of the textual graph: the default GloVe+SIF one here, and the
// model-based ones (the LLM runtime's `embed(texts)`) that plug in later.

/** Turns texts into L2-normalised vectors (cosine = dot product; ready for sqlite-vec cosine distance). */
export interface Embedder {
  /** Stable name of the vector space, e.g. 'glove-sif-100d'. Vectors of different ids must not be mixed. */
  readonly id: string;
  readonly dimension: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** A read-only table of word vectors. */
export interface WordVectors {
  readonly dimension: number;
  /** Number of words in the vocabulary. */
  readonly size: number;
  /** The word's vector (a fresh copy, raw GloVe scale, not normalised), or null if the word is unknown. */
  vector(word: string): Float32Array | null;
  has(word: string): boolean;
  /** 0-based rank of the word in the source corpus (0 = most frequent), or -1 if unknown. */
  rank(word: string): number;
  /**
   * Optional fast path: adds weight × vector(word) into `into` without allocating; false if unknown.
   * Embedders use it when present and fall back to `vector()` otherwise.
   */
  addTo?(word: string, weight: number, into: Float64Array): boolean;
}

/** p(w): how often a word occurs, as a probability. */
export interface WordFrequencies {
  probability(word: string): number;
}
