// Adding folders as a person types them: relative paths refused with a clear message, ~ understood, very large
// folders (the file-system root, a home folder, more than the file limit) asking first; the folder picker lists
// sub-folders under the home folder only; a folder's removal reports its progress.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuarryService, type QuarryService } from '../../electron/engine/api/service.ts';
import { countFiles, largeFolderReason } from '../../electron/engine/api/folder-check.ts';
import { browseFolders } from '../../electron/engine/api/folder-browser.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import type { QuarryEvent } from '../../shared/api.ts';
import { tempDir } from '../helpers/tmp.ts';
import { engineFunctions } from './fixtures/record-engine.ts';
import { smallFolder } from './helpers.ts';

async function failure(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (e) {
    if (isQuarryError(e)) return { code: e.code, message: e.message };
    return { code: 'not a QuarryError', message: String(e) };
  }
  return { code: 'resolved', message: '' };
}

function filesIn(dir: string, n: number): string {
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 0; i < n; i++) fs.writeFileSync(path.join(dir, `note-${i}.txt`), `note ${i}\n`);
  return dir;
}

let home: string;
let service: QuarryService;
const events: QuarryEvent[] = [];

beforeAll(() => {
  home = tempDir('quarry-home-');
  service = createQuarryService({
    libraryPath: path.join(tempDir(), 'lib.quarry'),
    modelsDir: tempDir('quarry-models-'),
    engine: engineFunctions(),
    watch: false,
    home,
    largeFolderFiles: 25,
  });
  service.subscribe((e) => events.push(e));
});
afterAll(async () => {
  await service?.close();
});

describe('adding a folder', () => {
  it('refuses a relative path, naming the full path it could have meant', async () => {
    const f = await failure(service.addFolder({ path: 'Documents/notes' }));
    expect(f.code).toBe('FOLDER_RELATIVE');
    expect(f.message).toContain('relative path');
    expect(f.message).toContain(path.join(home, 'Documents/notes'));
  });

  it('takes ~ as the home folder', async () => {
    filesIn(path.join(home, 'notes'), 3);
    const job = await service.addFolder({ path: '~/notes' });
    expect(job.folders).toEqual([path.join(home, 'notes')]);
    await service.indexingIdle();
    expect((await service.libraryOverview()).folders.map((f) => f.path)).toContain(path.join(home, 'notes'));
  });

  it('asks first for the file-system root, the whole home folder and a folder over the file limit', async () => {
    for (const p of [path.parse(home).root, home]) {
      const f = await failure(service.addFolder({ path: p }));
      expect(f.code, p).toBe('FOLDER_NEEDS_CONFIRMATION');
      expect(f.message).toMatch(/whole file system|whole home folder/);
    }
    const big = filesIn(path.join(tempDir(), 'big'), 30);
    const f = await failure(service.addFolder({ path: big }));
    expect(f.code).toBe('FOLDER_NEEDS_CONFIRMATION');
    expect(f.message).toContain('more than 25 files');
    expect((await service.libraryOverview()).folders.map((x) => x.path)).not.toContain(big);
    // confirmed, it is indexed
    await service.addFolder({ path: big, confirm: true });
    await service.indexingIdle();
    expect((await service.libraryOverview()).folders.find((x) => x.path === big)?.documents).toBe(30);
    // a small folder does not ask
    const small = filesIn(path.join(tempDir(), 'small'), 5);
    await service.addFolder({ path: small });
    await service.indexingIdle();
  });

  it('counts with an early stop, so even the root answers quickly', async () => {
    const started = Date.now();
    const size = await countFiles('/', 2000, 4000);
    expect(size.stoppedEarly).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await largeFolderReason(filesIn(path.join(tempDir(), 'few'), 3), { home, limit: 25 })).toBeNull();
  });

  it('reports the removal of a folder as it goes, then the folder is gone', async () => {
    const overview = await service.libraryOverview();
    const big = overview.folders.find((f) => f.documents === 30)!;
    const before = events.length;
    const after = await service.removeFolder({ folderId: big.id });
    expect(after.folders.map((f) => f.path)).not.toContain(big.path);
    const removal = events.slice(before).filter((e) => e.type === 'folder-removal');
    expect(removal.length).toBeGreaterThanOrEqual(2);
    expect(removal[0]).toMatchObject({ folderId: big.id, path: big.path, done: 0, total: 30 });
    expect(removal[removal.length - 1]).toMatchObject({ done: 30, total: 30 });
  });

  it('states the question length limit in the message', async () => {
    const f = await failure(service.ask({ question: 'why '.repeat(1200), requestId: 'long' }));
    expect(f.code).toBe('QUESTION_INVALID');
    expect(f.message).toMatch(/4,799 characters long; the limit is 2,000/);
  });

  it('locates a document of the library, and only those', async () => {
    const folder = smallFolder();
    await service.addFolder({ path: folder });
    await service.indexingIdle();
    const doc = (await service.readDocument({ path: 'price-list.csv' })).docId;
    const file = await service.locateDocument({ docId: doc });
    expect(file).toMatchObject({ path: path.join(folder, 'price-list.csv'), relpath: 'price-list.csv', sizeBytes: fs.statSync(path.join(folder, 'price-list.csv')).size });
    expect((await failure(service.locateDocument({ docId: 999_999 }))).code).toBe('FILE_NOT_FOUND');
    expect((await failure(service.locateDocument({ docId: '1' as never }))).code).toBe('BAD_ARGUMENT');
  });
});

describe('the folder picker', () => {
  it('lists sub-folders of the home folder by name, without hidden ones', async () => {
    for (const d of ['Projects', 'Music', '.secret', 'projects-old']) fs.mkdirSync(path.join(home, 'picker', d), { recursive: true });
    fs.writeFileSync(path.join(home, 'picker', 'file.txt'), 'not a folder');
    const listing = await browseFolders(home, path.join(home, 'picker'));
    expect(listing.folders.map((f) => f.name)).toEqual(['Music', 'Projects', 'projects-old']);
    expect(listing.parent).toBe(home);
    expect((await browseFolders(home)).parent).toBeNull();
  });

  it('completes a typed path from its last segment', async () => {
    const listing = await browseFolders(home, path.join(home, 'picker', 'pro'));
    expect(listing.path).toBe(path.join(home, 'picker'));
    expect(listing.folders.map((f) => f.name)).toEqual(['Projects', 'projects-old']);
  });

  it('never lists above the home folder, nor through a link out of it', async () => {
    expect((await failure(browseFolders(home, path.dirname(home)))).code).toBe('PATH_OUTSIDE_LIBRARY');
    expect((await failure(browseFolders(home, '/etc'))).code).toBe('PATH_OUTSIDE_LIBRARY');
    const outside = tempDir('quarry-outside-');
    fs.symlinkSync(outside, path.join(home, 'picker', 'link-out'));
    expect((await failure(browseFolders(home, path.join(home, 'picker', 'link-out')))).code).toBe('PATH_OUTSIDE_LIBRARY');
    expect((await browseFolders(home, path.join(home, 'picker'))).folders.map((f) => f.name)).not.toContain('link-out');
  });
});
