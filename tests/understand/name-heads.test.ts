// Names said short, as people do ("Krakow Cable Works" for "Krakow Cable Works Sp. z o.o."), and a category the
// head noun names kept as the scope where its items are a kind of their own among those the conditions match.
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
  fs.mkdirSync(path.join(dir, 'products'));
  fs.mkdirSync(path.join(dir, 'orders'));
  fs.writeFileSync(path.join(dir, 'suppliers', 'register.csv'), [
    'Name,City,Country,Lead time (days)',
    'Krakow Cable Works Sp. z o.o.,Kraków,Poland,21',
    'Alpenglas AG,Innsbruck,Austria,14',
    'Nordvik Timber AS,Bergen,Norway,30',
    'Brightwell Office Supplies Ltd,Leeds,United Kingdom,5',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'products', 'catalogue.csv'), [
    'Product,Supplier,Unit price (EUR),Weight (kg)',
    'Cat6 Patch Cable 5 m,Krakow Cable Works Sp. z o.o.,4.20,0.2',
    'Copper Cable 100 m,Krakow Cable Works Sp. z o.o.,88.00,9.5',
    'Tempered Glass Panel 8 mm,Alpenglas AG,61.00,14',
    'Oak Plank 2 m,Nordvik Timber AS,22.50,6.1',
    'Lever Arch File,Brightwell Office Supplies Ltd,2.10,0.4',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'orders', 'orders.csv'), [
    'Order,Supplier,Total (EUR),Issued',
    'PO-1001,Krakow Cable Works Sp. z o.o.,420.00,2024-02-01',
    'PO-1002,Krakow Cable Works Sp. z o.o.,880.00,2024-03-05',
    'PO-1003,Alpenglas AG,610.00,2024-03-09',
    'PO-1004,Nordvik Timber AS,225.00,2024-04-11',
    'PO-1005,Brightwell Office Supplies Ltd,21.00,2024-04-12',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'names.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('names said short', () => {
  it('reads the first words of a name as the name', async () => {
    const a = await answerQuestion(lib, 'Which city is Krakow Cable Works based in?');
    expect(a.route).toBe('symbolic');
    expect(String(a.value)).toBe('Kraków');
  });
  it('reads one rare first word, capitalised, as the name', async () => {
    const a = await answerQuestion(lib, 'What is the lead time of Alpenglas?');
    expect(Number(a.value)).toBe(14);
  });
  it('never shortens to a word many names start with, nor to a word the library uses otherwise', async () => {
    const a = await answerQuestion(lib, 'Which products are cables?');
    expect(a.interpretation ?? '').not.toMatch(/Cat6 Patch Cable/);
  });
});

describe('a category that is a kind of its own', () => {
  it('keeps the head noun as the scope where other kinds hold the same link', async () => {
    const a = await answerQuestion(lib, 'What products do we get from Krakow Cable Works?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Cat6 Patch Cable 5 m', 'Copper Cable 100 m']);
  });
});
