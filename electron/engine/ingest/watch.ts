// Keeps a library in step with its folders while the app runs: a file added, changed or removed under a watched
// folder re-indexes that folder (the indexer skips unchanged files, so this costs little) after a quiet period.
// Runs are serialised, one at a time; errors go to a callback and never escape the watcher.
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { isQuarryError } from '../errors.ts';
import type { Library } from '../store/library.ts';
import { indexFolders, type DocumentDeriver, type IndexOptions, type IndexReport } from './index-folder.ts';
import { createParsePool } from './parse-pool.ts';
import { fileBudgets } from './budgets.ts';
import type { ProgressListener } from './progress.ts';

export interface WatchOptions {
  derivers?: DocumentDeriver[];
  onProgress?: ProgressListener;
  /** After each re-index of a folder. */
  onIndexed?: (report: IndexReport) => void;
  /** Any failure: a re-index that threw, or the file watcher's own errors. Default: a warning on stderr. */
  onError?: (error: unknown, folder: string | null) => void;
  /** Quiet time after the last change before re-indexing (ms, default 500). */
  debounceMs?: number;
  /** Passed on to every indexing run (size limit, batch size…). */
  indexOptions?: Omit<IndexOptions, 'derivers' | 'onProgress' | 'signal'>;
}

export interface FolderWatcher {
  /** Resolves once the initial scan of the watched folders is done and changes are being reported. */
  ready: Promise<void>;
  /** Resolves when no run is queued or running (a change still in its quiet period counts as queued). */
  idle(): Promise<void>;
  /** Stops watching; a run in progress is cancelled between batches (its committed batches stay). */
  close(): Promise<void>;
}

const IGNORED_NAMES = new Set(['.git', 'node_modules', '.svn', '.hg', '__pycache__']);

export function watchFolders(library: Library, folders: string[], options: WatchOptions = {}): FolderWatcher {
  const roots = [...new Set(folders.map((f) => path.resolve(f)))];
  const debounceMs = options.debounceMs ?? 500;
  const report = (error: unknown, folder: string | null) => {
    try {
      if (options.onError) options.onError(error, folder);
      else process.stderr.write(`quarry: watching ${folder ?? roots.join(', ')}: ${(error as Error)?.message ?? String(error)}\n`);
    } catch {
      // a failing callback must not stop the watcher
    }
  };

  const libraryFiles = new Set(['', '-wal', '-shm', '-journal', '.lock'].map((s) => library.path + s));
  const ignored = (file: string) => {
    if (libraryFiles.has(file)) return true; // the library may live inside a watched folder
    const parts = path.relative(rootOf(file) ?? path.dirname(file), file).split(path.sep);
    return parts.some((p) => IGNORED_NAMES.has(p) || (p.startsWith('.') && p !== '.' && p !== '..'));
  };
  const rootOf = (file: string): string | null => {
    let best: string | null = null;
    for (const r of roots) {
      if ((file === r || file.startsWith(r + path.sep)) && (!best || r.length > best.length)) best = r;
    }
    return best;
  };

  // one parse pool for every run, so a re-index of one changed file does not start workers each time
  const ownPool = options.indexOptions?.parsePool ? null : createParsePool({ workers: options.indexOptions?.parseWorkers, budgets: fileBudgets(options.indexOptions?.budgets) });
  const parsePool = options.indexOptions?.parsePool ?? ownPool!;
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closed = false;
  const abort = new AbortController();
  let idleWaiters: Array<() => void> = [];

  const settleIdle = () => {
    if (timer || running || dirty.size) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  const runDirty = async () => {
    while (dirty.size && !closed) {
      const folder = [...dirty][0];
      dirty.delete(folder);
      try {
        const result = await indexFolders(library, [folder], {
          ...options.indexOptions,
          parsePool,
          derivers: options.derivers,
          onProgress: options.onProgress,
          signal: abort.signal,
        });
        try {
          options.onIndexed?.(result);
        } catch (e) {
          report(e, folder);
        }
      } catch (e) {
        if (!(closed && isQuarryError(e, 'CANCELLED'))) report(e, folder);
      }
    }
  };

  const schedule = () => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (running) return; // the running loop picks the dirty folders up when it ends
      running = runDirty().finally(() => {
        running = null;
        if (dirty.size && !closed) schedule();
        settleIdle();
      });
    }, debounceMs);
  };

  const changed = (file: string) => {
    const root = rootOf(path.resolve(file));
    if (!root) return;
    dirty.add(root);
    schedule();
  };

  const watcher: FSWatcher = watch(roots, {
    ignoreInitial: true,
    ignored: (file: string) => ignored(path.resolve(file)),
    followSymlinks: false, // the scan never follows a link out of the folder, so changes there do not matter
  });
  for (const event of ['add', 'change', 'unlink', 'unlinkDir'] as const) watcher.on(event, changed);
  watcher.on('error', (e) => report(e, null));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    ready,
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      }),
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      dirty.clear();
      abort.abort();
      try {
        await watcher.close();
      } catch (e) {
        report(e, null);
      }
      await running;
      await ownPool?.close();
      settleIdle();
    },
  };
}
