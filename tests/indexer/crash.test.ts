// A run killed at any moment leaves a library that opens, and the next run completes it to exactly what a clean
// run gives: documents, blocks, records, rows, links and quads (facts and rule results).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import BetterSqlite3 from 'better-sqlite3';
import { indexFolders, type DocumentDeriver } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { getSetting } from '../../electron/engine/store/settings.ts';
import { tempDir } from '../helpers/tmp.ts';
import { writeCorpus } from './corpus.ts';
import { ruleQuadCount, snapshot, type LibrarySnapshot } from './snapshot.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = path.join(repo, 'bin', 'quarry.mjs');

let root: string;
let docs: string;
let fileCount: number;
let clean: LibrarySnapshot;
let cleanRuleQuads: number;

/** The counts a crash must not change (ids and paths aside). */
function counts(s: LibrarySnapshot) {
  const { documents, blocks, records, recordRows, links, byFormat, errors, skipped } = s.status;
  return { documents, blocks, records, recordRows, links, byFormat, errors, skipped, quads: s.quads };
}

async function withLibrary<T>(file: string, fn: (l: Library) => Promise<T>): Promise<T> {
  const library = openLibrary(file);
  try {
    return await fn(library);
  } finally {
    library.close();
  }
}

/** Documents committed so far, read through a separate read-only connection (WAL lets it read while the run writes). */
function committedDocuments(file: string): number {
  if (!fs.existsSync(file)) return 0;
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true, timeout: 1000 });
    return (db.prepare(`SELECT count(*) AS n FROM documents`).get() as { n: number }).n;
  } catch {
    return 0; // schema not created yet
  } finally {
    db?.close();
  }
}

/** Whether the library still owes a run's folder passes (read through a separate read-only connection). */
function pendingRunOf(file: string): boolean {
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true, timeout: 1000 });
    const row = db.prepare(`SELECT value FROM settings WHERE key = 'index.pendingRun'`).get() as { value: string } | undefined;
    return row !== undefined && row.value !== 'null';
  } catch {
    return false;
  } finally {
    db?.close();
  }
}

beforeAll(async () => {
  root = tempDir('quarry-crash-');
  docs = path.join(root, 'docs');
  fileCount = writeCorpus(docs, 420).length;
  clean = await withLibrary(path.join(root, 'clean.quarry'), async (l) => {
    await indexFolders(l, [docs], { derivers: defaultDerivers() });
    cleanRuleQuads = ruleQuadCount(l);
    return snapshot(l);
  });
}, 60_000);

describe('crash safety', () => {
  it('a run killed with SIGKILL mid-way is completed by the next run', async () => {
    expect(fileCount).toBeGreaterThan(290);
    expect(clean.status.documents).toBe(fileCount);
    const lib = path.join(root, 'killed.quarry');
    const child = spawn(process.execPath, [bin, 'index', docs, '--library', lib], { cwd: repo, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let done = false;
    void exited.then(() => (done = true));

    // kill once some batches are committed and before all are
    let atKill = 0;
    const deadline = Date.now() + 30_000;
    while (!done && Date.now() < deadline) {
      atKill = committedDocuments(lib);
      if (atKill > 0) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(done).toBe(false);
    child.kill('SIGKILL');
    await exited;
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(fileCount);

    await withLibrary(lib, async (library) => {
      // it opens, and holds whole batches only
      const partial = snapshot(library);
      expect(partial.status.documents).toBeLessThan(fileCount);
      expect(partial.status.documents % 64 === 0 || partial.status.documents < 64).toBe(true);
      const report = await indexFolders(library, [docs], { derivers: defaultDerivers() });
      expect(report.added + report.unchanged).toBe(fileCount);
      expect(report.unchanged).toBe(partial.status.documents);
      expect(counts(snapshot(library))).toEqual(counts(clean));
      expect(ruleQuadCount(library)).toBe(cleanRuleQuads);
      expect(getSetting(library.db, 'index.pendingRun')).toBeNull();
    });
  }, 60_000);

  it('a run killed with SIGKILL during its final derivation phase is completed by the next run', async () => {
    const lib = path.join(root, 'killed-deriving.quarry');
    const child = spawn(process.execPath, [bin, 'index', docs, '--library', lib], { cwd: repo, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let done = false;
    void exited.then(() => (done = true));
    // every batch is committed while the folder passes (rules, lexicon, entities, vectors) still owe their work
    let deriving = false;
    const deadline = Date.now() + 60_000;
    while (!done && Date.now() < deadline) {
      if (committedDocuments(lib) === fileCount && pendingRunOf(lib)) {
        deriving = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(done).toBe(false);
    expect(deriving).toBe(true);
    child.kill('SIGKILL');
    await exited;

    const check = new BetterSqlite3(lib, { fileMustExist: true });
    try {
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      check.close();
    }
    await withLibrary(lib, async (library) => {
      expect(getSetting(library.db, 'index.pendingRun')).not.toBeNull();
      const report = await indexFolders(library, [docs], { derivers: defaultDerivers() });
      expect(report).toMatchObject({ added: 0, updated: 0, removed: 0, unchanged: fileCount });
      expect(counts(snapshot(library))).toEqual(counts(clean));
      expect(ruleQuadCount(library)).toBe(cleanRuleQuads);
      expect(getSetting(library.db, 'index.pendingRun')).toBeNull();
    });
  }, 120_000);

  it('folder passes a killed run did not reach (boilerplate, rules, derivers) are run by the next run', async () => {
    const lib = path.join(root, 'interrupted.quarry');
    // a deriver that dies in afterRun: its transaction rolls back, as if the process had been killed there
    const dying: DocumentDeriver = {
      name: 'dies-after-run',
      afterRun() {
        throw new Error('killed');
      },
    };
    await withLibrary(lib, async (library) => {
      await expect(indexFolders(library, [docs], { derivers: [dying, ...defaultDerivers()] })).rejects.toThrow('killed');
      expect(getSetting(library.db, 'index.pendingRun')).toMatchObject({ folders: [expect.any(Number)] });
    });
    await withLibrary(lib, async (library) => {
      const report = await indexFolders(library, [docs], { derivers: defaultDerivers() });
      expect(report).toMatchObject({ added: 0, updated: 0, removed: 0, unchanged: fileCount });
      expect(counts(snapshot(library))).toEqual(counts(clean));
      expect(cleanRuleQuads).toBeGreaterThan(0);
      expect(ruleQuadCount(library)).toBe(cleanRuleQuads);
      expect(getSetting(library.db, 'index.pendingRun')).toBeNull();
      // and a run after that has nothing left to do
      const quads = snapshot(library).quads;
      await indexFolders(library, [docs], { derivers: defaultDerivers() });
      expect(snapshot(library).quads).toBe(quads);
    });
  }, 60_000);
});
