// Answer writing with a model: the prompt holds the exact result and the numbered evidence; the draft streams
// through onToken as it is generated; the verifier then checks it against what was supplied.
import type { AnswerItem, AnswerKind, Citation } from '../../../../shared/answer.ts';
import type { LlmRuntime } from '../../llm/index.ts';
import { answerPrompt } from './answer-prompt.ts';
import { verifyAnswer, type Verification } from './verify-answer.ts';
import type { Usage } from './model-settings.ts';

export interface WriteAnswerInput {
  question: string;
  items: AnswerItem[];
  kind: AnswerKind | null;
  value: number | string | boolean | null;
  citations: Citation[];
  /** Every item name of the library (for spotting items that are not results). */
  knownNames: string[];
  /** Notes of the no-model reading for the prompt's head (answer type, deciding sentence, conditions). */
  notes?: string[];
}

export interface WriteAnswerOptions {
  budget: number;
  maxTokens: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  onToken?: (text: string) => void;
}

export interface WrittenAnswer {
  draft: string;
  verification: Verification;
  usage: Usage;
  promptTokens: number;
  supplied: number[];
  itemsShown: number;
}

export async function writeAnswerWithModel(runtime: LlmRuntime, input: WriteAnswerInput, opts: WriteAnswerOptions): Promise<WrittenAnswer> {
  const prompt = await answerPrompt(runtime, { ...input, budget: opts.budget });
  const reply = await runtime.chat(prompt.messages, {
    maxTokens: opts.maxTokens, temperature: 0, signal: opts.signal, timeoutMs: opts.timeoutMs, onToken: opts.onToken,
  });
  const verification = verifyAnswer(reply.text, {
    supplied: prompt.supplied,
    resultNames: input.items.map((i) => i.name),
    knownNames: input.knownNames,
    attributeNames: [...new Set(input.items.flatMap((i) => Object.keys(i.values)))],
    evidenceText: prompt.evidenceText,
  });
  return {
    draft: reply.text, verification, usage: reply.usage, promptTokens: prompt.tokens,
    supplied: [...prompt.supplied].sort((a, b) => a - b), itemsShown: prompt.itemsShown,
  };
}
