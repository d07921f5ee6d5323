// The model process: loads one GGUF file with node-llama-cpp and serves chat / embed / countTokens requests
// from its parent (model-process.ts) over the IPC channel. Run only through child_process.fork: a file that makes
// llama.cpp abort natively takes this process down, not the app.

import {
  getLlama, LlamaChat, LlamaLogLevel, LlamaJsonSchemaValidationError,
  type ChatHistoryItem, type Llama, type LlamaContext, type LlamaEmbeddingContext, type LlamaJsonSchemaGrammar, type LlamaModel,
} from 'node-llama-cpp';
import type { ErrorCode } from '../errors.ts';
import type { ChatRequestOptions, ParentMessage, WorkerInit, WorkerMessage, WorkerResults } from './protocol.ts';
import type { ChatMessage, ChatResult } from './types.ts';

class WorkerError extends Error {
  constructor(readonly code: ErrorCode, message: string) { super(message); }
}

let init: WorkerInit | null = null;
let llama: Llama | null = null;
let model: LlamaModel | null = null;
let chatContext: { context: LlamaContext; chat: LlamaChat } | null = null;
let embeddingContext: LlamaEmbeddingContext | null = null;
type JsonGrammar = LlamaJsonSchemaGrammar<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const grammars = new Map<string, JsonGrammar>();
const running = new Map<number, AbortController>();
/** Recent warnings/errors from llama.cpp (numbered), quoted in error messages. */
const recentLog: Array<{ n: number; text: string }> = [];
let logCount = 0;

function send(message: WorkerMessage): void {
  process.send?.(message);
}

function log(level: LlamaLogLevel, message: string): void {
  const text = message.trim();
  if (!text) return;
  recentLog.push({ n: logCount++, text });
  if (recentLog.length > 20) recentLog.shift();
  if (level === LlamaLogLevel.error || level === LlamaLogLevel.fatal) process.stderr.write(`[llama.cpp] ${text}\n`);
}

/** The telling llama.cpp log lines written since `mark` (a logCount value), as a parenthesised suffix. */
function logSince(mark: number): string {
  const useful = recentLog
    .filter((l) => l.n >= mark && /error|fail|invalid|corrupt|not found|missing|bounds/i.test(l.text))
    .map((l) => l.text.replace(/^llama_model_load(_from_file_impl)?: /, ''));
  return useful.length ? ` (${[...new Set(useful)].join('; ')})` : '';
}

async function load(req: WorkerInit): Promise<WorkerResults['load']> {
  init = req;
  try {
    llama = await getLlama({
      gpu: req.gpu ? 'auto' : false,
      build: 'never',
      skipDownload: true,
      usePrebuiltBinaries: req.usePrebuiltBinaries,
      maxThreads: req.threads,
      logLevel: LlamaLogLevel.warn,
      logger: log,
      progressLogs: false,
    });
  } catch (e) {
    throw new WorkerError('MODEL_UNAVAILABLE',
      `the llama.cpp binary for ${process.platform}-${process.arch} could not be loaded (${(e as Error).message}). ` +
      `Reinstall dependencies with "npm ci" so that node-llama-cpp's prebuilt binary package ` +
      `(@node-llama-cpp/${process.platform}-${process.arch}) is present; Quarry never downloads or builds it at run time`);
  }
  const mark = logCount;
  try {
    model = await llama.loadModel({ modelPath: req.modelPath, gpuLayers: req.gpu ? 'auto' : 0 });
  } catch (e) {
    throw new WorkerError('MODEL_INVALID', `llama.cpp could not load ${req.modelPath}: ${(e as Error).message}${logSince(mark)}`);
  }
  return { embeddingVectorSize: model.embeddingVectorSize, trainContextSize: model.trainContextSize, gpu: llama.gpu };
}

function loadedModel(): LlamaModel {
  if (!model || !init) throw new WorkerError('INTERNAL', 'model process got a request before the model was loaded');
  return model;
}

async function chatSession(): Promise<LlamaChat> {
  if (chatContext) return chatContext.chat;
  const m = loadedModel();
  const context = await m.createContext({ contextSize: Math.min(init!.contextSize, m.trainContextSize), threads: init!.threads });
  // One sequence, kept between requests: a new request that starts like the last one reuses its evaluated tokens.
  const chat = new LlamaChat({ contextSequence: context.getSequence() });
  chatContext = { context, chat };
  return chat;
}

async function grammarFor(schema: object): Promise<JsonGrammar> {
  const key = JSON.stringify(schema);
  let g = grammars.get(key);
  if (!g) {
    try {
      g = await llama!.createGrammarForJsonSchema(schema as Parameters<Llama['createGrammarForJsonSchema']>[0]);
    } catch (e) {
      throw new WorkerError('BAD_ARGUMENT', `JSON schema cannot be turned into a grammar: ${(e as Error).message}`);
    }
    grammars.set(key, g);
  }
  return g;
}

