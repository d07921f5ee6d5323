// Identifiers: letters and digits written as one word with joiners ("GPL-3+", "MPL-2.0", "BSD-3-clause",
// "LGPL-2.1+", "1:2.39.5-0+deb12u3", "SM-G991B") name something; they are not a word followed by a number and a
// comparator. The tokenizer splits them at their joiners, so the numbers and signs inside get their own readings
// ("License ≥ 3" from "GPL-3+"). Where the library holds the whole run as a value, a name or a label, the run is
// that term: every reading of a part of it (a number, a comparator, a shorter value) is dropped, so it is matched
// as text, never as a quantity. A run the library does not hold keeps its ordinary readings, but for a reference code
// (letters, then two digit groups or more: "SHP-24-0408"), whose digits are never numbers.
import type { ParseState, Span } from '../state.ts';

/** What may join two tokens of one identifier: nothing, or one joiner character (no space). */
const JOINER = /^[-.:_~/]?$/;
const TERM_KINDS = new Set<Span['kind']>(['value', 'entity', 'attribute', 'category', 'feature']);

/** Maximal runs [a, b) of two or more tokens written without a space between them, holding letters and digits. */
export function identifierRuns(state: ParseState): Array<{ a: number; b: number }> {
  const { tokens, question } = state;
  const runs: Array<{ a: number; b: number }> = [];
  let a = 0;
  for (let i = 1; i <= tokens.length; i++) {
    const joined = i < tokens.length && JOINER.test(question.slice(tokens[i - 1].end, tokens[i].start));
    if (joined) continue;
    if (i - a >= 2) {
      const text = question.slice(tokens[a].start, tokens[i - 1].end);
      if (/\p{L}/u.test(text) && /\d/.test(text)) runs.push({ a, b: i });
    }
    a = i;
  }
  return runs;
}

/** A reference code: letters, then two groups of digits or more, each after a joiner ("SHP-24-0408", "INC/2025/113"). */
const REFERENCE = /^\p{L}+(?:[-_./]\d+){2,}$/u;
/** Readings a number inside a code never has. */
const NUMBER_KINDS = new Set<Span['kind']>(['number', 'range', 'quantity', 'year', 'comparator', 'inclusivity', 'dims', 'top']);

export function recogniseIdentifiers(state: ParseState): void {
  for (const run of identifierRuns(state)) {
    const whole = state.spans.filter((s) => TERM_KINDS.has(s.kind) && s.a === run.a && s.b === run.b);
    // a reference code the library does not hold is still a code: its digits are no numbers, no range ("24-0408")
    if (!whole.length && REFERENCE.test(state.question.slice(state.tokens[run.a]!.start, state.tokens[run.b - 1]!.end))) {
      state.spans = state.spans.filter((s) => !NUMBER_KINDS.has(s.kind) || s.b <= run.a || s.a >= run.b);
      continue;
    }
    if (!whole.length) continue;
    const text = state.question.slice(state.tokens[run.a].start, state.tokens[run.b - 1].end);
    // readings of a part of the identifier, or crossing its edge, go; readings covering all of it stay
    state.spans = state.spans.filter((s) => s.kind === 'function' || s.b <= run.a || s.a >= run.b || (s.a <= run.a && s.b >= run.b));
    // nor is an identifier a number to compare: "under MIT-1", "licensed under the GPL-2+" say what it is under
    // (a name after a comparator is compared with: "issued before INV-0049", "cheaper than SM-G991B")
    const between = (a: number, b: number) => state.tokens.slice(a, b).every((t) => t.function);
    if (!whole.some((s) => s.kind === 'entity')) state.spans = state.spans.filter((s) => !(s.kind === 'comparator' && s.b <= run.a && between(s.b, run.a)));
    for (const s of whole) {
      // an identifier is matched whole: a value that goes on after it ("GPL-3+ or Less") is another value
      if (s.kind === 'value') {
        const exact = s.targets.filter((g) => g.score >= 0.9);
        if (exact.length) s.targets = exact;
      }
      s.reason = `${s.reason}; "${text}" read whole, as an identifier`;
    }
  }
}
