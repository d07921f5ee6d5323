// The document a passage sits in, as evidence for the passage (passage retrieval with document-score
// interpolation, as in Callan 1994): a document whose blocks rank well together is about the query, so each of
// its blocks ranks by the document's total first-stage score, then by its own. Only documents with several
// blocks in the ranking say anything here (a one-block document's score is its block's), so only their blocks
// are listed.
import type { Database } from 'better-sqlite3';
import { getBlocks } from '../../store/blocks.ts';
import type { RankedBlock } from './types.ts';

export function documentPrior(db: Database, ranked: Array<{ blockId: number; score: number }>, depth = 40): RankedBlock[] {
  const top = ranked.slice(0, depth);
  const docOf = new Map(getBlocks(db, top.map((r) => r.blockId)).map((b) => [b.id, b.docId]));
  const docScore = new Map<number, number>();
  const docBlocks = new Map<number, number>();
  for (const r of top) {
    const d = docOf.get(r.blockId);
    if (d === undefined) continue;
    docScore.set(d, (docScore.get(d) ?? 0) + r.score);
    docBlocks.set(d, (docBlocks.get(d) ?? 0) + 1);
  }
  return top
    .filter((r) => docOf.has(r.blockId) && docBlocks.get(docOf.get(r.blockId)!)! >= 2)
    .map((r, i) => ({ blockId: r.blockId, score: docScore.get(docOf.get(r.blockId)!)! + r.score * 1e-3, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ blockId, score }) => ({ blockId, score }));
}

/**
 * How much the first stage agrees on one document: the share of its top blocks that the most represented
 * document holds, mapped to 0 (≤ 20 %: the query spans documents, as a multi-hop question does) … 1 (≥ 50 %).
 */
export function documentAgreement(db: Database, ranked: Array<{ blockId: number }>, top = 10): number {
  const ids = ranked.slice(0, top).map((r) => r.blockId);
  if (ids.length === 0) return 0;
  const counts = new Map<number, number>();
  for (const b of getBlocks(db, ids)) counts.set(b.docId, (counts.get(b.docId) ?? 0) + 1);
  const share = Math.max(...counts.values()) / ids.length;
  return Math.min(1, Math.max(0, (share - 0.2) / 0.3));
}
