// A cue word that is also the last word of a label the question says whole yields to the label: "the VAT number of
// Alpenglas" asks for the VAT number, not for a count ("number of"); "the order number of INV-0003" likewise. The
// cue stays wherever no label of the library takes its word ("the number of invoices").
import type { ParseState } from '../state.ts';

/** A label of this many words at least, named whole (score), takes its words from an overlapping cue. */
const MIN_LABEL_WORDS = 2;
const WHOLE = 0.95;

export function yieldCuesToLabels(state: ParseState): void {
  const labels = state.spans.filter((s) => s.kind === 'attribute' && s.b - s.a >= MIN_LABEL_WORDS && s.score >= WHOLE);
  if (!labels.length) return;
  state.spans = state.spans.filter((s) => s.kind !== 'intent' || !labels.some((l) => l.a < s.a && s.a < l.b && l.b < s.b + 1 && l.b <= s.b));
}
