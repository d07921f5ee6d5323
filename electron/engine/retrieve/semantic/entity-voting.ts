// Entity voting: each of the question's top entities votes for the blocks that mention it, weighted by the
// entity's rank and score and by how strongly each block mentions it (a page about the entity votes most).
import type { Database } from 'better-sqlite3';
import { mentionsOfEntity } from '../../store/entities.ts';
import type { QueryEntity, RankedBlock } from './types.ts';

export function entityVotes(db: Database, entities: QueryEntity[], opts: { mentionsPerEntity?: number } = {}): RankedBlock[] {
  const votes = new Map<number, { score: number; names: string[] }>();
  entities.forEach((e, rank) => {
    const weight = e.score / (rank + 1);
    for (const m of mentionsOfEntity(db, e.id, opts.mentionsPerEntity ?? 50)) {
      const v = votes.get(m.blockId) ?? { score: 0, names: [] };
      v.score += weight * (m.weight / 3);
      v.names.push(e.name);
      votes.set(m.blockId, v);
    }
  });
  return [...votes]
    .map(([blockId, v]) => ({ blockId, score: v.score, note: v.names.join('; ') }))
    .sort((a, b) => b.score - a.score || a.blockId - b.blockId);
}
