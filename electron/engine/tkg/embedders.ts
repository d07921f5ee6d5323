// The embedders of the textual graph: GloVe SIF with the library's word frequencies (and, for blocks, its
// principal component), or the local model's embeddings when a runtime with an embedding model is given.
import type { Database } from 'better-sqlite3';
import type { LlmRuntime } from '../llm/types.ts';
import { frequenciesFromRank, loadWordVectors, sifEmbedder, tokenize, type Embedder, type SifEmbedder, type WordVectorOptions } from './embed/index.ts';
import type { CacheWordVectors } from './embed/index.ts';
import { loadWordCounts, wordCountsOf } from '../store/text-stats.ts';
import { libraryFrequencies } from './library-frequencies.ts';
import { readSifState } from './sif-state.ts';

export const SIF_PREFIX = 'glove-sif-';

export function isSifEmbedderId(id: string): boolean {
  return id.startsWith(SIF_PREFIX);
}

export function wordVectors(opts?: WordVectorOptions): Promise<CacheWordVectors> {
  return loadWordVectors(opts);
}

/** SIF over the library's full stored counts (indexing). `withPc` applies the stored principal component. */
export function librarySif(db: Database, words: CacheWordVectors, opts: { withPc: boolean; pc?: Float32Array | null }): SifEmbedder {
  const counts = loadWordCounts(db);
  let total = 0;
  for (const c of counts.values()) total += c;
  const freq = libraryFrequencies((w) => counts.get(w) ?? 0, total, frequenciesFromRank(words));
  const state = readSifState(db);
  const pc = opts.pc !== undefined ? opts.pc : opts.withPc && state.pc ? Float32Array.from(state.pc) : null;
  return sifEmbedder(words, freq, pc);
}

/** SIF for embedding a query: reads only the counts of the query's own words. */
export function querySif(db: Database, words: CacheWordVectors, query: string, opts: { withPc: boolean }): SifEmbedder {
  const state = readSifState(db);
  const counts = wordCountsOf(db, tokenize(query));
  const freq = libraryFrequencies((w) => counts.get(w) ?? 0, state.totalWords, frequenciesFromRank(words));
  return sifEmbedder(words, freq, opts.withPc && state.pc ? Float32Array.from(state.pc) : null);
}

/** The model's embeddings as an Embedder, or null when the runtime has no embedding model. */
export async function runtimeEmbedder(runtime: LlmRuntime | undefined): Promise<Embedder | null> {
  if (!runtime?.available || !runtime.embeddingModel) return null;
  const dimension = await runtime.embeddingDimension();
  if (!dimension) return null;
  return { id: `model:${runtime.embeddingModel.name}`, dimension, embed: (texts) => runtime.embed(texts) };
}
