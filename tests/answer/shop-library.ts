// A library indexed from tests/fixtures/shop (10 products in HTML/Markdown/CSV layouts and a guide): built once for
// all test files (tests/helpers/library-cache.ts, rebuilt whenever the engine or the fixture changes), each file
// opening its own copy.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { cachedLibrary } from '../helpers/library-cache.ts';

export const SHOP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/shop');

export async function shopLibrary(): Promise<Library> {
  return cachedLibrary('shop-default-derivers', [SHOP], 'shop.quarry', (lib) => indexFolders(lib, [SHOP], { derivers: defaultDerivers() }));
}
