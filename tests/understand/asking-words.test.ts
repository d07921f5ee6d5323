// How a question asks, beyond which/what: "anything with tofu in it?" asks for the items whose list names tofu (an
// item of the library with a page of its own), and a number word right after the word of the attribute it counts is
// that attribute's amount ("serve a dozen people"), the noun after it what it counts, not a value of its own.
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
  const recipe = (name: string, serves: string, ingredients: string) =>
    fs.writeFileSync(path.join(dir, 'recipes', `${name.toLowerCase().replace(/ /g, '-')}.md`), `# ${name}\n\n- Serves: ${serves}\n- Ingredients: ${ingredients}\n`);
  recipe('Miso soup', '4 people', 'Tofu, Miso paste, Spring onion');
  recipe('Mapo tofu', '2 people', 'Tofu, Pork mince, Chilli bean paste');
  recipe('Banana bread', '12 people', 'Banana, Flour, Sugar');
  recipe('Fruit salad', '12 people', 'Banana, Apple, Orange');
  recipe('Omelette', '1 person', 'Egg, Butter');
  recipe('Party punch', '12', 'Orange, Apple');
  for (const [name, kind] of [['Tofu', 'Soy'], ['Banana', 'Fruit'], ['Egg', 'Dairy']]) fs.writeFileSync(path.join(dir, 'ingredients', `${name.toLowerCase()}.md`), `# ${name}\n\n- Group: ${kind}\n- Storage: fridge\n`);
  lib = openLibrary(path.join(tempDir(), 'asking.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('how a question asks for items', () => {
  it('"anything with X in it" lists the items whose values name X', async () => {
    expect(await names('Anything with tofu in it?')).toEqual(['Mapo tofu', 'Miso soup']);
  });
  it('reads a number word after the word of the attribute it counts as its amount', async () => {
    expect(await names('Which recipes serve a dozen people?')).toEqual(['Banana bread', 'Fruit salad', 'Party punch']);
    expect(await names('Which recipes serve 2 people?')).toEqual(['Mapo tofu']);
  });
  it('reads a verb after "are" whose object is the condition as no condition of its own', async () => {
    // ("are getting a spot UV finish": the verb says how the items hold the value, not a property they lack)
    expect(await names('Which recipes are getting a Banana?')).toEqual(['Banana bread', 'Fruit salad']);
  });
});
