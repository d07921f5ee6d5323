// Typo repair: a word that is neither a word of the library (names, labels, values) nor an English word (word
// vectors, the English resources) is read as the library word within one edit (two for long words), when
// exactly one is that near: "protien" → protein, "Samsnug" → samsung.
import type { ParseState } from '../state.ts';
import { editDistance } from '../../../../text/edit-distance.ts';

function englishWords(state: ParseState): Set<string> {
  const lang = state.ctx.lang;
  const out = new Set<string>([...lang.stopwords, ...lang.numbers.keys(), ...lang.gradables.keys(), ...lang.relations]);
  for (const c of lang.comparators) for (const w of c.words) out.add(w);
  for (const n of lang.negations) for (const w of n.words) out.add(w);
  for (const i of lang.intents) for (const w of i.words) out.add(w);
  return out;
}

export function nearestLibraryWord(state: ParseState, word: string): string | null {
  const max = word.length >= 8 ? 2 : 1;
  let best: string[] = [];
  let bestD = max + 1;
  for (const w of state.ctx.vocabulary) {
    if (Math.abs(w.length - word.length) > max) continue;
    const d = editDistance(word, w, max);
    if (d < bestD) [bestD, best] = [d, [w]];
    else if (d === bestD) best.push(w);
  }
  return bestD <= max && best.length === 1 ? best[0] : null;
}

export function repairSpelling(state: ParseState): void {
  const english = englishWords(state);
  const words = state.ctx.words;
  for (const t of state.tokens) {
    if (t.function || t.norm.length < 4 || !/^\p{L}+$/u.test(t.norm)) continue;
    if (state.ctx.vocabulary.has(t.norm) || english.has(t.norm)) continue;
    // a known English word stays, unless it is rare (a misspelling can be in a big vocabulary too)
    const rank = words ? words.rank(t.norm) : -1;
    if (rank >= 0 && rank < 60_000) continue;
    const fixed = nearestLibraryWord(state, t.norm);
    if (!fixed) continue;
    state.notes.push(`read "${t.text}" as "${fixed}" (spelling)`);
    t.norm = fixed;
    t.lemma = fixed;
  }
}
