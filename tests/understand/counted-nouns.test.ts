// A noun that says what a number counts, counted by the question ("how many people live in X", "which has more
// people"), names the attribute the library labels that number with (resources/lang/en/counted-nouns.tsv): people
// living somewhere are its population, people working somewhere its staff.
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
  fs.mkdirSync(path.join(dir, 'towns'));
  fs.mkdirSync(path.join(dir, 'firms'));
  const town = (name: string, population: string, government: string) =>
    fs.writeFileSync(path.join(dir, 'towns', `${name.toLowerCase()}.md`), `# ${name}\n\n- Population: ${population}\n- Government: ${government}\n- Founded: 1${name.length}00\n`);
  town('Arden', '52,000', 'Council');
  town('Belmont', '1.25 million', 'Mayor');
  town('Corwen', '8,400', 'Council');
  const firm = (name: string, staff: number, town: string) =>
    fs.writeFileSync(path.join(dir, 'firms', `${name.toLowerCase().replace(/ /g, '-')}.md`), `# ${name}\n\n- Staff: ${staff}\n- Town: ${town}\n- Founded: 19${staff}\n`);
  firm('Hollow Works', 31, 'Arden');
  firm('Ember Mills', 75, 'Belmont');
  fs.mkdirSync(path.join(dir, 'venues'));
  for (const [name, capacity, town] of [['Mardyke Park', '7,500', 'Arden'], ['Ferriby Road', '6,000', 'Corwen']]) {
    fs.writeFileSync(path.join(dir, 'venues', `${name.toLowerCase().replace(/ /g, '-')}.md`), `# ${name}\n\n- Capacity: ${capacity}\n- Town: ${town}\n- Opened: 1931\n`);
  }
  lib = openLibrary(path.join(tempDir(), 'counted.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a counted noun names the attribute that counts it', () => {
  it('people living somewhere: its population', async () => {
    // (a number written with a scale word is answered as its number)
    expect((await answerQuestion(lib, 'How many people live in Belmont?')).value).toBe(1250000);
    expect((await answerQuestion(lib, 'Which has more people, Arden or Corwen?')).items.map((i) => i.name)).toEqual(['Arden']);
  });
  it('people working somewhere: its staff', async () => {
    expect(Number((await answerQuestion(lib, 'How many people work at Ember Mills?')).value)).toBe(75);
    // the verb after the item asked about
    expect(Number((await answerQuestion(lib, 'How many people does Ember Mills employ?')).value)).toBe(75);
  });
  it('people a place holds: its capacity', async () => {
    expect(Number((await answerQuestion(lib, 'How many people can Mardyke Park hold?')).value)).toBe(7500);
  });
});
