// A number written without a unit is in the unit the attribute is shown in (the one its documents state most), never
// in the unit the graph stores it in: "a commute under 20" of commutes stated in km is 20 km, not 20 m. A label led by a
// unit's name in the plural counts in that unit ("Years in the industry": 16 is 16 years).
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
    'Name,Commute (km),Years in the industry,joined_year',
    'Ada Quist,12,16,2010',
    'Bela Marsh,25,4,2015',
    'Cyril Oduya,8,12,2013',
    'Dora Lindqvist,19.5,7,2008',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'staff.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a bare number in the unit the attribute is shown in', () => {
  it('reads "under 20" of commutes in km as 20 km', async () => {
    const a = await answerQuestion(lib, 'Which staff have a commute under 20?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Ada Quist', 'Cyril Oduya', 'Dora Lindqvist']);
    expect(a.interpretation).toContain('20 km');
  });
  it('reads years in the industry as years, and a bare number of them in years', async () => {
    const a = await answerQuestion(lib, 'Who has more than 10 years in the industry?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Ada Quist', 'Cyril Oduya']);
  });
  it('compares a year as a year: a column "joined_year" holds dates, not years of time', async () => {
    const a = await answerQuestion(lib, 'Which staff have a joined above 2012?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Bela Marsh', 'Cyril Oduya']);
    // no unit: had the header made it a duration, the year would read as "2012 year" (63 492 535 112 s stored)
    expect(a.interpretation).toMatch(/> 2012$/);
  });
});
