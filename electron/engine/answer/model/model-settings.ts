// Limits of the model's steps in answering (prompt budget, output lengths, time limits) and the token tally.
import type { LlmRuntime } from '../../llm/index.ts';
import type { ModelSparqlOptions } from '../../retrieve/symbolic/model/index.ts';

export interface ModelStepSettings {
  /** Prompt size in tokens for every step (default ~3k, less when the model's context is small). */
  promptBudget?: number;
  /** Tokens of a written answer (default 512). */
  answerMaxTokens?: number;
  /** Time limit of one generation (default 120 s). */
  timeoutMs?: number;
  /** Model-written SPARQL (query length, limits; see retrieve/symbolic/model). */
  sparql?: Omit<ModelSparqlOptions, 'signal'>;
  /** Retrieve/draft/check rounds of the agentic strategy (default and at most 3). */
  agenticSteps?: number;
  /** Passages given to the model per retrieval (default 5). */
  passages?: number;
}

export const ANSWER_MAX_TOKENS = 512;
export const MODEL_TIMEOUT_MS = 120_000;
export const MAX_AGENTIC_STEPS = 3;
export const MODEL_PASSAGES = 5;

export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

export function addUsage(total: Usage, more: Usage): void {
  total.promptTokens += more.promptTokens;
  total.completionTokens += more.completionTokens;
}

/** The runtime when it can chat, else null (the no-model paths run). */
export function chatRuntime(runtime: LlmRuntime | undefined): LlmRuntime | null {
  return runtime?.available && runtime.chatModel ? runtime : null;
}
