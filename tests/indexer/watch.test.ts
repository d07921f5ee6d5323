// watchFolders: a file written, changed or deleted under a watched folder is re-indexed after the quiet period.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchFolders, type FolderWatcher } from '../../electron/engine/ingest/watch.ts';
import type { IndexReport } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { getDocumentByPath } from '../../electron/engine/store/documents.ts';
import { symbolicDeriver } from '../../electron/engine/skg/symbolic-deriver.ts';
import { tempDir } from '../helpers/tmp.ts';
import { device, markdownNote } from './corpus.ts';
import { numericFacts } from './snapshot.ts';

let cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

function setup(opts: { libraryInside?: boolean } = {}) {
  const root = tempDir('quarry-watch-');
  const dir = path.join(root, 'docs');
  fs.mkdirSync(dir);
  const library = openLibrary(opts.libraryInside ? path.join(dir, 'library.quarry') : path.join(root, 'library.quarry'));
  cleanup.push(() => library.close());
  const reports: IndexReport[] = [];
  const errors: unknown[] = [];
  let waiting: Array<{ until: (r: IndexReport) => boolean; resolve: (r: IndexReport) => void }> = [];
  const watcher = watchFolders(library, [dir], {
    debounceMs: 100,
    derivers: [symbolicDeriver()],
    onIndexed: (r) => {
      reports.push(r);
      const hit = waiting.filter((w) => w.until(r));
      waiting = waiting.filter((w) => !w.until(r));
      for (const w of hit) w.resolve(r);
    },
    onError: (e) => errors.push(e),
  });
  cleanup.push(() => watcher.close());
  /** The next re-index report that satisfies `until`. */
  const nextReport = (until: (r: IndexReport) => boolean) =>
    new Promise<IndexReport>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no matching re-index; reports: ${JSON.stringify(reports)}`)), 10_000);
      waiting.push({ until, resolve: (r) => (clearTimeout(t), resolve(r)) });
    });
  return { dir, library, watcher, reports, errors, nextReport };
}

describe('watchFolders', () => {
  it('indexes a new file, re-indexes a changed one and removes a deleted one', async () => {
    const { dir, library, watcher, errors, nextReport } = setup();
    await watcher.ready;
    const file = path.join(dir, 'phone.md');

    let next = nextReport((r) => r.added > 0);
    fs.writeFileSync(file, markdownNote(device(5)));
    await next;
    expect(getDocumentByPath(library.db, file)?.status).toBe('indexed');
    expect(await numericFacts(library, 'Testphone 5')).toContain('Battery=3050');

    next = nextReport((r) => r.updated > 0);
    fs.writeFileSync(file, markdownNote({ ...device(5), battery: 5555 }));
    await next;
    expect(await numericFacts(library, 'Testphone 5')).toContain('Battery=5555');

    next = nextReport((r) => r.removed > 0);
    fs.rmSync(file);
    await next;
    expect(getDocumentByPath(library.db, file)).toBeUndefined();
    expect(await numericFacts(library, 'Testphone 5')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('folds a burst of changes into few runs, one at a time', async () => {
    const { dir, library, watcher, reports, nextReport } = setup();
    await watcher.ready;
    const next = nextReport((r) => r.added + r.unchanged >= 10 && r.added > 0);
    for (let i = 0; i < 10; i++) fs.writeFileSync(path.join(dir, `n${i}.md`), markdownNote(device(i)));
    await next;
    await watcher.idle();
    expect(library.db.prepare(`SELECT count(*) AS n FROM documents WHERE status = 'indexed'`).get()).toEqual({ n: 10 });
    expect(reports.length).toBeLessThanOrEqual(3);
    expect(reports.reduce((s, r) => s + r.added, 0)).toBe(10);
  });

  it('reports errors through the callback and keeps watching', async () => {
    const { dir, library, watcher, reports, errors, nextReport } = setup({ libraryInside: true });
    await watcher.ready;
    // the folder disappears: the re-index fails with FOLDER_NOT_FOUND, reported, not thrown
    const gone = path.join(dir, 'sub');
    fs.mkdirSync(gone);
    await new Promise((r) => setTimeout(r, 150));
    const broken = watchFolders(library, [gone], { debounceMs: 50, onError: (e) => errors.push(e) });
    cleanup.push(() => broken.close());
    await broken.ready;
    fs.writeFileSync(path.join(gone, 'x.md'), '# X\n\ntext\n');
    await new Promise((r) => setTimeout(r, 20));
    fs.rmSync(gone, { recursive: true });
    await new Promise((r) => setTimeout(r, 300));
    await broken.idle();
    expect(errors.some((e) => (e as { code?: string }).code === 'FOLDER_NOT_FOUND')).toBe(true);

    // the library file lives in the watched folder: its own writes must not trigger runs; other files still do
    const next = nextReport((r) => r.added > 0);
    fs.writeFileSync(path.join(dir, 'ok.md'), markdownNote(device(7)));
    await next;
    await watcher.idle();
    const runs = reports.length;
    await new Promise((r) => setTimeout(r, 400));
    await watcher.idle();
    expect(reports.length).toBe(runs); // writing the library did not start another run
    expect(getDocumentByPath(library.db, path.join(dir, 'library.quarry'))).toBeUndefined();
    expect(getDocumentByPath(library.db, path.join(dir, 'ok.md'))?.status).toBe('indexed');
  });

  it('closes cleanly and stops reacting', async () => {
    const { dir, watcher, reports } = setup();
    await watcher.ready;
    await watcher.close();
    fs.writeFileSync(path.join(dir, 'late.md'), markdownNote(device(1)));
    await new Promise((r) => setTimeout(r, 300));
    expect(reports).toEqual([]);
  });
});
