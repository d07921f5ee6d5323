// A head noun naming a category that holds a small part of the library ("huts" among many trails) is the kind of
// item asked about when its items hold the yes/no attribute the question names, as much as the rest do ("which
// huts aren't dog-friendly": the huts, not every item saying no of dogs).
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
  fs.mkdirSync(path.join(dir, 'huts'));
  fs.mkdirSync(path.join(dir, 'trails'));
  const hut = (name: string, dogs: string, beds: number) => fs.writeFileSync(path.join(dir, 'huts', `${name.toLowerCase().replace(/ /g, '-')}.md`), `# ${name}\n\n- Region: Valais\n- Beds: ${beds}\n- Altitude: ${2000 + beds} m\n- Price per night: CHF ${beds}\n- Dog-friendly: ${dogs}\n`);
  hut('Rothorn Hut', 'no', 40);
  hut('Tasch Hut', 'yes', 60);
  hut('Monte Rosa Hut', 'no', 120);
  const trail = (name: string, dogs: string, km: number) => fs.writeFileSync(path.join(dir, 'trails', `${name.toLowerCase().replace(/ /g, '-')}.md`), `# ${name}\n\n- Region: Valais\n- Distance: ${km} km\n- Ascent: ${km * 100} m\n- Walking time: ${km} h\n- Dog-friendly: ${dogs}\n`);
  ['Lake Walk', 'Ridge Path', 'Glacier Trail', 'Larch Loop', 'Balcony Path', 'Gorge Walk', 'Alp Circuit', 'Moraine Path'].forEach((n, i) => trail(n, i % 2 ? 'yes' : 'no', 5 + i));
  lib = openLibrary(path.join(tempDir(), 'huts.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a small category as the head of a yes/no question', () => {
  it('is the kind of item asked about', async () => {
    expect((await answerQuestion(lib, "Which huts aren't dog-friendly?")).items.map((i) => i.name).sort()).toEqual(['Monte Rosa Hut', 'Rothorn Hut']);
  });
});
