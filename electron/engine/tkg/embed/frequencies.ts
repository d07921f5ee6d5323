// Word probabilities p(w) for SIF weighting: from the library's own token counts, or, when there are none,
// a Zipf prior from the vocabulary's frequency rank.
import type { WordFrequencies, WordVectors } from './types.ts';
import { tokenize } from './tokenize.ts';

/** Token counts of `texts` with the shared tokenizer (the library's frequency table). */
export function countWords(texts: Iterable<string>, into: Map<string, number> = new Map()): Map<string, number> {
  for (const text of texts) {
    for (const token of tokenize(text)) into.set(token, (into.get(token) ?? 0) + 1);
  }
  return into;
}

/** Default pseudo-count mass of the prior in `frequenciesFromCounts`: the library outweighs it past ~20k tokens. */
export const PRIOR_TOKENS = 20_000;

/**
 * p(w) from the library's own token counts.
 * - Without a prior: p = count(w) / total; a word absent from `counts` gets the probability of a word seen
 *   once, 1 / (total + 1) (unseen words count as rare, not as impossible).
 * - With a prior (e.g. `frequenciesFromRank(words)`): p = (count(w) + m · prior(w)) / (total + m), m =
 *   `priorTokens` (default 20,000). A small library then leans on the prior, so a query's "how"/"does" that
 *   the library never used still weigh as the common words they are, and a large one on its own counts.
 */
export function frequenciesFromCounts(counts: Map<string, number>, opts: { prior?: WordFrequencies; priorTokens?: number } = {}): WordFrequencies {
  let total = 0;
  for (const c of counts.values()) if (c > 0) total += c;
  const prior = opts.prior;
  if (prior) {
    const m = Math.max(0, opts.priorTokens ?? PRIOR_TOKENS);
    const denominator = total + m;
    if (denominator === 0) return prior;
    return {
      probability(word: string): number {
        const c = counts.get(word) ?? 0;
        return (Math.max(0, c) + m * prior.probability(word)) / denominator;
      },
    };
  }
  const unseen = 1 / (total + 1);
  return {
    probability(word: string): number {
      const c = counts.get(word);
      return c !== undefined && c > 0 ? c / total : unseen;
    },
  };
}

/**
 * Zipf prior from rank r (0-based) in a vocabulary of N words sorted by corpus frequency:
 * p(r) = 1 / ((r + 1) · H_N), H_N ≈ ln N + 0.5772. Unknown words get the probability of the rarest rank.
 */
export function frequenciesFromRank(words: Pick<WordVectors, 'rank' | 'size'>): WordFrequencies {
  const n = Math.max(1, words.size);
  const harmonic = Math.log(n) + 0.5772156649;
  return {
    probability(word: string): number {
      const r = words.rank(word);
      return 1 / ((r < 0 ? n : r + 1) * harmonic);
    },
  };
}
