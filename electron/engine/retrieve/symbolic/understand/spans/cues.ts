// Negation and intent cues from the English resources (resources/lang/en/negations.tsv, intents.tsv): phrases
// matched on the question's words, longest first. "n't" endings negate too ("aren't", "doesn't").
import type { ParseState } from '../state.ts';
import { unitAt, unitWord } from '../units-adapter.ts';

/** Each phrase of the list at each position, the longest first; only the longest unless `all` (then `longest`
 *  says which one it is). */
function matchPhrases<T extends { words: string[] }>(state: ParseState, phrases: T[], onMatch: (p: T, a: number, b: number, longest: boolean) => void, all = false): void {
  const { tokens } = state;
  for (let i = 0; i < tokens.length; i++) {
    let first = true;
    for (const p of phrases) {
      const n = p.words.length;
      if (i + n > tokens.length || !p.words.every((w, k) => tokens[i + k].norm === w)) continue;
      onMatch(p, i, i + n, first);
      first = false;
      if (!all) break;
    }
  }
}

export function recogniseNegations(state: ParseState): void {
  matchPhrases(state, state.ctx.lang.negations, (p, a, b) => {
    state.spans.push({ kind: 'negation', a, b, scope: p.scope, score: 1, reason: `"${p.words.join(' ')}" (${p.scope === 'exclude' ? 'leaves out what follows' : 'negates what follows'})` });
  });
  // "gluten-free", "nut-free": a word joined by a hyphen after what it negates
  for (const t of state.tokens) {
    const before = state.tokens[t.i - 1];
    if (before && state.ctx.lang.negatingSuffixes.includes(t.norm) && /^\s*-\s*$/.test(state.question.slice(before.end, t.start))) {
      state.spans.push({ kind: 'negation', a: t.i, b: t.i + 1, scope: 'after', score: 1, reason: `"-${t.text}" negates what it is joined to` });
    }
  }
  for (const t of state.tokens) {
    if (/n['’]?t$/i.test(t.text) && /^(?:is|are|was|were|do|does|did|has|have|had|can|could|wo|would|should|ai)n['’]?t$/i.test(t.text)) {
      state.spans.push({ kind: 'negation', a: t.i, b: t.i + 1, scope: 'next', score: 1, reason: `"${t.text}" negates what follows` });
    }
  }
}

export function recogniseIntents(state: ParseState): void {
  // the shorter phrases inside a longer one too, a little less surely: where another reading takes part of "total
  // number" ("the total number of fume hoods", an attribute "Number of fume hoods"), "total" still asks for a sum
  matchPhrases(state, state.ctx.lang.intents, (p, a, b, longest) => {
    state.spans.push({ kind: 'intent', a, b, intent: p.intent, score: longest ? 1 : 0.9, reason: `"${p.words.join(' ')}" asks for ${p.intent}` });
  }, true);
}

/**
 * "top 5", "the 3 cheapest", "five lightest", "the 3 nuts highest in fibre", "list 5 legumes with the lowest
 * calcium": a number with no unit of its own that counts the items of a ranking.
 */
export function recogniseTopN(state: ParseState): void {
  const superlativeLater = (from: number) => state.spans.some((g) => g.kind === 'gradable' && g.degree === 'superlative' && g.a >= from && g.a <= from + 8);
  for (const s of [...state.spans]) {
    if (s.kind !== 'number' || !Number.isInteger(s.value) || s.value < 1 || s.value > 1000) continue;
    if (state.spans.some((q) => (q.kind === 'quantity' || q.kind === 'range' || q.kind === 'year') && q.a <= s.a && q.b >= s.b)) continue;
    if (state.spans.some((c) => c.kind === 'comparator' && c.b === s.a)) continue;
    const before = state.tokens[s.a - 1]?.norm;
    const next = state.spans.find((g) => g.kind === 'gradable' && g.a === s.b && g.degree !== 'base');
    const counted = (before === undefined || /^(the|top|first|best|list|show|give|name|find|me|are|which|what)$/.test(before)) && superlativeLater(s.b);
    if (before === 'top' || before === 'first' || next || counted) {
      state.spans.push({ kind: 'top', a: before === 'top' || before === 'first' ? s.a - 1 : s.a, b: s.b, n: s.value, score: 1, reason: `the first ${s.value} of a ranking` });
    }
  }
}

/** "per 100 g", "per serving": the basis values are stated on, never a condition. */
export function recogniseBasis(state: ParseState): void {
  for (const t of state.tokens) {
    // "in 100 g of X": the amount a value is stated for
    if (t.norm === 'in') {
      const q = state.spans.filter((s) => s.kind === 'quantity' && s.a === t.i + 1).sort((x, y) => y.b - x.b)[0];
      if (q && q.kind === 'quantity' && state.tokens[q.b]?.norm === 'of' && !state.spans.some((c) => c.kind === 'comparator' && c.b === t.i)) {
        state.spans.push({ kind: 'basis', a: t.i, b: q.b + 1, score: 1, reason: 'the basis values are stated on' });
      }
      continue;
    }
    // "10p a word", "£14 a kilo": "a" right after an amount of money, before a thing it is priced per (no time: "£700
    // a month" keeps its period inside the amount)
    if ((t.norm === 'a' || t.norm === 'an') && state.tokens[t.i + 1]) {
      const money = state.spans.some((s) => s.kind === 'quantity' && s.b === t.i && s.q.dimension === 'currency' && !s.q.per);
      const next = state.tokens[t.i + 1]!;
      const unit = unitWord(next.text);
      if (money && /^\p{L}{2,}$/u.test(next.text) && (next.pos === 'NOUN' || !!unit) && unit?.dimension !== 'time' && !state.spans.some((s) => s.kind === 'quantity' && s.a <= t.i && s.b > t.i)) {
        state.spans.push({ kind: 'basis', a: t.i, b: t.i + 2, score: 1, reason: 'the basis values are stated on' });
      }
      continue;
    }
    if (t.norm !== 'per') continue;
    const q = state.spans.filter((s) => (s.kind === 'quantity' || s.kind === 'number') && s.a === t.i + 1).sort((x, y) => y.b - x.b)[0];
    // "per inch" inside a unit ("pixels per inch") is the unit's, not a basis
    const prev = state.tokens[t.i - 1];
    const unit = prev ? unitAt(state.question, prev.start) : null;
    const insideUnit = !!unit && unit.start === prev!.start && unit.end > t.start;
    if (insideUnit) continue;
    // ("per 1,000 words": a bare number's counted noun is part of the basis; so it is after a number word no number
    // span reads alone: "per thousand words", "per dozen eggs")
    const counted = q?.kind === 'number' && state.tokens[q.b]?.pos === 'NOUN';
    const word = q ? undefined : state.ctx.lang.numbers.get(state.tokens[t.i + 1]?.norm ?? '');
    const wordCounted = !!word && word.kind !== 'article' && word.kind !== 'fraction' && state.tokens[t.i + 2]?.pos === 'NOUN';
    const end = q ? q.b + (counted ? 1 : 0) : wordCounted ? t.i + 3 : t.i + 2;
    if (end > state.tokens.length) continue;
    // "per 100 g" surely; "per serving", "per capita" less so (a label may say it: "GDP per capita")
    state.spans.push({ kind: 'basis', a: t.i, b: end, score: q ? 1 : 0.5, reason: 'the basis values are stated on' });
  }
}
