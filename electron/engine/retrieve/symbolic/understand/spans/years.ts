// A bare year ("in 2019", "since 2020", "2018 or later"): a number between 1800 and 2200 with no unit, when
// the library has dates or years.
import type { ParseState } from '../state.ts';

export function recogniseYears(state: ParseState): void {
  if (!state.ctx.attributes.some((a) => a.years > 0)) return;
  for (const s of [...state.spans]) {
    if (s.kind !== 'number' || s.b - s.a !== 1 || !Number.isInteger(s.value) || s.value < 1800 || s.value > 2200) continue;
    if (!/^\d{4}$/.test(state.tokens[s.a].text)) continue;
    const quantity = state.spans.some((q) => q.kind === 'quantity' && q.a <= s.a && q.b > s.a && q.score >= 1);
    if (quantity) continue;
    state.spans.push({ kind: 'year', a: s.a, b: s.b, year: s.value, score: 0.9, reason: `the year ${s.value}` });
  }
}
