// Link expansion: the pages linked from (or linking to) the first round's top pages, their opening blocks
// ranked by the rank of the page that led to them.
import type { Database } from 'better-sqlite3';
import { linkedDocuments } from '../../store/links.ts';
import { getDocumentBlocks, getBlocks } from '../../store/blocks.ts';
import type { RankedBlock } from './types.ts';

export function linkNeighbours(db: Database, topBlockIds: number[], opts: { blocksPerPage?: number } = {}): RankedBlock[] {
  const out = new Map<number, RankedBlock>();
  const seenDocs = new Set<number>();
  const blocks = getBlocks(db, topBlockIds);
  blocks.forEach((b, rank) => {
    if (seenDocs.has(b.docId)) return;
    seenDocs.add(b.docId);
    for (const l of linkedDocuments(db, b.docId)) {
      if (l.docId === b.docId) continue;
      const neighbours = getDocumentBlocks(db, l.docId).slice(0, opts.blocksPerPage ?? 2);
      for (const n of neighbours) {
        const score = 1 / (rank + 1);
        const prev = out.get(n.id);
        if (!prev || prev.score < score) out.set(n.id, { blockId: n.id, score, note: `${l.direction === 'out' ? 'linked from' : 'links to'} block ${b.id}${l.text ? ` ("${l.text.slice(0, 60)}")` : ''}` });
      }
    }
  });
  return [...out.values()].sort((a, b) => b.score - a.score || a.blockId - b.blockId);
}
