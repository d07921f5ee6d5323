// A name said in another order, around a preposition: "the main pool at Hawthorn Park" is the item "Hawthorn Park
// Main Pool", "the learner pool Severnside runs" no. A window of words, one preposition at most between them, whose
// content words are those of one item's name of two to six different words written apart by spaces (no file's slug,
// "driver-licences"), and no other's, names that item — less surely than its name in order. Words said in the
// name's order are read by the schema terms already.
import type { ParseState } from '../state.ts';
import { stemWord } from '../../../../skg/entries/normalise-key.ts';

/** Words a window may span: a name of six content words and the function words between them. */
const WINDOW = 9;
const SCORE = 0.85;

export function recogniseEntityWords(state: ParseState): void {
  const { ctx, tokens } = state;
  if (!ctx.entityWordSets.size) return;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.function) continue;
    for (let n = Math.min(WINDOW, tokens.length - i); n >= 2; n--) {
      const window = tokens.slice(i, i + n);
      if (window[n - 1]!.function) continue;
      // (joined by one preposition at most: "the main pool at Hawthorn Park", never "drivers have had their licence")
      const joiners = window.filter((t) => t.function);
      if (joiners.length > 1 || joiners.some((t) => t.pos !== 'ADP')) continue;
      const words = window.filter((t) => !t.function).map((t) => stemWord(t.norm));
      if (words.length < 2 || new Set(words).size !== words.length) continue;
      const iris = ctx.entityWordSets.get([...words].sort().join(' '));
      if (iris?.length !== 1) continue;
      const iri = iris[0]!;
      if (state.spans.some((s) => s.kind === 'entity' && s.a <= i && s.b >= i + n && s.targets.some((g) => g.target.iri === iri))) break;
      const name = ctx.entityNames.get(iri)!;
      state.spans.push({ kind: 'entity', a: i, b: i + n, targets: [{ target: { iri, name, common: false }, score: SCORE, how: 'the words of its name in another order' }], score: SCORE, reason: `the words of the name "${name}" in another order` });
      break;
    }
  }
}
