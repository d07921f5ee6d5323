// Pseudo-relevance feedback (RM3, Lavrenko & Croft; Abdul-Jaleel et al.): the words that weigh most in the top
// BM25 blocks — by term frequency in each block times the block's BM25 weight, rare words favoured — expand the
// query, and the expanded query is searched again. Its list joins fusion next to the original BM25 list (the
// interpolation of RM3, done by rank).
import type { Database } from 'better-sqlite3';
import { getBlocks, searchBlocksBm25 } from '../../store/blocks.ts';
import { totalWordCount, wordCountsOf } from '../../store/text-stats.ts';
import { tokenize } from '../../tkg/embed/tokenize.ts';
import { STOP_WORDS } from '../../tkg/stop-words.ts';
import type { RankedBlock } from './types.ts';

export interface FeedbackOptions {
  /** Top blocks read for feedback (default 5). */
  docs?: number;
  /** Expansion terms added (default 8). */
  terms?: number;
  /** Results of the expanded search. */
  k: number;
}

export function feedbackTerms(db: Database, query: string, top: RankedBlock[], opts: { docs?: number; terms?: number } = {}): string[] {
  const fb = top.slice(0, opts.docs ?? 5);
  if (fb.length === 0) return [];
  const inQuery = new Set(tokenize(query));
  const max = Math.max(...fb.map((b) => b.score)) || 1;
  const weight = new Map<string, number>();
  for (const b of getBlocks(db, fb.map((x) => x.blockId))) {
    const words = tokenize(b.text).filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !/^\d+$/.test(w));
    if (words.length === 0) continue;
    const tf = new Map<string, number>();
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    const blockWeight = (fb.find((x) => x.blockId === b.id)?.score ?? 0) / max;
    for (const [w, n] of tf) weight.set(w, (weight.get(w) ?? 0) + blockWeight * (n / words.length));
  }
  const counts = wordCountsOf(db, [...weight.keys()]);
  const total = Math.max(1, totalWordCount(db));
  return [...weight.entries()]
    .filter(([w]) => !inQuery.has(w))
    .map(([w, p]) => [w, p * Math.log(1 + total / (1 + (counts.get(w) ?? 0)))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, opts.terms ?? 8)
    .map(([w]) => w);
}

export function relevanceFeedback(db: Database, query: string, top: RankedBlock[], opts: FeedbackOptions, columns?: { text: number; heading: number }): RankedBlock[] {
  const extra = feedbackTerms(db, query, top, opts);
  if (extra.length === 0) return [];
  return searchBlocksBm25(db, `${query} ${extra.join(' ')}`, opts.k, columns).map((r) => ({ ...r, note: `+ ${extra.join(' ')}` }));
}
