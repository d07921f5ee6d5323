// Question understanding without a model, grounded on the library it is asked of: the question's words become
// spans (one recogniser per file in spans/, run in order over a shared state), the best tiling of spans explains
// the question, words left over are grounded by meaning, and interpretation turns the tiles into a query plan
// whose every token has a role and a reason. It never throws: a question it cannot read is a plan with no
// confidence and the reason why.
import type { QueryPlan } from '../plan.ts';
import type { QueryContext } from './context.ts';
import type { ParseState, Recogniser } from './state.ts';
import { tokenize } from './tokens.ts';
import { applyRewrites } from './phrases.ts';
import { tile, unexplainedTokens } from './tiling.ts';
import { interpret } from './interpret.ts';
import { recogniseNumbers } from './spans/numbers.ts';
import { recogniseQuantities } from './spans/quantities.ts';
import { recogniseClockTimes } from './spans/clock-times.ts';
import { recogniseInclusivity, recogniseRanges } from './spans/ranges.ts';
import { recogniseComparators } from './spans/comparators.ts';
import { recogniseBasis, recogniseIntents, recogniseNegations, recogniseTopN } from './spans/cues.ts';
import { recogniseGradables } from './spans/gradables.ts';
import { recogniseAnswerUnit } from './spans/units-asked.ts';
import { recogniseYears } from './spans/years.ts';
import { recogniseDayColumns } from './spans/day-columns.ts';
import { recogniseMonthColumns } from './spans/month-columns.ts';
import { recogniseWeekColumns } from './spans/week-columns.ts';
import { recogniseDims } from './spans/dims.ts';
import { recogniseFunctionWords, recogniseSchemaTerms, recogniseValueWords } from './spans/schema-terms.ts';
import { repairSpelling } from './spans/spelling.ts';
import { recogniseAttributeVerbs } from './spans/verbs.ts';
import { recogniseHints } from './spans/hints.ts';
import { groundByMeaning } from './spans/meaning.ts';
import { recogniseUnitReadings } from './spans/unit-readings.ts';
import { recogniseIdentifiers } from './spans/identifiers.ts';
import { recogniseUnitValues } from './spans/unit-values.ts';
import { recogniseOrderedLabels } from './spans/ordered-labels.ts';
import { yieldCuesToLabels } from './spans/label-cues.ts';
import { yieldPartValuesToCues } from './spans/value-cues.ts';
import { recogniseSplitLabels } from './spans/split-labels.ts';
import { recogniseEntityWords } from './spans/entity-words.ts';

/** In order: later recognisers read the spans of earlier ones (quantities read numbers, ranges read quantities…). */
export const RECOGNISERS: ReadonlyArray<{ name: string; run: Recogniser }> = [
  { name: 'spelling', run: repairSpelling },
  { name: 'comparators', run: recogniseComparators },
  { name: 'numbers', run: recogniseNumbers },
  { name: 'dims', run: recogniseDims },
  { name: 'hints', run: recogniseHints },
  { name: 'quantities', run: recogniseQuantities },
  { name: 'clock-times', run: recogniseClockTimes },
  { name: 'ranges', run: recogniseRanges },
  { name: 'inclusivity', run: recogniseInclusivity },
  { name: 'negations', run: recogniseNegations },
  { name: 'intents', run: recogniseIntents },
  { name: 'gradables', run: recogniseGradables },
  { name: 'top-n', run: recogniseTopN },
  { name: 'basis', run: recogniseBasis },
  { name: 'answer-unit', run: recogniseAnswerUnit },
  { name: 'years', run: recogniseYears },
  { name: 'schema-terms', run: recogniseSchemaTerms },
  { name: 'month-columns', run: recogniseMonthColumns },
  { name: 'day-columns', run: recogniseDayColumns },
  { name: 'week-columns', run: recogniseWeekColumns },
  { name: 'value-words', run: recogniseValueWords },
  { name: 'entity-words', run: recogniseEntityWords },
  { name: 'unit-values', run: recogniseUnitValues },
  { name: 'attribute-verbs', run: recogniseAttributeVerbs },
  { name: 'split-labels', run: recogniseSplitLabels },
  { name: 'identifiers', run: recogniseIdentifiers },
  { name: 'unit-readings', run: recogniseUnitReadings },
  { name: 'ordered-labels', run: recogniseOrderedLabels },
  { name: 'label-cues', run: yieldCuesToLabels },
  { name: 'value-cues', run: yieldPartValuesToCues },
  { name: 'function-words', run: recogniseFunctionWords },
];

/** Control characters and runs of space are not part of a question. */
export function cleanQuestion(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function understandQuestion(question: string, ctx: QueryContext): QueryPlan {
  const cleaned = cleanQuestion(question);
  try {
    const { text, applied } = applyRewrites(cleaned, ctx.rewrites);
    const state: ParseState = { question: text, tokens: tokenize(text, ctx.lang), ctx, spans: [], notes: applied.map((r) => `read "${r.phrase}" as "${r.replacement}" (${r.file})`) };
    for (const r of RECOGNISERS) r.run(state);
    let tiles = tile(state);
    const left = unexplainedTokens(state, tiles);
    if (left.length) {
      groundByMeaning(state, left);
      tiles = tile(state);
    }
    const plan = interpret(state, tiles);
    plan.question = question;
    if (state.notes.length) plan.mapping.unshift(...state.notes.map((n) => ({ phrase: n, term: n, kind: 'spelling', confidence: 0.8 })));
    return plan;
  } catch (e) {
    return {
      question, intent: 'list', scope: null, scopeLabels: [], entities: [], conditions: [], target: null, targets: [], groups: null, direction: null,
      limit: null, mapping: [], unmapped: [], confidence: 0, doubts: [`the question could not be read: ${(e as Error).message}`],
    };
  }
}
