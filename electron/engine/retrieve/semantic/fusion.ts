// Weighted reciprocal-rank fusion of ranked block lists, weights from the library's settings.
import type { Database } from 'better-sqlite3';
import { getSetting } from '../../store/settings.ts';
import type { FusionWeights, RankedBlock, SignalName } from './types.ts';

export const FUSION_SETTINGS_KEY = 'retrieval.fusion';

export const DEFAULT_WEIGHTS: FusionWeights = { bm25: 1, vector: 0.3, entity: 0.3, hop: 0.3, bridge: 1, link: 0.4, reason: 0.1, clue: 0.6, focus: 1, prf: 1, document: 1, rrfK: 5, headingField: 0.5 };

export function fusionWeights(db: Database, overrides: Partial<FusionWeights> = {}): FusionWeights {
  return { ...DEFAULT_WEIGHTS, ...(getSetting<Partial<FusionWeights>>(db, FUSION_SETTINGS_KEY) ?? {}), ...overrides };
}

export interface FusedBlock {
  blockId: number;
  score: number;
  signals: Record<string, number | string>;
}

/** Σ weight / (rrfK + rank) over the lists; each result records its rank, score and note per signal. */
export function reciprocalRankFusion(lists: Partial<Record<SignalName, RankedBlock[]>>, weights: FusionWeights): FusedBlock[] {
  const fused = new Map<number, FusedBlock>();
  for (const [name, list] of Object.entries(lists) as Array<[SignalName, RankedBlock[] | undefined]>) {
    if (!list) continue;
    const w = weights[name] ?? 0;
    if (w === 0) continue;
    list.forEach((item, i) => {
      let f = fused.get(item.blockId);
      if (!f) fused.set(item.blockId, (f = { blockId: item.blockId, score: 0, signals: {} }));
      f.score += w / (weights.rrfK + i + 1);
      f.signals[`${name}_rank`] = i + 1;
      f.signals[name] = round(item.score);
      if (item.note) f.signals[`${name}_via`] = item.note;
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || a.blockId - b.blockId);
}

export function round(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
