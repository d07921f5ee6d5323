// Incremental indexing: unchanged files are skipped, changed files replaced (blocks, records, facts), deleted
// files removed with everything derived from them, and a second run over the same folder changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { documentGraph } from '../../electron/engine/skg/ontology.ts';
import { getDocumentByPath } from '../../electron/engine/store/documents.ts';
import { tempDir } from '../helpers/tmp.ts';
import { device, htmlPage, markdownNote, writeCorpus } from './corpus.ts';
import { numericFacts, quadCount, snapshot } from './snapshot.ts';

let open: Library[] = [];
afterEach(() => {
  for (const l of open) l.close();
  open = [];
});

function fresh(): { dir: string; library: Library } {
  const root = tempDir('quarry-indexer-');
  const dir = path.join(root, 'docs');
  fs.mkdirSync(dir);
  const library = openLibrary(path.join(root, 'library.quarry'));
  open.push(library);
  return { dir, library };
}

const index = (library: Library, dir: string) => indexFolders(library, [dir], { derivers: defaultDerivers() });

/** Graph quads of one document (its named graph). */
function graphQuads(library: Library, docId: number): number {
  const row = library.db.prepare(`SELECT id FROM rdf_terms WHERE value = ?`).get(documentGraph(docId)) as { id: number } | undefined;
  if (!row) return 0;
  return (library.db.prepare(`SELECT count(*) AS n FROM rdf_quads WHERE g = ?`).get(row.id) as { n: number }).n;
}

describe('incremental indexing', () => {
  it('skips unchanged files, and a second run over the same folder changes nothing', async () => {
    const { dir, library } = fresh();
    const files = writeCorpus(dir, 24);
    const first = await index(library, dir);
    expect(first.added).toBe(files.length);
    expect(first.errors + first.skipped).toBe(0);
    const before = snapshot(library);
    expect(before.status.documents).toBe(files.length);
    expect(before.status.records).toBeGreaterThan(0);
    expect(before.quads).toBeGreaterThan(0);

    const second = await index(library, dir);
    expect(second).toMatchObject({ added: 0, updated: 0, removed: 0, errors: 0, skipped: 0, unchanged: files.length });
    expect(snapshot(library)).toEqual(before);
  });

  it('replaces a changed file: its blocks, records and facts follow the new content', async () => {
    const { dir, library } = fresh();
    writeCorpus(dir, 12);
    await index(library, dir);
    const file = path.join(dir, 'brand0', 'testphone-0.html');
    const old = getDocumentByPath(library.db, file)!;
    expect(await numericFacts(library, 'Testphone 0')).toContain('Battery=3000');

    const changed = { ...device(0), battery: 4321, weight: 201 };
    fs.writeFileSync(file, htmlPage(changed));
    const report = await index(library, dir);
    expect(report).toMatchObject({ added: 0, updated: 1, removed: 0 });

    const now = getDocumentByPath(library.db, file)!;
    expect(now.hash).not.toBe(old.hash);
    // the old document's rows and graph are gone, the new ones hold the new numbers
    expect(library.db.prepare(`SELECT count(*) AS n FROM record_rows WHERE doc_id = ?`).get(old.id)).toEqual({ n: 0 });
    expect(library.db.prepare(`SELECT count(*) AS n FROM blocks WHERE doc_id = ?`).get(old.id)).toEqual({ n: 0 });
    expect(graphQuads(library, old.id)).toBe(0);
    expect(graphQuads(library, now.id)).toBeGreaterThan(0);
    const facts = await numericFacts(library, 'Testphone 0');
    expect(facts).toContain('Battery=4321');
    expect(facts).not.toContain('Battery=3000');
    const rows = library.db.prepare(`SELECT value FROM record_rows WHERE doc_id = ?`).all(now.id) as Array<{ value: string }>;
    expect(rows.map((r) => r.value)).toContain('4321 mAh');
  });

  it('removes a deleted file with its blocks, records, links and graph', async () => {
    const { dir, library } = fresh();
    writeCorpus(dir, 12);
    await index(library, dir);
    const file = path.join(dir, 'brand1', 'testphone-1.md');
    const doc = getDocumentByPath(library.db, file)!;
    expect(graphQuads(library, doc.id)).toBeGreaterThan(0);
    const quadsBefore = quadCount(library);

    fs.rmSync(file);
    const report = await index(library, dir);
    expect(report).toMatchObject({ removed: 1, added: 0, updated: 0 });
    expect(getDocumentByPath(library.db, file)).toBeUndefined();
    for (const table of ['blocks', 'record_rows', 'records']) {
      expect(library.db.prepare(`SELECT count(*) AS n FROM ${table} WHERE doc_id = ?`).get(doc.id)).toEqual({ n: 0 });
    }
    expect(library.db.prepare(`SELECT count(*) AS n FROM links WHERE src_doc_id = ?`).get(doc.id)).toEqual({ n: 0 });
    expect(graphQuads(library, doc.id)).toBe(0);
    expect(quadCount(library)).toBeLessThan(quadsBefore);
    expect(await numericFacts(library, 'Testphone 1')).toEqual([]);
  });

  it('gives the same library whether a file was added later or indexed from the start', async () => {
    const a = fresh();
    writeCorpus(a.dir, 12);
    const late = path.join(a.dir, 'brand3', 'late.md');
    await index(a.library, a.dir);
    fs.writeFileSync(late, markdownNote({ ...device(99), name: 'Late Phone' }));
    const report = await index(a.library, a.dir);
    expect(report).toMatchObject({ added: 1, updated: 0, removed: 0 });

    const b = fresh();
    writeCorpus(b.dir, 12);
    fs.mkdirSync(path.join(b.dir, 'brand3'), { recursive: true });
    fs.writeFileSync(path.join(b.dir, 'brand3', 'late.md'), markdownNote({ ...device(99), name: 'Late Phone' }));
    await index(b.library, b.dir);

    const sa = snapshot(a.library);
    const sb = snapshot(b.library);
    expect(sa.quads).toBe(sb.quads);
    expect({ ...sa.status, folders: [] }).toEqual({ ...sb.status, folders: [] });
    expect(await numericFacts(a.library, 'Late Phone')).toEqual(await numericFacts(b.library, 'Late Phone'));
  });
});
