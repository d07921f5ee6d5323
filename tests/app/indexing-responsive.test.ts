// The engine worker keeps reading its messages while it indexes: the overview answers with the documents
// committed so far, and Cancel stops the run part-way (the e2e test measures how fast, in the browser).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceWorker, type RemoteService } from '../../electron/engine/api/worker-client.ts';
import type { IndexJobState, QuarryEvent } from '../../shared/api.ts';
import { device, htmlPage, markdownNote } from '../indexer/corpus.ts';
import { tempDir } from '../helpers/tmp.ts';

const FILES = 700;
let remote: RemoteService;
let folder: string;
const events: QuarryEvent[] = [];

beforeAll(async () => {
  folder = path.join(tempDir(), 'catalogue');
  fs.mkdirSync(folder);
  for (let i = 0; i < FILES / 2; i++) {
    const d = device(i);
    fs.writeFileSync(path.join(folder, `${d.slug}.html`), htmlPage(d));
    fs.writeFileSync(path.join(folder, `${d.slug}.md`), markdownNote(d));
  }
  remote = await startServiceWorker({ libraryPath: path.join(tempDir(), 'lib.quarry') });
  remote.onEvent((e) => events.push(e));
});
afterAll(async () => {
  await remote?.close();
});

const until = async (cond: () => Promise<boolean> | boolean, timeoutMs = 120_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('indexing in the engine worker', () => {
  it('answers the overview with live counts while it runs, and Cancel stops the run part-way', async () => {
    await remote.addFolder({ path: folder });
    // documents appear in the overview while the job still runs
    let seen = 0;
    await until(async () => {
      const o = await remote.libraryOverview();
      expect(o.indexing?.running || o.documents === FILES).toBe(true);
      if (o.indexing?.running && o.documents > 0) seen = o.documents;
      return seen > 0;
    });
    expect(seen).toBeLessThan(FILES);
    const running = await remote.libraryOverview();
    expect(running.folders.map((f) => f.path)).toContain(folder);
    await remote.cancelIndexing();
    await until(() => events.some((e) => e.type === 'index-finished'));
    const finished = events.find((e) => e.type === 'index-finished') as { job: IndexJobState };
    expect(finished.job.error).toBe('Indexing was cancelled');
    const after = await remote.libraryOverview();
    expect(after.indexing?.running).toBe(false);
    expect(after.documents).toBeGreaterThanOrEqual(seen);
    expect(after.documents).toBeLessThan(FILES);
  });
});
