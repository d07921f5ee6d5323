// A category value naming a yes/no property ("Route type: One-way" on some pages, "Circular: no" on others): a
// question naming the value reads both layouts (the opposites of resources/lang/en/antonyms.tsv), so every one-way
// trail is found, whichever way its page says it.
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
  fs.mkdirSync(path.join(dir, 'trails'));
  const trail = (name: string, km: number, line: string) => fs.writeFileSync(path.join(dir, 'trails', `${name.toLowerCase().replace(/ /g, '-')}.md`), `# ${name}\n\n- Region: Valais\n- Distance: ${km} km\n- ${line}\n`);
  trail('Lake Walk', 8, 'Route type: Loop');
  trail('Ridge Path', 14, 'Route type: One-way');
  trail('Glacier Trail', 11, 'Route type: One-way');
  trail('Larch Loop', 6, 'Circular: yes');
  trail('Balcony Path', 17, 'Circular: no');
  trail('Gorge Walk', 9, 'Circular: no');
  trail('Alp Circuit', 12, 'Circular: yes');
  lib = openLibrary(path.join(tempDir(), 'routes.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a value naming a yes/no property', () => {
  it('finds the items of both layouts', async () => {
    expect((await answerQuestion(lib, 'Which trails are one-way?')).items.map((i) => i.name).sort()).toEqual(['Balcony Path', 'Glacier Trail', 'Gorge Walk', 'Ridge Path']);
    expect((await answerQuestion(lib, 'One-way trails over 10 km?')).items.map((i) => i.name).sort()).toEqual(['Balcony Path', 'Glacier Trail', 'Ridge Path']);
  });
});
