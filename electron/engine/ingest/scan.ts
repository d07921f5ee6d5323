// Walks a folder: every regular file below it, once, without leaving it. The walk is asynchronous (one directory at
// a time, so the thread stays free and a cancel stops it between directories) and never follows a symbolic link to
// a place outside the folder's real path: such links are reported as skipped. With `followLinks`, a link may lead
// into another of the roots the user chose (the library's folders), never elsewhere. Named pipes, sockets and
// devices are reported as skipped with what they are; unreadable folders and broken links as problems.
import fs from 'node:fs';
import path from 'node:path';
import { quarryError } from '../errors.ts';

export interface ScannedFile {
  path: string;
  relpath: string;
  size: number;
  mtime: number;
}

export interface ScanProblem {
  path: string;
  reason: string;
}

/** An entry that is not indexed by design: a link out of the folder, a pipe, a socket, a device. */
export interface ScanSkip {
  path: string;
  code: 'PATH_OUTSIDE_LIBRARY' | 'FILE_SPECIAL';
  reason: string;
}

export interface ScanResult {
  files: ScannedFile[];
  problems: ScanProblem[];
  skipped: ScanSkip[];
}

export interface ScanOptions {
  signal?: AbortSignal;
  /** Follow symbolic links whose target lies inside one of `roots` (default false: only inside the folder). */
  followLinks?: boolean;
  /** The roots a followed link may lead into (the library's folders); the scanned folder is always one. */
  roots?: string[];
  /** Called after each directory with the number of files found so far. */
  onProgress?: (filesFound: number) => void;
}

const IGNORED_DIRS = new Set(['.git', 'node_modules', '.svn', '.hg', '__pycache__', '.DS_Store']);

function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function specialKind(stat: fs.Stats): string | null {
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  return null;
}

function realRoots(root: string, opts: ScanOptions): string[] {
  const out: string[] = [];
  for (const r of [root, ...(opts.followLinks ? (opts.roots ?? []) : [])]) {
    try {
      out.push(fs.realpathSync(r));
    } catch {
      // a root that is gone holds nothing to follow into
    }
  }
  return out;
}

type Look = { kind: 'entry'; stat: fs.Stats; realFile: string | null } | { kind: 'problem'; reason: string } | { kind: 'gone' };

/**
 * One directory entry: its stat (through a link, with the link's real target, which the caller checks against the
 * allowed roots), or why it cannot be looked at. `realDir` is the directory's real path when it differs.
 */
async function lookAt(full: string, entry: fs.Dirent, realDir: string | null): Promise<Look> {
  try {
    let stat = await fs.promises.lstat(full);
    let realFile: string | null = realDir ? path.join(realDir, entry.name) : null;
    if (stat.isSymbolicLink()) {
      realFile = await fs.promises.realpath(full);
      stat = await fs.promises.stat(full);
    }
    return { kind: 'entry', stat, realFile };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && entry.isSymbolicLink()) return { kind: 'problem', reason: 'broken symbolic link' };
    if (code === 'ENOENT') return { kind: 'gone' }; // deleted mid-scan
    return { kind: 'problem', reason: `cannot stat: ${code ?? (e as Error).message}` };
  }
}

