// Semantic retrieval over the library's blocks (see search-blocks.ts).
export { searchBlocks, materialiseBlocks } from './search-blocks.ts';
export { DEFAULT_WEIGHTS, FUSION_SETTINGS_KEY, fusionWeights, reciprocalRankFusion } from './fusion.ts';
export { queryEntities } from './query-entities.ts';
export { entityVotes } from './entity-voting.ts';
export { personalisedPageRank } from './multi-hop.ts';
export { entityReasoningScores } from './entity-reasoning.ts';
export { linkNeighbours } from './link-expansion.ts';
export type { SearchMode, SearchOptions, SearchResult, SearchResponse, TraceStep, FusionWeights, SignalName, QueryEntity, RankedBlock } from './types.ts';
