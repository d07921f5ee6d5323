// Keeps file access inside the library: a path the UI names must lie inside one of the library's folders, both as
// written and after resolving symbolic links, and must be a document the library indexed.
import fs from 'node:fs';
import path from 'node:path';
import { quarryError } from '../errors.ts';

/** True when `child` is `parent` or lies below it (both absolute, already normalised). */
export function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function realOrNull(p: string): string | null {
  try {
    return fs.realpathSync(p);
  } catch {
    return null;
  }
}

/**
 * The folder that holds `file`, checked lexically and (when the file exists) through its real path, so a
 * symbolic link inside a folder that points out of it is refused. Throws PATH_OUTSIDE_LIBRARY otherwise.
 */
export function containingFolder(folders: string[], file: string): string {
  if (file.includes('\0')) throw quarryError('PATH_OUTSIDE_LIBRARY', JSON.stringify(file));
  const absolute = path.resolve(file);
  for (const folder of folders) {
    const root = path.resolve(folder);
    if (!isInside(root, absolute)) continue;
    const realFile = realOrNull(absolute);
    const realRoot = realOrNull(root) ?? root;
    if (realFile !== null && !isInside(realRoot, realFile)) continue;
    return root;
  }
  throw quarryError('PATH_OUTSIDE_LIBRARY', absolute);
}

/**
 * Turns what the UI sent into the absolute path of a file inside the library. A relative path is taken
 * relative to each folder in turn; `..` segments that climb out of the folder are refused, as are absolute
 * paths outside every folder.
 */
export function resolveLibraryPath(folders: string[], requested: string): string {
  if (typeof requested !== 'string' || requested.length === 0) throw quarryError('BAD_ARGUMENT', 'empty path');
  if (requested.includes('\0')) throw quarryError('PATH_OUTSIDE_LIBRARY', JSON.stringify(requested));
  const candidates = path.isAbsolute(requested) ? [path.resolve(requested)] : folders.map((f) => path.resolve(f, requested));
  for (const candidate of candidates) {
    try {
      containingFolder(folders, candidate);
      return candidate;
    } catch {
      // try the next folder
    }
  }
  throw quarryError('PATH_OUTSIDE_LIBRARY', requested);
}
