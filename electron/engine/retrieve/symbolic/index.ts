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
  timings: { lexiconMs: number; parseMs: number; queryMs: number; evidenceMs?: number };
}

function isEmpty(r: PlanResult): boolean {
  return r.items.length === 0 && (r.value === null || r.value === 0 || r.value === false);
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
  const timings: SymbolicAnswer['timings'] = { lexiconMs: t1 - t0, parseMs: t2 - t1, queryMs: 0 };
  if (plan.confidence < MIN_CONFIDENCE) {
    const why = [...plan.doubts, ...(plan.unmapped.length ? [`words not found in the library's graph: ${plan.unmapped.join(', ')}`] : [])];
    return { plan, result: null, confident: false, reason: why.join('; ') || 'the question could not be parsed', timings };
  }
  const rdf = await libraryRdf(library);
  let chosen = plan;
  let result = await runPlan(rdf, plan, limits, RUN_OPTIONS);
  // a reading that finds nothing where the question expects something gives way to the next reading that does
  for (const variant of plan.variants ?? []) {
    if (!isEmpty(result) || variant.confidence < MIN_CONFIDENCE) break;
    const r = await runPlan(rdf, variant, limits, RUN_OPTIONS);
    if (!isEmpty(r)) {
      chosen = { ...variant, alternatives: [{ interpretation: plan.interpretation ?? '', confidence: plan.confidence }, ...(plan.alternatives ?? []).filter((a) => a.interpretation !== variant.interpretation)] };
      chosen.doubts = [...chosen.doubts, `read as "${variant.interpretation}": "${plan.interpretation}" found nothing`];
      result = r;
      break;
    }
  }
  const t3 = performance.now();
  await conditionEvidence(rdf, chosen, result.items, limits);
  timings.queryMs = t3 - t2;
  timings.evidenceMs = performance.now() - t3;
  return { plan: chosen, result, confident: true, reason: null, timings };
}
