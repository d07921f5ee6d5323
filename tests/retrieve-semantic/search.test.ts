import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { searchBlocks, reciprocalRankFusion, fusionWeights, DEFAULT_WEIGHTS, FUSION_SETTINGS_KEY, entityVotes, queryEntities } from '../../electron/engine/retrieve/semantic/index.ts';
import { setSetting } from '../../electron/engine/store/settings.ts';
import { currentVectorSpace } from '../../electron/engine/store/vectors.ts';
import { getBlocks } from '../../electron/engine/store/blocks.ts';
import { buildVectorSpace, syncVectorSpaces } from '../../electron/engine/tkg/index.ts';
import { hashedTrigramVector } from '../../electron/engine/tkg/embed/index.ts';
import type { LlmRuntime } from '../../electron/engine/llm/types.ts';
import { searchCommand } from '../../electron/cli/search-command.ts';
import { indexedSite, tempDir } from '../tkg/helpers.ts';

const BRIDGE_QUESTION = 'In which city is the maker of Project Falcon based?';

describe('semantic search on a fixture with a known answer path', () => {
  it('reaches the answer page through the entity the first page names (multi-hop), and says how', async () => {
    const { library } = await indexedSite();
    const bm25 = await searchBlocks(library, BRIDGE_QUESTION, { k: 3, mode: 'bm25' });
    expect(bm25.results.map((r) => r.path)).not.toContain('orion.md'); // no word of the question is on it
    const fused = await searchBlocks(library, BRIDGE_QUESTION, { k: 3, mode: 'fusion' });
    const answer = fused.results.find((r) => r.path === 'orion.md');
    expect(answer).toBeDefined();
    expect(answer!.text).toContain('Reykjavik');
    expect(answer!.signals.bridge_via).toMatch(/^Orion Labs/);
    expect(answer!.signals.link_via).toMatch(/linked from block/);
    expect(fused.results.map((r) => r.path)).toContain('falcon.md');
    for (const step of ['bm25', 'vector kNN', 'question entities', 'entity voting', 'multi-hop (personalised PageRank)', 'bridge expansion', 'link expansion', 'entity reasoning', 'fusion']) {
      expect(fused.trace.map((t) => t.step)).toContain(step);
    }
    expect(fused.trace.find((t) => t.step === 'question entities')!.detail).toMatch(/^Project Falcon \(name/);
  });

  it('lets the question entities vote for the blocks that mention them, their own page first', async () => {
    const { library } = await indexedSite();
    const entities = queryEntities(library.db, 'Who owns Kestrel Systems and Orion Labs?');
    expect(entities.slice(0, 2).map((e) => e.name).sort()).toEqual(['Kestrel Systems', 'Orion Labs']);
    const votes = entityVotes(library.db, entities);
    const docs = getBlocks(library.db, votes.slice(0, 2).map((v) => v.blockId)).map((b) => b.docId);
    const paths = docs.map((d) => (library.db.prepare('SELECT relpath FROM documents WHERE id = ?').get(d) as { relpath: string }).relpath);
    expect(paths.sort()).toEqual(['kestrel.md', 'orion.md']);
    expect(votes[0].note).toMatch(/Kestrel Systems|Orion Labs/);
  });

  it('keeps each mode to its own signals and returns results in the documented shape', async () => {
    const { library } = await indexedSite();
    const vector = await searchBlocks(library, 'drones that map glaciers from the air', { k: 4, mode: 'vector' });
    expect(vector.results).toHaveLength(4);
    for (const r of vector.results) expect(Object.keys(r.signals).sort()).toEqual(['vector', 'vector_rank']);
    const bm25 = await searchBlocks(library, 'glaciers', { k: 4, mode: 'bm25' });
    expect(bm25.results[0].path).toBe('glaciers.md');
    const r = bm25.results[0];
    expect(Object.keys(r).sort()).toEqual(['blockId', 'docId', 'end', 'headingPath', 'kind', 'page', 'path', 'score', 'signals', 'start', 'text']);
    expect(r.headingPath).toEqual(['Glacier mapping']);
    await expect(searchBlocks(library, '   ')).rejects.toMatchObject({ code: 'QUESTION_INVALID' });
    await expect(searchBlocks(library, 'x', { mode: 'nope' as never })).rejects.toMatchObject({ code: 'BAD_ARGUMENT' });
  });
});

describe('fusion', () => {
  it('adds weight / (rrfK + rank) per list and records every signal', () => {
    const weights = { ...DEFAULT_WEIGHTS, bm25: 1, vector: 0.5, rrfK: 5 };
    const fused = reciprocalRankFusion(
      { bm25: [{ blockId: 1, score: 9 }, { blockId: 2, score: 5 }], vector: [{ blockId: 2, score: 0.9, note: 'x' }, { blockId: 3, score: 0.8 }] },
      weights,
    );
    expect(fused.map((f) => f.blockId)).toEqual([2, 1, 3]);
    expect(fused[0].score).toBeCloseTo(1 / 7 + 0.5 / 6, 10);
    expect(fused[0].signals).toEqual({ bm25_rank: 2, bm25: 5, vector_rank: 1, vector: 0.9, vector_via: 'x' });
  });

  it('reads its weights from the library settings', async () => {
    const { library } = await indexedSite();
    setSetting(library.db, FUSION_SETTINGS_KEY, { bm25: 0, vector: 0, entity: 0, hop: 0, bridge: 0, link: 0, reason: 0, rrfK: 1 });
    expect(fusionWeights(library.db).rrfK).toBe(1);
    expect(fusionWeights(library.db, { bm25: 2 }).bm25).toBe(2);
    setSetting(library.db, FUSION_SETTINGS_KEY, { bridge: 0, link: 0, hop: 0, reason: 0, entity: 0, vector: 0 });
    const onlyBm25 = await searchBlocks(library, BRIDGE_QUESTION, { k: 6 });
    const bm25 = await searchBlocks(library, BRIDGE_QUESTION, { k: 6, mode: 'bm25' });
    expect(onlyBm25.results.slice(0, bm25.results.length).map((r) => r.blockId)).toEqual(bm25.results.map((r) => r.blockId));
  });
});

function fakeEmbeddingRuntime(): LlmRuntime & { calls: number } {
  const rt = {
    calls: 0,
    available: true,
    chatModel: null,
    embeddingModel: { name: 'fake-embed' } as LlmRuntime['embeddingModel'],
    chat: () => Promise.reject(new Error('no chat')),
    async embed(texts: string[]) {
      rt.calls++;
      return texts.map((t) => hashedTrigramVector(t.toLowerCase(), 16));
    },
    embeddingDimension: async () => 16,
    countTokens: async () => 0,
    close: async () => undefined,
  };
  return rt;
}

describe('changing the embedder', () => {
  it('builds the new space in batches while search keeps using the old one, then switches', async () => {
    const { library } = await indexedSite();
    const runtime = fakeEmbeddingRuntime();
    const done = await buildVectorSpace(library, { id: 'model:fake-embed', dimension: 16, embed: (t) => runtime.embed(t) }, { batchSize: 2, maxBatches: 1 });
    expect(done).toBe(false);
    expect(currentVectorSpace(library.db, 'blocks')!.embedder).toBe('glove-sif-100d');
    const during = await searchBlocks(library, 'glacier survey drone', { k: 3, mode: 'vector', runtime });
    expect(during.results).toHaveLength(3);
    expect(during.trace[0].detail).toContain('glove-sif-100d');

    expect(await syncVectorSpaces(library, { runtime })).toBe('model:fake-embed');
    const after = await searchBlocks(library, 'glacier survey drone', { k: 3, mode: 'vector', runtime });
    expect(after.trace[0].detail).toContain('model:fake-embed (16-d)');
    expect(after.results).toHaveLength(3);

    // without the model its vectors cannot be queried: fusion goes on without them and says why
    const without = await searchBlocks(library, BRIDGE_QUESTION, { k: 3 });
    expect(without.results.length).toBe(3);
    expect(without.trace.find((t) => t.step === 'embed question')!.detail).toMatch(/not loaded/);
    expect(without.results.every((r) => !('vector_rank' in r.signals))).toBe(true);
  });
});

describe('quarry search', () => {
  it('prints JSON for one question and writes one JSON line per question in batch mode', async () => {
    const { library } = await indexedSite();
    library.close();
    const out: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out.push(String(chunk));
      return true;
    });
    try {
      expect(await searchCommand(BRIDGE_QUESTION, { library: library.path, json: true, k: '3' })).toBe(0);
    } finally {
      spy.mockRestore();
    }
    const single = JSON.parse(out.join('')) as { results: Array<Record<string, unknown>>; trace: unknown[] };
    expect(single.results).toHaveLength(3);
    expect(single.results[0]).toMatchObject({ path: expect.any(String), block: expect.any(Number), score: expect.any(Number), signals: expect.any(Object) });
    expect(single.trace.length).toBeGreaterThan(3);

    const dir = tempDir();
    const questions = path.join(dir, 'q.json');
    const jsonl = path.join(dir, 'out.jsonl');
    fs.writeFileSync(questions, JSON.stringify([{ id: 'a', question: BRIDGE_QUESTION }, { id: 'b', question: 'port of Rotterdam ship traffic' }]));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await searchCommand(undefined, { library: library.path, questions, out: jsonl, k: '2', mode: 'bm25' })).toBe(0);
    } finally {
      log.mockRestore();
    }
    const lines = fs.readFileSync(jsonl, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; results: Array<{ path: string; block: number; score: number; signals: Record<string, unknown> }> });
    expect(lines.map((l) => l.id)).toEqual(['a', 'b']);
    expect(lines[1].results[0].path).toBe('harbor.md');
    expect(lines[0].results).toHaveLength(2);
    expect(Object.keys(lines[1].results[0].signals)).toEqual(['bm25_rank', 'bm25']);
    await expect(searchCommand(undefined, { library: library.path, questions })).rejects.toMatchObject({ code: 'BAD_ARGUMENT' });
    await expect(searchCommand('x', { library: library.path, mode: 'fast' })).rejects.toMatchObject({ code: 'BAD_ARGUMENT' });
  });
});
