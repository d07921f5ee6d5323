// Negation and intent cues from the English resources (resources/lang/en/negations.tsv, intents.tsv): phrases
// matched on the question's words, longest first. "n't" endings negate too ("aren't", "doesn't").
import type { ParseState } from '../state.ts';
import { unitAt } from '../units-adapter.ts';

function matchPhrases<T extends { words: string[] }>(state: ParseState, phrases: T[], onMatch: (p: T, a: number, b: number) => void): void {
  const { tokens } = state;
  for (let i = 0; i < tokens.length; i++) {
    for (const p of phrases) {
      const n = p.words.length;
      if (i + n > tokens.length || !p.words.every((w, k) => tokens[i + k].norm === w)) continue;
      onMatch(p, i, i + n);
      break;
    }
  }
}

export function recogniseNegations(state: ParseState): void {
  matchPhrases(state, state.ctx.lang.negations, (p, a, b) => {
    state.spans.push({ kind: 'negation', a, b, scope: p.scope, score: 1, reason: `"${p.words.join(' ')}" (${p.scope === 'exclude' ? 'leaves out what follows' : 'negates what follows'})` });
  });
  for (const t of state.tokens) {
    if (/n['’]?t$/i.test(t.text) && /^(?:is|are|was|were|do|does|did|has|have|had|can|could|wo|would|should|ai)n['’]?t$/i.test(t.text)) {
      state.spans.push({ kind: 'negation', a: t.i, b: t.i + 1, scope: 'next', score: 1, reason: `"${t.text}" negates what follows` });
    }
  }
}

export function recogniseIntents(state: ParseState): void {
  matchPhrases(state, state.ctx.lang.intents, (p, a, b) => {
    state.spans.push({ kind: 'intent', a, b, intent: p.intent, score: 1, reason: `"${p.words.join(' ')}" asks for ${p.intent}` });
  });
}

/** "top 5", "the 3 cheapest", "five lightest": a number that limits a ranking. */
export function recogniseTopN(state: ParseState): void {
  for (const s of state.spans) {
    if (s.kind !== 'number' || !Number.isInteger(s.value) || s.value < 1 || s.value > 1000) continue;
    const before = state.tokens[s.a - 1]?.norm;
    const next = state.spans.find((g) => g.kind === 'gradable' && g.a === s.b && g.degree !== 'base');
    if (before === 'top' || before === 'first' || next) {
      state.spans.push({ kind: 'top', a: before === 'top' || before === 'first' ? s.a - 1 : s.a, b: s.b, n: s.value, score: 1, reason: `the first ${s.value} of a ranking` });
    }
  }
}

/** "per 100 g", "per serving": the basis values are stated on, never a condition. */
export function recogniseBasis(state: ParseState): void {
  for (const t of state.tokens) {
    if (t.norm !== 'per') continue;
    const q = state.spans.find((s) => (s.kind === 'quantity' || s.kind === 'number') && s.a === t.i + 1);
    // "per inch" inside a unit ("pixels per inch") is the unit's, not a basis
    const prev = state.tokens[t.i - 1];
    const unit = prev ? unitAt(state.question, prev.start) : null;
    const insideUnit = !!unit && unit.start === prev!.start && unit.end > t.start;
    if (insideUnit) continue;
    const end = q ? q.b : t.i + 2;
    if (end > state.tokens.length) continue;
    state.spans.push({ kind: 'basis', a: t.i, b: end, score: 1, reason: 'the basis values are stated on' });
  }
}
