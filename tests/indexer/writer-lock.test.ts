// One writer per library: while one indexer runs, a second one (another `quarry index`, or an indexing run of the
// app in this process) is refused with a message naming the first; a lock left by a killed indexer is taken over.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { acquireWriterLock, lockFileOf } from '../../electron/engine/store/writer-lock.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { tempDir } from '../helpers/tmp.ts';
import { writeCorpus } from './corpus.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = path.join(repo, 'bin', 'quarry.mjs');

function quarry(args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: repo, timeout: 60_000 }, (err, _stdout, stderr) => {
      resolve({ code: err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : 1) : 0, stderr });
    });
  });
}

async function until(test: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (test()) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return test();
}

describe('one writer per library', () => {
  it('refuses a second indexer while one runs, naming the first, and takes over the lock once it is killed', async () => {
    const root = tempDir('quarry-lock-');
    const docs = path.join(root, 'docs');
    const count = writeCorpus(docs, 420).length;
    const lib = path.join(root, 'library.quarry');
    const child = spawn(process.execPath, [bin, 'index', docs, '--library', lib], { cwd: repo, stdio: 'ignore' });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      expect(await until(() => fs.existsSync(lockFileOf(lib)), 30_000)).toBe(true);
      const owner = JSON.parse(fs.readFileSync(lockFileOf(lib), 'utf8')) as { pid: number; owner: string };
      expect(owner.pid).toBe(child.pid);

      // another `quarry index`: refused, exit code 5, told who holds the library
      const second = await quarry(['index', docs, '--library', lib]);
      expect(child.exitCode).toBeNull(); // the first one was still indexing all along
      {
        expect(second.code).toBe(5);
        expect(second.stderr).toMatch(new RegExp(`is being indexed by quarry index \\(process ${child.pid}, since .+\\); wait for it to finish`));
        // an indexing run in this process (as the app would start): refused the same way
        const library = openLibrary(lib);
        try {
          const e = await indexFolders(library, [docs], { derivers: [] }).catch((x: unknown) => x);
          expect(isQuarryError(e, 'LIBRARY_LOCKED')).toBe(true);
          expect((e as Error).message).toMatch(/quarry index \(process \d+/);
        } finally {
          library.close();
        }
      }
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    // the killed indexer's lock is stale: the next run takes it over and completes the library
    expect(fs.existsSync(lockFileOf(lib))).toBe(true);
    const library = openLibrary(lib);
    try {
      const report = await indexFolders(library, [docs], { derivers: defaultDerivers() });
      expect(report.added + report.unchanged).toBe(count);
    } finally {
      library.close();
    }
    expect(fs.existsSync(lockFileOf(lib))).toBe(false);
  }, 120_000);

  it('refuses a second run in the same process, and releases the lock when a run fails', async () => {
    const root = tempDir('quarry-lock-');
    const docs = path.join(root, 'docs');
    const files = writeCorpus(docs, 6).length;
    const library = openLibrary(path.join(root, 'library.quarry'));
    try {
      const lock = acquireWriterLock(library.path, 'a test holding the library');
      const e = await indexFolders(library, [docs], { derivers: [] }).catch((x: unknown) => x);
      expect(isQuarryError(e, 'LIBRARY_LOCKED')).toBe(true);
      expect((e as Error).message).toMatch(/already being indexed by a test holding the library/);
      lock.release();
      await expect(indexFolders(library, [path.join(root, 'missing')], { derivers: [] })).rejects.toMatchObject({ code: 'FOLDER_NOT_FOUND' });
      expect(fs.existsSync(lockFileOf(library.path))).toBe(false);
      await expect(indexFolders(library, [docs], { derivers: [] })).resolves.toMatchObject({ added: files });
    } finally {
      library.close();
    }
  });

  it('takes over a lock file that names a process that is gone, or holds no owner', async () => {
    const root = tempDir('quarry-lock-');
    const docs = path.join(root, 'docs');
    const files = writeCorpus(docs, 3).length;
    const library = openLibrary(path.join(root, 'library.quarry'));
    try {
      fs.writeFileSync(lockFileOf(library.path), JSON.stringify({ pid: 2 ** 22 + 12345, host: (await import('node:os')).hostname(), owner: 'quarry index', since: new Date().toISOString() }));
      await expect(indexFolders(library, [docs], { derivers: [] })).resolves.toMatchObject({ added: files });
      fs.writeFileSync(lockFileOf(library.path), 'not a lock');
      fs.utimesSync(lockFileOf(library.path), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
      await expect(indexFolders(library, [docs], { derivers: [] })).resolves.toMatchObject({ unchanged: files });
    } finally {
      library.close();
    }
  });
});
