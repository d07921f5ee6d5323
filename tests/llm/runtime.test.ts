// The runtime on the generated tiny model: load, embed, stream, grammar, cancellation, timeouts, queueing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { openRuntime, streamChat, type LlmRuntime } from '../../electron/engine/llm/index.ts';
import { FAST, TINY_MODEL, tinyModelPath } from './helpers.ts';

let rt: LlmRuntime;

beforeAll(async () => {
  const path = tinyModelPath();
  rt = await openRuntime({ chatModel: path, embeddingModel: path, ...FAST });
});
afterAll(async () => { await rt?.close(); });

const ask = [{ role: 'system' as const, content: 'You answer questions about files.' }, { role: 'user' as const, content: 'What is in the folder?' }];

describe('runtime on a real (tiny) GGUF', () => {
  it('loads the model and reports it', async () => {
    expect(rt.available).toBe(true);
    expect(rt.chatModel?.architecture).toBe('llama');
    expect(rt.embeddingModel?.path).toBe(rt.chatModel?.path);
    expect(await rt.countTokens('hello world')).toBeGreaterThan(0);
    expect(await rt.countTokens('')).toBe(0);
  });

  it('embeds texts into vectors of the model\'s embedding length', async () => {
    const dim = await rt.embeddingDimension();
    expect(dim).toBe(TINY_MODEL.embeddingLength);
    const [a, b, a2] = await rt.embed(['the first file', 'a different text', 'the first file']);
    for (const v of [a!, b!, a2!]) {
      expect(v).toBeInstanceOf(Float32Array);
      expect(v.length).toBe(dim);
      expect(v.every(Number.isFinite)).toBe(true);
    }
    expect(Array.from(a2!)).toEqual(Array.from(a!));
    expect(Array.from(b!)).not.toEqual(Array.from(a!));
    expect(await rt.embed([])).toEqual([]);
    // Texts longer than the embedding context are cut, not refused.
    const [long] = await rt.embed(['word '.repeat(2000)]);
    expect(long!.length).toBe(dim);
  });

  it('streams 20 tokens through onToken, matching the final text', async () => {
    const pieces: string[] = [];
    const result = await rt.chat(ask, { maxTokens: 20, onToken: (t) => pieces.push(t) });
    expect(result.usage.completionTokens).toBe(20);
    expect(result.usage.promptTokens).toBeGreaterThan(10);
    expect(pieces.length).toBeGreaterThanOrEqual(10);
    expect(pieces.join('')).toBe(result.text);
    // Greedy decoding is repeatable (and the second call reuses the evaluated prompt).
    const again = await rt.chat(ask, { maxTokens: 20 });
    expect(again.text).toBe(result.text);
  });

  it('streams as an async iterator, and breaking out stops the generation', async () => {
    const all: string[] = [];
    for await (const piece of streamChat(rt, ask, { maxTokens: 10 })) all.push(piece);
    expect(all.length).toBeGreaterThan(0);
    let seen = 0;
    for await (const _ of streamChat(rt, ask, { maxTokens: 100_000 })) { if (++seen === 3) break; }
    expect(seen).toBe(3);
    // The runtime still answers after the abandoned stream.
    expect((await rt.chat(ask, { maxTokens: 3 })).usage.completionTokens).toBe(3);
  });

  it('constrains output to a JSON schema and returns the parsed value', async () => {
    const schema = {
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 12 },
        kind: { enum: ['report', 'invoice', 'letter'] },
        tags: { type: 'array', items: { type: 'string', maxLength: 6 }, maxItems: 3 },
        important: { type: 'boolean' },
      },
    };
    const result = await rt.chat([{ role: 'user', content: 'Describe the document as JSON.' }], { jsonSchema: schema, maxTokens: 200 });
    const json = result.json as { title: string; kind: string; tags: string[]; important: boolean };
    expect(JSON.parse(result.text)).toEqual(json);
    expect(Object.keys(json).sort()).toEqual(['important', 'kind', 'tags', 'title']);
    expect(typeof json.title).toBe('string');
    expect(json.title.length).toBeLessThanOrEqual(12);
    expect(['report', 'invoice', 'letter']).toContain(json.kind);
    expect(Array.isArray(json.tags) && json.tags.length <= 3).toBe(true);
    for (const t of json.tags) expect(t.length).toBeLessThanOrEqual(6);
    expect(typeof json.important).toBe('boolean');
  });

  it('says when JSON output is cut by maxTokens', async () => {
    const schema = { type: 'object', properties: { title: { type: 'string', maxLength: 40 } } };
    await expect(rt.chat(ask, { jsonSchema: schema, maxTokens: 4 }))
      .rejects.toSatisfy((e) => isQuarryError(e, 'MODEL_FAILED') && /cut at maxTokens/.test(e.message));
  });

  it('cancellation stops the generation (the process is kept)', async () => {
    await rt.countTokens('warm');
    const controller = new AbortController();
    let tokens = 0;
    let afterAbort = 0;
    const started = Date.now();
    const run = rt.chat(ask, {
      maxTokens: 100_000, // would run for minutes (context shifts) if the cancel did not reach the model
      signal: controller.signal,
      onToken: () => { if (controller.signal.aborted) afterAbort++; else if (++tokens === 5) controller.abort(); },
    });
    await expect(run).rejects.toSatisfy((e) => isQuarryError(e, 'CANCELLED'));
    expect(tokens).toBe(5);
    expect(afterAbort).toBe(0);
    // The next request runs once the worker has stopped the cancelled one, on the same process (not killed).
    const next = await rt.chat(ask, { maxTokens: 2 });
    expect(next.usage.completionTokens).toBe(2);
    expect(Date.now() - started).toBeLessThan(20_000);
    // An already-aborted signal never starts.
    await expect(rt.chat(ask, { signal: AbortSignal.abort() })).rejects.toSatisfy((e) => isQuarryError(e, 'CANCELLED'));
    await expect(rt.embed(['x'], { signal: AbortSignal.abort() })).rejects.toSatisfy((e) => isQuarryError(e, 'CANCELLED'));
  });

  it('times out long generations', async () => {
    await expect(rt.chat(ask, { maxTokens: 100_000, timeoutMs: 800 }))
      .rejects.toSatisfy((e) => isQuarryError(e, 'TIMEOUT') && /800 ms/.test(e.message));
    expect((await rt.chat(ask, { maxTokens: 1 })).usage.completionTokens).toBe(1);
  });

  it('serialises concurrent requests: one generation at a time, in call order', async () => {
    const order: number[] = [];
    const results = await Promise.all([0, 1, 2].map((i) =>
      rt.chat([{ role: 'user', content: `question ${i}` }], { maxTokens: 6, onToken: () => order.push(i) })));
    expect(results.map((r) => r.usage.completionTokens)).toEqual([6, 6, 6]);
    // Tokens of one request never interleave with another's.
    const runs = order.filter((v, i) => i === 0 || order[i - 1] !== v);
    expect(runs).toEqual([0, 1, 2]);
  });
});
