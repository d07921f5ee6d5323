// "The recipe with the most ingredients": a count word before a kind no item links to, where each item lists those
// things itself (an Ingredients list naming the ingredient pages), ranks the items by how many their list holds.
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
  fs.mkdirSync(path.join(dir, 'ingredients'));
  const recipes: Array<[string, string[]]> = [
    ['Pad thai', ['rice noodles', 'tofu', 'peanuts', 'lime', 'garlic']], ['Edamame', ['edamame', 'sea salt']],
    ['Hummus', ['chickpeas', 'tahini', 'lime', 'garlic']], ['Dal', ['lentils', 'garlic', 'cumin']],
  ];
  const cook: Record<string, string> = { 'Pad thai': '30 min\n- Duration: 40 min', Edamame: '5 min', Hummus: '10 min', Dal: '45 min' };
  for (const [name, list] of recipes) fs.writeFileSync(path.join(dir, 'recipes', `${name.replace(' ', '-')}.md`), `# ${name}\n\n- Ingredients: ${list.join(', ')}\n- Cook time: ${cook[name]}\n`);
  for (const name of ['Garlic', 'Lime', 'Tofu', 'Chickpeas', 'Lentils', 'Tahini']) fs.writeFileSync(path.join(dir, 'ingredients', `${name}.md`), `# ${name}\n\n- Price per kg: €${name.length}.50\n- Storage: Cool and dry\n`);
  lib = openLibrary(path.join(tempDir(), 'lists.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a count of the things an item lists', () => {
  it('ranks the items by how many their own list holds', async () => {
    expect((await answerQuestion(lib, 'Which recipe has the most ingredients?')).items.map((i) => i.name)).toEqual(['Pad thai']);
    expect((await answerQuestion(lib, 'Which recipe has the fewest ingredients?')).items.map((i) => i.name)).toEqual(['Edamame']);
  });
});

describe('a verb naming an amount the question gives', () => {
  it('adds no condition of its own ("recipes that take more than 20 minutes to cook")', async () => {
    expect((await answerQuestion(lib, 'Which recipes take more than 20 minutes to cook?')).items.map((i) => i.name).sort()).toEqual(['Dal', 'Pad thai']);
  });
});
