// Verbs that name an attribute ("which weighs more", "what does it cost", "how long does it last"): the verb's
// lemma in resources/lang/en/attribute-words.tsv gives the attribute's noun and its dimensions; the library's
// attribute of that name (or, failing one, its attribute of that dimension most items have) is what is meant.
import type { ParseState } from '../state.ts';
import { loadAttributeWords } from '../../../../text/attribute-words.ts';
import { phraseKey } from '../context.ts';
import { stemWord } from '../../../../skg/entries/normalise-key.ts';

export function recogniseAttributeVerbs(state: ParseState): void {
  const words = loadAttributeWords();
  const { ctx } = state;
  for (const t of state.tokens) {
    if (t.pos !== 'VERB' && t.pos !== 'NOUN') continue;
    const w = words.verbs.get(t.lemma) ?? words.verbs.get(t.norm);
    if (!w) continue;
    const fits = (dim: string | null) => w.dimensions.length === 0 || (!!dim && w.dimensions.includes(dim));
    let targets = (ctx.attributePhrases.get(phraseKey(w.attribute)) ?? []).filter((g) => g.score >= 0.9 && fits(g.target.dimension)).map((g) => ({ ...g, score: 0.85, how: `"${t.text}" names ${w.attribute}` }));
    // (else an attribute one of whose labels holds the noun as a word: "born" → birth → the dates some pages label
    // "Birth date" or "Date of birth")
    if (!targets.length) {
      const noun = stemWord(w.attribute.toLowerCase());
      const holding = ctx.attributes.filter((a) => a.entities >= 2 && fits(a.dimension) && a.labels.some((l) => l.toLowerCase().split(/[^\p{L}]+/u).some((x) => stemWord(x) === noun))).sort((x, y) => y.entities - x.entities);
      if (holding.length) targets = [{ target: holding[0]!, score: 0.8, how: `"${t.text}" names ${w.attribute}, a word of its labels` }];
    }
    if (!targets.length && w.dimensions.length) {
      const pool = ctx.attributes.filter((a) => fits(a.dimension) && a.kind === 'number' && a.entities >= 2).sort((x, y) => y.entities - x.entities);
      if (pool.length) targets = [{ target: pool[0], score: 0.7, how: `"${t.text}" measures ${w.dimensions.join('/')}` }];
    }
    if (!targets.length) continue;
    state.spans.push({ kind: 'attribute', a: t.i, b: t.i + 1, targets, score: targets[0].score, reason: `"${t.text}" names ${targets[0].target.label}` });
  }
}
