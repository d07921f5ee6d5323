// A unit named as a word where the library holds its symbol as a value ("euro invoices", "priced in pounds
// sterling", "in US dollars" when a Currency column says EUR, GBP, USD): that value. The units module says what
// the word is; the library says whether any attribute holds it.
import type { ParseState } from '../state.ts';
import { phraseKey } from '../context.ts';
import { unitWord } from '../units-adapter.ts';

export function recogniseUnitValues(state: ParseState): void {
  const { tokens, ctx } = state;
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
      const window = tokens.slice(i, i + n);
      // (a function word only written in capitals: "US dollars", never "us")
      const capitals = (t: (typeof tokens)[number]) => t.text.length >= 2 && t.text === t.text.toUpperCase() && /\p{Lu}/u.test(t.text);
      if (window.some((t) => t.function && !capitals(t)) || window.some((t) => /^\d/.test(t.text))) continue;
      const said = state.question.slice(window[0].start, window[n - 1].end);
      // a sign alone ("$") is an amount's unit, never a value by itself
      if (!/\p{L}{2}/u.test(said)) continue;
      const u = unitWord(said) ?? unitWord(window.map((t) => t.norm).join(' '));
      if (!u) continue;
      const values = ctx.valuePhrases.get(phraseKey(u.symbol))?.filter((g) => g.score >= 0.9);
      if (!values?.length) continue;
      const reason = `"${said}" is ${u.symbol}, the value ${values[0].target.attr.label} "${values[0].target.label}"`;
      state.spans.push({ kind: 'value', a: i, b: i + n, targets: values.map((g) => ({ ...g, score: 0.85 })), score: 0.85, reason });
      // "bill us in US dollars": with its preposition, the same words an answer's unit would be (the plan decides)
      if (i > 0 && tokens[i - 1].norm === 'in') state.spans.push({ kind: 'value', a: i - 1, b: i + n, targets: values.map((g) => ({ ...g, score: 0.85 })), score: 0.85, reason });
      break;
    }
  }
}
