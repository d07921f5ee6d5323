// Exact answers from the symbolic graph: the question is understood against the library's own schema
// (understand/), and the plan runs when the parser is confident; otherwise it says why (the router then takes the
// textual side) instead of guessing.
import type { Library } from '../../store/library.ts';
import { libraryRdf } from '../../store/library-rdf.ts';
import { quarryError } from '../../errors.ts';
import { queryContext } from './understand/context.ts';
import { understandQuestion, cleanQuestion } from './understand/parse.ts';
import { convertValue, isCurrency } from './understand/units-adapter.ts';
import { conditionEvidence, DEFAULT_LIMITS, runPlan, type PlanResult, type QueryLimits } from './run-plan.ts';
import type { QueryPlan } from './plan.ts';

export type { QueryPlan } from './plan.ts';
export type { PlanResult, SymbolicItem } from './run-plan.ts';
export { queryContext, questionWords } from './understand/context.ts';

/** Plans below this confidence are not run: a wrong exact list is worse than a textual answer. */
export const MIN_CONFIDENCE = 0.6;

/** The longest question accepted, everywhere (CLI, API, app). */
export const MAX_QUESTION_CHARS = 2000;

export interface SymbolicAnswer {
  plan: QueryPlan;
  result: PlanResult | null;
  confident: boolean;
  /** Why no exact answer was given, when none was. */
  reason: string | null;
  timings: { lexiconMs: number; parseMs: number; queryMs: number };
}

export const RUN_OPTIONS = { isCurrency: (u: string) => isCurrency(u), convert: convertValue };

export async function answerSymbolically(library: Library, question: string, limits: QueryLimits = DEFAULT_LIMITS): Promise<SymbolicAnswer> {
  const text = cleanQuestion(question);
  if (!text) throw quarryError('QUESTION_INVALID', 'the question is empty');
  if (text.length > MAX_QUESTION_CHARS) throw quarryError('QUESTION_INVALID', `the question is longer than ${MAX_QUESTION_CHARS.toLocaleString('en-GB')} characters`);
  const t0 = performance.now();
  const ctx = await queryContext(library);
  const t1 = performance.now();
  const plan = understandQuestion(text, ctx);
  const t2 = performance.now();
  const timings = { lexiconMs: t1 - t0, parseMs: t2 - t1, queryMs: 0 };
  if (plan.confidence < MIN_CONFIDENCE) {
    const why = [...plan.doubts, ...(plan.unmapped.length ? [`words not found in the library's graph: ${plan.unmapped.join(', ')}`] : [])];
    return { plan, result: null, confident: false, reason: why.join('; ') || 'the question could not be parsed', timings };
  }
  const rdf = await libraryRdf(library);
  const result = await runPlan(rdf, plan, limits, RUN_OPTIONS);
  await conditionEvidence(rdf, plan, result.items, limits);
  timings.queryMs = performance.now() - t2;
  return { plan, result, confident: true, reason: null, timings };
}
