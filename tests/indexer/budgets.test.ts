// Per-file budgets: a file over a budget is indexed up to the cap and recorded as truncated with the reason (shown
// by `quarry status`), or recorded with the reason when even its first bytes are over; the other files are indexed
// whole. The hostile files are generated here, small; `bench limits` runs the full-size ones and measures them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { applyBudgets, fileBudgets, leadingBytes } from '../../electron/engine/ingest/budgets.ts';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { getDocumentByPath } from '../../electron/engine/store/documents.ts';
import { libraryStatus } from '../../electron/engine/store/status.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { documentGraph } from '../../electron/engine/skg/ontology.ts';
import { writeOneLineCsv, writeWideCsv } from '../../bench/_hostile-files.ts';
import { tempDir } from '../helpers/tmp.ts';
import { device, markdownNote } from './corpus.ts';

function graphQuads(library: Library, docId: number): number {
  const row = library.db.prepare(`SELECT id FROM rdf_terms WHERE value = ?`).get(documentGraph(docId)) as { id: number } | undefined;
  return row ? (library.db.prepare(`SELECT count(*) AS n FROM rdf_quads WHERE g = ?`).get(row.id) as { n: number }).n : 0;
}

describe('applyBudgets', () => {
  it('keeps the first columns of each record, the first rows overall, and every range inside the kept text', async () => {
    const dir = tempDir('quarry-budget-unit-');
    const file = path.join(dir, 'wide.csv');
    writeWideCsv(file, 400, 12);
    const doc = await parseFile(file, fs.readFileSync(file));
    const { doc: cut, truncated } = applyBudgets(doc, fileBudgets({ columns: 50, recordRows: 300, blocks: 2 }));
    expect(truncated.join('; ')).toMatch(/more than 50 columns/);
    expect(truncated.join('; ')).toMatch(/record rows, over the budget of 300/);
    expect(truncated.join('; ')).toMatch(/blocks, over the budget of 2/);
    expect(doc.blocks.length).toBeGreaterThan(2);
    expect(cut.blocks.length).toBeLessThanOrEqual(2);
    expect(cut.records.every((r) => r.rows.length <= 50)).toBe(true);
    expect(cut.records.reduce((s, r) => s + r.rows.length, 0)).toBeLessThanOrEqual(300);
    for (const b of cut.blocks) expect(cut.text.slice(b.start, b.end)).toBe(b.text);
    for (const r of cut.records) {
      expect(r.blockOrder).toBeLessThan(cut.blocks.length);
      for (const row of r.rows) expect(row.end).toBeLessThanOrEqual(cut.text.length);
    }
  });

  it('leaves a document within its budgets untouched', async () => {
    const dir = tempDir('quarry-budget-unit-');
    const file = path.join(dir, 'note.md');
    fs.writeFileSync(file, markdownNote(device(3)));
    const doc = await parseFile(file, fs.readFileSync(file));
    const out = applyBudgets(doc, fileBudgets());
    expect(out.truncated).toEqual([]);
    expect(out.doc).toBe(doc);
  });

  it('cuts leading bytes after a line break', () => {
    expect(leadingBytes(Buffer.from('one\ntwo\nthree\n'), 10).toString()).toBe('one\ntwo\n');
    expect(leadingBytes(Buffer.from('no line break at all'), 8).toString()).toBe('no line ');
  });
});

