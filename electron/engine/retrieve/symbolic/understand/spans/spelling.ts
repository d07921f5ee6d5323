// Typo repair: a word that is neither a word of the library (names, labels, values) nor an English word (word
// vectors, the English resources) is read as the library word within one edit (two for long words), when
// exactly one is that near: "protien" → protein, "Samsnug" → samsung.
import type { ParseState } from '../state.ts';
import { editDistance } from '../../../../text/edit-distance.ts';
import { degreeForms } from './gradables.ts';

function englishWords(state: ParseState): Set<string> {
  const lang = state.ctx.lang;
  const out = new Set<string>([...lang.stopwords, ...lang.numbers.keys(), ...lang.gradables.keys(), ...lang.relations]);
  // and their degrees ("talest" is "tallest")
  for (const g of lang.gradables.keys()) for (const f of degreeForms(g)) out.add(f);
  for (const c of lang.comparators) for (const w of c.words) out.add(w);
  for (const n of lang.negations) for (const w of n.words) out.add(w);
  for (const i of lang.intents) for (const w of i.words) out.add(w);
  return out;
}

export function nearestLibraryWord(state: ParseState, word: string, also: Iterable<string> = []): string | null {
  const max = word.length >= 8 ? 2 : 1;
  let best: string[] = [];
  let bestD = max + 1;
  for (const w of [...state.ctx.vocabulary, ...also]) {
    if (Math.abs(w.length - word.length) > max) continue;
    const d = editDistance(word, w, max);
    if (d < bestD) [bestD, best] = [d, [w]];
    else if (d === bestD) best.push(w);
  }
  if (bestD > max) return null;
  if (best.length === 1) return best[0];
  // several words as near, all naming the same thing ("fibr": fibre, fiber): any of them
  const ground = (w: string) => {
    const g = state.ctx.attributePhrases.get(w) ?? state.ctx.valuePhrases.get(w);
    return g ? g.map((x) => ('id' in x.target ? (x.target as { id: string }).id : (x.target as { label: string }).label)).sort().join('|') : null;
  };
  const first = ground(best[0]);
  return first && best.every((w) => ground(w) === first) ? best[0] : null;
}

/** Phrases of two words the English resources or the library know ("at least", "battery life"). */
function knownPair(state: ParseState, a: string, b: string): boolean {
  const lang = state.ctx.lang;
  const both = (ws: string[]) => ws.length === 2 && ws[0] === a && ws[1] === b;
  return lang.comparators.some((c) => both(c.words)) || lang.negations.some((n) => both(n.words)) || lang.intents.some((i) => both(i.words))
    || state.ctx.attributePhrases.has(`${a} ${b}`) || state.ctx.valuePhrases.has(`${a} ${b}`);
}

/** "atleast" → "at least", "nonvegetarian" → "non vegetarian": a word that is two known words run together. */
function splitRunTogether(state: ParseState, english: Set<string>): void {
  const known = (w: string) => english.has(w) || state.ctx.vocabulary.has(w);
  for (let i = 0; i < state.tokens.length; i++) {
    const t = state.tokens[i];
    if (t.norm.length < 5 || !/^\p{L}+$/u.test(t.norm) || known(t.norm) || (state.ctx.words?.has(t.norm) && (state.ctx.words.rank(t.norm) ?? 0) < 60_000)) continue;
    for (let cut = 2; cut <= t.norm.length - 2; cut++) {
      const a = t.norm.slice(0, cut);
      const b = t.norm.slice(cut);
      if (!known(a) || !known(b) || !knownPair(state, a, b)) continue;
      const mid = t.start + cut;
      const left = { ...t, text: t.text.slice(0, cut), norm: a, lemma: a, end: mid };
      const right = { ...t, text: t.text.slice(cut), norm: b, lemma: b, start: mid, capitalised: false };
      state.tokens.splice(i, 1, left, right);
      state.tokens.forEach((x, k) => (x.i = k));
      state.notes.push(`read "${t.text}" as "${a} ${b}"`);
      break;
    }
  }
}

export function repairSpelling(state: ParseState): void {
  const english = englishWords(state);
  const words = state.ctx.words;
  splitRunTogether(state, english);
  for (const t of state.tokens) {
    if (t.function || t.norm.length < 4 || !/^\p{L}+$/u.test(t.norm)) continue;
    if (state.ctx.vocabulary.has(t.norm) || english.has(t.norm)) continue;
    // a known English word stays, unless it is rare (a misspelling can be in a big vocabulary too)
    const rank = words ? words.rank(t.norm) : -1;
    if (rank >= 0 && rank < 60_000) continue;
    // the library's words, and the question words of the English resources ("befor" → before)
    // (a capitalised word inside the question is a name: only the library's words may repair it, "DeForest" is no
    // "dearest")
    const named = t.capitalised && t.i > 0;
    const fixed = nearestLibraryWord(state, t.norm, named ? [] : [...english].filter((w) => w.length >= 4));
    if (!fixed) continue;
    state.notes.push(`read "${t.text}" as "${fixed}" (spelling)`);
    t.norm = fixed;
    t.lemma = fixed;
  }
}
