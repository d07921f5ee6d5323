// Multi-hop retrieval, HippoRAG style: personalised PageRank over the entity–block graph around the first
// round. Seeds are the question's entities and the first round's top blocks; the graph is their mentions,
// the other entities those blocks mention (bridge entities, hubs left out), and the blocks mentioning those.
// Blocks reached through a bridge entity (the page of an entity the first page names) rank high.
import type { Database } from 'better-sqlite3';
import { mentionCounts, mentionsInBlocks, mentionsOfEntity, getEntities, type MentionRef } from '../../store/entities.ts';
import type { QueryEntity, RankedBlock } from './types.ts';

export interface HopOptions {
  /** Entities mentioned by more blocks than this are hubs and are not walked through (default 40). */
  maxEntityMentions?: number;
  mentionsPerEntity?: number;
  damping?: number;
  iterations?: number;
}

export function personalisedPageRank(
  db: Database,
  seeds: { entities: QueryEntity[]; blocks: Array<{ blockId: number; weight: number }> },
  opts: HopOptions = {},
): RankedBlock[] {
  const hubLimit = opts.maxEntityMentions ?? 40;
  const perEntity = opts.mentionsPerEntity ?? 30;
  const damping = opts.damping ?? 0.5;
  const iterations = opts.iterations ?? 20;

  // nodes: 'e<id>' and 'b<id>'; undirected weighted edges from mentions
  const edges = new Map<string, Map<string, number>>();
  const link = (a: string, b: string, w: number) => {
    let ea = edges.get(a);
    if (!ea) edges.set(a, (ea = new Map()));
    ea.set(b, Math.max(ea.get(b) ?? 0, w));
    let eb = edges.get(b);
    if (!eb) edges.set(b, (eb = new Map()));
    eb.set(a, Math.max(eb.get(a) ?? 0, w));
  };
  const addMentions = (ms: MentionRef[]) => {
    for (const m of ms) link(`e${m.entityId}`, `b${m.blockId}`, m.weight);
  };

  const seedBlocks = seeds.blocks.map((b) => b.blockId);
  const blockMentions = mentionsInBlocks(db, seedBlocks);
  const entityIds = new Set<number>([...seeds.entities.map((e) => e.id), ...blockMentions.map((m) => m.entityId)]);
  const counts = mentionCounts(db, [...entityIds]);
  addMentions(blockMentions.filter((m) => (counts.get(m.entityId) ?? 0) <= hubLimit || seeds.entities.some((e) => e.id === m.entityId)));
  for (const id of entityIds) {
    const n = counts.get(id) ?? 0;
    if (n > hubLimit && !seeds.entities.some((e) => e.id === id)) continue;
    addMentions(mentionsOfEntity(db, id, perEntity));
  }

  const reset = new Map<string, number>();
  let total = 0;
  for (const e of seeds.entities) total += e.score;
  for (const b of seeds.blocks) total += b.weight;
  if (total <= 0) return [];
  for (const e of seeds.entities) reset.set(`e${e.id}`, (reset.get(`e${e.id}`) ?? 0) + e.score / total);
  for (const b of seeds.blocks) reset.set(`b${b.blockId}`, (reset.get(`b${b.blockId}`) ?? 0) + b.weight / total);

  const strength = new Map<string, number>();
  for (const [node, es] of edges) {
    let s = 0;
    for (const w of es.values()) s += w;
    strength.set(node, s);
  }
  let rank = new Map(reset);
  for (let it = 0; it < iterations; it++) {
    const next = new Map<string, number>();
    for (const [node, r] of reset) next.set(node, (1 - damping) * r);
    for (const [node, r] of rank) {
      const es = edges.get(node);
      if (!es) {
        // dangling: its mass returns to the seeds
        for (const [s, p] of reset) next.set(s, (next.get(s) ?? 0) + damping * r * p);
        continue;
      }
      const s = strength.get(node)!;
      for (const [to, w] of es) next.set(to, (next.get(to) ?? 0) + (damping * r * w) / s);
    }
    rank = next;
  }

  // the entity each block was most likely reached through, for the explanation
  const via = new Map<number, number>();
  const out: RankedBlock[] = [];
  for (const [node, r] of rank) {
    if (node[0] !== 'b') continue;
    const blockId = Number(node.slice(1));
    let bestEntity = -1;
    let best = -1;
    for (const [to] of edges.get(node) ?? []) {
      const er = rank.get(to) ?? 0;
      if (er > best) {
        best = er;
        bestEntity = Number(to.slice(1));
      }
    }
    if (bestEntity >= 0) via.set(blockId, bestEntity);
    out.push({ blockId, score: r });
  }
  out.sort((a, b) => b.score - a.score || a.blockId - b.blockId);
  const names = new Map(getEntities(db, [...new Set(via.values())]).map((e) => [e.id, e.name]));
  for (const o of out) {
    const e = via.get(o.blockId);
    if (e !== undefined && names.has(e)) o.note = names.get(e);
  }
  return out;
}
