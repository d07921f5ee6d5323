// Ranges: "between 5 and 6 inches", "from 2018 to 2020", "5.0 to 6.0 inch", "5–6 kg", with the unit on either
// end; "(inclusive)" / "(exclusive)" nearby says whether the ends count ("between" alone counts them).
import type { ParseState, Quantity, Span } from '../state.ts';
import { RANGE_LEAD } from './years.ts';

type Amount = Extract<Span, { kind: 'number' | 'quantity' }>;

function amountAt(state: ParseState, i: number): Amount | null {
  const q = state.spans.find((s): s is Extract<Span, { kind: 'quantity' }> => s.kind === 'quantity' && s.a === i && s.score >= 1);
  if (q) return q;
  return state.spans.find((s): s is Extract<Span, { kind: 'number' }> => s.kind === 'number' && s.a === i) ?? null;
}

const quantityOf = (x: Amount): Quantity => (x.kind === 'quantity' ? x.q : { value: x.value, unit: null, dimension: null });

export function recogniseRanges(state: ParseState): void {
  const { tokens, question } = state;
  for (let i = 0; i < tokens.length; i++) {
    const lead = RANGE_LEAD.test(tokens[i].norm) ? i + 1 : i;
    const lo = amountAt(state, lead);
    if (!lo) continue;
    const joinAt = lo.b;
    const join = tokens[joinAt];
    const dash = /^\s*[-–—]\s*$/.test(question.slice(tokens[lo.b - 1].end, tokens[joinAt]?.start ?? question.length));
    let hiStart = -1;
    if (join && (join.norm === 'and' && tokens[i].norm === 'between' || join.norm === 'to' || join.norm === 'and' && lead > i)) hiStart = joinAt + 1;
    else if (dash && tokens[joinAt]) hiStart = joinAt;
    if (hiStart < 0) continue;
    const hi = amountAt(state, hiStart);
    if (!hi) continue;
    const a = quantityOf(lo);
    const b = quantityOf(hi);
    // the unit written once covers both ends ("5 to 6 inches", "€200–300")
    const unit = a.unit ?? b.unit;
    const dimension = a.dimension ?? b.dimension;
    if (a.unit && b.unit && a.dimension !== b.dimension) continue;
    const loQ = { ...a, unit: a.unit ?? unit, dimension: a.dimension ?? dimension };
    const hiQ = { ...b, unit: b.unit ?? unit, dimension: b.dimension ?? dimension };
    state.spans.push({
      kind: 'range', a: i, b: hi.b, lo: loQ, hi: hiQ, inclusive: null, score: 1,
      reason: `${tokens[i].norm === 'between' ? 'between' : 'from'} ${loQ.value} and ${hiQ.value}${unit ? ` ${unit}` : ''}`,
    });
    i = hi.b - 1;
  }
}

export function recogniseInclusivity(state: ParseState): void {
  for (const t of state.tokens) {
    if (/^(inclusive|inclusively|including)$/.test(t.norm) && !/^(including)$/.test(t.norm)) {
      state.spans.push({ kind: 'inclusivity', a: t.i, b: t.i + 1, inclusive: true, score: 1, reason: 'the ends count' });
    } else if (/^(exclusive|exclusively|excluding)$/.test(t.norm) && (t.norm !== 'excluding' || /^(the )?(ends?|bounds?|limits?|endpoints?)$/.test(state.tokens.slice(t.i + 1, t.i + 3).map((x) => x.norm).join(' ')))) {
      state.spans.push({ kind: 'inclusivity', a: t.i, b: t.i + 1, inclusive: false, score: 1, reason: 'the ends do not count' });
    } else if (t.norm === 'non' && /^inclusive$/.test(state.tokens[t.i + 1]?.norm ?? '')) {
      state.spans.push({ kind: 'inclusivity', a: t.i, b: t.i + 2, inclusive: false, score: 1, reason: 'the ends do not count' });
    }
  }
}
