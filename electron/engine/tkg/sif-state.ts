// What the library remembers about its SIF space: the principal component removed from block vectors, how
// many blocks it was fitted on (a library that grew or shrank by a quarter is refitted) and the word total.
import type { Database } from 'better-sqlite3';
import { getSetting, setSetting } from '../store/settings.ts';

export const SIF_STATE_KEY = 'tkg.sif';

export interface SifState {
  pc: number[] | null;
  fittedBlocks: number;
  totalWords: number;
}

export function readSifState(db: Database): SifState {
  return getSetting<SifState>(db, SIF_STATE_KEY) ?? { pc: null, fittedBlocks: 0, totalWords: 0 };
}

export function writeSifState(db: Database, state: SifState): void {
  setSetting(db, SIF_STATE_KEY, state);
}
