// A date or a month in a question ("in March 2024", "after 30 November 2024", "before 1 August 2024") is compared
// with the dates the documents state, whichever way each writes them: both read as day numbers (yyyymmdd).
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
  fs.writeFileSync(path.join(dir, 'ledger.csv'), [
    'ref,issued,due,amount',
    'A-1,2024-02-28,2024-03-29,€100',
    'A-2,2024-03-01,2024-03-31,€200',
    'A-3,2024-03-31,2024-04-30,€300',
    'A-4,2024-04-01,2024-05-01,€400',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'b-7.md'), '# B-7\n\n- Issued: 14 March 2024\n- Due: 13 April 2024\n- Amount: €700\n');
  fs.writeFileSync(path.join(dir, 'b-8.md'), '# B-8\n\n- Issued: November 30, 2024\n- Due: 30 December 2024\n- Amount: €800\n');
  lib = openLibrary(path.join(tempDir(), 'ledger.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('dates in questions', () => {
  it('reads a month of a year as its days, in every layout', async () => {
    expect(await names('Which invoices were issued in March 2024?')).toEqual(['A-2', 'A-3', 'B-7']);
  });
  it('compares with a day, strictly after it or before it', async () => {
    expect(await names('Which invoices were issued after 31 March 2024?')).toEqual(['A-4', 'B-8']);
    expect(await names('Which invoices are due before 31 March 2024?')).toEqual(['A-1']);
  });
  it('answers a date looked up as a date, or as its year when the year is asked', async () => {
    expect((await answerQuestion(lib, 'When was B-8 issued?')).value).toBe('2024-11-30');
    expect((await answerQuestion(lib, 'In what year was B-7 issued?')).value).toBe(2024);
  });
  it('says the condition as dates, not as numbers', async () => {
    const a = await answerQuestion(lib, 'Which invoices were issued in March 2024?');
    expect(a.answer).toMatch(/2024-03-01/);
    expect(a.answer).not.toMatch(/20240301/);
  });
});
