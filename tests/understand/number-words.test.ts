// A number word counts the attribute it stands right before ("zero vitamin C"), but "one" after a determiner or
// with a possessive is a pronoun ("which one's vitamin C is higher"), never a condition.
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
  fs.writeFileSync(path.join(dir, 'foods.csv'), [
    'Food,Group,Vitamin C (mg),Protein (g)',
    'Lentils,Pulses,0,24',
    'Chickpeas,Pulses,4,19',
    'Kidney beans,Pulses,0,22',
    'Orange,Fruits,53,0.9',
    'Kiwi,Fruits,93,1.1',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'numwords.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('number words', () => {
  it('reads a number word before an attribute as its amount', async () => {
    const a = await answerQuestion(lib, 'Which pulses contain zero vitamin C?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Kidney beans', 'Lentils']);
  });
  it('never reads "one" as a pronoun for a number', async () => {
    const a = await answerQuestion(lib, "Of Orange and Kiwi, which one's vitamin C is higher?");
    expect(a.items.map((i) => i.name)).toEqual(['Kiwi']);
  });
});
