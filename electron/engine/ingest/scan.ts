// Walks a folder: every regular file below it, once, without following symlink loops or leaving the folder
// through links; unreadable folders are reported, not fatal.
import fs from 'node:fs';
import path from 'node:path';

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

const IGNORED_DIRS = new Set(['.git', 'node_modules', '.svn', '.hg', '__pycache__', '.DS_Store']);

export function scanFolder(root: string): { files: ScannedFile[]; problems: ScanProblem[] } {
  const files: ScannedFile[] = [];
  const problems: ScanProblem[] = [];
  const seenDirs = new Set<string>();
  const seenFiles = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let real: string;
    try {
      real = fs.realpathSync(dir);
    } catch (e) {
      problems.push({ path: dir, reason: `cannot resolve folder: ${(e as Error).message}` });
      continue;
    }
    if (seenDirs.has(real)) continue; // a symlink loop or a second link to the same folder
    seenDirs.add(real);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      problems.push({ path: dir, reason: `cannot read folder: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` });
      continue;
    }
    entries.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0)); // popped in name order
    for (const entry of entries) {
      if (entry.name.startsWith('.') && entry.name !== '.') {
        if (entry.isDirectory() || IGNORED_DIRS.has(entry.name)) continue;
      }
      const full = path.join(dir, entry.name);
      let stat: fs.Stats;
      try {
        stat = fs.statSync(full); // follows links
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' && entry.isSymbolicLink()) problems.push({ path: full, reason: 'broken symbolic link' });
        else if (code !== 'ENOENT') problems.push({ path: full, reason: `cannot stat: ${code ?? (e as Error).message}` });
        continue; // ENOENT: deleted mid-scan
      }
      if (stat.isDirectory()) {
        if (!IGNORED_DIRS.has(entry.name)) stack.push(full);
      } else if (stat.isFile()) {
        let realFile = full;
        try {
          realFile = fs.realpathSync(full);
        } catch {
          continue;
        }
        if (seenFiles.has(realFile)) continue;
        seenFiles.add(realFile);
        files.push({ path: full, relpath: path.relative(root, full), size: stat.size, mtime: stat.mtimeMs });
      }
    }
  }
  files.sort((a, b) => (a.relpath < b.relpath ? -1 : a.relpath > b.relpath ? 1 : 0));
  return { files, problems };
}
