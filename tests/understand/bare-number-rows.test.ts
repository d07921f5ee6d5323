// A number a document states without a unit, in an attribute whose other values state one, is in the unit the
// attribute is shown in ("Strength: 5" beside "500 mg" is 5 mg, never 5 g: it had ranked first as 5,000 mg); a
// number in a unit the library does not know ("250 µg/dose") is compared with none of a known unit's; a bare number
// looked up is answered as the document writes it ("Pack: 28" among packs of "500 ml" is 28, never 28,000 ml).
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
  fs.writeFileSync(path.join(dir, 'formulary.md'), [
    '# Formulary',
    '',
    '| Product | Strength | Pack |',
    '| --- | --- | --- |',
    '| Amlodin | 5 | 28 |',
    '| Azitro | 500 mg | 3 |',
    '| Beclomax | 250 µg/dose | 200 |',
    '| Paramax Forte | 1 g | 16 |',
    '| Gastrolan | 30 mg | 28 |',
    '| Cetiral | 10 mg | 30 |',
    '| Lactulax | 3.3 g | 500 ml |',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'formulary.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('numbers stated without a unit, or in a unit the library does not know', () => {
  it('ranks a bare number in the unit the attribute is shown in, and leaves out a unit it cannot compare', async () => {
    const a = await answerQuestion(lib, 'Which product has the highest strength?');
    expect(a.items.map((i) => i.name)).toEqual(['Lactulax']);
    const avg = await answerQuestion(lib, 'What is the average strength of the products?');
    expect(avg.value).toBeCloseTo((5 + 500 + 1000 + 30 + 10 + 3300) / 6, 1);
  });
  it('compares a bare number in that unit: 5 is no strength above 20 mg', async () => {
    const a = await answerQuestion(lib, 'Which products have a strength above 20 mg?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Azitro', 'Gastrolan', 'Lactulax', 'Paramax Forte']);
    const b = await answerQuestion(lib, 'Which products have a strength below 20 mg?');
    expect(b.items.map((i) => i.name).sort()).toEqual(['Amlodin', 'Cetiral']);
  });
  it('looks a bare number up as written', async () => {
    const a = await answerQuestion(lib, 'What is the pack of Amlodin?');
    expect(a.value).toBe(28);
    expect(a.answer).not.toMatch(/28,000/);
    expect(a.answer).toMatch(/\*\*28\*\*/);
  });
});
