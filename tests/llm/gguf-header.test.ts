import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GgufFormatError, readGgufHeader, requiredFileSize, tensorByteSize } from '../../electron/engine/llm/gguf-header.ts';
import { TINY_MODEL, tempDir, tinyGgufBytes, tinyModelPath, writeVariant } from './helpers.ts';

describe('readGgufHeader', () => {
  it('reads metadata and tensor descriptions of the generated model', () => {
    const h = readGgufHeader(tinyModelPath());
    expect(h.version).toBe(3);
    expect(h.metadata.get('general.architecture')).toBe('llama');
    expect(h.metadata.get('llama.embedding_length')).toBe(TINY_MODEL.embeddingLength);
    expect(h.metadata.get('llama.block_count')).toBe(TINY_MODEL.blockCount);
    expect(h.metadata.get('tokenizer.ggml.add_bos_token')).toBe(false);
    const tokens = h.metadata.get('tokenizer.ggml.tokens');
    expect(tokens).toMatchObject({ arrayType: 8 });
    expect((tokens as { length: number }).length).toBeGreaterThan(256);
    expect(h.tensors).toHaveLength(2 + 9 * TINY_MODEL.blockCount + 1);
    const embd = h.tensors.find((t) => t.name === 'token_embd.weight')!;
    expect(embd.dims[0]).toBe(TINY_MODEL.embeddingLength);
    expect(h.dataOffset % 32).toBe(0);
    expect(requiredFileSize(h)).toBe(h.fileSize);
  });

  it('says a file cut inside its header is truncated', () => {
    const path = writeVariant(tempDir('hdr'), 'cut.gguf', { truncateTo: 2000 });
    expect(() => readGgufHeader(path)).toThrow(GgufFormatError);
    expect(() => readGgufHeader(path)).toThrow(/truncated/);
  });

  it('sees a file cut inside its tensor data', () => {
    const full = tinyGgufBytes().length;
    const path = writeVariant(tempDir('hdr'), 'cut.gguf', { truncateTo: full - 1000 });
    const h = readGgufHeader(path);
    expect(requiredFileSize(h)).toBe(full);
    expect(h.fileSize).toBeLessThan(requiredFileSize(h));
  });

  it('rejects files that are not GGUF', () => {
    const path = join(tempDir('hdr'), 'notes.gguf');
    writeFileSync(path, 'just some text, not a model');
    expect(() => readGgufHeader(path)).toThrow(/does not start with "GGUF"/);
    const version = Buffer.from(tinyGgufBytes().subarray(0, 64));
    version.writeUInt32LE(9, 4);
    writeFileSync(path, version);
    expect(() => readGgufHeader(path)).toThrow(/version 9 is not supported/);
  });

  it('knows the byte sizes of common tensor types', () => {
    expect(tensorByteSize({ name: 'f32', dims: [64, 10], ggmlType: 0, offset: 0 })).toBe(64 * 10 * 4);
    expect(tensorByteSize({ name: 'q4k', dims: [256, 4], ggmlType: 12, offset: 0 })).toBe(4 * 144);
    expect(tensorByteSize({ name: 'q8', dims: [64], ggmlType: 8, offset: 0 })).toBe(2 * 34);
    expect(tensorByteSize({ name: 'unknown', dims: [64], ggmlType: 999, offset: 0 })).toBeNull();
  });
});
