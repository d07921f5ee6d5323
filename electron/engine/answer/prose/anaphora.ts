// The sentence a sentence refers back to: one that opens with a pronoun or a demonstrative ("They must do this
// within one month", "This must include …") speaks of what the sentence before it in its paragraph says, so the
// question terms that sentence states are stated, in part, by this one too.
import type { Language } from './language.ts';
import type { Unit } from './units.ts';

/** The first word of a text, lowercased (list markers and quotes skipped). */
const firstWord = (text: string) => (/^[-*•`"'\s]*([\p{L}]+)/u.exec(text)?.[1] ?? '').toLowerCase();

/** The sentence before `u` in its paragraph when `u` opens with a word that refers back, else null. */
export function referent(u: Unit, units: Unit[], lang: Language): Unit | null {
  if (u.kind !== 'sentence' || u.index === 0) return null;
  const w = firstWord(u.text);
  if (!lang.pageSubjectPronouns.has(w) && !lang.demonstratives.has(w)) return null;
  const prev = units[u.index - 1];
  return prev && prev.kind === 'sentence' && prev.blockId === u.blockId && prev.paragraph === u.paragraph ? prev : null;
}
