// Conditions on two kinds of item the folder links (electron/engine/retrieve/symbolic/understand/links.ts): the
// answer is about the kind the question asks for, and each condition only the other kind holds is reached through
// the attribute whose values name those items ("books by Canadian authors": the book's Author).
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
  fs.writeFileSync(path.join(dir, 'authors.csv'), [
    'Author,City,Country,Born',
    'Mara Quill,Toronto,Canada,1948',
    'Tobias Wren,Vancouver,Canada,1971',
    'Ada Okoro,Lagos,Nigeria,1966',
    'Lena Brandt,Hamburg,Germany,1980',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'books.csv'), [
    'Title,Author,Pages,Year',
    'The Salt Orchard,Mara Quill,412,1991',
    'Winter Ledger,Mara Quill,188,2003',
    'Glass Harbour,Tobias Wren,356,2010',
    'River of Lamps,Ada Okoro,298,2015',
    'The Copper Gate,Ada Okoro,520,2019',
    'Northern Static,Lena Brandt,240,2021',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'books.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('conditions on linked items', () => {
  it('reads the kind in a prepositional phrase as linked, the answer as the items holding the other conditions', async () => {
    expect(await names('Which books by Canadian authors have more than 300 pages?')).toEqual(['Glass Harbour', 'The Salt Orchard']);
  });
  it('reads a noun before the phrase as the kind asked about', async () => {
    expect(await names('show me the books written by our authors in Nigeria')).toEqual(['River of Lamps', 'The Copper Gate']);
  });
  it('joins two conditions no item holds together through the link between their holders', async () => {
    expect(await names('Books from Toronto or Lagos with more than 300 pages?')).toEqual(['The Copper Gate', 'The Salt Orchard']);
  });
  it('keeps the scope word as the kind asked about when it is the head noun', async () => {
    expect(await names('Which authors are from Canada?')).toEqual(['Mara Quill', 'Tobias Wren']);
  });
  it('answers an aggregate over the linked items', async () => {
    const a = await answerQuestion(lib, 'What is the average number of pages of the books by Canadian authors?');
    expect(Number(a.value)).toBeCloseTo((412 + 188 + 356) / 3, 3);
  });
});
