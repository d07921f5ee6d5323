// Attributes told apart by an ordering word: "Latest version" / "First version", "Latest upload date" / "First
// upload date". A question's gradable word before the shared head ("the newest version", "the most recent
// version", "the oldest version") names the attribute whose own ordering word grades the same way on the same
// dimensions (resources/lang/en/gradables.tsv: new, recent, late, last → max on dates; old, first → min): the
// phrase is that attribute, not a ranking of one of them. With no ordering word in the question ("what version
// is X at"), the head alone means the current one: the attribute graded towards the newest.
import type { AttrRef, Grounding } from '../context.ts';
import type { ParseState, Span } from '../state.ts';
import { gradableWord } from './gradables.ts';

type Grade = { direction: 'max' | 'min'; dimensions: string[] };

/** The ordering word of an attribute's label, if one of its words other than the last grades. */
function labelGrade(state: ParseState, label: string): Grade | null {
  const words = label.toLowerCase().split(/[^\p{L}\d]+/u).filter(Boolean);
  for (const w of words.slice(0, -1)) {
    const g = gradableWord(state.ctx.lang, w);
    if (g && g.dimensions.length) return g;
  }
  return null;
}

const sameGrade = (a: Grade, b: Grade) => a.direction === b.direction && (!a.dimensions.length || a.dimensions.some((d) => b.dimensions.includes(d)));

export function recogniseOrderedLabels(state: ParseState): void {
  const attrs = state.spans.filter((s): s is Extract<Span, { kind: 'attribute' }> => s.kind === 'attribute' && s.targets.length > 1);
  for (const span of attrs) {
    const graded = span.targets.map((g) => ({ g, grade: labelGrade(state, g.target.label) })).filter((x): x is { g: Grounding<AttrRef>; grade: Grade } => x.grade !== null);
    // two or more attributes the head names, told apart by ordering words of both directions
    if (graded.length < 2 || !graded.some((x) => x.grade.direction === 'max') || !graded.some((x) => x.grade.direction === 'min')) continue;
    const before = state.spans.find((s): s is Extract<Span, { kind: 'gradable' }> => s.kind === 'gradable' && s.b === span.a && s.dimensions.length > 0);
    if (before) {
      const fits = graded.filter((x) => sameGrade({ direction: before.direction, dimensions: before.dimensions }, x.grade));
      if (!fits.length) continue;
      const words = state.question.slice(state.tokens[before.a].start, state.tokens[span.b - 1].end);
      state.spans.push({
        kind: 'attribute', a: before.a, b: span.b, targets: fits.map((x) => ({ ...x.g, score: 1, how: `"${words}" for ${x.g.target.label}` })), score: 1,
        reason: `"${words}" names ${fits.map((x) => x.g.target.label).join(' or ')} (its ordering word grades the same way)`,
      });
    } else {
      // the head alone: the current one, unless the question ranks (a gradable elsewhere then decides)
      if (state.spans.some((s) => s.kind === 'gradable' && s.dimensions.length > 0)) continue;
      const current = graded.filter((x) => x.grade.direction === 'max');
      const rest = span.targets.filter((g) => !current.some((x) => x.g === g));
      span.targets = [...current.map((x) => x.g), ...rest.map((g) => ({ ...g, score: g.score * 0.9 }))];
      span.reason = `${span.reason}; the head alone is the current one (${current.map((x) => x.g.target.label).join(', ')})`;
    }
  }
}
