// A share of one written bare ("attendance: 0.92") where the same column is stated in percentages elsewhere in the
// folder ("Attendance %: 92") is that percentage (skg/values/number-style.ts shareOfPercentColumn): a question in
// percent compares both files' values alike. A column of shares with no percentages beside it stays as written.
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
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  };
  write('members/register.csv', 'Member,Voice,Attendance %\nAnne Fisher,Soprano,92\nBrian Relph,Bass,75\nCarol Nixon,Alto,88\n');
  write('members/sections.yaml', 'sections:\n  - name: Tenors\n    singers:\n      - name: David Bell\n        attendance: 0.96\n      - name: Owen Steel\n        attendance: 0.61\n');
  // shares with no percentage beside them stay shares
  write('crops/yields.csv', 'Crop,Germination rate\nKale,0.85\nChard,0.7\n');
  lib = openLibrary(path.join(tempDir(), 'shares.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('shares of one beside percentages', () => {
  it('reads a bare share in a column the folder states in percent as that percentage', async () => {
    expect(await names('Which members have an attendance above 80%?')).toEqual(['Anne Fisher', 'Carol Nixon', 'David Bell']);
    const a = await answerQuestion(lib, 'What is the attendance of Owen Steel?');
    expect(a.value).toBe(61);
  });

  it('leaves a column of shares with no percentages beside it as written', async () => {
    const a = await answerQuestion(lib, 'What is the germination rate of Kale?');
    expect(a.value).toBe(0.85);
  });
});
