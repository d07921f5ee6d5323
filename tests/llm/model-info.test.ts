import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { isModelInfo, listModels, readModelInfo, resolveModelPath } from '../../electron/engine/llm/index.ts';
import { physicalCoresFromCpuinfo, physicalCoreCount, resolveThreads } from '../../electron/engine/llm/threads.ts';
import { TINY_MODEL, tempDir, tinyModelPath, writeVariant } from './helpers.ts';

describe('listModels', () => {
  it('reports metadata of good files and a clear error for each malformed one', async () => {
    const dir = tempDir('models');
    copyFileSync(tinyModelPath(), join(dir, 'b-good.gguf'));
    writeVariant(dir, 'a-no-blocks.gguf', { omitKeys: ['llama.block_count'] });
    writeVariant(dir, 'c-no-ffn.gguf', { omitKeys: ['llama.feed_forward_length'] });
    writeVariant(dir, 'd-cut.gguf', { truncateTo: 300_000 });
    writeFileSync(join(dir, 'e-text.gguf'), 'hello');
    writeFileSync(join(dir, 'readme.txt'), 'not a model');
    const list = await listModels(dir);
    expect(list.map((m) => m.path.split('/').pop())).toEqual(['a-no-blocks.gguf', 'b-good.gguf', 'c-no-ffn.gguf', 'd-cut.gguf', 'e-text.gguf']);
    const good = list[1]!;
    expect(isModelInfo(good)).toBe(true);
    expect(good).toMatchObject({
      fileName: 'b-good.gguf', name: 'quarry-tiny-test', architecture: 'llama', kind: 'chat',
      contextLength: TINY_MODEL.contextLength, embeddingLength: TINY_MODEL.embeddingLength, blockCount: TINY_MODEL.blockCount,
    });
    if (!isModelInfo(good)) throw new Error('unreachable');
    expect(good.sizeBytes).toBeGreaterThan(100_000);
    expect(good.chatTemplate).toContain('<|im_start|>');
    expect(good.vocabularySize).toBeGreaterThan(256);
    expect(list[0]).toEqual({ path: join(dir, 'a-no-blocks.gguf'), error: expect.stringMatching(/missing required key llama\.block_count/) });
    expect(list[2]).toEqual({ path: join(dir, 'c-no-ffn.gguf'), error: expect.stringMatching(/missing required key llama\.feed_forward_length/) });
    expect(list[3]).toEqual({ path: join(dir, 'd-cut.gguf'), error: expect.stringMatching(/truncated/) });
    expect(list[4]).toEqual({ path: join(dir, 'e-text.gguf'), error: expect.stringMatching(/not a GGUF/) });
  });

  it('tells embedding models from chat models', async () => {
    const dir = tempDir('models');
    const chat = writeVariant(dir, 'chat.gguf', {});
    const embedding = writeVariant(dir, 'embed.gguf', {
      omitKeys: ['tokenizer.chat_template'], extraMetadata: { 'llama.pooling_type': 1, 'general.file_type': 15 },
    });
    expect(readModelInfo(chat)).toMatchObject({ kind: 'chat', fileType: null });
    expect(readModelInfo(embedding)).toMatchObject({ kind: 'embedding', chatTemplate: null, fileType: 'Q4_K_M' });
  });

  it('fails on a missing folder', async () => {
    await expect(listModels('/nonexistent/quarry/models')).rejects.toSatisfy((e) => isQuarryError(e, 'FOLDER_NOT_FOUND'));
  });
});

describe('resolveModelPath', () => {
  it('finds a model by name with or without .gguf, or by path', () => {
    const dir = tempDir('models');
    const path = writeVariant(dir, 'tiny.gguf', {});
    expect(resolveModelPath('tiny', dir)).toBe(path);
    expect(resolveModelPath('tiny.gguf', dir)).toBe(path);
    expect(resolveModelPath(path, '/elsewhere')).toBe(path);
    expect(() => resolveModelPath('missing', dir)).toThrow(/Model not found: missing/);
  });
});

describe('threads', () => {
  it('counts physical cores, not hyper-threads', () => {
    const cpu = (p: number, c: number): string => `processor\t: x\nphysical id\t: ${p}\ncore id\t\t: ${c}\n`;
    // 2 sockets x 2 cores x 2 threads = 8 logical, 4 physical
    const text = [cpu(0, 0), cpu(0, 0), cpu(0, 1), cpu(0, 1), cpu(1, 0), cpu(1, 0), cpu(1, 1), cpu(1, 1)].join('\n');
    expect(physicalCoresFromCpuinfo(text)).toBe(4);
    expect(physicalCoresFromCpuinfo('processor : 0\n')).toBe(0);
    expect(physicalCoreCount()).toBeGreaterThanOrEqual(1);
    expect(resolveThreads(3)).toBe(3);
    expect(resolveThreads(0)).toBe(physicalCoreCount());
  });
});
