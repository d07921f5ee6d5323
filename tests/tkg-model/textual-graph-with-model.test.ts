// The textual graph's model uses (entity extraction under a grammar, model embeddings replacing GloVe) run end to
// end on the generated tiny model, and the same library builds without any model. A random model's entities are
// noise: the test checks the path runs and stays well-formed, not what it extracts.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRuntime, type LlmRuntime } from '../../electron/engine/llm/index.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { symbolicDeriver } from '../../electron/engine/skg/symbolic-deriver.ts';
import { textGraphDerivers, syncVectorSpaces } from '../../electron/engine/tkg/index.ts';
import { currentVectorSpace } from '../../electron/engine/store/vectors.ts';
import { countEntities } from '../../electron/engine/store/entities.ts';
import { searchBlocks } from '../../electron/engine/retrieve/semantic/index.ts';
import { FAST, tinyModelPath } from '../llm/helpers.ts';
import { SHOP } from '../answer/shop-library.ts';
import { tempDir } from '../helpers/tmp.ts';

let rt: LlmRuntime;
beforeAll(async () => {
  const model = tinyModelPath();
  rt = await openRuntime({ chatModel: model, embeddingModel: model, ...FAST, contextSize: 512 });
}, 120_000);
afterAll(async () => {
  await rt?.close();
});

describe('textual graph with and without a model', () => {
  it('extracts entities with the model and switches search to its embeddings', async () => {
    const lib = openLibrary(path.join(tempDir(), 'with-model.quarry'));
    await indexFolders(lib, [path.join(SHOP, 'guides')], { derivers: [symbolicDeriver(), ...textGraphDerivers({ runtime: rt })] });
    expect(countEntities(lib.db)).toBeGreaterThan(0);
    expect(currentVectorSpace(lib.db, 'blocks')?.embedder).toMatch(/glove/);
    const switched = await syncVectorSpaces(lib, { runtime: rt });
    expect(switched).not.toBeNull();
    const space = currentVectorSpace(lib.db, 'blocks')!;
    expect(space.embedder).not.toMatch(/glove/);
    expect(space.dimension).toBe(await rt.embeddingDimension());
    const res = await searchBlocks(lib, 'warranty returns', { mode: 'vector', runtime: rt, k: 3 });
    expect(res.results.length).toBeGreaterThan(0);
    lib.close();
  }, 120_000);

  it('keeps indexing when the model fails (a context too small for the passage)', async () => {
    const small = await openRuntime({ chatModel: tinyModelPath(), ...FAST, contextSize: 128 });
    try {
      const lib = openLibrary(path.join(tempDir(), 'failing-model.quarry'));
      const report = await indexFolders(lib, [path.join(SHOP, 'guides')], { derivers: [symbolicDeriver(), ...textGraphDerivers({ runtime: small })] });
      expect(report.added).toBe(1);
      expect(countEntities(lib.db)).toBeGreaterThan(0);
      lib.close();
    } finally {
      await small.close();
    }
  }, 120_000);

  it('builds the same library without a model', async () => {
    const lib = openLibrary(path.join(tempDir(), 'no-model.quarry'));
    await indexFolders(lib, [path.join(SHOP, 'guides')], { derivers: [symbolicDeriver(), ...textGraphDerivers()] });
    expect(countEntities(lib.db)).toBeGreaterThan(0);
    expect(await syncVectorSpaces(lib, {})).toBe('glove-sif-100d');
    const res = await searchBlocks(lib, 'warranty returns', { mode: 'fusion', k: 3 });
    expect(res.results[0].text).toMatch(/warranty/i);
    lib.close();
  }, 60_000);
});
