// Shapes of semantic retrieval: ranked lists from each signal, and the results handed to callers.
import type { LlmRuntime } from '../../llm/types.ts';
import type { Embedder, WordVectorOptions } from '../../tkg/embed/index.ts';

export type SearchMode = 'bm25' | 'vector' | 'fusion';

/** The signals fusion combines; each is a ranked list of blocks. */
export type SignalName = 'bm25' | 'vector' | 'entity' | 'hop' | 'bridge' | 'link' | 'reason' | 'clue' | 'focus' | 'prf' | 'document';

export interface FusionWeights extends Record<SignalName, number> {
  /** Reciprocal-rank constant: score = Σ weight / (rrfK + rank). */
  rrfK: number;
  /** BM25F weight of the heading field against the text field (1) in fusion's BM25 lists. */
  headingField: number;
}

export interface RankedBlock {
  blockId: number;
  score: number;
  /** Why this signal found it (e.g. the entities that voted), shown in the result's signals. */
  note?: string;
}

export interface SearchOptions {
  /** Number of results (default 10). */
  k?: number;
  mode?: SearchMode;
  /** The model runtime: its embeddings are used when the library's vectors were built with them. */
  runtime?: LlmRuntime;
  /** Query embedder to use instead of resolving one from the library's current space (tests, tools). */
  embedder?: Embedder;
  wordVectors?: WordVectorOptions;
  /** Overrides of the fusion weights stored in settings. */
  weights?: Partial<FusionWeights>;
  /** With a chat model in `runtime`: let it prune entities and propose clues between hops (default true). */
  modelHops?: boolean;
}

export interface SearchResult {
  blockId: number;
  docId: number;
  /** Path relative to its indexed folder. */
  path: string;
  headingPath: string[];
  text: string;
  start: number;
  end: number;
  page: number | null;
  /** The block's kind ('text', 'list', 'table', 'code'), when known. */
  kind?: string;
  score: number;
  /** Which signals found it: `<signal>_rank` (1-based), `<signal>` scores, and notes such as `entities`. */
  signals: Record<string, number | string>;
}

export interface TraceStep {
  step: string;
  detail: string;
  ms: number;
}

export interface SearchResponse {
  results: SearchResult[];
  trace: TraceStep[];
}

/** The question's entities, best first. */
export interface QueryEntity {
  id: number;
  name: string;
  score: number;
  /** How many blocks mention it. */
  mentions: number;
  how: 'name' | 'similar' | 'name+similar';
}
