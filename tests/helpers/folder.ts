// A small folder of files written for a test, and a library that has indexed it.
import fs from 'node:fs';
import path from 'node:path';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { tempDir } from './tmp.ts';

/** Writes each file (relative path → text) into a new temporary folder and returns the folder. */
export function writeFolder(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** A new library that has indexed `files` (written as writeFolder does) with the default derivers. */
export async function indexedLibrary(files: Record<string, string>, name = 'test.quarry'): Promise<Library> {
  const dir = writeFolder(files);
  const lib = openLibrary(path.join(tempDir(), name));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
  return lib;
}
