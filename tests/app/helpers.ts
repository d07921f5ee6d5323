// Shared set-up of the app tests: a small folder made from the bundled sample library, and a facade over it.
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../helpers/tmp.ts';
import { createQuarryService, type QuarryService } from '../../electron/engine/api/service.ts';
import { engineFunctions } from './fixtures/record-engine.ts';
import type { QuarryEvent } from '../../shared/api.ts';

export const SAMPLE = path.resolve(import.meta.dirname, '../../resources/sample-library');

/** A folder with two product pages, a guide, the CSV price list and one file Quarry does not read. */
export function smallFolder(): string {
  const dir = path.join(tempDir('quarry-app-'), 'catalogue');
  for (const rel of ['products/phones/lumen-nova-5.html', 'products/phones/corvid-c3.html', 'guides/battery-care.md', 'price-list.csv']) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.copyFileSync(path.join(SAMPLE, rel), path.join(dir, rel));
  }
  // binary content under an unknown extension: not a document (text under any name is read)
  fs.writeFileSync(path.join(dir, 'photo.xyz'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0]));
  return dir;
}

export interface Harness {
  service: QuarryService;
  events: QuarryEvent[];
  folder: string;
  libraryPath: string;
}

export async function indexedHarness(): Promise<Harness> {
  const folder = smallFolder();
  const libraryPath = path.join(tempDir(), 'lib.quarry');
  const service = createQuarryService({ libraryPath, modelsDir: tempDir('quarry-models-'), engine: engineFunctions() });
  const events: QuarryEvent[] = [];
  service.subscribe((e) => events.push(e));
  await service.addFolder({ path: folder });
  await service.indexingIdle();
  return { service, events, folder, libraryPath };
}
