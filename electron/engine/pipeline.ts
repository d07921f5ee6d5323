// The derivers every indexing run applies after ingest stores a document (symbolic graph, textual graph…).
// Each later stage registers here, so the CLI, the web mode and the app index the same way.
// Changing what a deriver (or a parser) writes for the same file means bumping FACTS_VERSION (facts-version.ts),
// so that libraries indexed before the change are re-derived on their next indexing run.
import type { DocumentDeriver } from './ingest/index-folder.ts';
import { symbolicDeriver } from './skg/symbolic-deriver.ts';
import { textGraphDerivers } from './tkg/index.ts';
import type { LlmRuntime } from './llm/index.ts';

export { FACTS_VERSION } from './facts-version.ts';

export interface PipelineOptions {
  /** The model runtime, when the user has a model: its embeddings index graph patterns and text. */
  runtime?: LlmRuntime;
}

export function defaultDerivers(opts: PipelineOptions = {}): DocumentDeriver[] {
  return [symbolicDeriver({ runtime: opts.runtime }), ...textGraphDerivers({ runtime: opts.runtime })];
}
