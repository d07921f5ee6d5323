// What the parse workers derive beside the parse (ParseTask.jobs) is what the writer derives itself. Facts
// (skg/prepared-facts.ts): the same quads and the same dictionary, term ids included, whether a file's facts were
// prepared beside its parse or derived on the writer (no workers; or a file whose numbers its folder decides, which
// the workers leave to the writer). Entities (tkg/extract-entities.ts, read in the worker without the library's
// known names, which the writer adds): the same entities and mentions.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { insertDocument } from '../../electron/engine/store/documents.ts';
import { getDocumentRecords, insertRecords } from '../../electron/engine/store/records.ts';
import { getDocumentBlocks, insertBlocks } from '../../electron/engine/store/blocks.ts';
import { storedForm } from '../../electron/engine/skg/prepared-facts.ts';
import type { ParsedDocument } from '../../electron/engine/ingest/types.ts';
import { tempDir } from '../helpers/tmp.ts';
import { device, htmlPage, markdownNote, csvCatalogue } from './corpus.ts';

let open: Library[] = [];
afterEach(() => {
  for (const l of open) l.close();
  open = [];
});

/** A folder with every kind of record, a value with a lone surrogate, headings with " > " in them, and a folder
 *  whose ambiguous numbers only the other files decide. */
function writeFolder(): string {
  const dir = path.join(tempDir('quarry-prepared-'), 'docs');
  fs.mkdirSync(path.join(dir, 'phones'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'runs'), { recursive: true });
  const devices = Array.from({ length: 6 }, (_, i) => device(i));
  devices.forEach((d, i) => fs.writeFileSync(path.join(dir, 'phones', `${d.slug}.${i % 2 ? 'md' : 'html'}`), i % 2 ? markdownNote(d) : htmlPage(d)));
  fs.writeFileSync(path.join(dir, 'catalogue.csv'), csvCatalogue(devices));
  fs.writeFileSync(path.join(dir, 'odd.json'), JSON.stringify([
    { name: 'Lone \ud800 surrogate', weight: '12 kg', colour: 'red\udc00', price: '£5.99' },
    { name: 'Second thing', weight: '1.5 t', colour: 'blue', price: '£7' },
  ]));
  fs.writeFileSync(path.join(dir, 'review.md'), '# Review\n\nThe Testphone 3 beats the Testphone 4 on battery. "A Phone For Everyone" said Jane Doe of Acme Labs.\n\nLater the testphone 5 came out. Bank of America bought some.\n');
  fs.writeFileSync(path.join(dir, 'headings.md'), '# A > B\n\n## Specs > more\n\n- Weight: 12 g\n- Battery: 4000 mAh\n- Price: $12\n');
  // "1.234" reads either way in one file; the folder's other files write dots as groups
  fs.writeFileSync(path.join(dir, 'runs', 'a.csv'), 'Name,Distance\nA,1.234\nB,2.345\n');
  fs.writeFileSync(path.join(dir, 'runs', 'b.csv'), 'Name,Distance\nC,"12.345.678"\nD,"1.000.000"\n');
  return dir;
}

function quadsAndTerms(library: Library): { quads: unknown[]; terms: unknown[]; triples: unknown[] } {
  const db = library.db;
  return {
    quads: db.prepare(`SELECT g, s, p, o FROM rdf_quads ORDER BY g, s, p, o`).all(),
    terms: db.prepare(`SELECT * FROM rdf_terms ORDER BY id`).all(),
    triples: db.prepare(`SELECT * FROM rdf_triples ORDER BY s, p, o`).all(),
  };
}

