// A yes/no question about one item whose documents state none of the attributes asked about is neither yes nor no:
// the exact path says it does not know, and the text answers only from a sentence stating what is asked (a sentence
// that names the item and nothing of the question decides nothing). A looked-up number of another dimension than
// its attribute's is shown in its own unit.
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
  fs.mkdirSync(path.join(dir, 'pets'));
  const pet = (name: string, rows: string[], sentence: string) =>
    fs.writeFileSync(path.join(dir, 'pets', `${name.toLowerCase()}.md`), `# ${name}\n\n${sentence}\n\n${rows.map((r) => `- ${r}`).join('\n')}\n`);
  pet('Biscuit', ['Species: dog', 'Microchipped: yes', 'Weight: 12 kg', 'Food stock: 4 kg'], 'Biscuit came to us in 2019.');
  pet('Pepper', ['Species: cat', 'Microchipped: no', 'Weight: 4 kg', 'Food stock: 2 kg'], 'Pepper is a shy cat.');
  pet('Mochi', ['Species: cat', 'Microchipped: yes', 'Weight: 5 kg', 'Food stock: 3 kg'], 'Mochi likes the garden.');
  pet('Rufus', ['Species: dog', 'Microchipped: yes', 'Weight: 30 kg', 'Food stock: 6 kg'], 'Rufus is a rescue dog.');
  pet('Sprout', ['Species: ferret', 'Weight: 1.7 kg', 'Food stock: 500 ml'], 'At the last check-up Sprout weighed 1.7 kg.');
  lib = openLibrary(path.join(tempDir(), 'pets.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a yes/no question the documents are silent on', () => {
  it('is answered yes or no where the item states the attribute', async () => {
    const no = await answerQuestion(lib, 'Is Pepper microchipped?');
    expect(no.value).toBe(false);
    const yes = await answerQuestion(lib, 'Is Mochi microchipped?');
    expect(yes.value).toBe(true);
  });
  it('is neither where the item states none of it, even beside a sentence naming the item', async () => {
    const a = await answerQuestion(lib, 'Is Sprout microchipped?');
    expect(a.value).not.toBe(false);
    expect(a.value).not.toBe(true);
    expect(a.answer).not.toMatch(/^\*\*(Yes|No)\*\*/);
  });
});

describe('a looked-up number of another dimension than its attribute', () => {
  it('is shown in its own unit', async () => {
    const a = await answerQuestion(lib, 'What is the food stock of Sprout?');
    expect(a.answer).toMatch(/\*\*(?:500 ml|0\.5 L)\*\*/);
    expect(a.answer).not.toMatch(/kg|\bg\b/);
  });
});
