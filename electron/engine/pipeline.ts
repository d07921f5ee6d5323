// The derivers every indexing run applies after ingest stores a document (symbolic graph, textual graph…).
// Each later stage registers here, so the CLI, the web mode and the app index the same way.
import type { DocumentDeriver } from './ingest/index-folder.ts';
import { symbolicDeriver } from './skg/symbolic-deriver.ts';
import { textGraphDerivers } from './tkg/index.ts';

export function defaultDerivers(): DocumentDeriver[] {
  return [symbolicDeriver(), ...textGraphDerivers()];
}
