// Two named items compared: a comparator where an amount would be ("Is A more expensive than B?", "was A issued
// before B?") compares them as a comparative adjective does, and a question asked yes or no answers yes or no.
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
  fs.writeFileSync(path.join(dir, 'orders.csv'), [
    'Order,Issued,Total (EUR)',
    'PO-1001,2024-02-01,420.00',
    'PO-1002,2024-03-05,880.00',
    'PO-1003,2024-01-09,610.00',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'cmp.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('two named items compared', () => {
  it('answers yes or no to a comparison asked yes or no', async () => {
    const a = await answerQuestion(lib, 'Is PO-1002 bigger than PO-1003?');
    expect(a.kind).toBe('boolean');
    expect(a.value).toBe(true);
    const b = await answerQuestion(lib, 'Is PO-1001 bigger than PO-1003?');
    expect(b.value).toBe(false);
  });
  it('reads a comparator between two names as the comparison', async () => {
    const a = await answerQuestion(lib, 'Was PO-1003 issued before PO-1001?');
    expect(a.kind).toBe('boolean');
    expect(a.value).toBe(true);
    const b = await answerQuestion(lib, 'Was PO-1002 issued before PO-1001?');
    expect(b.value).toBe(false);
  });
  it('still names the winner when asked which', async () => {
    const a = await answerQuestion(lib, 'Which is bigger, PO-1001 or PO-1003?');
    expect(a.items.map((i) => i.name)).toEqual(['PO-1003']);
  });
});
