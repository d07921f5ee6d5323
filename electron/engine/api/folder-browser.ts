// The folder picker of web mode (the browser cannot show a native one): lists the sub-folders of a folder, never
// above one root (the user's home folder), checked both as written and through symbolic links.
import fs from 'node:fs';
import path from 'node:path';
import type { FolderListing } from '../../../shared/api.ts';
import { quarryError } from '../errors.ts';
import { isInside } from './path-guard.ts';

const MAX_FOLDERS = 500;

function real(p: string): string | null {
  try {
    return fs.realpathSync(p);
  } catch {
    return null;
  }
}

/**
 * Lists the sub-folders of `requested` (default: the root). A path that is not a folder lists its parent, filtered
 * by its last segment, which is how a typed path is completed. Hidden folders are left out.
 */
export async function browseFolders(rootArg: string, requested?: string, prefixArg?: string): Promise<FolderListing> {
  const root = path.resolve(rootArg);
  const realRoot = real(root) ?? root;
  let folder = requested && requested.trim() ? requested.trim() : root;
  if (folder === '~' || folder.startsWith('~/')) folder = path.join(root, folder.slice(2));
  if (!path.isAbsolute(folder)) folder = path.join(root, folder);
  folder = path.resolve(folder);
  let prefix = prefixArg ?? '';
  let stat = await fs.promises.stat(folder).catch(() => null);
  if (!stat?.isDirectory() && !(requested ?? '').endsWith(path.sep)) {
    prefix = path.basename(folder);
    folder = path.dirname(folder);
    stat = await fs.promises.stat(folder).catch(() => null);
  }
  if (!stat?.isDirectory()) throw quarryError('FOLDER_NOT_FOUND', folder);
  const realFolder = real(folder) ?? folder;
  if (!isInside(root, folder) || !isInside(realRoot, realFolder)) {
    throw quarryError('PATH_OUTSIDE_LIBRARY', `${folder} is outside ${root}, the only folder the picker shows`);
  }
  const lower = prefix.toLowerCase();
  const folders: FolderListing['folders'] = [];
  let truncated = false;
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(folder, { withFileTypes: true });
  } catch (e) {
    throw quarryError('FILE_UNREADABLE', `${folder}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  entries.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    if (lower && !entry.name.toLowerCase().startsWith(lower)) continue;
    const full = path.join(folder, entry.name);
    let isDir = entry.isDirectory();
    if (entry.isSymbolicLink()) {
      // a link is listed only when it points to a folder that is itself inside the root
      const target = real(full);
      isDir = target !== null && isInside(realRoot, target) && (await fs.promises.stat(full).catch(() => null))?.isDirectory() === true;
    }
    if (!isDir) continue;
    if (folders.length >= MAX_FOLDERS) {
      truncated = true;
      break;
    }
    folders.push({ name: entry.name, path: full });
  }
  return { root, path: folder, parent: folder === root ? null : path.dirname(folder), folders, truncated };
}