describe('indexing over budget', () => {
  let root: string;
  let dir: string;
  let library: Library;
  const file = (rel: string) => path.join(dir, rel);

  beforeAll(async () => {
    root = tempDir('quarry-budgets-');
    dir = path.join(root, 'docs');
    fs.mkdirSync(dir);
    writeOneLineCsv(file('one-line.csv'), 2 * 2 ** 20);
    writeWideCsv(file('wide.csv'), 3000, 10);
    fs.writeFileSync(file('note.md'), markdownNote(device(1)));
    library = openLibrary(path.join(root, 'library.quarry'));
    await indexFolders(library, [dir], {
      derivers: defaultDerivers(),
      budgets: { parseBytes: 256 * 1024, columns: 200, recordRows: 1000, triples: 5000 },
    });
  }, 120_000);
  afterAll(() => library?.close());

  it('indexes a one-line CSV up to its input budget and says so', () => {
    const doc = getDocumentByPath(library.db, file('one-line.csv'))!;
    expect(doc.status).toBe('indexed');
    expect(doc.truncated).toMatch(/only its first 0\.25 MB of 2 MB were read/);
  });

  it('indexes a CSV of thousands of columns up to the column, row and fact budgets', () => {
    const doc = getDocumentByPath(library.db, file('wide.csv'))!;
    expect(doc.status).toBe('indexed');
    expect(doc.truncated).toMatch(/records with more than 200 columns/);
    const rows = library.db.prepare(`SELECT record_id, count(*) AS n FROM record_rows WHERE doc_id = ? GROUP BY record_id`).all(doc.id) as Array<{ n: number }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(Math.max(...rows.map((r) => r.n))).toBeLessThanOrEqual(200);
    expect(rows.reduce((s, r) => s + r.n, 0)).toBeLessThanOrEqual(1000);
    expect(graphQuads(library, doc.id)).toBeGreaterThan(0);
    expect(graphQuads(library, doc.id)).toBeLessThanOrEqual(5000);
    expect(doc.truncated).toMatch(/facts, over the budget of 5,000/);
  });

  it('indexes a file within its budgets whole, and `quarry status` lists the truncated ones with their reasons', () => {
    expect(getDocumentByPath(library.db, file('note.md'))).toMatchObject({ status: 'indexed', truncated: null });
    const status = libraryStatus(library.db);
    expect(status.truncated.map((t) => path.basename(t.path))).toEqual(['one-line.csv', 'wide.csv']);
    expect(status.truncated.every((t) => t.reason.length > 10)).toBe(true);
  });

  it('a parse that outgrows its worker memory limit is stopped, and the file indexed from its first bytes', async () => {
    const lib = openLibrary(path.join(root, 'memory.quarry'));
    try {
      const only = path.join(root, 'memory');
      fs.mkdirSync(only);
      writeWideCsv(path.join(only, 'wide.csv'), 10_000, 40); // about 0.5 GB to parse whole
      await indexFolders(lib, [only], { derivers: [], budgets: { heapMb: 96, retryBytes: 48 * 1024, parseMs: 60_000 } });
      const doc = getDocumentByPath(lib.db, path.join(only, 'wide.csv'))!;
      expect(doc.status).toBe('indexed');
      expect(doc.truncated).toMatch(/reading it needed more than 96 MB; only its first 0\.05 MB of 1\.2 MB were read/);
    } finally {
      lib.close();
    }
  }, 120_000);

  it('a parse that runs past its time limit is stopped, and the file is truncated or skipped, with the reason', async () => {
    const lib = openLibrary(path.join(root, 'time.quarry'));
    try {
      const only = path.join(root, 'time');
      fs.mkdirSync(only);
      writeWideCsv(path.join(only, 'wide.csv'), 10_000, 40); // seconds to parse whole
      const started = Date.now();
      await indexFolders(lib, [only], { derivers: [], budgets: { parseMs: 300, retryBytes: 16 * 1024 } });
      expect(Date.now() - started).toBeLessThan(60_000);
      const doc = getDocumentByPath(lib.db, path.join(only, 'wide.csv'))!;
      const reason = doc.status === 'indexed' ? doc.truncated : doc.error;
      if (doc.status !== 'indexed') expect(doc.errorCode).toBe('FILE_OVER_BUDGET');
      expect(reason).toMatch(/reading it took longer than 0\.3 s/);
    } finally {
      lib.close();
    }
  }, 120_000);
});
