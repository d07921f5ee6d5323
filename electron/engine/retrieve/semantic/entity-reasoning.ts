// PolyUQuest-style entity-reasoning score for candidate blocks: query–block cosine + capped coverage of the
// question's entities + conciseness, then a greedy pass that penalises further blocks of an already chosen
// page, so the list covers more pages (what multi-document questions need).
import type { Database } from 'better-sqlite3';
import { mentionsInBlocks } from '../../store/entities.ts';
import { getBlocks } from '../../store/blocks.ts';
import type { QueryEntity, RankedBlock } from './types.ts';

export interface ReasoningOptions {
  coveragePerEntity?: number;
  coverageCap?: number;
  concisenessWeight?: number;
  samePagePenalty?: number;
}

export function entityReasoningScores(
  db: Database,
  candidates: number[],
  cosine: Map<number, number>,
  entities: QueryEntity[],
  opts: ReasoningOptions = {},
): RankedBlock[] {
  const perEntity = opts.coveragePerEntity ?? 0.15;
  const cap = opts.coverageCap ?? 0.45;
  const concise = opts.concisenessWeight ?? 0.1;
  const penalty = opts.samePagePenalty ?? 0.1;
  const wanted = new Map(entities.map((e) => [e.id, e]));
  const covered = new Map<number, string[]>();
  for (const m of mentionsInBlocks(db, candidates)) {
    const e = wanted.get(m.entityId);
    if (!e) continue;
    const list = covered.get(m.blockId) ?? [];
    list.push(e.name);
    covered.set(m.blockId, list);
  }
  const blocks = getBlocks(db, candidates);
  const scored = blocks.map((b) => {
    const names = covered.get(b.id) ?? [];
    const score =
      (cosine.get(b.id) ?? 0) + Math.min(cap, perEntity * names.length) + concise / (1 + b.text.length / 1000);
    return { blockId: b.id, docId: b.docId, score, names };
  });
  // greedy: each pick lowers the other blocks of its page
  const out: RankedBlock[] = [];
  const picked = new Map<number, number>();
  const pool = [...scored];
  while (pool.length) {
    let bestI = 0;
    let best = -Infinity;
    pool.forEach((c, i) => {
      const s = c.score - penalty * (picked.get(c.docId) ?? 0);
      if (s > best) {
        best = s;
        bestI = i;
      }
    });
    const [c] = pool.splice(bestI, 1);
    picked.set(c.docId, (picked.get(c.docId) ?? 0) + 1);
    out.push({ blockId: c.blockId, score: best, note: c.names.length ? c.names.join('; ') : undefined });
  }
  return out;
}
