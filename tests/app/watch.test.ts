// Folders stay indexed while the app runs: the facade watches every folder of its library and re-indexes a changed
// one through its indexing job; `quarry watch` does the same from the command line.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createQuarryService, type QuarryService } from '../../electron/engine/api/service.ts';
import type { LibraryOverview, QuarryEvent } from '../../shared/api.ts';
import { engineFunctions } from './fixtures/record-engine.ts';
import { smallFolder } from './helpers.ts';
import { tempDir } from '../helpers/tmp.ts';

const DEBOUNCE_MS = 100;
const NOTE = '# Zephyr hub\n\nThe Zephyr hub has twelve ports and a walnut case.\n';

let cleanup: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

/** Polls until `check` returns a truthy value (or throws after the timeout, with what it last saw). */
async function until<T>(check: () => Promise<T> | T, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function open(libraryPath: string, watch: false | { debounceMs: number } = { debounceMs: DEBOUNCE_MS }) {
  const events: QuarryEvent[] = [];
  const watchErrors: unknown[] = [];
  const service: QuarryService = createQuarryService({
    libraryPath,
    modelsDir: tempDir('quarry-models-'),
    engine: engineFunctions(),
    watch,
    onWatchError: (e) => watchErrors.push(e),
  });
  service.subscribe((e) => events.push(e));
  cleanup.push(() => service.close());
  return { service, events, watchErrors };
}

async function addedHarness() {
  const folder = smallFolder();
  const libraryPath = path.join(tempDir(), 'lib.quarry');
  const h = open(libraryPath);
  await h.service.addFolder({ path: folder });
  await h.service.indexingIdle();
  expect(await h.service.watchedFolders()).toEqual([folder]);
  return { ...h, folder, libraryPath };
}

const finishedJobs = (events: QuarryEvent[]) => events.flatMap((e) => (e.type === 'index-finished' ? [e.job] : []));
const hasDocument = async (service: QuarryService, relpath: string) =>
  service.readDocument({ path: relpath }).then(
    () => true,
    () => false,
  );

describe('the facade watches its folders', () => {
  it('indexes a new file, re-indexes a changed one and drops a deleted one, without being asked', async () => {
    const { service, events, watchErrors, folder } = await addedHarness();
    const before = (await service.libraryOverview()).documents;

    let seen = events.length;
    fs.writeFileSync(path.join(folder, 'zephyr.md'), NOTE);
    await until(async () => (await service.libraryOverview()).documents === before + 1, 'the new file to be indexed');
    await service.indexingIdle();
    expect((await service.readDocument({ path: 'zephyr.md' })).text).toContain('twelve ports');
    let jobs = finishedJobs(events.slice(seen));
    expect(jobs.some((j) => j.summary?.added === 1 && j.error === null && j.folders.includes(folder))).toBe(true);
    expect(events.slice(seen).some((e) => e.type === 'library-changed')).toBe(true);
    expect(events.slice(seen).some((e) => e.type === 'index-progress')).toBe(true);

    seen = events.length;
    fs.writeFileSync(path.join(folder, 'zephyr.md'), NOTE.replace('twelve', 'fourteen'));
    await until(async () => (await service.readDocument({ path: 'zephyr.md' })).text.includes('fourteen'), 'the changed file to be re-indexed');
    await service.indexingIdle();
    expect(finishedJobs(events.slice(seen)).some((j) => j.summary?.updated === 1)).toBe(true);

    seen = events.length;
    fs.rmSync(path.join(folder, 'zephyr.md'));
    await until(async () => !(await hasDocument(service, 'zephyr.md')), 'the deleted file to leave the library');
    await service.indexingIdle();
    jobs = finishedJobs(events.slice(seen));
    expect(jobs.some((j) => j.summary?.removed === 1)).toBe(true);
    expect((await service.libraryOverview()).documents).toBe(before);
    expect(watchErrors).toEqual([]);
  });

  it('ignores the library file, dot folders and node_modules inside a watched folder', async () => {
    const folder = smallFolder();
    const h = open(path.join(folder, 'lib.quarry')); // the library lives inside the folder it indexes
    await h.service.addFolder({ path: folder });
    await h.service.indexingIdle();
    await h.service.watchedFolders();
    const seen = h.events.length;
    fs.mkdirSync(path.join(folder, '.cache'));
    fs.writeFileSync(path.join(folder, '.cache', 'x.md'), NOTE);
    fs.mkdirSync(path.join(folder, 'node_modules'));
    fs.writeFileSync(path.join(folder, 'node_modules', 'y.md'), NOTE);
    await h.service.saveSettings({ strategy: 'symbolic' }); // a write to the library (and its -wal)
    await new Promise((r) => setTimeout(r, DEBOUNCE_MS * 4));
    await h.service.indexingIdle();
    expect(finishedJobs(h.events.slice(seen))).toEqual([]);

    // a real change still counts
    fs.writeFileSync(path.join(folder, 'zephyr.md'), NOTE);
    await until(() => hasDocument(h.service, 'zephyr.md'), 'the new file to be indexed');
  });

  it('stops watching a removed folder, and removing waits out a re-index the watcher started', async () => {
    const { service, events, folder } = await addedHarness();
    const [{ id }] = (await service.libraryOverview()).folders;

    // remove the folder the moment a watcher-started re-index reports progress: not refused, done after it
    const pending: { removal: Promise<LibraryOverview> | null } = { removal: null };
    const unsubscribe = service.subscribe((e) => {
      if (e.type === 'index-progress' && !pending.removal) pending.removal = service.removeFolder({ folderId: id });
    });
    fs.writeFileSync(path.join(folder, 'zephyr.md'), NOTE);
    await until(() => pending.removal !== null, 'a re-index to start');
    unsubscribe();
    const after = await pending.removal!;
    expect(after.folders).toEqual([]);
    expect(after.documents).toBe(0);
    expect(await service.watchedFolders()).toEqual([]);

    // later changes in the removed folder start nothing
    const seen = events.length;
    fs.writeFileSync(path.join(folder, 'late.md'), NOTE);
    fs.rmSync(path.join(folder, 'guides', 'battery-care.md'));
    await new Promise((r) => setTimeout(r, DEBOUNCE_MS * 4));
    await service.indexingIdle();
    expect(events.slice(seen).filter((e) => e.type === 'index-progress' || e.type === 'index-finished')).toEqual([]);
    expect((await service.libraryOverview()).folders).toEqual([]);
  });

  it('watches the folders a library already has when it opens, catching up on changes made while it was closed', async () => {
    const { service, folder, libraryPath } = await addedHarness();
    await service.close();
    fs.writeFileSync(path.join(folder, 'while-closed.md'), NOTE);

    const reopened = open(libraryPath);
    expect(await reopened.service.watchedFolders()).toEqual([folder]);
    await until(() => hasDocument(reopened.service, 'while-closed.md'), 'the catch-up run');
    await reopened.service.indexingIdle();
    fs.writeFileSync(path.join(folder, 'after-open.md'), NOTE);
    await until(() => hasDocument(reopened.service, 'after-open.md'), 'the new file to be indexed');
  });

  it('can be turned off', async () => {
    const folder = smallFolder();
    const h = open(path.join(tempDir(), 'lib.quarry'), false);
    await h.service.addFolder({ path: folder });
    await h.service.indexingIdle();
    expect(await h.service.watchedFolders()).toEqual([]);
    const seen = h.events.length;
    fs.writeFileSync(path.join(folder, 'zephyr.md'), NOTE);
    await new Promise((r) => setTimeout(r, 400));
    expect(finishedJobs(h.events.slice(seen))).toEqual([]);
    expect(await hasDocument(h.service, 'zephyr.md')).toBe(false);
  });
});

const repo = path.resolve(import.meta.dirname, '..', '..');
const bin = path.join(repo, 'bin', 'quarry.mjs');

describe('quarry watch', () => {
  it('indexes, re-indexes on change with one line per run, and exits 0 on SIGTERM', async () => {
    const root = tempDir('quarry-watch-cli-');
    const docs = path.join(root, 'docs');
    fs.mkdirSync(docs);
    fs.writeFileSync(path.join(docs, 'first.md'), '# First\n\nThe first note.\n');
    const lib = path.join(root, 'lib.quarry');

    const child = spawn(process.execPath, [bin, 'watch', docs, '--library', lib, '--debounce-ms', String(DEBOUNCE_MS)], { cwd: repo });
    cleanup.push(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const lines = () => stdout.split('\n').filter(Boolean);

    await until(() => lines().length >= 1, `the first line (stderr: ${stderr})`, 30_000);
    expect(lines()[0]).toMatch(/^Indexed .*docs in [\d.]+ s: 1 added.*Watching for changes/);

    fs.writeFileSync(path.join(docs, 'second.md'), NOTE);
    await until(() => lines().length >= 2, 'the re-index line');
    expect(lines()[1]).toMatch(/^Re-indexed .*docs in [\d.]+ s: 1 added, 0 updated, 1 unchanged/);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toBe('');

    const status = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, [bin, 'status', '--json', '--library', lib], { cwd: repo }, (err, out) => (err ? reject(err) : resolve(out))),
    );
    const json = JSON.parse(status);
    expect(json.documents).toBe(2);
    expect(json.folders).toEqual([expect.objectContaining({ path: docs, documents: 2 })]);
  }, 60_000);
});
