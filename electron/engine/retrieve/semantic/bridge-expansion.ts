// Bridge expansion (KGCaRe-style clue following, without a model): the entities the first round's top blocks
// mention are clues; each clue leads to its own page (the blocks that mention it as their document's subject).
// A clue page scores by the seed's rank, how strongly the seed mentions the clue, and how close the page is to
// the question — "the band formed in what Alberta city" follows the song's page to the band's page.
import type { Database } from 'better-sqlite3';
import { getEntities, mentionCounts, mentionsInBlocks, mentionsOfEntity } from '../../store/entities.ts';
import type { RankedBlock } from './types.ts';

export interface BridgeOptions {
  /** Clues mentioned by more blocks than this are hubs and are not followed (default 40). */
  maxEntityMentions?: number;
  /** A mention at least this strong marks the entity's own page (subject mentions weigh 3). */
  pageWeight?: number;
}

export function bridgeBlocks(
  db: Database,
  seeds: Array<{ blockId: number; weight: number }>,
  relevance: (blockIds: number[]) => Map<number, number>,
  opts: BridgeOptions = {},
): RankedBlock[] {
  const hub = opts.maxEntityMentions ?? 40;
  const pageWeight = opts.pageWeight ?? 2.5;
  const seedIds = new Set(seeds.map((s) => s.blockId));
  const seedWeight = new Map(seeds.map((s) => [s.blockId, s.weight]));
  const clueWeight = new Map<number, { weight: number; from: number }>();
  const mentions = mentionsInBlocks(db, [...seedIds]);
  const counts = mentionCounts(db, [...new Set(mentions.map((m) => m.entityId))]);
  for (const m of mentions) {
    if ((counts.get(m.entityId) ?? 0) > hub) continue;
    if (m.weight >= pageWeight) continue; // the seed's own subject is not a clue to elsewhere
    const w = (seedWeight.get(m.blockId) ?? 0) * m.weight;
    const prev = clueWeight.get(m.entityId);
    if (!prev || prev.weight < w) clueWeight.set(m.entityId, { weight: (prev?.weight ?? 0) + w, from: m.blockId });
    else prev.weight += w;
  }
  const reached = new Map<number, { weight: number; entity: number; from: number }>();
  for (const [entity, clue] of clueWeight) {
    for (const page of mentionsOfEntity(db, entity, 5)) {
      if (page.weight < pageWeight || page.blockId === clue.from) continue;
      const prev = reached.get(page.blockId);
      if (!prev || prev.weight < clue.weight) reached.set(page.blockId, { weight: clue.weight, entity, from: clue.from });
    }
  }
  if (reached.size === 0) return [];
  const rel = relevance([...reached.keys()]);
  const names = new Map(getEntities(db, [...new Set([...reached.values()].map((r) => r.entity))]).map((e) => [e.id, e.name]));
  return [...reached]
    .map(([blockId, r]) => ({
      blockId,
      score: r.weight * (0.25 + Math.max(0, rel.get(blockId) ?? 0)),
      note: `${names.get(r.entity) ?? r.entity} (named in block ${r.from})`,
    }))
    .sort((a, b) => b.score - a.score || a.blockId - b.blockId);
}
