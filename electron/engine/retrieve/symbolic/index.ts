// Exact answers from the symbolic graph: parse the question with the library's lexicon, and run the plan when
// the parser is confident; otherwise say so (the router then takes the textual side) instead of guessing.
import type { Library } from '../../store/library.ts';
import { libraryRdf } from '../../store/library-rdf.ts';
import { loadAliases, type EntryAliases } from '../../skg/entries/canonical-entry.ts';
import { loadWordVectors, type WordVectors } from '../../tkg/embed/index.ts';
import { quarryError } from '../../errors.ts';
import { getLexicon } from './lexicon.ts';
import { parseQuestion } from './parse-question.ts';
import { conditionEvidence, DEFAULT_LIMITS, runPlan, type PlanResult, type QueryLimits } from './run-plan.ts';
import type { QueryPlan } from './plan.ts';

export type { QueryPlan } from './plan.ts';
export type { PlanResult, SymbolicItem } from './run-plan.ts';

/** Plans below this confidence are not run: a wrong exact list is worse than a textual answer. */
export const MIN_CONFIDENCE = 0.6;

export interface SymbolicAnswer {
  plan: QueryPlan;
  result: PlanResult | null;
  confident: boolean;
  /** Why no exact answer was given, when none was. */
  reason: string | null;
  timings: { lexiconMs: number; parseMs: number; queryMs: number };
}

let aliases: EntryAliases | null = null;
let words: Promise<WordVectors | null> | null = null;

/** Word vectors for mapping words by meaning; null (exact names only) when they cannot be loaded. */
export function questionWordVectors(): Promise<WordVectors | null> {
  words ??= loadWordVectors().catch(() => null);
  return words;
}

export async function answerSymbolically(library: Library, question: string, limits: QueryLimits = DEFAULT_LIMITS): Promise<SymbolicAnswer> {
  const text = question.trim();
  if (!text) throw quarryError('QUESTION_INVALID', 'the question is empty');
  if (text.length > 2000) throw quarryError('QUESTION_INVALID', 'the question is longer than 2,000 characters');
  const t0 = performance.now();
  const lex = await getLexicon(library);
  const t1 = performance.now();
  aliases ??= loadAliases();
  const plan = parseQuestion(text, { lex, aliases, words: await questionWordVectors() });
  const t2 = performance.now();
  const timings = { lexiconMs: t1 - t0, parseMs: t2 - t1, queryMs: 0 };
  if (plan.confidence < MIN_CONFIDENCE) {
    const why = [...plan.doubts, ...(plan.unmapped.length ? [`words not found in the library's graph: ${plan.unmapped.join(', ')}`] : [])];
    return { plan, result: null, confident: false, reason: why.join('; ') || 'the question could not be parsed', timings };
  }
  const rdf = await libraryRdf(library);
  const result = await runPlan(rdf, plan, limits);
  await conditionEvidence(rdf, plan, result.items, limits);
  timings.queryMs = performance.now() - t2;
  return { plan, result, confident: true, reason: null, timings };
}
