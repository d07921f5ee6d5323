// An inclusive bound said before its value ("on or after 1 March", "at or above 2,500 m", resources/lang/en/
// comparators.tsv) keeps the value itself: it had read as the strict "after"/"above" beside a stray "or".
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
  fs.writeFileSync(path.join(dir, 'huts.csv'), ['hut,altitude (m),opened', 'Alpha Hut,2500,2025-03-01', 'Beta Hut,2400,2025-02-10', 'Gamma Hut,2700,2025-04-15', 'Delta Hut,2100,2024-12-01'].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'huts.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('an inclusive bound before its value', () => {
  it('keeps the value itself', async () => {
    expect(await names('Which huts opened on or after 1 March 2025?')).toEqual(['Alpha Hut', 'Gamma Hut']);
    expect(await names('Which huts opened on or before 1 March 2025?')).toEqual(['Alpha Hut', 'Beta Hut', 'Delta Hut']);
    expect(await names('Which huts sit at or above 2,500 m?')).toEqual(['Alpha Hut', 'Gamma Hut']);
    expect(await names('Which huts sit at or below 2,400 m?')).toEqual(['Beta Hut', 'Delta Hut']);
  });
});
