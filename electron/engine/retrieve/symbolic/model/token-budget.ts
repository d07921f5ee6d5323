// Keeping model prompts inside a token budget: pieces of evidence (pattern lines, result rows, passages) are added
// in priority order while the whole prompt, measured with the model's own tokenizer, still fits.
import type { ChatMessage, LlmRuntime } from '../../../llm/index.ts';

/** Tokens a chat template adds around each message (role markers, separators); reserved per message. */
export const MESSAGE_OVERHEAD_TOKENS = 8;
/** The longest single piece put in a prompt, in characters (longer ones are cut with …). */
export const MAX_PIECE_CHARS = 600;

export interface BudgetedPrompt {
  messages: ChatMessage[];
  /** Indexes (into the given pieces) of the pieces that fit, in order. */
  included: number[];
  /** Tokens of the whole prompt as measured (overheads included). */
  tokens: number;
}

export function cutText(text: string, maxChars = MAX_PIECE_CHARS): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1)}…`;
}

/**
 * A system message and a user message `head + pieces + tail`, with as many pieces (in order; the first that does
 * not fit ends the list) as keep the prompt within `budget` tokens. Head, tail and system are always kept.
 */
export async function budgetedPrompt(
  runtime: LlmRuntime,
  parts: { system: string; head: string; pieces: string[]; tail: string; budget: number; separator?: string },
): Promise<BudgetedPrompt> {
  const sep = parts.separator ?? '\n';
  const pieces = parts.pieces.map((p) => cutText(p));
  const fixed = 2 * MESSAGE_OVERHEAD_TOKENS
    + (await runtime.countTokens(parts.system))
    + (await runtime.countTokens(parts.head))
    + (await runtime.countTokens(parts.tail));
  const sepTokens = Math.max(1, await runtime.countTokens(sep));
  const included: number[] = [];
  let used = fixed;
  for (let i = 0; i < pieces.length; i++) {
    const cost = (await runtime.countTokens(pieces[i])) + sepTokens;
    if (used + cost > parts.budget) break;
    included.push(i);
    used += cost;
  }
  const assemble = () => [parts.head, ...included.map((i) => pieces[i]), parts.tail].filter((s) => s.length > 0).join(sep);
  // pieces counted apart can tokenise a little differently once joined: measure the whole and trim if needed
  let tokens = 2 * MESSAGE_OVERHEAD_TOKENS + (await runtime.countTokens(parts.system)) + (await runtime.countTokens(assemble()));
  while (tokens > parts.budget && included.length > 0) {
    included.pop();
    tokens = 2 * MESSAGE_OVERHEAD_TOKENS + (await runtime.countTokens(parts.system)) + (await runtime.countTokens(assemble()));
  }
  return { messages: [{ role: 'system', content: parts.system }, { role: 'user', content: assemble() }], included, tokens };
}

/** The prompt size aimed for with a large-context model. */
export const PROMPT_TARGET_TOKENS = 3000;
/** The context the runtime gives a chat model (see llm/runtime.ts DEFAULT_CHAT_CONTEXT). */
const RUNTIME_CHAT_CONTEXT = 4096;

/** ~3k tokens, less when the chat model's context cannot hold that and `maxTokens` of output (never below 64). */
export function defaultPromptBudget(runtime: LlmRuntime, maxTokens: number): number {
  const context = Math.min(runtime.chatModel?.contextLength ?? RUNTIME_CHAT_CONTEXT, RUNTIME_CHAT_CONTEXT);
  return Math.max(64, Math.min(PROMPT_TARGET_TOKENS, context - maxTokens - 16));
}
