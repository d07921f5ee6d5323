// The typed progress events of indexing, shared by the CLI's progress bar and the UI.

import type { IndexProgressEvent } from '../../../shared/api.ts';

/** One folder's indexing progress: the same shape the UI receives (shared/api.ts). */
export type IndexProgress = IndexProgressEvent;
export type IndexPhase = IndexProgress['phase'];

export type ProgressListener = (p: IndexProgress) => void;

/** Tracks one folder's indexing and computes the ETA from the bytes done so far. */
export function progressTracker(folder: string, listener: ProgressListener | undefined) {
  const started = Date.now();
  const state: IndexProgress = {
    phase: 'scan',
    folder,
    filesDone: 0,
    filesTotal: 0,
    bytesDone: 0,
    bytesTotal: 0,
    currentFile: null,
    errors: 0,
    refreshing: 0,
    etaMs: null,
  };
  let lastEmit = 0;
  const emit = (force: boolean) => {
    if (!listener) return;
    const now = Date.now();
    if (!force && now - lastEmit < 100) return;
    lastEmit = now;
    const elapsed = now - started;
    state.etaMs =
      state.phase === 'parse' && state.bytesDone > 0 && elapsed > 200
        ? Math.round((elapsed / state.bytesDone) * (state.bytesTotal - state.bytesDone))
        : null;
    listener({ ...state });
  };
  return {
    state,
    phase(phase: IndexPhase) {
      state.phase = phase;
      state.currentFile = null;
      emit(true);
    },
    /** Files and bytes of the folder; `refreshing` of the files are unchanged ones an older Quarry derived. */
    total(files: number, bytes: number, refreshing = 0) {
      state.filesTotal = files;
      state.bytesTotal = bytes;
      state.refreshing = refreshing;
      emit(true);
    },
    file(relpath: string) {
      state.currentFile = relpath;
      emit(false);
    },
    fileDone(bytes: number, failed: boolean) {
      state.filesDone++;
      state.bytesDone += bytes;
      if (failed) state.errors++;
      emit(state.filesDone === state.filesTotal);
    },
  };
}
