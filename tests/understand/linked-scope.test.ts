// "Invoices from suppliers whose lead time is over 20 days": a second kind of item in the question is reached
// through the attribute whose values name its items (Supplier), and the conditions only its items can meet apply
// to them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'suppliers'));
  fs.mkdirSync(path.join(dir, 'invoices'));
  fs.writeFileSync(path.join(dir, 'suppliers', 'suppliers.csv'), ['supplier,country,lead time', 'Nordvik Timber,Norway,35 days', 'Baltica Packaging,Lithuania,10 days', 'Rheinfels GmbH,Germany,28 days'].join('\n'));
  fs.writeFileSync(path.join(dir, 'invoices', 'invoices.csv'), ['invoice,supplier,amount', 'INV-1,Nordvik Timber,€100', 'INV-2,Baltica Packaging,€200', 'INV-3,Rheinfels GmbH,€300', 'INV-4,Nordvik Timber,€400', 'INV-5,Baltica Packaging,€500'].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'linked.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('conditions on linked items', () => {
  it('reaches the other kind of item through the attribute that names it', async () => {
    const a = await answerQuestion(lib, 'Which invoices are from suppliers with a lead time over 20 days?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['INV-1', 'INV-3', 'INV-4']);
  });
  it('applies a value only the other kind holds to it ("suppliers in Norway")', async () => {
    const a = await answerQuestion(lib, 'Which invoices are from suppliers in Norway?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['INV-1', 'INV-4']);
  });
  it('keeps the conditions on the items asked about where they hold them', async () => {
    const a = await answerQuestion(lib, 'Which invoices over €150 are from suppliers with a lead time over 20 days?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['INV-3', 'INV-4']);
  });
});
