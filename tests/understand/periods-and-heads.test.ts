// An amount counted per a period ("£700 a month", "£1,500 pcm") is one of an attribute stated per a period (a rent),
// not of one of the same money stated once (a deposit); and a question with no asking word whose head is a plural
// noun ("Studios in Manchester?") asks for those items, a place after "in" being a value of theirs.
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
  fs.mkdirSync(path.join(dir, 'listings'));
  fs.mkdirSync(path.join(dir, 'cities'));
  // two layouts: one labels the furnishing "Furnished", the other "Furnishing"
  let n = 0;
  const listing = (name: string, type: string, city: string, rent: string, deposit: string) =>
    fs.writeFileSync(path.join(dir, 'listings', `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.md`), `# ${name}\n\n- Type: ${type}\n- City: ${city}\n- Rent: ${rent}\n- Deposit: ${deposit}\n- ${n++ % 3 === 2 ? 'Furnished' : 'Furnishing'}: ${n % 2 ? 'Furnished' : 'Unfurnished'}\n`);
  listing('9 Bernard Street', 'Studio', 'Manchester', '£650 pcm', '£950');
  listing('61 Albany Road', 'Studio', 'Edinburgh', '£690 pcm', '£900');
  listing('13 Murray Street', 'Studio', 'Manchester', '£820 pcm', '£600');
  listing('4 Canal Street', 'Studio', 'Manchester', '£900 pcm', '£650');
  listing('18 Leith Walk', 'Flat', 'Edinburgh', '£1,200 pcm', '£1,400');
  listing('2 Deansgate', 'Flat', 'Manchester', '£1,600 pcm', '£1,300');
  listing('7 Oxford Road', 'Flat', 'Manchester', '£1,450 pcm', '£1,700');
  for (const [city, country] of [['Manchester', 'England'], ['Edinburgh', 'Scotland']]) fs.writeFileSync(path.join(dir, 'cities', `${city.toLowerCase()}.md`), `# ${city}\n\n- Country: ${country}\n- Population: 500,000\n`);
  lib = openLibrary(path.join(tempDir(), 'lettings.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('an amount per a period', () => {
  it('is compared with the amounts stated per a period, not with those stated once', async () => {
    expect(await names('Which flats are under £1,500 pcm?')).toEqual(['18 Leith Walk', '7 Oxford Road']);
    expect(await names('Which studios cost £700 a month or less?')).toEqual(['61 Albany Road', '9 Bernard Street']);
  });
});

describe('a word naming an attribute and one of its values', () => {
  it('is that value: "furnished flats" are those whose Furnishing is Furnished', async () => {
    expect(await names('Which furnished flats are there?')).toEqual(['18 Leith Walk', '7 Oxford Road']);
  });
});

describe('a question with no asking word', () => {
  it('asks for the items its plural head names, a place after "in" a value of theirs', async () => {
    expect(await names('Studios in Manchester?')).toEqual(['13 Murray Street', '4 Canal Street', '9 Bernard Street']);
    expect(await names('Studios in Manchester or Edinburgh for £700 a month or less?')).toEqual(['61 Albany Road', '9 Bernard Street']);
  });
});
