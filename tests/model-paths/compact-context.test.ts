// The model's compact context for a textual answer: a prize-collecting Steiner tree over the question's
// entities and the best sentences, plus the no-model reading's notes — smaller than the passages it comes from.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { prizeCollectingTree } from '../../electron/engine/answer/model/prize-collecting-tree.ts';
import { compactContext } from '../../electron/engine/answer/model/compact-context.ts';
import { composeTextual } from '../../electron/engine/answer/compose-textual.ts';
import { citationSet } from '../../electron/engine/answer/citations.ts';
import { searchBlocks } from '../../electron/engine/retrieve/semantic/index.ts';
import { tempDir } from '../helpers/tmp.ts';

describe('prize-collecting Steiner tree', () => {
  it('keeps the nodes whose prizes pay for their edges, through a free-of-prize connector when it pays', () => {
    // 0 root; 1 and 2 are worth 3 each behind connector 3 (cost 1 + 1 each); 4 is worth 0.5 behind an edge of 2
    const tree = prizeCollectingTree({ prizes: [0, 3, 3, 0, 0.5], edges: [[0, 3, 1], [3, 1, 1], [3, 2, 1], [0, 4, 2]] }, 0);
    expect(tree.nodes).toEqual([0, 1, 2, 3]);
    expect(tree.net).toBeCloseTo(6 - 3, 10);
  });

  it('prunes a leaf that costs more than it brings and copes with an empty or disconnected graph', () => {
    expect(prizeCollectingTree({ prizes: [0, 0.2], edges: [[0, 1, 1]] }, 0).nodes).toEqual([0]);
    expect(prizeCollectingTree({ prizes: [], edges: [] }, 0).nodes).toEqual([]);
    expect(prizeCollectingTree({ prizes: [0, 5], edges: [] }, 0).nodes).toEqual([0]);
  });
});

describe('compact context', () => {
  const PROSE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/prose');
  let lib: Library;
  beforeAll(async () => {
    lib = openLibrary(path.join(tempDir(), 'ctx.quarry'));
    await indexFolders(lib, [PROSE], { derivers: defaultDerivers() });
  }, 120_000);
  afterAll(() => lib?.close());

  it('gives the model the answer type, the deciding sentence and the conditions, in fewer characters than the passages', async () => {
    for (const q of ['When was Ada Lovelace born?', "Can I get Carer's Allowance?"]) {
      const { results } = await searchBlocks(lib, q, { k: 10 });
      const cites = citationSet(lib.db);
      const composed = composeTextual(lib.db, results, q, cites);
      const ctx = compactContext(lib.db, composed, cites);
      expect(ctx.citations[0].id).toBe(composed.prose.deciding);
      for (const c of composed.prose.conditions) expect(ctx.citations.map((x) => x.id)).toContain(c.citation);
      expect(ctx.notes.join(' ')).toMatch(composed.prose.expected ? /Expected answer: a date/ : /holds under conditions/);
      const size = ctx.citations.reduce((s, c) => s + c.snippet.length, 0);
      expect(size).toBeLessThan(results.slice(0, 5).reduce((s, r) => s + r.text.length, 0));
    }
  });
});
