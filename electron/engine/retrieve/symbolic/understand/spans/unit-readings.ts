// A unit word with readings in several dimensions ("pounds": lb or GBP; "ounces"; "tons") is read in the dimension
// of what the question measures: "which animals weigh over sixty pounds" names Weight (mass), so the pounds are
// lb, as are those of "how heavy is Conor in pounds" (a gradable word of mass), while "a bill over sixty pounds" keeps the money reading. Runs after the attribute recognisers: it re-reads
// a quantity or an answer unit whose dimension no number attribute the question names has, when exactly one of
// the named attributes' dimensions has a reading of the same word.
import type { ParseState, Span } from '../state.ts';
import { unitOfWordIn } from '../units-adapter.ts';

export function recogniseUnitReadings(state: ParseState): void {
  const named = new Set<string>();
  for (const s of state.spans) {
    // a gradable word measures its dimensions too ("how heavy is X in pounds": mass, so lb)
    if (s.kind === 'gradable') for (const d of s.dimensions) named.add(d);
    if (s.kind !== 'attribute') continue;
    for (const g of s.targets) if (g.target.kind === 'number' && g.target.dimension) named.add(g.target.dimension);
  }
  if (!named.size) return;
  for (const s of state.spans) {
    if (s.kind !== 'quantity' && s.kind !== 'answer-unit') continue;
    const dimension = s.kind === 'quantity' ? s.q.dimension : s.dimension;
    if (!dimension || named.has(dimension)) continue;
    const word = unitWordOf(state, s);
    if (!word) continue;
    const readings = [...named].map((d) => unitOfWordIn(word, [d])).filter((u): u is NonNullable<typeof u> => u !== null);
    if (readings.length !== 1) continue;
    const u = readings[0];
    if (s.kind === 'quantity') s.q = { ...s.q, unit: u.symbol, dimension: u.dimension };
    else Object.assign(s, { unit: u.symbol, dimension: u.dimension });
    s.reason = `${s.reason}, read as ${u.symbol}: the question measures ${u.dimension}`;
  }
}

/** The word of the span that names its unit: the last word of a quantity ("sixty pounds"), an answer unit's word. */
function unitWordOf(state: ParseState, s: Span): string | null {
  const words = state.tokens.slice(s.a, s.b).filter((t) => /^\p{L}+$/u.test(t.text) && !t.function);
  return words.length ? words[words.length - 1].text : null;
}
