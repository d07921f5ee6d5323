// Names said shorter than the library writes them: a vessel's sheet titled "MV LADY MORVEN" is the vessel a question
// calls "Lady Morven" — a short abbreviation in capitals before a name of two words or more is left out in speech.
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
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write('vessels/lady-morven.md', '# MV LADY MORVEN\n\nIMO: 9263518\nShip type: General cargo\nGross tonnage: 2,390\nBuilt: 2003\n');
  write('vessels/kilda-trader.md', '# MV KILDA TRADER\n\nIMO: 9188802\nShip type: Ro-ro cargo\nGross tonnage: 3,120\nBuilt: 1998\n');
  write('vessels/harvest-hope.md', '# FV Harvest Hope\n\nPort number: PD 417\nShip type: Trawler\nGross tonnage: 240\nBuilt: 2011\n');
  lib = openLibrary(path.join(tempDir(), 'vessels.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('names said without the abbreviation before them', () => {
  it('finds "Lady Morven" as MV LADY MORVEN and "Harvest Hope" as FV Harvest Hope', async () => {
    const a = await answerQuestion(lib, 'When was Lady Morven built?');
    expect(a.items.map((i) => i.name)).toEqual(['MV LADY MORVEN']);
    expect(String(a.value)).toContain('2003');
    const b = await answerQuestion(lib, 'What is the gross tonnage of Harvest Hope?');
    expect(Number(b.value)).toBe(240);
  });
});
