// The prompt and output grammar for model-written SPARQL: the graph's vocabulary, the patterns nearest to the
// question, what the parser already understood (its scope and mapped phrases constrain the model), the question.
import type { LlmRuntime } from '../../../llm/index.ts';
import type { QueryPlan } from '../plan.ts';
import { PATTERN_KINDS, shortIri, type GraphPattern, type PatternKind } from './graph-patterns.ts';
import { budgetedPrompt, type BudgetedPrompt } from './token-budget.ts';

export const MAX_CANDIDATES = 3;

/** {queries: [{sparql}]}: one to three queries, each at most `maxLength` characters (so generation ends). */
export function candidateSchema(maxLength: number): object {
  return {
    type: 'object',
    properties: {
      queries: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_CANDIDATES,
        items: { type: 'object', properties: { sparql: { type: 'string', maxLength } }, required: ['sparql'] },
      },
    },
    required: ['queries'],
  };
}

const SYSTEM = [
  'You translate questions into SPARQL 1.1 SELECT queries over a graph of items and their specifications.',
  'Vocabulary: ?e q:hasName ?name . ?e q:belongs <category> . ?e q:hasFeature <feature> .',
  '?e q:hasSpec ?s . ?s q:inEntry <entry> . ?s q:hasValue <value> . ?s q:hasNumericValue ?n . ?s q:hasUnit ?u .',
  '?s q:hasYear ?y . ?s q:hasBoolean true . ?s q:sourceRow ?r . <value> rdfs:label ?text .',
  'The prefixes q: rdfs: entity: category: entry: value: feature: are declared for you.',
  'SELECT DISTINCT ?e ?r: ?e is each matching item, ?r the source row of the spec that proves it.',
  'Use only the IRIs listed by the user. Write up to 3 different queries, as JSON {"queries":[{"sparql":"..."}]}.',
].join('\n');

const KIND_TITLES: Record<PatternKind, string> = { spec: 'Specs', feature: 'Features', category: 'Categories', entity: 'Items' };

/** What the parser understood, as prompt lines (its scope is applied to the model's results too). */
export function parserHints(plan: QueryPlan): string[] {
  const lines: string[] = [];
  for (const m of plan.mapping) lines.push(`"${m.phrase}" means ${shortIri(m.term)} (${m.kind})`);
  if (plan.scope?.length) lines.push(`Only items in: ${plan.scopeLabels.join(', ') || `${plan.scope.length} items`}`);
  if (plan.unmapped.length) lines.push(`Not found in the graph: ${plan.unmapped.join(', ')}`);
  return lines;
}

export async function sparqlCandidatePrompt(
  runtime: LlmRuntime,
  input: { question: string; plan: QueryPlan; patterns: Record<PatternKind, GraphPattern[]>; budget: number },
): Promise<BudgetedPrompt> {
  // the nearest pattern of each kind first, then the second of each, …, so a tight budget keeps every kind
  const pieces: string[] = [];
  const depth = Math.max(0, ...PATTERN_KINDS.map((k) => input.patterns[k].length));
  for (let i = 0; i < depth; i++) {
    for (const k of PATTERN_KINDS) {
      const p = input.patterns[k][i];
      if (p) pieces.push(`${KIND_TITLES[k]}: ${p.line}`);
    }
  }
  const hints = parserHints(input.plan);
  return budgetedPrompt(runtime, {
    system: SYSTEM,
    head: 'Graph patterns near the question:',
    pieces,
    tail: `${hints.length ? `Parser: ${hints.join('; ')}\n` : ''}Question: ${input.question}`,
    budget: input.budget,
  });
}
