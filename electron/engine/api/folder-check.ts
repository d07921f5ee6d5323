// What a folder the user names must pass before it is indexed: a full path (a relative one would be resolved
// against wherever the server happens to run), and a size a person meant — the file-system root, a whole home
// folder or more than LARGE_FOLDER_FILES files asks for confirmation first. Counting stops early and yields to
// the event loop, so even `/` answers within moments and never blocks the engine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LARGE_FOLDER_FILES } from '../../../shared/api.ts';
import { quarryError } from '../errors.ts';

/** `~` and `~/…` are the user's home folder; anything else must already be absolute. */
export function absoluteFolderPath(requested: string, home = os.homedir()): string {
  const p = requested.trim();
  if (p === '~' || p.startsWith('~/') || p.startsWith('~\\')) return path.resolve(home, p.slice(2));
  if (!path.isAbsolute(p)) {
    throw quarryError('FOLDER_RELATIVE', `"${p}" is a relative path; give the folder's full path, such as ${path.join(home, p)}`);
  }
  return path.resolve(p);
}

export interface FolderSize {
  /** Files counted, up to the limit + 1. */
  files: number;
  /** Counting stopped at the limit (or at the time budget) before the whole folder was seen. */
  stoppedEarly: boolean;
}

const SKIPPED_DIRS = new Set(['node_modules', '__pycache__']);

/**
 * Counts regular files below `root` (hidden folders and dependency folders are skipped as the indexer skips
 * them; symbolic links are not followed), stopping as soon as `limit` is passed or `budgetMs` is spent.
 */
export async function countFiles(root: string, limit: number, budgetMs = 4000, signal?: AbortSignal): Promise<FolderSize> {
  const deadline = Date.now() + budgetMs;
  const stack = [root];
  let files = 0;
  let sinceYield = 0;
  while (stack.length) {
    const dir = stack.pop()!;
    let handle: fs.Dir;
    try {
      handle = await fs.promises.opendir(dir, { bufferSize: 256 });
    } catch {
      continue; // unreadable: the indexer reports it
    }
    try {
      for await (const entry of handle) {
        if (entry.isDirectory()) {
          if (!entry.name.startsWith('.') && !SKIPPED_DIRS.has(entry.name)) stack.push(path.join(dir, entry.name));
        } else if (entry.isFile()) {
          files++;
          if (files > limit) return { files, stoppedEarly: true };
        }
        if (++sinceYield >= 2000) {
          sinceYield = 0;
          if (signal?.aborted || Date.now() > deadline) return { files, stoppedEarly: true };
        }
      }
    } finally {
      await handle.close().catch(() => undefined);
    }
    if (signal?.aborted || Date.now() > deadline) return { files, stoppedEarly: stack.length > 0 };
  }
  return { files, stoppedEarly: false };
}

function same(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}

/** Why adding `folder` needs the user's confirmation, or null when it does not. */
export async function largeFolderReason(folder: string, opts: { home?: string; limit?: number; budgetMs?: number } = {}): Promise<string | null> {
  const limit = opts.limit ?? LARGE_FOLDER_FILES;
  const home = opts.home ?? os.homedir();
  if (path.parse(folder).root === folder) return `${folder} is the whole file system, and indexing it reads every file on this computer and can take hours`;
  if (home && same(folder, home)) return `${folder} is your whole home folder, and indexing it reads every file you have and can take hours`;
  const size = await countFiles(folder, limit, opts.budgetMs);
  if (size.files > limit) return `${folder} holds more than ${limit.toLocaleString('en')} files, and indexing them can take a long time and a lot of disk space`;
  if (size.stoppedEarly) return `${folder} is so large that counting its files (${size.files.toLocaleString('en')} so far) took too long, and indexing it can take a long time`;
  return null;
}

/** Throws FOLDER_NEEDS_CONFIRMATION with the reason when the folder is very large and was not confirmed. */
export async function checkFolderSize(folder: string, confirmed: boolean, opts: { home?: string; limit?: number; budgetMs?: number } = {}): Promise<void> {
  if (confirmed) return;
  const reason = await largeFolderReason(folder, opts);
  if (reason) throw quarryError('FOLDER_NEEDS_CONFIRMATION', reason);
}
