// Tells which of a library's folders changed on disk. One chokidar watcher per folder, and a quiet period per
// folder before a change is reported, so a burst of writes (a copy, an editor saving) becomes one report. It only
// detects: the caller decides what a change means (the facade queues a re-index into its one indexing job).
import fs from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

export interface FolderChangeOptions {
  /** The library file: it and its -wal/-shm/-journal/.lock never count as changes (it may live in a watched folder). */
  libraryPath: string;
  /** Quiet time after a folder's last change before it is reported (ms, default 1000). */
  debounceMs?: number;
  /** A watched folder changed (a file under it was added, changed or removed). */
  onChange: (folder: string) => void;
  /** The file watcher's own failures, and a throwing onChange. Default: a warning on stderr. */
  onError?: (error: unknown, folder: string) => void;
}

export interface FolderChangeWatcher {
  /** Starts watching a folder (nothing if it is watched already); resolves once its initial scan is done. */
  add(folder: string): Promise<void>;
  /** Stops watching a folder; a change still in its quiet period is dropped. */
  remove(folder: string): Promise<void>;
  /** The watched folders, once each one's initial scan is done. */
  ready(): Promise<string[]>;
  close(): Promise<void>;
}

/** Folder names the scanner never enters (ingest/scan.ts), plus dot folders. */
const IGNORED_NAMES = new Set(['.git', 'node_modules', '.svn', '.hg', '__pycache__', '.DS_Store']);

interface Entry {
  watcher: FSWatcher;
  timer: NodeJS.Timeout | null;
  ready: Promise<void>;
  /** Settles `ready` (on the watcher's ready event, or when it is stopped before that). */
  settle: () => void;
}

/** Whether a path under `root` is one the indexer would never read (so its changes need no re-index). */
export function ignoredUnder(root: string, file: string, isDirectory: boolean | undefined): boolean {
  const rel = path.relative(root, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return false;
  const parts = rel.split(path.sep);
  const last = parts.length - 1;
  return parts.some((p, i) => {
    if (IGNORED_NAMES.has(p)) return true;
    if (!p.startsWith('.')) return false;
    // dot folders are skipped by the scanner; dot files are read like any other file
    return i < last || isDirectory === true;
  });
}

export function watchFolderChanges(options: FolderChangeOptions): FolderChangeWatcher {
  const debounceMs = options.debounceMs ?? 1000;
  const libraryFiles = new Set(['', '-wal', '-shm', '-journal', '.lock'].map((s) => path.resolve(options.libraryPath) + s));
  const entries = new Map<string, Entry>();
  let closed = false;

  const report = (error: unknown, folder: string) => {
    try {
      if (options.onError) options.onError(error, folder);
      else process.stderr.write(`quarry: watching ${folder}: ${(error as Error)?.message ?? String(error)}\n`);
    } catch {
      // a failing callback must not stop the watcher
    }
  };

  const stopEntry = async (root: string, entry: Entry) => {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    entry.settle();
    try {
      await entry.watcher.close();
    } catch (e) {
      report(e, root);
    }
  };

  return {
    add(folder) {
      const root = path.resolve(folder);
      const existing = entries.get(root);
      if (existing) return existing.ready;
      if (closed) return Promise.resolve();
      const isIgnored = (file: string, stats?: fs.Stats) => {
        const absolute = path.resolve(file);
        return libraryFiles.has(absolute) || ignoredUnder(root, absolute, stats?.isDirectory());
      };
      // links out of the folder are never indexed (scan.ts), so changes behind them need not be watched
      const watcher = watch(root, { ignoreInitial: true, ignored: isIgnored, followSymlinks: false });
      let settle = () => {};
      const ready = new Promise<void>((resolve) => (settle = resolve));
      const entry: Entry = { watcher, timer: null, ready, settle };
      watcher.once('ready', () => entry.settle());
      const changed = (file: string) => {
        if (entries.get(root) !== entry || isIgnored(file)) return;
        if (entry.timer) clearTimeout(entry.timer);
        entry.timer = setTimeout(() => {
          entry.timer = null;
          if (entries.get(root) !== entry) return;
          try {
            options.onChange(root);
          } catch (e) {
            report(e, root);
          }
        }, debounceMs);
      };
      for (const event of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, changed);
      watcher.on('error', (e) => report(e, root));
      entries.set(root, entry);
      return entry.ready;
    },
    async remove(folder) {
      const root = path.resolve(folder);
      const entry = entries.get(root);
      if (!entry) return;
      entries.delete(root);
      await stopEntry(root, entry);
    },
    async ready() {
      await Promise.all([...entries.values()].map((e) => e.ready));
      return [...entries.keys()];
    },
    async close() {
      closed = true;
      const all = [...entries];
      entries.clear();
      await Promise.all(all.map(([root, entry]) => stopEntry(root, entry)));
    },
  };
}
