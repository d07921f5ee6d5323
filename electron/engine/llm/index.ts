// The local model runtime: every model use in the engine (entity extraction, SPARQL generation, routing, answer
// writing, embeddings) goes through an LlmRuntime. Without a model, nullRuntime() makes callers take their
// deterministic path; nothing else in the engine checks for a model by itself.

export type { ChatMessage, ChatResult, GenerateOptions, LlmRuntime, ModelFileError, ModelInfo, ModelKind, OpenRuntimeOptions } from './types.ts';
export { nullRuntime } from './null-runtime.ts';
export { openRuntime, createRuntime, defaultModelsDir, resolveModelPath } from './runtime.ts';
export { listModels, readModelInfo, isModelInfo } from './model-info.ts';
export { streamChat } from './stream.ts';
export { physicalCoreCount, resolveThreads } from './threads.ts';
