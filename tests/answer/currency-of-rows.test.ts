// Money a ranking or aggregate names no currency for is read in the currency the matching items state it in
// (currencies never convert offline), and the items in other currencies are named in a note, not silently dropped.
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
  fs.writeFileSync(path.join(dir, 'staff.csv'), [
    'name,office,salary',
    'Ana,Berlin,€61000', 'Bo,Berlin,€72000', 'Cy,Lisbon,€48000', 'Di,Lisbon,€52000',
    'Ed,London,£58000', 'Flo,London,£91000',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'pay.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('the currency of the rows found', () => {
  it('ranks within the one currency the matching items use', async () => {
    const a = await answerQuestion(lib, 'Who has the highest salary in the London office?');
    expect(a.items.map((i) => i.name)).toEqual(['Flo']);
    expect(a.answer).not.toMatch(/left out/);
  });
  it('ranks in the currency most items use and says which were left out', async () => {
    const a = await answerQuestion(lib, 'Who earns the most?');
    expect(a.items.map((i) => i.name)).toEqual(['Bo']);
    expect(a.answer).toMatch(/2 items state salary in GBP[^.]*left out/);
  });
});
