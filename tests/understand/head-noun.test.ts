// The noun a question is about ("recipes" in "how many vegan recipes are there") that names only a folder's
// category, with nothing else to read it by, says what kind of item is asked for: it is no filter when other
// conditions say what is wanted, so the records of other layouts (an export, a data file) are counted too.
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
  fs.mkdirSync(path.join(dir, 'recipes'));
  fs.mkdirSync(path.join(dir, 'exports'));
  const page = (name: string, cuisine: string, vegan: string, minutes: number) =>
    `# ${name}\n\n- Cuisine: ${cuisine}\n- Vegan: ${vegan}\n- Cook time: ${minutes} min\n- Servings: 4\n- Difficulty: Easy\n`;
  fs.writeFileSync(path.join(dir, 'recipes', 'dal.md'), page('Red lentil dal', 'Indian', 'yes', 30));
  fs.writeFileSync(path.join(dir, 'recipes', 'korma.md'), page('Chicken korma', 'Indian', 'no', 40));
  fs.writeFileSync(path.join(dir, 'recipes', 'bibimbap.md'), page('Bibimbap', 'Korean', 'yes', 25));
  fs.writeFileSync(path.join(dir, 'recipes', 'pho.md'), page('Pho bo', 'Vietnamese', 'no', 180));
  fs.writeFileSync(path.join(dir, 'recipes', 'salad.md'), page('Greek salad', 'Greek', 'no', 0));
  fs.writeFileSync(path.join(dir, 'exports', 'box.csv'), [
    'name,cuisine,vegan,cook_min,servings,difficulty',
    'Kimchi stew,Korean,yes,35,2,Medium',
    'Aloo gobi,Indian,yes,30,4,Easy',
    'Lamb biryani,Indian,no,90,6,Hard',
    'Miso soup,Japanese,yes,10,2,Easy',
    'Beef tacos,Mexican,no,20,4,Easy',
    'Bean chilli,Mexican,yes,45,6,Easy',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'head.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('the noun a question is about', () => {
  it('counts every item that meets the conditions, whichever folder holds it', async () => {
    const a = await answerQuestion(lib, 'How many vegan recipes are there?');
    expect(a.route).toBe('symbolic');
    expect(a.value).toBe(6);
  });
  it('lists by a value before it ("the Korean recipes")', async () => {
    const a = await answerQuestion(lib, 'show me the Korean recipes');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Bibimbap', 'Kimchi stew']);
  });
  it('reads a time column written prep_min-style in minutes', async () => {
    const a = await answerQuestion(lib, 'Which recipes take longer than an hour to cook?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Lamb biryani', 'Pho bo']);
  });
});
