// Comparisons of two named items and lookups through links, over a folder of mountain lodges: lodges name their
// region, regions their country, countries state their currency; hikers' bookings name the lodges (so a lodge's name
// is also a value of other items), and one lodge's address starts with another lodge's first word.
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
  const lodge = (name: string, m: number, beds: number, region: string, opened: number, rate: string, address: string) =>
    write(`lodges/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Altitude: ${m} m\n- Beds: ${beds}\n- Region: ${region}\n- Opened: ${opened}\n- Nightly rate: ${rate}\n- Address: ${address}\n`);
  lodge('Alder Lodge', 1240, 30, 'Northfell', 1998, '£40', 'Fjellvegen');
  lodge('Birch Lodge', 980, 45, 'Southdale', 2005, '£35', 'Glen Road');
  lodge('Cedar Hut', 1500, 12, 'Northfell', 2011, '€55', 'Alder Street');
  lodge('Dune Refuge', 1320, 20, 'Southdale', 1989, '€48', 'Shore Lane');
  lodge('Elm Bothy', 700, 8, 'Northfell', 2015, '€30', 'Birch Row');
  for (const [name, country] of [['Northfell', 'Norway'], ['Southdale', 'Scotland']]) write(`regions/${name.toLowerCase()}.md`, `# ${name}\n\n- Country: ${country}\n- Peaks: 12\n`);
  for (const [name, currency, capital] of [['Norway', 'NOK', 'Oslo'], ['Scotland', 'GBP', 'Edinburgh']]) write(`countries/${name.toLowerCase()}.md`, `# ${name}\n\n- Currency: ${currency}\n- Capital: ${capital}\n`);
  write('bookings.csv', ['Hiker,Booked at,Nights', 'Ana Lee,Alder Lodge,2', 'Ben Ross,Birch Lodge,3', 'Cai Wu,Birch Lodge,1', 'Dee Park,Cedar Hut,4'].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'lodges.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('two named items compared', () => {
  it('reads "higher" with nothing else named as the height its adjective measures', async () => {
    expect(await names('Which is higher, Alder Lodge or Birch Lodge?')).toEqual(['Alder Lodge']);
  });
  it('reads a name after "than" as the other item compared, though other items name it as a value', async () => {
    const a = await answerQuestion(lib, 'Does Birch Lodge have more beds than Alder Lodge?');
    expect(a.kind).toBe('boolean');
    expect(a.value).toBe(true);
  });
  it("names an item by its first word where another value only starts with it ('Alder' of 'Alder Street')", async () => {
    expect(await names('Which lodge opened first, Alder or Birch Lodge?')).toEqual(['Alder Lodge']);
  });
  it('compares money in the currency the two items state it in, not the attribute\'s usual one', async () => {
    const a = await answerQuestion(lib, "Is Alder Lodge's nightly rate higher than Birch Lodge's?");
    expect(a.kind).toBe('boolean');
    expect(a.value).toBe(true);
  });
});

describe('a lookup through links', () => {
  it('reads an attribute the item does not state on the item its link names', async () => {
    const a = await answerQuestion(lib, 'What country is Alder Lodge in?');
    expect(a.route).toBe('symbolic');
    expect(a.value).toBe('Norway');
  });
  it('and two links away', async () => {
    const a = await answerQuestion(lib, 'What is the currency of Birch Lodge?');
    expect(a.route).toBe('symbolic');
    expect(a.value).toBe('GBP');
  });
});
