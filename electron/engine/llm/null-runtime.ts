// The runtime used when there is no model: it says so, and every caller takes its deterministic path.

import { quarryError } from '../errors.ts';
import type { LlmRuntime } from './types.ts';

const HOW_TO = 'put a GGUF model in models/ (see docs/models.md) or choose one in settings';

export function nullRuntime(): LlmRuntime {
  return {
    available: false,
    chatModel: null,
    embeddingModel: null,
    chat: () => Promise.reject(quarryError('MODEL_UNAVAILABLE', `no chat model: ${HOW_TO}`)),
    embed: () => Promise.reject(quarryError('MODEL_UNAVAILABLE', `no embedding model: ${HOW_TO}`)),
    embeddingDimension: () => Promise.resolve(null),
    countTokens: () => Promise.reject(quarryError('MODEL_UNAVAILABLE', `no model to count tokens with: ${HOW_TO}`)),
    close: () => Promise.resolve(),
  };
}