function toHistory(messages: ChatMessage[]): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = messages.map((m): ChatHistoryItem =>
    m.role === 'system' ? { type: 'system', text: m.content }
      : m.role === 'user' ? { type: 'user', text: m.content }
        : { type: 'model', response: [m.content] });
  // Generation continues the last model turn; add an empty one unless the caller pre-filled it.
  if (history.at(-1)?.type !== 'model') history.push({ type: 'model', response: [] });
  return history;
}

async function chat(id: number, messages: ChatMessage[], options: ChatRequestOptions, signal: AbortSignal): Promise<ChatResult> {
  const session = await chatSession();
  const m = loadedModel();
  const history = toHistory(messages);
  const promptTokens = session.chatWrapper.generateContextState({ chatHistory: history }).contextText.tokenize(m.tokenizer).length;
  const grammar = options.jsonSchema ? await grammarFor(options.jsonSchema) : undefined;
  let completionTokens = 0;
  const mark = logCount;
  let response: Awaited<ReturnType<LlamaChat['generateResponse']>>;
  try {
    response = await session.generateResponse(history, {
      maxTokens: options.maxTokens,
      temperature: options.temperature,
      grammar,
      signal,
      onToken: (tokens) => { completionTokens += tokens.length; },
      onTextChunk: options.stream ? (text) => { if (text) send({ type: 'token', id, text }); } : undefined,
    });
  } catch (e) {
    if (signal.aborted) throw new WorkerError('CANCELLED', 'generation stopped');
    throw new WorkerError('MODEL_FAILED', `generation failed: ${(e as Error).message}${logSince(mark)}`);
  }
  const text = response.response;
  const result: ChatResult = { text, usage: { promptTokens, completionTokens } };
  if (grammar) {
    if (response.metadata.stopReason === 'maxTokens') {
      throw new WorkerError('MODEL_FAILED', `JSON output was cut at maxTokens (${options.maxTokens}) before it was complete: ${text.slice(0, 200)}`);
    }
    try {
      result.json = grammar.parse(text);
    } catch (e) {
      const why = e instanceof LlamaJsonSchemaValidationError ? 'does not match the JSON schema' : 'is not valid JSON';
      throw new WorkerError('MODEL_FAILED', `model output ${why}: ${(e as Error).message}: ${text.slice(0, 200)}`);
    }
  }
  return result;
}

async function embed(texts: string[], signal: AbortSignal): Promise<Float32Array[]> {
  const m = loadedModel();
  if (!embeddingContext) {
    embeddingContext = await m.createEmbeddingContext({ contextSize: Math.min(init!.embeddingContextSize, m.trainContextSize), threads: init!.threads });
  }
  // node-llama-cpp needs the input shorter than the context, with room for the BOS/EOS tokens it may add.
  const limit = Math.max(1, Math.min(init!.embeddingContextSize, m.trainContextSize) - 3);
  const out: Float32Array[] = [];
  for (const text of texts) {
    if (signal.aborted) throw new WorkerError('CANCELLED', 'embedding stopped');
    let tokens = m.tokenize(text);
    if (tokens.length > limit) tokens = tokens.slice(0, limit);
    if (tokens.length === 0) { out.push(new Float32Array(m.embeddingVectorSize)); continue; }
    const e = await embeddingContext.getEmbeddingFor(tokens);
    out.push(Float32Array.from(e.vector));
  }
  return out;
}

async function handle(msg: ParentMessage): Promise<void> {
  if (msg.type === 'cancel') { running.get(msg.id)?.abort(); return; }
  if (msg.type === 'close') {
    for (const c of running.values()) c.abort();
    try { await llama?.dispose(); } catch { /* exiting anyway */ }
    send({ type: 'closed' });
    process.disconnect?.();
    process.exit(0);
  }
  const controller = new AbortController();
  running.set(msg.id, controller);
  try {
    let result: WorkerResults[keyof WorkerResults];
    switch (msg.type) {
      case 'load': result = await load(msg.init); break;
      case 'chat': result = await chat(msg.id, msg.messages, msg.options, controller.signal); break;
      case 'embed': result = await embed(msg.texts, controller.signal); break;
      case 'countTokens': result = loadedModel().tokenize(msg.text).length; break;
    }
    send({ type: 'result', id: msg.id, result });
  } catch (e) {
    const code: ErrorCode = e instanceof WorkerError ? e.code : 'MODEL_FAILED';
    send({ type: 'error', id: msg.id, code, message: (e as Error).message ?? String(e) });
  } finally {
    running.delete(msg.id);
  }
}

if (!process.send) {
  process.stderr.write('worker.ts is a model process; start it with child_process.fork\n');
  process.exit(2);
}
process.on('message', (msg: ParentMessage) => { void handle(msg); });
// The parent went away: nothing is left to serve.
process.on('disconnect', () => process.exit(0));
