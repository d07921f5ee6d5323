// Multi-hop with a model: it prunes entities and proposes clues between hops (scripted model: deterministic;
// the generated tiny model: the path runs end to end under its grammar). Without a model nothing of this runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, GenerateOptions, LlmRuntime } from '../../electron/engine/llm/index.ts';
import { openRuntime } from '../../electron/engine/llm/index.ts';
import { searchBlocks } from '../../electron/engine/retrieve/semantic/index.ts';
import { CLUE_SCHEMA } from '../../electron/engine/retrieve/semantic/model-clues.ts';
import type { Library } from '../../electron/engine/store/library.ts';
import { indexedSite } from '../tkg/helpers.ts';
import { FAST, tinyModelPath } from '../llm/helpers.ts';

function cluingRuntime(reply: { drop: string[]; clues: string[] }): LlmRuntime & { prompts: ChatMessage[][] } {
  const prompts: ChatMessage[][] = [];
  return {
    available: true,
    chatModel: { path: '/scripted.gguf', fileName: 'scripted.gguf', name: 'scripted', architecture: 'llama', sizeBytes: 0, contextLength: 2048, embeddingLength: 8, blockCount: 1, vocabularySize: 1, fileType: null, chatTemplate: null, kind: 'chat' },
    embeddingModel: null,
    prompts,
    async chat(messages: ChatMessage[], opts: GenerateOptions = {}) {
      expect(opts.jsonSchema).toEqual(CLUE_SCHEMA);
      prompts.push(messages);
      return { text: JSON.stringify(reply), json: reply, usage: { promptTokens: 100, completionTokens: 10 } };
    },
    async embed() {
      return [];
    },
    async embeddingDimension() {
      return null;
    },
    async countTokens(t: string) {
      return Math.ceil(t.length / 4);
    },
    async close() {},
  };
}

let library: Library;
beforeAll(async () => {
  ({ library } = await indexedSite());
}, 60_000);

describe('multi-hop with a model', () => {
  it('searches the clues the model proposes and records them as a signal', async () => {
    const rt = cluingRuntime({ drop: [], clues: ['Orion Labs headquarters'] });
    const res = await searchBlocks(library, 'In which city is the maker of Project Falcon based?', { runtime: rt, k: 10 });
    expect(rt.prompts).toHaveLength(1);
    expect(rt.prompts[0][1].content).toMatch(/Project Falcon/);
    expect(res.trace.find((t) => t.step === 'model clues')?.detail).toMatch(/clues "Orion Labs headquarters"/);
    const clued = res.results.filter((r) => r.signals.clue_rank !== undefined);
    expect(clued.length).toBeGreaterThan(0);
    expect(clued.some((r) => r.path === 'orion.md')).toBe(true);
  });

  it('drops only entities it was shown, and a failing model leaves scores in charge', async () => {
    const rt = cluingRuntime({ drop: ['Project Falcon', 'Not An Entity'], clues: [] });
    const res = await searchBlocks(library, 'In which city is the maker of Project Falcon based?', { runtime: rt });
    expect(res.trace.find((t) => t.step === 'model clues')?.detail).toMatch(/^dropped Project Falcon; clues none/);
    const failing = { ...cluingRuntime({ drop: [], clues: [] }), chat: async () => { throw new Error('boom'); } };
    const res2 = await searchBlocks(library, 'In which city is the maker of Project Falcon based?', { runtime: failing });
    expect(res2.trace.find((t) => t.step === 'model clues')?.detail).toMatch(/could not help \(boom\)/);
    expect(res2.results.length).toBeGreaterThan(0);
  });

  it('runs end to end on the generated tiny model', async () => {
    const rt = await openRuntime({ chatModel: tinyModelPath(), ...FAST, contextSize: 1024 });
    try {
      const res = await searchBlocks(library, 'In which city is the maker of Project Falcon based?', { runtime: rt });
      expect(res.trace.some((t) => t.step === 'model clues')).toBe(true);
      expect(res.results.length).toBeGreaterThan(0);
    } finally {
      await rt.close();
    }
  }, 60_000);

  it('asks no model without one', async () => {
    const res = await searchBlocks(library, 'In which city is the maker of Project Falcon based?');
    expect(res.trace.some((t) => t.step === 'model clues')).toBe(false);
  });
});

afterAll(() => undefined);