describe('work done in the parse workers', () => {
  it('is what the writer derives: same quads and term ids, same entities and mentions', async () => {
    const dir = writeFolder();
    const root = tempDir('quarry-prepared-libs-');
    // without workers; with two, one batch; with two, a batch per file (the work of some batches done here, of
    // others in the workers, as the writer keeps up with them or not)
    const libs = ([[0, 64], [2, 64], [2, 1]] as const).map(([workers, batchSize]) => {
      const library = openLibrary(path.join(root, `w${workers}-${batchSize}.quarry`));
      open.push(library);
      return { workers, batchSize, library };
    });
    const seen: Record<string, string[]> = { prepared: [], writer: [], entities: [] };
    for (const { workers, batchSize, library } of libs) {
      const derivers = defaultDerivers();
      const symbolic = derivers.find((d) => d.name === 'symbolic-graph')!;
      const onDocument = symbolic.onDocument!;
      if (workers && batchSize > 1) symbolic.onDocument = (ctx) => {
        if (ctx.parsed.records.length) seen[ctx.derived?.facts ? 'prepared' : 'writer']!.push(ctx.relpath);
        if (ctx.derived?.entities?.length === ctx.parsed.blocks.length) seen.entities!.push(ctx.relpath);
        return onDocument.call(symbolic, ctx);
      };
      await indexFolders(library, [dir], { derivers, parseWorkers: workers, batchSize, workerJobs: true });
    }
    // both ways were taken: most files' facts prepared, the file whose dots its folder decides derived by the writer
    expect(seen.prepared!.length).toBeGreaterThan(5);
    expect(seen.writer).toContain('runs/a.csv');
    expect(seen.entities!.length).toBeGreaterThan(10);
    const [inline, ...pooled] = libs.map(({ library }) => quadsAndTerms(library));
    expect(inline!.quads.length).toBeGreaterThan(100);
    for (const other of pooled) {
      expect(other.terms).toEqual(inline!.terms);
      expect(other.quads).toEqual(inline!.quads);
      expect(other.triples).toEqual(inline!.triples);
    }
    const entities = (l: Library) => ({
      entities: l.db.prepare(`SELECT * FROM entities ORDER BY id`).all(),
      mentions: l.db.prepare(`SELECT * FROM mentions ORDER BY entity_id, block_id`).all(),
    });
    expect(entities(libs[0]!.library).entities.length).toBeGreaterThan(5);
    for (const other of libs.slice(1)) expect(entities(other.library)).toEqual(entities(libs[0]!.library));
    const settings = (l: Library) => l.db.prepare(`SELECT key, value FROM settings WHERE key LIKE 'numbers.%' OR key = 'unknownUnits' ORDER BY key`).all();
    for (const other of libs.slice(1)) expect(settings(other.library)).toEqual(settings(libs[0]!.library));
  }, 60_000);

  it('reads records and blocks as the library gives them back', async () => {
    const library = openLibrary(path.join(tempDir('quarry-stored-form-'), 'l.quarry'));
    open.push(library);
    const parsed: ParsedDocument = await parseFile('x.md', Buffer.from('# A > B\n\nText.\n\n## C\n\n- Weight: 12 g\n- Colour: red\n'), {});
    // what the library must give back as it is: rows out of position order and tied, a lone surrogate, no section
    const rec = parsed.records[0]!;
    rec.rows.push({ ...rec.rows[0]!, position: 0, key: 'Tied', value: 'x\ud800y', section: undefined as unknown as null });
    rec.rows.reverse();
    parsed.blocks[0]!.headingPath = ['A > B', ''];
    const db = library.db;
    const docId = insertDocument(db, { folderId: null, path: '/x.md', relpath: 'x.md', hash: 'h', size: 1, mtime: 1, format: 'markdown', status: 'indexed', factsVersion: 1 });
    const blockIds = insertBlocks(db, docId, parsed.blocks.map((b) => ({ ...b, ord: b.order })));
    const rowIds: number[] = [];
    const blockId = (order: number | null) => (order !== null && order >= 0 && order < blockIds.length ? blockIds[order]! : null);
    const recordIds = insertRecords(db, docId, parsed.records.map((r, ord) => ({ ord, subject: r.subject, kind: r.kind, blockId: blockId(r.blockOrder), categoryHints: r.categoryHints, rows: r.rows.map((row) => ({ ...row, blockId: blockId(row.blockOrder) })) })), rowIds);
    const local = storedForm(parsed);
    // the library's, with its ids turned back into local ones
    const blockLocal = (id: number | null) => (id === null ? null : blockIds.indexOf(id));
    const stored = getDocumentRecords(db, docId).map((r) => ({
      ...r, id: recordIds.indexOf(r.id), docId: -1, blockId: blockLocal(r.blockId),
      rows: r.rows.map((x) => ({ ...x, id: rowIds.indexOf(x.id), blockId: blockLocal(x.blockId) })),
    }));
    expect(local.records).toEqual(stored);
    expect(local.records[0]!.rows.find((x) => x.key === 'Tied')!.value).toBe('x\ufffd\ufffd\ufffdy');
    const blocks = getDocumentBlocks(db, docId).map((b) => ({ ...b, id: blockIds.indexOf(b.id), docId: -1 }));
    expect(local.blocks).toEqual(blocks);
  });
});
