// Reading a user-editable resource file (or one file per language folder) once per change: the parsed value is kept
// with the files' modification times and handed out again until a file changes, and the files are looked at again
// at most once a second (a value reader asks hundreds of thousands of times a run). Each loader made here keeps its
// own cache, keyed by the path it was asked for.
import fs from 'node:fs';
import path from 'node:path';

/** How long loaded files are trusted before their modification times are looked at again. */
const RECHECK_MS = 1000;

/** A loader of one file: `parse` gets its text ('' when the file is missing or unreadable). */
export function fileResource<T>(parse: (text: string) => T): (file: string) => T {
  let cache: { file: string; mtimeMs: number; checkedAt: number; value: T } | null = null;
  return (file) => {
    if (cache && cache.file === file && Date.now() - cache.checkedAt < RECHECK_MS) return cache.value;
    let mtimeMs = -1;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      mtimeMs = -1;
    }
    if (cache && cache.file === file && cache.mtimeMs === mtimeMs) {
      cache.checkedAt = Date.now();
      return cache.value;
    }
    let text = '';
    try {
      text = mtimeMs >= 0 ? fs.readFileSync(file, 'utf8') : '';
    } catch {
      text = '';
    }
    const value = parse(text);
    cache = { file, mtimeMs, checkedAt: Date.now(), value };
    return value;
  };
}

/**
 * A loader of the file `name` in every sub-folder of a folder (one per language: resources/lang/<lang>/name), in
 * the sub-folders' order, but those `except` names: `parse` gets their texts and their folders' names; `key` changes whenever one of the
 * files does.
 */
export function folderResource<T>(name: string, parse: (texts: string[], folders: string[]) => T, except: readonly string[] = []): (dir: string) => { value: T; key: string } {
  let cache: { dir: string; key: string; checkedAt: number; value: T } | null = null;
  return (dir) => {
    if (cache && cache.dir === dir && Date.now() - cache.checkedAt < RECHECK_MS) return { value: cache.value, key: cache.key };
    let files: string[] = [];
    try {
      files = fs.readdirSync(dir).sort().filter((sub) => !except.includes(sub)).map((sub) => path.join(dir, sub, name)).filter((f) => fs.existsSync(f));
    } catch {
      files = [];
    }
    const folders = files.map((f) => path.basename(path.dirname(f)));
    const key = files.map((f) => `${f}:${fs.statSync(f).mtimeMs}`).join('|');
    if (cache && cache.dir === dir && cache.key === key) {
      cache.checkedAt = Date.now();
      return { value: cache.value, key };
    }
    const value = parse(files.map((f) => fs.readFileSync(f, 'utf8')), folders);
    cache = { dir, key, checkedAt: Date.now(), value };
    return { value, key };
  };
}
