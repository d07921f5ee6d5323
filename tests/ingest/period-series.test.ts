// A table of periods down its first column and items across its header is also each item's series: a record per
// column, a field per period, beside the rows' own records; a column totalling the others names no item. Sibling
// items under a plural heading (a page listing the distribution points) are of the kind it names.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { isPeriodLabel, seriesColumns } from '../../electron/engine/ingest/period-series.ts';
import { expectRangesHold } from './helpers.ts';

const csv =
  '# Food parcels given out, by month and distribution point\n' +
  'Month,Leigh Pantry,Atherton Larder,Polish Centre Pantry,All points\n' +
  'Jan-24,210,138,-,348\n' +
  'Feb-24,222,141,-,363\n' +
  'Mar-24,195,134,21,350\n' +
  'Apr-24,212,125,39,376\n';

describe('period series', () => {
  it('reads months with or without a year as periods', () => {
    for (const t of ['Jan-24', 'March 2025', 'Sept.', '2024-03', 'févr. 2024']) expect(isPeriodLabel(t), t).toBe(true);
    for (const t of ['Leigh Pantry', '2024', 'Marsden', 'Total']) expect(isPeriodLabel(t), t).toBe(false);
  });
  it('finds the columns of items over periods, never a total column nor a table of items by row', () => {
    const rows = [['Jan-24', '210', '138', '348'], ['Feb-24', '222', '141', '363'], ['Mar-24', '195', '134', '329']];
    expect(seriesColumns(['Month', 'Leigh Pantry', 'Atherton Larder', 'All points'], rows)).toEqual([1, 2]);
    expect(seriesColumns(['Berth', 'Jan', 'Feb'], [['NQ-1', '5194', '5704'], ['NQ-2', '3976', '3797'], ['SQ-1', '4527', '4683']])).toEqual([]);
  });
  it("makes each item's column a record of its own, a field per month, the months' rows kept", async () => {
    const doc = await parseFile('operations/food-parcels-by-month.csv', Buffer.from(csv));
    expectRangesHold(doc);
    const subjects = doc.records.filter((r) => r.kind === 'csv-row').map((r) => r.subject);
    expect(subjects).toEqual(['Jan-24', 'Feb-24', 'Mar-24', 'Apr-24', 'Leigh Pantry', 'Atherton Larder', 'Polish Centre Pantry']);
    const pantry = doc.records.find((r) => r.subject === 'Polish Centre Pantry')!;
    expect(pantry.rows.map((r) => `${r.key}=${r.value}`)).toEqual(['Mar-24=21', 'Apr-24=39']);
    expect(doc.text.slice(pantry.rows[0]!.start, pantry.rows[0]!.end)).toBe('21');
  });
});

describe('sibling items under a plural heading', () => {
  it('are of the kind the heading names; under a heading that is no plural noun, of none', async () => {
    const section = (name: string, code: string, town: string) => `## ${name}\n\n- Code: ${code}\n- Town: ${town}\n- Open: Tuesdays\n`;
    const md = `# Distribution points\n\nWhere we give out food parcels.\n\n${section('Leigh Pantry', 'LGH', 'Leigh')}\n${section('Atherton Larder', 'ATH', 'Atherton')}`;
    const doc = await parseFile('operations/distribution-points.md', Buffer.from(md));
    expect(doc.records.filter((r) => r.kind === 'stanza').map((r) => [r.subject, r.categoryHints])).toEqual([['Leigh Pantry', ['Distribution points']], ['Atherton Larder', ['Distribution points']]]);
    const other = await parseFile('operations/rota.md', Buffer.from(md.replace('# Distribution points', '# Rota for March')));
    expect(other.records.filter((r) => r.kind === 'stanza').every((r) => r.categoryHints.length === 0)).toBe(true);
  });
});
