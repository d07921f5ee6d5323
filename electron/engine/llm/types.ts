// Types shared by the model runtime's modules (public ones are re-exported from index.ts).

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface GenerateOptions {
  /** Upper bound on generated tokens (default 512). */
  maxTokens?: number;
  /** 0 (the default) is greedy and repeatable. */
  temperature?: number;
  /** Constrain the output to JSON matching this schema; the parsed value comes back as `json`. */
  jsonSchema?: object;
  signal?: AbortSignal;
  /** Counted from the call (time spent waiting in the queue included). */
  timeoutMs?: number;
  /** Called with each piece of generated text, in order. */
  onToken?: (text: string) => void;
}

export interface ChatResult {
  text: string;
  json?: unknown;
  usage: { promptTokens: number; completionTokens: number };
}

export type ModelKind = 'chat' | 'embedding';

/** What a GGUF file's header says about the model in it (read without loading the model). */
export interface ModelInfo {
  path: string;
  fileName: string;
  /** general.name, or the file name without .gguf */
  name: string;
  architecture: string;
  sizeBytes: number;
  /** Context length the model was trained with. */
  contextLength: number;
  /** Hidden size = length of the embedding vectors the model produces. */
  embeddingLength: number;
  blockCount: number;
  vocabularySize: number;
  /** Quantisation, e.g. "Q4_K_M" (from general.file_type), when the file says. */
  fileType: string | null;
  /** Jinja chat template (tokenizer.chat_template), when the file has one. */
  chatTemplate: string | null;
  /** Whether the model is meant for chat/generation or for embeddings. */
  kind: ModelKind;
}

export interface ModelFileError {
  path: string;
  error: string;
}

export interface LlmRuntime {
  /** false for the null runtime */
  readonly available: boolean;
  readonly chatModel: ModelInfo | null;
  readonly embeddingModel: ModelInfo | null;
  chat(messages: ChatMessage[], opts?: GenerateOptions): Promise<ChatResult>;
  embed(texts: string[], opts?: { signal?: AbortSignal }): Promise<Float32Array[]>;
  /** Length of embedding vectors, or null with no embedding model. */
  embeddingDimension(): Promise<number | null>;
  countTokens(text: string): Promise<number>;
  close(): Promise<void>;
}

export interface OpenRuntimeOptions {
  /** Folder of GGUF files (default: models/ of the repo). */
  modelsDir?: string;
  /** File name (with or without .gguf) in modelsDir, or a path. Default: the first chat model in modelsDir. */
  chatModel?: string;
  /** File name (with or without .gguf) in modelsDir, or a path. Default: the first embedding model in modelsDir. */
  embeddingModel?: string;
  /** CPU threads (default: the number of physical cores). */
  threads?: number;
  /** Use a GPU when the machine has one (default false: CPU). */
  gpu?: boolean;
  /** Chat context size in tokens (default min(trained context, 4096)). */
  contextSize?: number;
  /** Embedding context size in tokens (default min(trained context, 2048)); longer texts are cut. */
  embeddingContextSize?: number;
}
