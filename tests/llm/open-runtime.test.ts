// Choosing models, and the null runtime every caller falls back to.

import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { createRuntime, nullRuntime, openRuntime, readModelInfo } from '../../electron/engine/llm/index.ts';
import type { ModelProcessOptions } from '../../electron/engine/llm/model-process.ts';
import { FAST, tempDir, tinyModelPath, writeVariant } from './helpers.ts';

describe('nullRuntime', () => {
  it('is unavailable and refuses model work with MODEL_UNAVAILABLE', async () => {
    const rt = nullRuntime();
    expect(rt.available).toBe(false);
    expect(rt.chatModel).toBeNull();
    expect(rt.embeddingModel).toBeNull();
    await expect(rt.chat([{ role: 'user', content: 'hi' }])).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_UNAVAILABLE') && /models\//.test(e.message));
    await expect(rt.embed(['hi'])).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_UNAVAILABLE'));
    await expect(rt.countTokens('hi')).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_UNAVAILABLE'));
    expect(await rt.embeddingDimension()).toBeNull();
    await rt.close();
  });
});

describe('openRuntime', () => {
  it('gives the null runtime when the models folder has no usable model', async () => {
    const dir = tempDir('open');
    writeVariant(dir, 'broken.gguf', { omitKeys: ['llama.block_count'] });
    expect((await openRuntime({ modelsDir: dir, ...FAST })).available).toBe(false);
    expect((await openRuntime({ modelsDir: tempDir('empty'), ...FAST })).available).toBe(false);
  });

  it('picks the first chat model and the first embedding model of the folder', async () => {
    const dir = tempDir('open');
    copyFileSync(tinyModelPath(), join(dir, 'b-chat.gguf'));
    writeVariant(dir, 'a-broken.gguf', { omitKeys: ['tokenizer.ggml.tokens'] });
    writeVariant(dir, 'c-embed.gguf', { omitKeys: ['tokenizer.chat_template'], extraMetadata: { 'llama.pooling_type': 1 } });
    const rt = await openRuntime({ modelsDir: dir, ...FAST });
    expect(rt.available).toBe(true);
    expect(rt.chatModel?.fileName).toBe('b-chat.gguf');
    expect(rt.embeddingModel?.fileName).toBe('c-embed.gguf');
    expect(await rt.embeddingDimension()).toBe(64);
    await rt.close();
    // With only a chat model there are no embeddings, and callers are told so.
    const chatDir = tempDir('open');
    copyFileSync(tinyModelPath(), join(chatDir, 'only-chat.gguf'));
    const chatOnly = await openRuntime({ modelsDir: chatDir, ...FAST });
    expect(chatOnly.chatModel?.fileName).toBe('only-chat.gguf');
    expect(chatOnly.embeddingModel).toBeNull();
    expect(await chatOnly.embeddingDimension()).toBeNull();
    await expect(chatOnly.embed(['x'])).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_UNAVAILABLE'));
    await chatOnly.close();
  });

  it('fails clearly on a named model that is missing or malformed, or a missing folder', async () => {
    const dir = tempDir('open');
    writeVariant(dir, 'cut.gguf', { truncateTo: 200_000 });
    await expect(openRuntime({ modelsDir: dir, chatModel: 'nope' })).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_NOT_FOUND'));
    await expect(openRuntime({ modelsDir: dir, chatModel: 'cut' })).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_INVALID') && /truncated/.test(e.message));
    await expect(openRuntime({ modelsDir: join(dir, 'missing') })).rejects.toSatisfy((e) => isQuarryError(e, 'FOLDER_NOT_FOUND'));
  });

  it('starts one model process per file, with the configured threads and context sizes, only on first use', async () => {
    const info = readModelInfo(tinyModelPath());
    const started: ModelProcessOptions[] = [];
    const rt = createRuntime(info, info, {
      threads: 3, gpu: false, contextSize: 100_000, embeddingContextSize: 128,
      start: (o) => {
        started.push(o);
        return { modelPath: o.modelPath, pid: null, chat: async () => ({ text: 'ok', usage: { promptTokens: 1, completionTokens: 1 } }), embed: async (t) => t.map(() => new Float32Array(64)), countTokens: async () => 7, close: async () => {} };
      },
    });
    expect(started).toHaveLength(0);
    expect(await rt.countTokens('x')).toBe(7);
    await rt.embed(['a']);
    await rt.chat([{ role: 'user', content: 'q' }]);
    expect(started).toEqual([{ modelPath: info.path, threads: 3, gpu: false, contextSize: info.contextLength, embeddingContextSize: 128 }]);
    await expect(rt.chat([])).rejects.toSatisfy((e) => isQuarryError(e, 'BAD_ARGUMENT'));
    await rt.close();
    await expect(rt.countTokens('x')).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_UNAVAILABLE'));
  });
});
