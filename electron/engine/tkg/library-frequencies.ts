// p(w) for SIF from the library's stored word counts, blended with the vocabulary's Zipf prior — the same
// formula as `frequenciesFromCounts(counts, { prior })` of embed/frequencies.ts, but with the total given, so
// a query needs to read the counts of its own words only.
import { PRIOR_TOKENS } from './embed/frequencies.ts';
import type { WordFrequencies } from './embed/types.ts';

export function libraryFrequencies(count: (word: string) => number, total: number, prior: WordFrequencies, priorTokens = PRIOR_TOKENS): WordFrequencies {
  const denominator = total + priorTokens;
  const memo = new Map<string, number>(); // the prior's rank lookup is the slow part of SIF weighting
  return {
    probability(word: string): number {
      let p = memo.get(word);
      if (p === undefined) memo.set(word, (p = (Math.max(0, count(word)) + priorTokens * prior.probability(word)) / denominator));
      return p;
    },
  };
}
