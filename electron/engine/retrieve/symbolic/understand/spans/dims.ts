// Two numbers written as one size, "720x1280", "1644 x 3840", "1080×2400 px": a pair matched in either order
// against an attribute whose values are written that way (the library's own "a x b" values say which).
import type { ParseState } from '../state.ts';

export function recogniseDims(state: ParseState): void {
  const { question, tokens } = state;
  for (const m of question.matchAll(/(?<![\d.])(\d{2,5})\s*[x×*]\s*(\d{2,5})(?![\d.]|\s*[x×*]\s*\d)/gi)) {
    const start = m.index!;
    const end = start + m[0].length;
    const a = tokens.findIndex((t) => t.end > start);
    let b = tokens.findIndex((t) => t.start >= end);
    if (b < 0) b = tokens.length;
    if (a < 0 || a >= b) continue;
    // a unit word for pixels right after belongs to it
    if (tokens[b] && /^(px|pixels?|pixel)$/i.test(tokens[b].norm)) b++;
    state.spans.push({ kind: 'dims', a, b, values: [Number(m[1]), Number(m[2])], score: 1, reason: `the size ${m[1]}×${m[2]}` });
  }
}
