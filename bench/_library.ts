// Shared by the benchmarks: a fresh library in a temp folder, indexed from one folder with the default derivers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openLibrary, type Library } from '../electron/engine/store/library.ts';
import { indexFolders, type IndexReport } from '../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../electron/engine/pipeline.ts';

export async function indexedLibrary(name: string, folder: string): Promise<{ library: Library; report: IndexReport; seconds: number; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `quarry-bench-${name}-`));
  const library = openLibrary(path.join(dir, `${name}.quarry`));
  const t0 = performance.now();
  const report = await indexFolders(library, [folder], { derivers: defaultDerivers() });
  return { library, report, seconds: (performance.now() - t0) / 1000, dir };
}