export async function scanFolderAsync(root: string, opts: ScanOptions = {}): Promise<ScanResult> {
  const files: ScannedFile[] = [];
  const problems: ScanProblem[] = [];
  const skipped: ScanSkip[] = [];
  const allowed = realRoots(root, opts);
  if (allowed.length === 0 || !fs.existsSync(root)) throw quarryError('FOLDER_NOT_FOUND', root);
  const inAllowed = (real: string) => allowed.some((r) => isInside(r, real));
  const seenDirs = new Set<string>();
  const seenFiles = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    if (opts.signal?.aborted) throw quarryError('CANCELLED', 'scanning the folder');
    const dir = stack.pop()!;
    let real: string;
    try {
      real = await fs.promises.realpath(dir);
    } catch (e) {
      // the folder itself went away (deleted, unmounted) during the scan: nothing of it may be taken as removed
      if (dir === root) throw quarryError('FOLDER_NOT_FOUND', `${root}: ${(e as Error).message}`);
      problems.push({ path: dir, reason: `cannot resolve folder: ${(e as Error).message}` });
      continue;
    }
    if (seenDirs.has(real)) continue; // a symlink loop or a second link to the same folder
    seenDirs.add(real);
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (e) {
      if (dir === root && (e as NodeJS.ErrnoException).code === 'ENOENT') throw quarryError('FOLDER_NOT_FOUND', root);
      problems.push({ path: dir, reason: `cannot read folder: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` });
      continue;
    }
    entries.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0)); // popped in name order
    const visible = entries.filter((entry) => !(entry.name.startsWith('.') && (entry.isDirectory() || IGNORED_DIRS.has(entry.name))));
    // the entries of one folder are looked at together (their stat calls run in parallel), then taken in order
    const looked: Look[] = [];
    for (let i = 0; i < visible.length; i += 256) {
      if (opts.signal?.aborted) throw quarryError('CANCELLED', 'scanning the folder');
      looked.push(...(await Promise.all(visible.slice(i, i + 256).map((entry) => lookAt(path.join(dir, entry.name), entry, real !== dir ? real : null)))));
    }
    for (let i = 0; i < visible.length; i++) {
      const entry = visible[i]!;
      const full = path.join(dir, entry.name);
      const seen = looked[i]!;
      if (seen.kind === 'gone') continue;
      if (seen.kind === 'problem') {
        problems.push({ path: full, reason: seen.reason });
        continue;
      }
      const { stat, realFile } = seen;
      if (realFile !== null && !inAllowed(realFile)) {
        skipped.push({ path: full, code: 'PATH_OUTSIDE_LIBRARY', reason: `a symbolic link to ${realFile}, outside the folder; not followed` });
        continue;
      }
      const realPath = realFile ?? full;
      if (stat.isDirectory()) {
        if (!IGNORED_DIRS.has(entry.name)) stack.push(full);
      } else if (stat.isFile()) {
        if (!inAllowed(realPath)) continue;
        if (seenFiles.has(realPath)) continue;
        seenFiles.add(realPath);
        files.push({ path: full, relpath: path.relative(root, full), size: stat.size, mtime: stat.mtimeMs });
      } else {
        const kind = specialKind(stat);
        if (kind) skipped.push({ path: full, code: 'FILE_SPECIAL', reason: `${kind}, not a regular file` });
      }
    }
    opts.onProgress?.(files.length);
  }
  const byRelpath = <T extends { path: string }>(a: T, b: T) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  files.sort((a, b) => (a.relpath < b.relpath ? -1 : a.relpath > b.relpath ? 1 : 0));
  skipped.sort(byRelpath);
  return { files, problems, skipped };
}

/**
 * The synchronous walk of a small folder (benchmarks, tests): the same rules as scanFolderAsync. The indexer never
 * uses it, so a large folder never blocks the thread.
 */
export function scanFolder(root: string): { files: ScannedFile[]; problems: ScanProblem[] } {
  const files: ScannedFile[] = [];
  const problems: ScanProblem[] = [];
  const rootReal = fs.realpathSync(root);
  const seen = new Set<string>();
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      problems.push({ path: dir, reason: `cannot read folder: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` });
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (entry.name.startsWith('.') && (entry.isDirectory() || IGNORED_DIRS.has(entry.name))) continue;
      const full = path.join(dir, entry.name);
      let real: string;
      let stat: fs.Stats;
      try {
        real = fs.realpathSync(full);
        stat = fs.statSync(full);
      } catch {
        continue;
      }
      if (!isInside(rootReal, real) || seen.has(real)) continue;
      seen.add(real);
      if (stat.isDirectory()) {
        if (!IGNORED_DIRS.has(entry.name)) walk(full);
      } else if (stat.isFile()) files.push({ path: full, relpath: path.relative(root, full), size: stat.size, mtime: stat.mtimeMs });
    }
  };
  walk(root);
  files.sort((a, b) => (a.relpath < b.relpath ? -1 : a.relpath > b.relpath ? 1 : 0));
  return { files, problems };
}
