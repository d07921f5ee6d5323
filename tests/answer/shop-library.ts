// A library indexed from tests/fixtures/shop (10 products in HTML/Markdown/CSV layouts and a guide), built once per test file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { tempDir } from '../helpers/tmp.ts';

export const SHOP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/shop');

export async function shopLibrary(): Promise<Library> {
  const lib = openLibrary(path.join(tempDir(), 'shop.quarry'));
  await indexFolders(lib, [SHOP], { derivers: defaultDerivers() });
  return lib;
}
