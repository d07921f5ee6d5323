// The unit the answer is wanted in: "… in grams?", "(in kJ)", "energy (kcal)", "how many kcal …", "how many GB of
// RAM …" — a unit word with no number of its own.
import type { ParseState } from '../state.ts';
import { nonCurrencyReading, unitAt, unitWord } from '../units-adapter.ts';
import { phraseKey } from '../context.ts';

export function recogniseAnswerUnit(state: ParseState): void {
  const { tokens, question } = state;
  for (let i = 0; i < tokens.length; i++) {
    // a unit of several words ("pixels per inch") covers them all
    const at = unitAt(question, tokens[i].start);
    const span = at && at.start === tokens[i].start ? tokens.findIndex((t) => t.start >= at.end) : -1;
    const last = span < 0 ? (at && at.start === tokens[i].start ? tokens.length : i + 1) : span;
    let u = (at && at.start === tokens[i].start ? { symbol: at.symbol, dimension: at.dimension } : null) ?? unitWord(tokens[i].text) ?? unitWord(tokens[i].norm);
    if (!u) continue;
    // "the total weight … in pounds": a word naming money or a unit of another dimension is the other where the
    // question names an attribute of that dimension
    if (u.dimension === 'currency') {
      const other = nonCurrencyReading(tokens[i].norm.replace(/s$/, '')) ?? nonCurrencyReading(tokens[i].norm);
      const named = other && tokens.some((t) => t.i !== i && (state.ctx.attributePhrases.get(phraseKey(t.norm)) ?? []).some((g) => g.score >= 0.6 && g.target.dimension === other.dimension));
      if (other && named) u = other;
    }
    // a function word is not a unit without a number ("highest in fibre": "in" is not inches)
    if (tokens[i].function && last - i === 1) continue;
    const multi = last - i > 1;
    const owned = state.spans.some((s) => (s.kind === 'quantity' && s.score >= 1 || s.kind === 'range') && s.a <= i && i < s.b);
    if (owned) continue;
    const prev = tokens[i - 1]?.norm;
    const before = question.slice(tokens[i - 1]?.end ?? 0, tokens[i].start);
    const after = question.slice(tokens[i].end, tokens[i + 1]?.start ?? question.length);
    const inBrackets = /\(\s*(?:in\s*)?$/.test(before) && /^\s*\)/.test(after);
    const afterIn = !!prev && /^(in|into|as)$/.test(prev);
    const afterHowMany = prev === 'many' && tokens[i - 2]?.norm === 'how';
    // "the most pixels per inch", "more mAh": a unit after a ranking word names what is ranked
    const afterRanking = !!prev && /^(most|more|least|less|fewest|fewer|highest|lowest|max|maximum|min|minimum)$/.test(prev);
    // one-letter spellings ("g", "m") only where nothing else can be meant
    if (tokens[i].text.length < 2 && !afterIn && !inBrackets) continue;
    if (!inBrackets && !afterIn && !afterHowMany && !afterRanking && !multi) continue;
    const a = afterIn ? i - 1 : i;
    // after a ranking word a one-word unit is weak (it may be the first word of an attribute: "pixel density")
    const score = afterRanking && !multi && !afterIn && !inBrackets && !afterHowMany ? 0.8 : 0.95;
    state.spans.push({ kind: 'answer-unit', a, b: last, unit: u.symbol, dimension: u.dimension, score, reason: `the answer in ${u.symbol}` });
    i = last - 1;
  }
}
