// A word that is a negating prefix and a yes/no attribute ("unpaid", resources/lang/en/negations.tsv 'prefix')
// asks for the rows that say no — not for every item without a yes.
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
  fs.writeFileSync(path.join(dir, 'bills.csv'), ['bill,amount,paid', 'B-1,€10,yes', 'B-2,€20,no', 'B-3,€30,no', 'B-4,€40,yes'].join('\n'));
  fs.writeFileSync(path.join(dir, 'b-5.md'), '# B-5\n\n- Amount: €50\n');
  lib = openLibrary(path.join(tempDir(), 'bills.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a negating prefix on a yes/no attribute', () => {
  it('lists the items whose rows say no', async () => {
    const a = await answerQuestion(lib, 'Which bills are unpaid?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['B-2', 'B-3']);
  });
  it('counts them with other conditions', async () => {
    const a = await answerQuestion(lib, 'How many unpaid bills are over €25?');
    expect(a.value).toBe(1);
  });
});
