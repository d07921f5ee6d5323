// Opens the model runtime: picks the chat and embedding models (from options, else from the models folder),
// and serves calls through one model process per model file, started on first use.

import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { quarryError } from '../errors.ts';
import { isModelInfo, listModels, readModelInfo } from './model-info.ts';
import { startModelProcess, type ModelProcess } from './model-process.ts';
import { nullRuntime } from './null-runtime.ts';
import { resolveThreads } from './threads.ts';
import type { LlmRuntime, ModelInfo, OpenRuntimeOptions } from './types.ts';

export const DEFAULT_CHAT_CONTEXT = 4096;
export const DEFAULT_EMBEDDING_CONTEXT = 2048;

/** models/ at the root of the repo. */
export function defaultModelsDir(): string {
  return fileURLToPath(new URL('../../../models', import.meta.url));
}

/** A model named by file name (with or without .gguf, looked up in `dir`) or by path. Throws MODEL_NOT_FOUND. */
export function resolveModelPath(spec: string, dir: string): string {
  const candidates = isAbsolute(spec) || spec.includes('/') || spec.includes('\\')
    ? [resolve(spec)]
    : [join(dir, spec), join(dir, `${spec}.gguf`)];
  const found = candidates.find((p) => existsSync(p) && statSync(p).isFile());
  if (!found) throw quarryError('MODEL_NOT_FOUND', `${spec} (looked for ${candidates.join(', ')})`);
  return found;
}

export interface RuntimeSettings {
  threads: number;
  gpu: boolean;
  contextSize?: number;
  embeddingContextSize?: number;
  /** How model processes are started (the default forks worker.ts). */
  start?: typeof startModelProcess;
}

/** A runtime over the given models (either may be null, not both). */
export function createRuntime(chatModel: ModelInfo | null, embeddingModel: ModelInfo | null, settings: RuntimeSettings): LlmRuntime {
  if (!chatModel && !embeddingModel) return nullRuntime();
  const start = settings.start ?? startModelProcess;
  const processes = new Map<string, ModelProcess>();
  let closed = false;

  function processFor(info: ModelInfo): ModelProcess {
    if (closed) throw quarryError('MODEL_UNAVAILABLE', 'the model runtime is closed');
    let p = processes.get(info.path);
    if (!p) {
      p = start({
        modelPath: info.path,
        threads: settings.threads,
        gpu: settings.gpu,
        contextSize: Math.min(settings.contextSize ?? DEFAULT_CHAT_CONTEXT, info.contextLength),
        embeddingContextSize: Math.min(settings.embeddingContextSize ?? DEFAULT_EMBEDDING_CONTEXT, info.contextLength),
      });
      processes.set(info.path, p);
    }
    return p;
  }

  return {
    available: true,
    chatModel,
    embeddingModel,
    async chat(messages, opts) {
      if (!chatModel) throw quarryError('MODEL_UNAVAILABLE', 'no chat model is configured');
      if (messages.length === 0) throw quarryError('BAD_ARGUMENT', 'chat needs at least one message');
      return processFor(chatModel).chat(messages, opts);
    },
    async embed(texts, opts) {
      if (!embeddingModel) throw quarryError('MODEL_UNAVAILABLE', 'no embedding model is configured');
      return processFor(embeddingModel).embed(texts, opts);
    },
    async embeddingDimension() {
      return embeddingModel ? embeddingModel.embeddingLength : null;
    },
    async countTokens(text) {
      return processFor((chatModel ?? embeddingModel)!).countTokens(text);
    },
    async close() {
      closed = true;
      await Promise.all([...processes.values()].map((p) => p.close()));
      processes.clear();
    },
  };
}

/**
 * Open the model runtime. Models named in `opts` must exist and be valid (MODEL_NOT_FOUND / MODEL_INVALID);
 * otherwise the first valid chat model and the first valid embedding model of the models folder are used.
 * Returns nullRuntime() when there is no model at all. Nothing is loaded until the first call.
 */
export async function openRuntime(opts: OpenRuntimeOptions = {}): Promise<LlmRuntime> {
  const dir = resolve(opts.modelsDir ?? defaultModelsDir());
  const dirExists = existsSync(dir) && statSync(dir).isDirectory();
  if (opts.modelsDir !== undefined && !dirExists && (!opts.chatModel || !opts.embeddingModel)) {
    throw quarryError('FOLDER_NOT_FOUND', `models folder ${dir}`);
  }
  const found = dirExists && (!opts.chatModel || !opts.embeddingModel) ? (await listModels(dir)).filter(isModelInfo) : [];
  const chatModel = opts.chatModel ? readModelInfo(resolveModelPath(opts.chatModel, dir)) : (found.find((m) => m.kind === 'chat') ?? null);
  const embeddingModel = opts.embeddingModel
    ? readModelInfo(resolveModelPath(opts.embeddingModel, dir))
    : (found.find((m) => m.kind === 'embedding') ?? null);
  return createRuntime(chatModel, embeddingModel, {
    threads: resolveThreads(opts.threads),
    gpu: opts.gpu ?? false,
    contextSize: opts.contextSize,
    embeddingContextSize: opts.embeddingContextSize,
  });
}
