// The model's part in exact answers (only used when a runtime with a model is given; see answer-question.ts).
export { sparqlWithModel, salvageQueries, namedIris, MODEL_SPARQL_DEFAULTS, type ModelSparqlOptions, type ModelSparqlOutcome } from './model-sparql.ts';
export { runCandidates, withPrefixes, type CandidateFate, type CandidateReport } from './run-candidates.ts';
export { indexGraphPatterns, nearestGraphPatterns, patternsByWords, PATTERNS_SETTING, type NearestPatterns, type PatternIndexReport } from './pattern-index.ts';
export { graphPatterns, entrySections, specValues, type SpecValue, shortIri, MODEL_SPARQL_PREFIXES, PATTERN_KINDS, type GraphPattern, type PatternKind } from './graph-patterns.ts';
export { candidateSchema, sparqlCandidatePrompt, parserHints, MAX_CANDIDATES } from './sparql-prompt.ts';
export { budgetedPrompt, defaultPromptBudget, cutText, PROMPT_TARGET_TOKENS, type BudgetedPrompt } from './token-budget.ts';
