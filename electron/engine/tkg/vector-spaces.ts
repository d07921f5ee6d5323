// Moving the 'blocks' space to another embedder without interrupting search: the new space is filled in
// batches (one short write transaction each, so search and indexing go on in between) and becomes current
// only when every block has a vector; until then search keeps using the old one.
import type { Library } from '../store/library.ts';
import type { LlmRuntime } from '../llm/types.ts';
import { currentVectorSpace, ensureVectorSpace, makeVectorSpaceCurrent, missingVectorIds, putVectors } from '../store/vectors.ts';
import { blockTextsByIds } from '../store/text-stats.ts';
import { quarryError } from '../errors.ts';
import type { Embedder } from './embed/index.ts';
import { embeddingText } from './embedding-text.ts';
import { runtimeEmbedder } from './embedders.ts';

export interface BuildSpaceOptions {
  batchSize?: number;
  /** Stop after this many batches (the build resumes where it stopped on the next call). */
  maxBatches?: number;
  signal?: AbortSignal;
  onProgress?: (done: number) => void;
}

/** Fills the embedder's space with the blocks it lacks; makes it current when complete. Returns whether it is. */
export async function buildVectorSpace(library: Library, embedder: Embedder, opts: BuildSpaceOptions = {}): Promise<boolean> {
  const batchSize = opts.batchSize ?? 256;
  const space = await library.writeTransaction(() => ensureVectorSpace(library.db, 'blocks', embedder.id, embedder.dimension));
  let done = 0;
  for (let batch = 0; opts.maxBatches === undefined || batch < opts.maxBatches; batch++) {
    if (opts.signal?.aborted) throw quarryError('CANCELLED', 'vector space build');
    const ids = missingVectorIds(library.db, space, batchSize);
    if (ids.length === 0) break;
    const rows = blockTextsByIds(library.db, ids);
    const vectors = await embedder.embed(rows.map((r) => embeddingText(r.headingPath, r.text))); // outside the transaction
    await library.writeTransaction(() => putVectors(library.db, space, rows.map((r, i) => ({ id: r.id, vector: vectors[i] }))));
    done += rows.length;
    opts.onProgress?.(done);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const complete = missingVectorIds(library.db, space, 1).length === 0;
  if (complete && currentVectorSpace(library.db, 'blocks')?.table !== space.table) {
    await library.writeTransaction(() => makeVectorSpaceCurrent(library.db, 'blocks', embedder.id, embedder.dimension));
  }
  return complete;
}

/**
 * Brings the 'blocks' space to the preferred embedder: the model's when `runtime` has an embedding model.
 * (Without one, the SIF space is kept by the embedding deriver.) Returns the current embedder id afterwards.
 */
export async function syncVectorSpaces(library: Library, opts: BuildSpaceOptions & { runtime?: LlmRuntime } = {}): Promise<string | null> {
  const model = await runtimeEmbedder(opts.runtime);
  if (model) await buildVectorSpace(library, model, opts);
  return currentVectorSpace(library.db, 'blocks')?.embedder ?? null;
}
