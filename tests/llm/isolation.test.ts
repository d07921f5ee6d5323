// Malformed models and crashes stay inside the model process: the caller gets a QuarryError and carries on.

import { describe, expect, it } from 'vitest';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { openRuntime } from '../../electron/engine/llm/index.ts';
import { startModelProcess } from '../../electron/engine/llm/model-process.ts';
import { FAST, tempDir, tinyModelPath, writeVariant } from './helpers.ts';

const hello = [{ role: 'user' as const, content: 'hello' }];

describe('model process isolation', () => {
  it('a GGUF that makes llama.cpp abort natively gives MODEL_INVALID, not a dead test process', async () => {
    // Without llama.feed_forward_length llama.cpp hits GGML_ASSERT and aborts the whole process.
    const path = writeVariant(tempDir('iso'), 'no-ffn.gguf', { omitKeys: ['llama.feed_forward_length'] });
    const proc = startModelProcess({ modelPath: path, ...FAST });
    const error = await proc.chat(hello).catch((e: unknown) => e);
    expect(isQuarryError(error, 'MODEL_INVALID')).toBe(true);
    expect((error as Error).message).toMatch(/no-ffn\.gguf stopped while loading \(signal SIGABRT: .*GGML_ASSERT/);
    // The failure is remembered: no second crash, same answer.
    const again = await proc.countTokens('x').catch((e: unknown) => e);
    expect(again).toBe(error);
    await proc.close();
    expect(process.exitCode ?? 0).toBe(0);
  });

  it('a GGUF llama.cpp refuses gives MODEL_INVALID with llama.cpp\'s reason', async () => {
    const path = writeVariant(tempDir('iso'), 'no-eps.gguf', { omitKeys: ['llama.attention.layer_norm_rms_epsilon'] });
    const rt = await openRuntime({ chatModel: path, ...FAST });
    await expect(rt.chat(hello)).rejects.toSatisfy((e) =>
      isQuarryError(e, 'MODEL_INVALID') && /key not found in model: llama\.attention\.layer_norm_rms_epsilon/.test(e.message));
    await rt.close();
  });

  it('a process killed mid-generation gives MODEL_FAILED, and the next request starts a new one', async () => {
    const proc = startModelProcess({ modelPath: tinyModelPath(), ...FAST });
    await proc.countTokens('warm up');
    const firstPid = proc.pid!;
    const run = proc.chat(hello, { maxTokens: 100_000, onToken: () => { if (proc.pid) process.kill(proc.pid, 'SIGKILL'); } });
    await expect(run).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_FAILED') && /stopped during chat \(signal SIGKILL/.test(e.message));
    expect(await proc.countTokens('hello')).toBeGreaterThan(0);
    expect(proc.pid).not.toBe(firstPid);
    await proc.close();
    expect(proc.pid).toBeNull();
  });

  it('a missing llama.cpp binary gives MODEL_UNAVAILABLE with how to fix it', async () => {
    const proc = startModelProcess({ modelPath: tinyModelPath(), ...FAST, usePrebuiltBinaries: false });
    await expect(proc.countTokens('x')).rejects.toSatisfy((e) =>
      isQuarryError(e, 'MODEL_UNAVAILABLE') && /npm ci/.test(e.message) && /never downloads/.test(e.message));
    await proc.close();
  });

  it('refuses requests after close', async () => {
    const proc = startModelProcess({ modelPath: tinyModelPath(), ...FAST });
    await proc.close();
    await expect(proc.countTokens('x')).rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_UNAVAILABLE'));
  });
});
