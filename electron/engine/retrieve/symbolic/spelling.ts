// Typo repair for question words: a word that is neither in the library's own vocabulary (names, attributes,
// values, categories) nor an English word is replaced by the library word within a small edit distance
// ("Samsnug" → samsung, "batery" → battery), when exactly one such word is nearest.
import type { WordVectors } from '../../tkg/embed/index.ts';
import type { Lexicon } from './lexicon.ts';
import { editDistance } from '../../text/edit-distance.ts';

export { editDistance } from '../../text/edit-distance.ts';
import { COMPARATORS, FILLER, GENERIC_SCOPE, GRADABLE, NEGATIONS, YEAR_WORDS } from './question-words.ts';

/** The question words the parser knows by hand, also spelling targets ("wiegh" → weigh). */
const QUESTION_WORDS = [
  ...FILLER, ...GENERIC_SCOPE, ...NEGATIONS, ...YEAR_WORDS, ...COMPARATORS.flatMap((c) => c.words),
  ...Object.keys(GRADABLE).flatMap((w) => [w, `${w}er`, `${w}est`, `${w}s`]),
  'average', 'mean', 'count', 'many', 'much', 'cheapest', 'lightest', 'heaviest', 'largest', 'smallest', 'biggest', 'thinnest',
];

const vocabularies = new WeakMap<Lexicon, { words: Set<string>; byLength: Map<number, string[]> }>();

function vocabulary(lex: Lexicon) {
  let v = vocabularies.get(lex);
  if (v) return v;
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.split(' ')) if (w.length >= 3 && !/\d/.test(w)) words.add(w);
  };
  for (const e of lex.entities.values()) add(e.norm);
  for (const e of lex.entries.values()) add(e.norm);
  for (const c of lex.categories.values()) add(c.norm);
  for (const phrase of lex.valuePhrases.keys()) add(phrase);
  for (const f of lex.features.values()) add(f.norm);
  for (const c of lex.categories.values()) add(`${c.norm}s`);
  for (const w of QUESTION_WORDS) add(w);
  const byLength = new Map<number, string[]>();
  for (const w of words) {
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  v = { words, byLength };
  vocabularies.set(lex, v);
  return v;
}

/** The library word a misspelt word stands for, or null when it is a known word or no single word is near. */
export function correctSpelling(word: string, lex: Lexicon, words: WordVectors | null): string | null {
  if (word.length < 4 || /\d/.test(word)) return null;
  const v = vocabulary(lex);
  if (v.words.has(word) || words?.has(word)) return null;
  const max = word.length >= 8 ? 2 : 1;
  let best: string[] = [];
  let bestD = max + 1;
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const w of v.byLength.get(len) ?? []) {
      const d = editDistance(word, w, max);
      if (d < bestD) {
        bestD = d;
        best = [w];
      } else if (d === bestD) best.push(w);
    }
  }
  return bestD <= max && best.length === 1 ? best[0] : null;
}
