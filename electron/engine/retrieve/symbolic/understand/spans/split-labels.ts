// A label of two or three words the question says apart, around what it counts: "concerts that sold more than 200
// tickets" names "Tickets sold", "players who scored over 10 goals" "Goals scored". Every word of the label, as its
// stem, within a few words of the others and a number between them: each of them reads that attribute, more surely
// than a word that is only a part of another label ("tickets" of "Ticket price"). Words said together in the label's
// order are read by the schema terms already.
import type { ParseState } from '../state.ts';
import { phraseKey } from '../context.ts';
import { stemWord } from '../../../../skg/entries/normalise-key.ts';

/** The words of a label must lie within this many tokens of each other. */
const WINDOW = 6;
const SCORE = 0.95;

export function recogniseSplitLabels(state: ParseState): void {
  const { ctx, tokens } = state;
  const at = new Map<string, number[]>();
  for (const t of tokens) {
    if (t.function) continue;
    for (const w of new Set([stemWord(t.norm), stemWord(t.lemma.toLowerCase())])) (at.get(w) ?? at.set(w, []).get(w)!).push(t.i);
  }
  for (const a of ctx.attributes) {
    if (a.entities < 2) continue;
    for (const label of a.labels) {
      const words = phraseKey(label).split(' ').filter((w) => w && !ctx.lang.stopwords.has(w) && !/\d/.test(w));
      if (words.length < 2 || words.length > 3) continue;
      const places = words.map((w) => at.get(stemWord(w)) ?? []);
      if (places.some((p) => p.length !== 1)) continue;
      const found = places.map((p) => p[0]!);
      const lo = Math.min(...found);
      const hi = Math.max(...found);
      if (hi - lo > WINDOW || hi - lo === words.length - 1) continue;
      // (said around its amount only: a number between the words, "sold more than 200 tickets")
      if (!state.spans.some((x) => (x.kind === 'number' || x.kind === 'quantity') && x.a > lo && x.b <= hi)) continue;
      for (const i of found) {
        state.spans.push({ kind: 'attribute', a: i, b: i + 1, targets: [{ target: a, score: SCORE, how: `a word of "${label}", its other words said nearby` }], score: SCORE, reason: `${a.label}, its words said apart` });
      }
      break;
    }
  }
}
