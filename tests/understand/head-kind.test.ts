// The head noun of a question is the kind of item asked about: a number compares that kind's attribute, never an
// attribute whose label happens to hold the word ("which trails are shorter than 8 km" in a folder where regions
// state a "Trail network"), and a category that files only some items of that kind (the trail pages, not the rows
// of an export of more trails) does not filter the rest out when those rows hold what the filed items hold.
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
  const trail = (name: string, region: string, km: number, ascent: number, grade: string, start: string, end: string) =>
    write(`trails/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Region: ${region}\n- Distance: ${km} km\n- Ascent: ${ascent} m\n- Difficulty: ${grade}\n- Start: ${start}\n- End hut: ${end}\n`);
  trail('Lark Valley Walk', 'Westfell', 6.5, 420, 'Easy', 'Col Hut', 'Mere Bothy');
  trail('Raven Ridge Route', 'Westfell', 14.2, 1180, 'Difficult', 'Mere Bothy', 'Col Hut');
  trail('Tarn Loop', 'Eastmoor', 9.1, 610, 'Moderate', 'Scree Refuge', 'Scree Refuge');
  trail('Beacon Traverse', 'Eastmoor', 17.8, 1390, 'Difficult', 'Col Hut', 'Scree Refuge');
  const hut = (name: string, m: number, beds: number, dogs: string, showers: string, built: number, opens: string) =>
    write(`huts/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Altitude: ${m} m\n- Beds: ${beds}\n- Dogs allowed: ${dogs}\n- Showers: ${showers}\n- Year built: ${built}\n- Season start: ${opens}\n`);
  hut('Col Hut', 2310, 48, 'yes', 'no', 1961, '2025-06-01');
  hut('Mere Bothy', 640, 12, 'yes', 'no', 1882, '2025-06-20');
  hut('Scree Refuge', 2750, 36, 'no', 'yes', 2004, '2025-05-15');
  for (const [name, base, since] of [['Ada Fenwick', 'Scree Refuge', '2011-04-02'], ['Tom Rigg', 'Col Hut', '1998-09-14']] as const) write(`guides/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Based at: ${base}\n- Languages: English\n- Day rate: £320\n- Guide since: ${since}\n`);
  write('exports/more-walks.csv', [
    'Walk,Region,Distance (km),Ascent (m),Difficulty',
    'Heron Shore Path,Westfell,5.2,150,Easy',
    'Sedge Moor Round,Eastmoor,12.6,700,Moderate',
    'Cairn Crossing,Eastmoor,7.4,980,Difficult',
  ].join('\n'));
  for (const [name, km] of [['Westfell', 420], ['Eastmoor', 655]] as const) write(`regions/${name.toLowerCase()}.md`, `# ${name}\n\n- Trail network: ${km} km\n- Highest peak: 1,210 m\n- Main town: ${name} Bridge\n`);
  lib = openLibrary(path.join(tempDir(), 'walks.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('the head noun is the kind asked about', () => {
  it("compares the kind's own attribute, not one whose label holds the head noun", async () => {
    expect(await names('Which trails are shorter than 8 km?')).toEqual(['Cairn Crossing', 'Heron Shore Path', 'Lark Valley Walk']);
  });
  it('keeps the items of that kind a category does not file', async () => {
    expect(await names('Which trails are longer than 12 km?')).toEqual(['Beacon Traverse', 'Raven Ridge Route', 'Sedge Moor Round']);
  });
});

describe('links named by a verb', () => {
  it('reads the link a verb names across the function words before the name ("start at X": Start, not End hut)', async () => {
    expect(await names('Which trails start at Col Hut?')).toEqual(['Beacon Traverse', 'Lark Valley Walk']);
  });
  it('reaches the conditions of a phrase through the link the verb before it names', async () => {
    expect(await names('Which guides are based at a hut with showers?')).toEqual(['Ada Fenwick']);
  });
  it("reads an amount right after a category in a phrase as that category's attribute", async () => {
    expect(await names('Which trails start from a hut above 2,000 m?')).toEqual(['Beacon Traverse', 'Lark Valley Walk', 'Tarn Loop']);
    expect(await names('Which trails start from a hut below 1,000 m?')).toEqual(['Raven Ridge Route']);
  });
  it('reads a label said as a clause ("dogs are allowed") as the yes/no it names', async () => {
    expect(await names('Huts with more than 20 beds where dogs are allowed')).toEqual(['Col Hut']);
  });
});

describe('ranking by a date', () => {
  it('ranks "oldest" by the date that spreads over the years, not a schedule the items share', async () => {
    expect(await names("What's the oldest hut?")).toEqual(['Mere Bothy']);
    expect(await names('Which hut is the newest?')).toEqual(['Scree Refuge']);
  });
  it("reads a length of time the named items' attributes cannot be as the time since their start date", async () => {
    expect(await names('Who has been a guide for longer, Ada Fenwick or Tom Rigg?')).toEqual(['Tom Rigg']);
  });
});
