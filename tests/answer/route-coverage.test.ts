// The exact path answers what it understood: a long question it explains only a word or two of goes to the text,
// and "which X contain …" is a question about items when the exact path read it as conditions and found them,
// about documents otherwise.
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
  fs.writeFileSync(path.join(dir, 'snacks.csv'), ['name,protein (g),item', 'Oat bar,6,pay', 'Peanut cup,21,leave', 'Jerky stick,32,pay', 'Rice cake,2,time off'].join('\n'));
  fs.writeFileSync(path.join(dir, 'leave.md'), '# Time off\n\nYour employer does not have to pay you for time off to look after a dependant, but some employers do. You can take a reasonable amount of unpaid time off in an emergency.\n\n# Protein\n\nThe protein guide explains how much protein a snack should have.\n');
  lib = openLibrary(path.join(tempDir(), 'route.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('what the exact path answers', () => {
  it('leaves a long scenario it explains a word of to the text', async () => {
    const a = await answerQuestion(lib, 'My mother fell ill last week and I had to stay at home with her while my sister travelled back from abroad. Does my employer have to pay me?');
    expect(a.route).toBe('textual');
  });
  it('answers "which X contain …" with the items when it read conditions on them', async () => {
    const a = await answerQuestion(lib, 'Which snacks contain over 20 g of protein?');
    expect(a.route).toBe('symbolic');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Jerky stick', 'Peanut cup']);
  });
  it('answers "which pages mention …" with documents', async () => {
    const a = await answerQuestion(lib, 'Which pages mention unpaid time off?');
    expect(a.route).toBe('textual');
  });
});
