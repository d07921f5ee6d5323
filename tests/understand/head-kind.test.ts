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
  const trail = (name: string, region: string, km: number, ascent: number, grade: string) =>
    write(`trails/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Region: ${region}\n- Distance: ${km} km\n- Ascent: ${ascent} m\n- Difficulty: ${grade}\n- Start: Col Hut\n`);
  trail('Lark Valley Walk', 'Westfell', 6.5, 420, 'Easy');
  trail('Raven Ridge Route', 'Westfell', 14.2, 1180, 'Difficult');
  trail('Tarn Loop', 'Eastmoor', 9.1, 610, 'Moderate');
  trail('Beacon Traverse', 'Eastmoor', 17.8, 1390, 'Difficult');
  write('exports/more-walks.csv', [
    'Walk,Region,Length (km),Total climb (m),Grade,From',
    'Heron Shore Path,Westfell,5.2,150,Easy,Col Hut',
    'Sedge Moor Round,Eastmoor,12.6,700,Moderate,Col Hut',
    'Cairn Crossing,Eastmoor,7.4,980,Difficult,Col Hut',
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
