// A library indexed by an older Quarry (documents stored with an older FACTS_VERSION, or before versions were
// recorded) is brought up to date by the next indexing run even though no file changed: every such document is
// read and derived again through the update path (counted as updated, shown in progress), a run cancelled midway
// leaves the rest marked old for the next run, and `quarry status` says which folders are behind.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { indexFolders, type DocumentDeriver } from '../../electron/engine/ingest/index-folder.ts';
import type { IndexProgress } from '../../electron/engine/ingest/progress.ts';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { defaultDerivers, FACTS_VERSION } from '../../electron/engine/pipeline.ts';
import { documentsOlderThan } from '../../electron/engine/store/documents.ts';
import { libraryStatus } from '../../electron/engine/store/status.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { tempDir } from '../helpers/tmp.ts';
import { writeCorpus } from './corpus.ts';

let open: Library[] = [];
afterEach(() => {
  for (const l of open) l.close();
  open = [];
});

/** A folder with a CSV of ISO dates (each a q:hasDay fact) and a few notes, and its file count. */
function ledgerFolder(dir: string, notes = 3): number {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'ledger.csv'), [
    'invoice,issued,amount',
    'A-1,2024-02-28,€100',
    'A-2,2024-03-01,€200',
    'A-3,2024-03-31,€300',
  ].join('\n'));
  for (let i = 0; i < notes; i++) fs.writeFileSync(path.join(dir, `note-${i}.md`), `# Note ${i}\n\n- Issued: 14 March 2024\n- Amount: €${i}00\n`);
  return notes + 1;
}

const run = (library: Library, dirs: string[], extra: Parameters<typeof indexFolders>[2] = {}) =>
  indexFolders(library, dirs, { derivers: defaultDerivers(), ...extra });

/** The day numbers the graph holds (q:hasDay), sorted. */
async function dayNumbers(library: Library): Promise<number[]> {
  const rdf = await libraryRdf(library);
  const res = await rdf.sparql(`PREFIX q: <https://quarry.local/ontology#> SELECT ?d WHERE { GRAPH ?g { ?s q:hasDay ?d } }`);
  return res.rows.map((r) => Number(r.d.value)).sort((a, b) => a - b);
}

/**
 * What an older Quarry left: the same documents without the facts this version adds (q:hasDay), and no recorded
 * facts version (a library from before versions were recorded) or an older one.
 */
async function makeOlder(library: Library, version: number | null, folder?: string): Promise<void> {
  const rdf = await libraryRdf(library);
  await library.writeTransaction(() =>
    rdf.sparql(`PREFIX q: <https://quarry.local/ontology#> DELETE WHERE { GRAPH ?g { ?s q:hasDay ?d } }`, { allowUpdate: true }),
  );
  const where = folder ? `WHERE folder_id = (SELECT id FROM folders WHERE path = ?)` : '';
  library.db.prepare(`UPDATE documents SET facts_version = ? ${where}`).run(version, ...(folder ? [folder] : []));
}

