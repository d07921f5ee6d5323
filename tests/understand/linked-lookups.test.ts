// Questions that reach an attribute through a link the question names, over a small publisher's folder: books
// (one of them a nested JSON record whose credits name its author and publisher), authors with a nationality,
// publishers and bookshops with a country.
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
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  const book = (title: string, author: string, publisher: string, pages: number, copies: number) =>
    write(`books/${title.toLowerCase().replace(/ /g, '-')}.md`, `# ${title}\n\n- Author: ${author}\n- Publisher: ${publisher}\n- Pages: ${pages}\n- Copies in the catalogue: ${copies}\n- Price: £${(pages / 20).toFixed(2)}\n- Book club pick: ${copies > 30 ? 'yes' : 'no'}\n- Novel award: ${pages > 300 ? 'yes' : 'no'}\n`);
  book('Salt Roads', 'Anne Roux', 'Maison Verte', 320, 2);
  book('Low Tide', 'Anne Roux', 'Harbour Press', 210, 1);
  book('Glass Orchard', 'Tom Keel', 'Maison Verte', 180, 40);
  book('The Quiet Mill', 'Tom Keel', 'Harbour Press', 400, 35);
  book('Night Ferry', 'Anne Roux', 'Harbour Press', 260, 3);
  book('Wren Song', 'Anne Roux', 'Harbour Press', 240, 2);
  write('books/paper-moon.json', JSON.stringify({ book: { title: 'Paper Moon', pages: 150, credits: { author: { name: 'Tom Keel' }, publisher: { name: 'Maison Verte' } } } }, null, 2));
  const person = (name: string, nationality: string, born: number, friends: string) => write(`authors/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Nationality: ${nationality}\n- Born: ${born}\n- Friends: ${friends}\n`);
  person('Anne Roux', 'French', 1971, 'Tom Keel, Mara Voss');
  person('Tom Keel', 'British', 1980, 'Anne Roux, Ian Dale');
  person('Mara Voss', 'German', 1966, 'Anne Roux');
  person('Ian Dale', 'British', 1959, 'Tom Keel');
  const house = (name: string, country: string, founded: number) => write(`publishers/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Country: ${country}\n- Founded: ${founded}\n`);
  house('Maison Verte', 'France', 1952);
  house('Harbour Press', 'United Kingdom', 1990);
  for (const [shop, city, country] of [['Quayside Books', 'Bristol', 'United Kingdom'], ['Librairie du Port', 'Nantes', 'France'], ['Hafenbuch', 'Kiel', 'Germany']]) write(`shops/${shop.toLowerCase().replace(/ /g, '-')}.md`, `# ${shop}\n\n- City: ${city}\n- Country: ${country}\n`);
  lib = openLibrary(path.join(tempDir(), 'books.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('the value or the item of a ranking', () => {
  it('answers "what does the priciest book cost" with the price, and "which book is the priciest" with the book', async () => {
    const value = await answerQuestion(lib, 'What does the priciest book cost?');
    expect(value.value).toBe(20);
    expect((await answerQuestion(lib, 'Which book is the priciest?')).items.map((i) => i.name)).toEqual(['The Quiet Mill']);
  });
});

describe('links a question names', () => {
  it("reads the attribute asked on the item a link names, where a nested JSON record's credits state the link ({\"author\": {\"name\": …}})", async () => {
    const a = await answerQuestion(lib, 'Which country is the publisher of Paper Moon from?');
    expect(a.route).toBe('symbolic');
    expect(a.answer).toContain('France');
    expect(a.answer).not.toContain('United Kingdom');
  });
  it('reads a word of several readings as the one the linked kind holds ("French publishers": the Country, not a Nationality)', async () => {
    const a = await answerQuestion(lib, 'What is the average page count of books from French publishers?');
    expect(a.value).toBeCloseTo((320 + 180 + 150) / 3, 1);
  });
  it("lists the items a named item's link names, under the question's other conditions", async () => {
    expect(await names("Which of Anne Roux's friends are British?")).toEqual(['Tom Keel']);
    expect(await names("Which of Tom Keel's friends were born before 1965?")).toEqual(['Ian Dale']);
  });
  it('reaches the conditions of a kind a phrasal verb links to ("looked after by a publisher founded before 1960"), the head noun asking though it half-names a yes/no label', async () => {
    const a = await answerQuestion(lib, 'Which books are looked after by a publisher founded before 1960?');
    expect(a.route).toBe('symbolic');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Glass Orchard', 'Paper Moon', 'Salt Roads']);
    // a head noun no category names, though it half-names a yes/no label ("novels" of "Novel award")
    expect(await names('Which novels are looked after by a publisher founded before 1960?')).toEqual(['Glass Orchard', 'Paper Moon', 'Salt Roads']);
  });
  it('counts the kind right after "most", whatever a phrase after it names', async () => {
    const a = await answerQuestion(lib, 'Which author has the most books in our catalogue?');
    expect(a.items.map((i) => i.name)).toEqual(['Anne Roux']);
  });
});
