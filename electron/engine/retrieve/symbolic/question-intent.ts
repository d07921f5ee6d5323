// The kind of answer a question asks for: a list, a count, a rank, an aggregate, a lookup, a check, a comparison.
import type { Intent } from './plan.ts';
import type { LexEntry } from './lexicon.ts';
import type { Role } from './question-text.ts';
import type { Token } from './text.ts';

export interface GradableMention {
  index: number;
  direction: 'max' | 'min';
  degree: 'base' | 'comparative' | 'superlative';
  entry: LexEntry | null;
}

export function decideIntent(
  lower: string,
  toks: Token[],
  entityCount: number,
  gradables: GradableMention[],
  conditionCount: number,
  nounAfter: (index: number) => Role | null,
): { intent: Intent; direction?: 'max' | 'min'; cueIndex?: number } {
  const superlative = gradables.find((g) => g.degree === 'superlative');
  const comparative = gradables.find((g) => g.degree === 'comparative');
  if (entityCount >= 2 && (comparative || superlative || /\b(which|who)\b/.test(lower))) {
    return { intent: 'compare', direction: (comparative ?? superlative)?.direction, cueIndex: (comparative ?? superlative)?.index };
  }
  if (/\b(average|mean|avg)\b/.test(lower)) return { intent: 'avg', cueIndex: toks.findIndex((t) => /^(average|mean|avg)$/.test(t.norm)) };
  if (/\b(sum|combined)\b|\btotal (?!number)/.test(lower) && !/how many/.test(lower)) return { intent: 'sum' };
  if (entityCount === 1) {
    if (/^\s*(does|do|did|is|are|has|have|can|could|will|was|were)\b/.test(lower)) return { intent: 'check' };
    return { intent: 'lookup', direction: superlative?.direction };
  }
  if (/^\s*(can you find any|is there any|are there any|is there an?\b|do any|does any|are any|is any)\b|\bis there anything\b|\bare there any\b|\bany .* at all\b/.test(lower)) {
    return { intent: 'exists' };
  }
  if (/\b(how many|count|number of|total number)\b/.test(lower)) return { intent: 'count' };
  if (superlative) {
    // "what is the largest screen size among …" asks for the value; "which phone has the largest screen" for the item
    const valueForm = /^\s*(what is|what's|whats|what was|tell me)\s+(the\s+)?(largest|biggest|highest|greatest|smallest|lowest|least|maximum|minimum|max|min|most|heaviest|lightest|thinnest|thickest|cheapest|longest|shortest|newest|oldest|latest|earliest)\b/.test(lower)
      && !/\bwhich\b/.test(lower) && nounAfter(superlative.index) !== 'scope';
    if (valueForm) return { intent: superlative.direction === 'max' ? 'max' : 'min', direction: superlative.direction, cueIndex: superlative.index };
    return { intent: superlative.direction === 'max' ? 'argmax' : 'argmin', direction: superlative.direction, cueIndex: superlative.index };
  }
  void conditionCount;
  return { intent: 'list' };
}
