// A table with a column per month holds one value per item and month: the month a question names is that column
// ("sold in March 2024" reads the March column, a year beside the month being the table's), in any language the
// calendars know ("Mär"); and a unit a file's name states ("…-litres.csv", "…-hl.csv") is the unit of its bare
// numbers, so hectolitres and litres compare.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { fileNameNotes } from '../../electron/engine/skg/values/document-units.ts';
import { loadUnitTable } from '../../electron/engine/skg/values/quantity.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const months = 'Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec';
  lib = await indexedLibrary({
    'beers/lantern.md': '# Lantern\n\n- Style: Golden ale\n- Launched: March 2019\n',
    'beers/heron.md': '# Heron\n\n- Style: Pale ale\n- Launched: June 2021\n',
    'beers/darwin.md': '# Darwin\n\n- Style: IPA\n- Launched: May 2016\n',
    'beers/helles.md': '# Helles\n\n- Style: Helles\n- Launched: April 1998\n',
    'beers/rauchbier.md': '# Rauchbier\n\n- Style: Smoked lager\n- Launched: October 2003\n',
    'sales/monthly-sales-2024-litres.csv': [`Beer,${months}`, 'Lantern,930,1140,1150,1730,1590,1960,1960,2350,1790,1700,1130,960', 'Heron,2250,2000,2650,3540,4100,4470,4400,3670,3910,3010,2260,2040', 'Darwin,900,1170,1270,1690,1820,2190,2060,2180,1580,1630,1130,1120'].join('\n') + '\n',
    // brews have dates, no month columns: a month of theirs is a date
    'brewing/log.csv': 'Batch,Beer,Brewed\nB25-002,Lantern,2025-01-08\nB25-005,Heron,2025-02-15\nB25-009,Darwin,2025-02-27\n',
    'estates/rent-collected-2024.md': ['# Rent collected 2024 by estate (£)', '', '| Estate | Jan 24 | Feb 24 | Mar 24 | Apr 24 | May 24 | Jun 24 | Jul 24 | Aug 24 |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|', '| Glan Usk Park | 43,359 | 46,679 | 44,060 | 43,127 | 46,660 | 46,487 | 46,824 | 48,002 |', '| Belmont Rise | 31,200 | 30,950 | 32,410 | 31,880 | 33,020 | 32,760 | 31,990 | 49,100 |'].join('\n') + '\n',
    'estates/glan-usk-park.md': '# Glan Usk Park\n\nHomes: 120\nTown: Newport\n',
    'estates/belmont-rise.md': '# Belmont Rise\n\nHomes: 85\nTown: Cwmbran\n',
    'hasenfeld/absatz-2024-hl.csv': ['Bier;Jan;Feb;Mär;Apr;Mai;Jun;Jul;Aug;Sep;Okt;Nov;Dez', 'Helles;53,5;48,7;62,4;77,3;76,1;75,1;96,5;97,4;70,8;64,9;58,9;45,3', 'Rauchbier;26,8;24,7;26,7;39,3;40,6;44,2;42,6;50,0;38,9;36,7;28,2;26,9'].join('\n') + '\n',
  }, 'months.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a column per month', () => {
  it('reads the month a question names as its column', async () => {
    const r = await answerQuestion(lib, 'How many litres of Lantern did we sell in March 2024?');
    expect(r.value).toBe(1150);
    expect((await answerQuestion(lib, 'Which beers sold more than 4000 litres in June?')).items.map((i) => i.name).sort()).toEqual(['Helles', 'Heron', 'Rauchbier']);
  });

  it("reads a month as the column of that month in a table whose columns give their years ('Mar 24')", async () => {
    expect((await answerQuestion(lib, 'How much rent did Glan Usk Park collect in March?')).value).toBe(44060);
    expect((await answerQuestion(lib, 'Which estate collected the most rent in August?')).items.map((i) => i.name)).toEqual(['Belmont Rise']);
  });

  it('reads a month of items that have no such columns as a date', async () => {
    expect((await answerQuestion(lib, 'Which brews were brewed in February 2025?')).items.map((i) => i.name).sort()).toEqual(['B25-005', 'B25-009']);
  });

  it('never reads a month no column names as another month by meaning', async () => {
    // two month columns only: "July" is near "June" in the word vectors, never its column
    const few = await indexedLibrary({ 'sites/visits-2024.csv': 'Site,May,June,Capacity\nAshby Hall,310,420,80\nBrook Farm,520,260,60\nCrane Mill,150,180,40\n' }, 'few-months.quarry');
    try {
      const r = await answerQuestion(few, 'Which site had the most visits in July?');
      expect(r.items.map((i) => i.name)).not.toEqual(['Ashby Hall']);
      expect(r.roles?.find((x) => x.text === 'July')?.reason ?? '').not.toMatch(/june|may/i);
    } finally {
      few.close();
    }
  });

  it("reads a German month's column and the file's hectolitres", async () => {
    const r = await answerQuestion(lib, 'How much Helles did we sell in March?');
    expect(r.value).toBeCloseTo(6240, 0);
  });

  it('takes a unit from a file name only where it is a whole word and no everyday one', () => {
    const table = loadUnitTable();
    expect(fileNameNotes('sales/monthly-sales-2024-litres.csv', table)).toEqual([{ unit: 'L', headingPath: [] }]);
    expect(fileNameNotes('absatz-2024-hl.csv', table)[0]?.unit).toBe('hl');
    // (a page is often named for its item: "Long Acre", "Small Hours"; a spreadsheet for what its numbers are)
    for (const f of ['log-in.csv', 'price-list-2025.csv', 'results-min.csv', 'fields/long-acre.md', 'releases/small-hours.txt', 'litres-by-beer.csv']) expect(fileNameNotes(f, table), f).toEqual([]);
    // (a unit after a function word groups the rows: parcels counted by month are no months)
    for (const f of ['operations/food-parcels-by-month.csv', 'visits-per-week.csv']) expect(fileNameNotes(f, table), f).toEqual([]);
  });
});
