// Messages between the engine and a model process (worker.ts). One model file per process.
// Requests carry an id; the worker answers each with exactly one `result` or `error` (tokens may come before).

import type { ErrorCode } from '../errors.ts';
import type { ChatMessage, ChatResult } from './types.ts';

export interface WorkerInit {
  modelPath: string;
  threads: number;
  gpu: boolean;
  contextSize: number;
  embeddingContextSize: number;
  /** false only to check the missing-binary path: no prebuilt binary is looked for. */
  usePrebuiltBinaries: boolean;
}

export interface ChatRequestOptions {
  maxTokens: number;
  temperature: number;
  jsonSchema?: object;
  stream: boolean;
}

export type WorkerRequest =
  | { type: 'load'; id: number; init: WorkerInit }
  | { type: 'chat'; id: number; messages: ChatMessage[]; options: ChatRequestOptions }
  | { type: 'embed'; id: number; texts: string[] }
  | { type: 'countTokens'; id: number; text: string };

export interface WorkerResults {
  load: { embeddingVectorSize: number; trainContextSize: number; gpu: string | false };
  chat: ChatResult;
  embed: Float32Array[];
  countTokens: number;
}

export type ParentMessage =
  | WorkerRequest
  | { type: 'cancel'; id: number }
  | { type: 'close' };

export type WorkerMessage =
  | { type: 'token'; id: number; text: string }
  | { type: 'result'; id: number; result: WorkerResults[keyof WorkerResults] }
  | { type: 'error'; id: number; code: ErrorCode; message: string }
  | { type: 'closed' };
