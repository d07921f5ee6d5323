// Quarry's textual graph: block embeddings (GloVe SIF by default, the model's when configured) and entities
// with their mentions, built by two derivers that run inside the indexer's transactions.
import type { DocumentDeriver } from '../ingest/index-folder.ts';
import type { LlmRuntime } from '../llm/types.ts';
import type { WordVectorOptions } from './embed/index.ts';
import { embeddingDeriver } from './embedding-deriver.ts';
import { entityDeriver } from './entity-deriver.ts';

export { embeddingDeriver, type EmbeddingDeriverOptions } from './embedding-deriver.ts';
export { entityDeriver, type EntityDeriverOptions } from './entity-deriver.ts';
export { buildVectorSpace, syncVectorSpaces, type BuildSpaceOptions } from './vector-spaces.ts';
export { canonicalName, singular } from './canonical.ts';
export { extractEntities, knownNames, type ExtractedMention, type EntityKind } from './extract-entities.ts';
export { modelEntities, ENTITY_SCHEMA } from './model-entities.ts';
export { splitSentences } from './sentences.ts';
export { runtimeEmbedder, querySif, isSifEmbedderId } from './embedders.ts';

export interface TextGraphOptions {
  runtime?: LlmRuntime;
  wordVectors?: WordVectorOptions;
  /** Extract entities with the chat model when there is one (default true). */
  modelEntities?: boolean;
}

/** The textual graph's derivers, in the order they must run (embeddings first: they write the word counts). */
export function textGraphDerivers(opts: TextGraphOptions = {}): DocumentDeriver[] {
  return [
    embeddingDeriver({ runtime: opts.runtime, wordVectors: opts.wordVectors }),
    entityDeriver({ runtime: opts.runtime, wordVectors: opts.wordVectors, useModel: opts.modelEntities }),
  ];
}
