// A cue word that a value of the library holds only as a part yields to the cue: "the average length of the shows"
// asks for an average, though one file's mangled label left a value "2024 average" whose words after its number name
// it. A value the word names whole ("Average" as a grade) stays a rival reading, and the tiling weighs the two.
import type { ParseState } from '../state.ts';

export function yieldPartValuesToCues(state: ParseState): void {
  const cues = state.spans.filter((s) => s.kind === 'intent' && s.score >= 1);
  if (!cues.length) return;
  state.spans = state.spans.filter((s) => s.kind !== 'value' || !cues.some((c) => c.a === s.a && c.b === s.b) || s.targets.some((g) => !g.part));
}
