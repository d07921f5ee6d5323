// Progress and cancellation with the parse workers: progress events go scan → parse → done with every file counted;
// a cancel stops the run while a worker is still parsing a slow file (the worker is stopped, not waited for), the
// writer lock is released, and the next run completes the library.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import type { IndexProgress } from '../../electron/engine/ingest/progress.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { lockFileOf } from '../../electron/engine/store/writer-lock.ts';
import { writeWideCsv } from '../../bench/_hostile-files.ts';
import { tempDir } from '../helpers/tmp.ts';
import { writeCorpus } from './corpus.ts';

describe('progress and cancellation', () => {
  it('reports every file, and a cancel stops a run in the middle of a slow parse', async () => {
    const root = tempDir('quarry-cancel-');
    const docs = path.join(root, 'docs');
    const files = writeCorpus(docs, 12).length;
    writeWideCsv(path.join(docs, 'aaa-slow.csv'), 10_000, 200); // parses until its 8 s budget; first in name order
    const library = openLibrary(path.join(root, 'library.quarry'));
    try {
      const controller = new AbortController();
      const events: IndexProgress[] = [];
      let parseStarted = 0;
      let abortedAt = 0;
      const run = indexFolders(library, [docs], {
        derivers: [],
        signal: controller.signal,
        onProgress: (p) => {
          events.push(p);
          // the parse phase begins with the batch's files handed to the workers, the slow one first
          if (p.phase === 'parse' && !parseStarted) {
            parseStarted = Date.now();
            setTimeout(() => {
              abortedAt = Date.now();
              controller.abort();
            }, 300);
          }
        },
      }).catch((e: unknown) => e);
      const error = await run;
      expect(error).toMatchObject({ code: 'CANCELLED' });
      // the worker parsing the slow file was stopped, not waited for (its parse alone takes seconds more)
      expect(Date.now() - abortedAt).toBeLessThan(3000);
      expect(parseStarted).toBeGreaterThan(0);
      expect(fs.existsSync(lockFileOf(library.path))).toBe(false);
      expect(events.map((e) => e.phase)).toContain('scan');

      const done: IndexProgress[] = [];
      const report = await indexFolders(library, [docs], { derivers: [], onProgress: (p) => done.push(p), budgets: { parseMs: 1000, retryBytes: 16 * 1024 } });
      expect(report.added + report.unchanged + report.errors).toBe(files + 1); // the slow file may be over its budget
      const phases = [...new Set(done.map((e) => e.phase))];
      expect(phases).toEqual(['scan', 'parse', 'done']);
      const last = done.filter((e) => e.phase === 'parse').pop()!;
      expect(last.filesDone).toBe(files + 1);
      expect(last.filesTotal).toBe(files + 1);
    } finally {
      library.close();
    }
  }, 120_000);

  it('a cancel stops the scan of a large tree between folders', async () => {
    const root = tempDir('quarry-cancel-scan-');
    const docs = path.join(root, 'docs');
    for (let i = 0; i < 300; i++) fs.mkdirSync(path.join(docs, `d${i}`, 'x', 'y'), { recursive: true });
    const library = openLibrary(path.join(root, 'library.quarry'));
    try {
      const controller = new AbortController();
      const run = indexFolders(library, [docs], { derivers: [], signal: controller.signal }).catch((e: unknown) => e);
      controller.abort();
      expect(await run).toMatchObject({ code: 'CANCELLED' });
      expect(fs.existsSync(lockFileOf(library.path))).toBe(false);
    } finally {
      library.close();
    }
  });
});
