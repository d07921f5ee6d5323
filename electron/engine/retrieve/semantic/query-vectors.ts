// The question's vectors: in the library's current block space (with the embedder that built it: GloVe SIF
// with the stored frequencies and principal component, or the model's through the runtime) and in the
// entity space (SIF without the component). A space whose embedder is not at hand is skipped, with a reason.
import type { Database } from 'better-sqlite3';
import type { LlmRuntime } from '../../llm/types.ts';
import { currentVectorSpace, type VectorSpace } from '../../store/vectors.ts';
import type { Embedder, WordVectorOptions } from '../../tkg/embed/index.ts';
import { isSifEmbedderId, querySif, runtimeEmbedder, wordVectors } from '../../tkg/embedders.ts';

export interface QueryVectors {
  blockSpace: VectorSpace | null;
  block: Float32Array | null;
  entity: Float32Array | null;
  /** Why there is no block vector, when there is none. */
  missing?: string;
}

export async function queryVectors(
  db: Database,
  question: string,
  opts: { runtime?: LlmRuntime; embedder?: Embedder; wordVectors?: WordVectorOptions; needEntity: boolean },
): Promise<QueryVectors> {
  const blockSpace = currentVectorSpace(db, 'blocks') ?? null;
  const entitySpace = currentVectorSpace(db, 'entities');
  const needSif = (blockSpace && isSifEmbedderId(blockSpace.embedder) && !opts.embedder) || (opts.needEntity && entitySpace);
  const words = needSif ? await wordVectors(opts.wordVectors) : null;
  let block: Float32Array | null = null;
  let missing: string | undefined;
  if (!blockSpace) missing = 'the library has no block vectors yet';
  else if (opts.embedder && opts.embedder.id === blockSpace.embedder) [block] = await opts.embedder.embed([question]);
  else if (isSifEmbedderId(blockSpace.embedder)) block = querySif(db, words!, question, { withPc: true }).embedText(question).vector;
  else {
    const model = await runtimeEmbedder(opts.runtime);
    if (model && model.id === blockSpace.embedder) [block] = await model.embed([question]);
    else missing = `block vectors were built by ${blockSpace.embedder}, which is not loaded`;
  }
  if (block && blockSpace && block.length !== blockSpace.dimension) {
    missing = `query vector has ${block.length} dimensions, the space ${blockSpace.dimension}`;
    block = null;
  }
  const entity = words && entitySpace ? querySif(db, words, question, { withPc: false }).embedText(question).vector : null;
  return { blockSpace, block, entity, missing };
}
