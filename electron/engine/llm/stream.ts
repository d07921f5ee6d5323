// Streaming chat as an async iterator of text pieces, built on GenerateOptions.onToken.

import type { ChatMessage, GenerateOptions, LlmRuntime } from './types.ts';

/**
 * Yields generated text as it comes. Breaking out of the loop cancels the generation.
 * Errors of the generation (CANCELLED, TIMEOUT, MODEL_FAILED...) are thrown from the loop.
 */
export async function* streamChat(runtime: LlmRuntime, messages: ChatMessage[], opts: Omit<GenerateOptions, 'onToken'> = {}): AsyncGenerator<string, void, undefined> {
  const pieces: string[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  let failure: unknown = null;
  const stop = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, stop.signal]) : stop.signal;
  const notify = (): void => { wake?.(); wake = null; };
  runtime.chat(messages, { ...opts, signal, onToken: (text) => { pieces.push(text); notify(); } })
    .then(() => { done = true; notify(); }, (e: unknown) => { failure = e; done = true; notify(); });
  try {
    while (true) {
      if (pieces.length > 0) { yield pieces.shift()!; continue; }
      if (done) break;
      await new Promise<void>((r) => { wake = r; });
    }
    if (failure) throw failure;
  } finally {
    if (!done) stop.abort();
  }
}
