// The unit the answer is wanted in: "… in grams?", "(in kJ)", "energy (kcal)", "how many kcal …", "how many GB of
// RAM …" — a unit word with no number of its own.
import type { ParseState } from '../state.ts';
import { unitWord } from '../units-adapter.ts';

export function recogniseAnswerUnit(state: ParseState): void {
  const { tokens, question } = state;
  for (let i = 0; i < tokens.length; i++) {
    const u = unitWord(tokens[i].text) ?? unitWord(tokens[i].norm);
    if (!u) continue;
    const owned = state.spans.some((s) => (s.kind === 'quantity' && s.score >= 1 || s.kind === 'range') && s.a <= i && i < s.b);
    if (owned) continue;
    const prev = tokens[i - 1]?.norm;
    const before = question.slice(tokens[i - 1]?.end ?? 0, tokens[i].start);
    const after = question.slice(tokens[i].end, tokens[i + 1]?.start ?? question.length);
    const inBrackets = /\(\s*(?:in\s*)?$/.test(before) && /^\s*\)/.test(after);
    const afterIn = !!prev && /^(in|into|as)$/.test(prev);
    const afterHowMany = prev === 'many' && tokens[i - 2]?.norm === 'how';
    // one-letter spellings ("g", "m") only where nothing else can be meant
    if (tokens[i].text.length < 2 && !afterIn && !inBrackets) continue;
    if (!inBrackets && !afterIn && !afterHowMany) continue;
    const a = afterIn ? i - 1 : i;
    state.spans.push({ kind: 'answer-unit', a, b: i + 1, unit: u.symbol, dimension: u.dimension, score: 0.95, reason: `the answer in ${u.symbol}` });
  }
}
