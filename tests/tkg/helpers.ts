import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { textGraphDerivers, type TextGraphOptions } from '../../electron/engine/tkg/index.ts';

export const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/tkg/site');

const made: string[] = [];
const opened: Library[] = [];
afterAll(() => {
  for (const l of opened.splice(0)) l.close();
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

export function tempDir(prefix = 'quarry-tkg-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A copy of the fixture site (so tests may change it) indexed into a fresh library with the textual graph. */
export async function indexedSite(opts: TextGraphOptions = {}): Promise<{ library: Library; folder: string }> {
  const dir = tempDir();
  const folder = path.join(dir, 'site');
  fs.cpSync(SITE, folder, { recursive: true });
  const library = openLibrary(path.join(dir, 'library.quarry'));
  opened.push(library);
  await indexFolders(library, [folder], { derivers: textGraphDerivers(opts) });
  return { library, folder };
}
