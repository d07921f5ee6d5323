// Attributes and categories of the library named by a word: by name and alias, by a concept word of the hand
// lexicon, or by meaning with word vectors ("heavy" → Weight).
import type { EntryAliases } from '../../skg/entries/canonical-entry.ts';
import { normaliseKey } from '../../skg/entries/normalise-key.ts';
import type { WordVectors } from '../../tkg/embed/index.ts';
import { nearest } from '../../tkg/embed/index.ts';
import type { LexCategory, LexEntry, Lexicon } from './lexicon.ts';

const SIMILARITY_THRESHOLD = 0.42;

export function entryByName(lex: Lexicon, aliases: EntryAliases, phrase: string): LexEntry | null {
  const key = normaliseKey(phrase);
  if (!key) return null;
  const direct = lex.entriesByNorm.get(key);
  if (direct) return direct;
  const canonical = aliases.lookup(key);
  if (canonical) return lex.entriesByNorm.get(normaliseKey(canonical)) ?? null;
  return null;
}

export function yearEntry(lex: Lexicon): LexEntry | null {
  return [...lex.entries.values()].filter((e) => e.years > 0).sort((a, b) => b.years - a.years)[0] ?? null;
}

/** The entry a concept word of the hand lexicon names ('weight', 'price', 'released'), in this library. */
export function conceptEntry(lex: Lexicon, ctx: { aliases: EntryAliases; words: WordVectors | null }, concept: string): LexEntry | null {
  if (concept === 'released') return yearEntry(lex);
  const byName = entryByName(lex, ctx.aliases, concept);
  if (byName) return byName;
  return ctx.words ? (entryByMeaning(lex, ctx.words, concept)?.entry ?? null) : null;
}

const categoryCache = new WeakMap<Lexicon, Map<string, { category: LexCategory; score: number } | null>>();

/** A category whose name means the word ("smartphones" → phone), when near enough. */
export function categoryByMeaning(lex: Lexicon, words: WordVectors, word: string): { category: LexCategory; score: number } | null {
  let cache = categoryCache.get(lex);
  if (!cache) categoryCache.set(lex, (cache = new Map()));
  if (cache.has(word)) return cache.get(word)!;
  let result: { category: LexCategory; score: number } | null = null;
  const candidates = [...lex.categories.values()].filter((c) => c.entities.size >= 2 && c.norm.length >= 4);
  // a compound that ends in a category's name ("smartphones", "handsets"→no): word vectors place "smartphone"
  // nearer to "tablet" than to "phone", so meaning alone cannot decide here
  const stem = normaliseKey(word);
  const compound = candidates.filter((c) => stem.endsWith(c.norm) && stem !== c.norm);
  if (compound.length === 1) result = { category: compound[0], score: 0.8 };
  void words;
  cache.set(word, result);
  return result;
}

const meaningCache = new WeakMap<Lexicon, Map<string, { entry: LexEntry; score: number } | null>>();

/** The entry whose name is nearest in meaning to a word, when near enough ("heavy" → Weight). */
export function entryByMeaning(lex: Lexicon, words: WordVectors, word: string): { entry: LexEntry; score: number } | null {
  let cache = meaningCache.get(lex);
  if (!cache) meaningCache.set(lex, (cache = new Map()));
  if (cache.has(word)) return cache.get(word)!;
  let result: { entry: LexEntry; score: number } | null = null;
  if (words.has(word) && word.length > 2) {
    const candidates = [...lex.entries.values()].filter((e) => e.specs >= 3);
    const ranked = nearest(words, word, candidates.map((e) => e.label), 2);
    if (ranked[0] && ranked[0].score >= SIMILARITY_THRESHOLD && (!ranked[1] || ranked[0].score - ranked[1].score >= 0.02)) {
      result = { entry: candidates.find((e) => e.label === ranked[0].candidate)!, score: ranked[0].score };
    }
  }
  cache.set(word, result);
  return result;
}