describe('documents derived by an older version', () => {
  it('are read and derived again though unchanged, once; progress and the report say so', async () => {
    const root = tempDir('quarry-facts-');
    const dir = path.join(root, 'docs');
    const n = ledgerFolder(dir);
    const library = openLibrary(path.join(root, 'library.quarry'));
    open.push(library);
    expect((await run(library, [dir])).added).toBe(n);
    const days = await dayNumbers(library);
    expect(days).toEqual(expect.arrayContaining([20240228, 20240301, 20240331, 20240314]));
    expect(libraryStatus(library.db).olderFacts).toEqual([]);

    await makeOlder(library, null);
    expect(await dayNumbers(library)).toEqual([]);
    expect(libraryStatus(library.db).olderFacts).toEqual([{ path: dir, documents: n }]);
    const events: IndexProgress[] = [];
    const again = await run(library, [dir], { onProgress: (p) => events.push(p) });
    expect(again).toMatchObject({ added: 0, updated: n, refreshed: n, unchanged: 0, removed: 0, errors: 0 });
    expect(events.filter((e) => e.phase === 'parse').every((e) => e.refreshing === n)).toBe(true);
    expect(await dayNumbers(library)).toEqual(days);
    expect(documentsOlderThan(library.db, FACTS_VERSION)).toEqual([]);
    expect(libraryStatus(library.db).olderFacts).toEqual([]);

    // an older recorded version (not only none) counts too; once redone, a run changes nothing
    await makeOlder(library, FACTS_VERSION - 1);
    expect((await run(library, [dir])).refreshed).toBe(n);
    expect(await dayNumbers(library)).toEqual(days);
    const third = await run(library, [dir], { onProgress: (p) => events.push(p) });
    expect(third).toMatchObject({ added: 0, updated: 0, refreshed: 0, unchanged: n });
    expect(events.at(-1)!.refreshing).toBe(0);
  }, 120_000);

  it('a library from before versions were recorded (schema 4) is upgraded and every document refreshed', async () => {
    const root = tempDir('quarry-facts-schema4-');
    const dir = path.join(root, 'docs');
    const n = ledgerFolder(dir);
    const file = path.join(root, 'library.quarry');
    const first = openLibrary(file);
    await run(first, [dir]);
    await makeOlder(first, null);
    first.db.exec(`ALTER TABLE documents DROP COLUMN facts_version; PRAGMA user_version = 4;`);
    first.close();

    // read-only (no migration): the column is missing, so every document counts as older
    const readonly = openLibrary(file, { readonly: true });
    expect(libraryStatus(readonly.db).olderFacts).toEqual([{ path: dir, documents: n }]);
    readonly.close();
    const library = openLibrary(file);
    open.push(library);
    expect(await run(library, [dir])).toMatchObject({ added: 0, updated: n, refreshed: n, unchanged: 0 });
    expect((await dayNumbers(library)).length).toBeGreaterThan(0);
    expect(libraryStatus(library.db).olderFacts).toEqual([]);
  }, 120_000);

  it('a run over one folder redoes only that folder; the other stays marked old until it is indexed', async () => {
    const root = tempDir('quarry-facts-two-');
    const a = path.join(root, 'a');
    const b = path.join(root, 'b');
    const na = ledgerFolder(a, 2);
    const nb = ledgerFolder(b, 4);
    const library = openLibrary(path.join(root, 'library.quarry'));
    open.push(library);
    await run(library, [a, b]);
    await makeOlder(library, null);
    expect(libraryStatus(library.db).olderFacts).toEqual([{ path: a, documents: na }, { path: b, documents: nb }]);

    expect(await run(library, [a])).toMatchObject({ updated: na, refreshed: na });
    expect(libraryStatus(library.db).olderFacts).toEqual([{ path: b, documents: nb }]);
    expect((await dayNumbers(library)).length).toBeGreaterThan(0); // a's facts are back, b's not yet
    const partial = (await dayNumbers(library)).length;
    expect(await run(library, [b])).toMatchObject({ updated: nb, refreshed: nb });
    expect(libraryStatus(library.db).olderFacts).toEqual([]);
    expect((await dayNumbers(library)).length).toBeGreaterThan(partial);
  }, 120_000);

  it('a cancelled refresh keeps what it redid and leaves the rest marked old; the next run finishes them', async () => {
    const root = tempDir('quarry-facts-cancel-');
    const dir = path.join(root, 'docs');
    const n = ledgerFolder(dir, 2) + writeCorpus(dir, 12).length;
    const library = openLibrary(path.join(root, 'library.quarry'));
    open.push(library);
    await run(library, [dir], { batchSize: 2 });
    const days = await dayNumbers(library);
    await makeOlder(library, null);

    // cancelled at the end of the first batch's transaction: that batch is committed, the run stops before the next
    const controller = new AbortController();
    const cancelAfterFirstBatch: DocumentDeriver = { name: 'cancel', afterBatch: () => controller.abort() };
    const error = await indexFolders(library, [dir], {
      batchSize: 2,
      signal: controller.signal,
      derivers: [...defaultDerivers(), cancelAfterFirstBatch],
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CANCELLED' });
    const left = documentsOlderThan(library.db, FACTS_VERSION).length;
    expect(left).toBe(n - 2);

    const rest = await run(library, [dir], { batchSize: 2 });
    expect(rest).toMatchObject({ added: 0, updated: left, refreshed: left, unchanged: n - left, errors: 0 });
    expect(documentsOlderThan(library.db, FACTS_VERSION)).toEqual([]);
    expect(await dayNumbers(library)).toEqual(days);
  }, 120_000);

  it('`quarry status` says which documents an older version derived and `quarry index` refreshes them', async () => {
    const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
    const quarry = (args: string[]) =>
      new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(process.execPath, [path.join(repo, 'bin', 'quarry.mjs'), ...args], { cwd: repo, timeout: 180_000 }, (err, stdout) =>
          resolve({ code: err ? 1 : 0, stdout }),
        );
      });
    const root = tempDir('quarry-facts-cli-');
    const dir = path.join(root, 'docs');
    const n = ledgerFolder(dir);
    const lib = path.join(root, 'lib.quarry');
    expect((await quarry(['index', dir, '--library', lib])).code).toBe(0);
    expect((await quarry(['status', '--library', lib])).stdout).not.toMatch(/older version/);
    const db = new BetterSqlite3(lib);
    db.prepare(`UPDATE documents SET facts_version = NULL`).run();
    db.close();

    const status = await quarry(['status', '--library', lib]);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(new RegExp(`older version of Quarry \\(${n} documents\\).*quarry index`));
    expect(status.stdout).toContain(`${dir}: ${n} documents`);
    const indexed = await quarry(['index', dir, '--library', lib]);
    expect(indexed.stdout).toMatch(new RegExp(`0 added, ${n} updated \\(${n} derived again`));
    expect((await quarry(['status', '--library', lib])).stdout).not.toMatch(/older version/);
  }, 120_000);
});
