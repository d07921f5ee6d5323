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
  // neighbourhoods that listings name: a neighbourhood's name is also a value of the listings' Neighbourhood
  fs.writeFileSync(path.join(dir, 'neighbourhoods.csv'), ['Neighbourhood,City,Schools', 'Highbury,London,9', 'Canonbury,London,6'].join('\n'));
  // and schools that name their neighbourhood: "schools" is also a kind of item, whose Neighbourhood names Highbury
  fs.mkdirSync(path.join(dir, 'schools'));
  fs.writeFileSync(path.join(dir, 'schools', 'schools.csv'), ['School,Neighbourhood,Pupils', 'Highbury Grove,Highbury,900', 'Canonbury Primary,Canonbury,400', 'Laycock Primary,Highbury,350'].join('\n'));
  fs.writeFileSync(path.join(dir, 'listings.csv'), [
    'Listing,Neighbourhood,Rent (GBP)',
    '12 Aberdeen Road,Highbury,2100',
    '7 Alwyne Road,Canonbury,2400',
    '3 Calabria Road,Highbury,1900',
  ].join('\n'));
  // presses with a column of sheets per month, and jobs whose Status says "Printed", a press serviced in March
  fs.writeFileSync(path.join(dir, 'press-output.csv'), ['Press,Jan 2025 (000 sheets),Feb 2025 (000 sheets),Mar 2025 (000 sheets),Apr 2025 (000 sheets),May 2025 (000 sheets),Jun 2025 (000 sheets),Jul 2025 (000 sheets),Serviced', 'Rapida 105,300,310,472.2,380.1,350,360,370,12 January 2025', 'Lithrone G40,290,300,397.0,410.5,330,340,350,3 February 2025', 'Speedmaster 74,200,205,210.4,220.0,215,230,240,12 March 2025'].join('\n'));
  fs.writeFileSync(path.join(dir, 'jobs.csv'), ['Job,Press,Status', 'PJ-1,Rapida 105,Printed', 'PJ-2,Lithrone G40,Proofing', 'PJ-3,Speedmaster 74,Printed'].join('\n'));
  // screens whose widths two layouts state under two labels and in two units
  fs.mkdirSync(path.join(dir, 'screens'));
  fs.writeFileSync(path.join(dir, 'screens', 'bay-screens.md'), '# Bay screens\n\n## Bay Screen 1\n\n- Capacity: 168 seats\n- Screen: 30 ft wide\n- Step-free access: yes\n\n## Bay Screen 2\n\n- Capacity: 90 seats\n- Screen: 22 ft wide\n- Step-free access: yes\n');
  fs.writeFileSync(path.join(dir, 'screens', 'canton-screens.csv'), ['Screen,Seats,Picture width (m),Wheelchair accessible', 'Canton Screen 1,220,10.4,Yes', 'Canton Screen 2,96,6.1,No', 'Canton Screen 3,60,5.0,No'].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'cmp.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('two named items compared', () => {
  it('reads each named item on the alike attribute it states, and compares nothing where one states none', async () => {
    const a = await answerQuestion(lib, 'Is the screen in Bay Screen 1 wider than the one in Canton Screen 1?');
    expect(a.kind).toBe('boolean');
    expect(a.value).toBe(false);
    expect(a.trace.find((t) => t.step === 'route')?.detail).toMatch(/^symbolic/);
    const b = await answerQuestion(lib, 'Is the screen in Bay Screen 1 wider than the one in Canton Screen 3?');
    expect(b.value).toBe(true);
    // (an item stating no width has none to win or lose on: the exact path claims no winner, the text answers)
    const c = await answerQuestion(lib, 'Is Bay Screen 1 wider than PO-1001?');
    expect(c.answer).not.toMatch(/has the (higher|lower)/);
    expect(c.trace.find((t) => t.step === 'route')?.detail).toMatch(/^textual/);
    // (of three named, the two that state one are compared, the answer saying which states none)
    const d = await answerQuestion(lib, 'Which is the widest, Bay Screen 1, Canton Screen 3 or PO-1001?');
    expect(d.items.map((i) => i.name)).toEqual(['Bay Screen 1']);
    expect(d.answer).toContain('No document states');
  });
  it('compares the named items as they are where the words read as conditions leave none of them', async () => {
    // ("printed" is no job's Status here, "in March" no service date: they say what is compared)
    const a = await answerQuestion(lib, 'Which printed more sheets in March, the Rapida 105 or the Lithrone G40?');
    expect(a.items.map((i) => i.name)).toEqual(['Rapida 105']);
    const b = await answerQuestion(lib, 'Which printed more sheets in April, the Rapida 105 or the Lithrone G40?');
    expect(b.items.map((i) => i.name)).toEqual(['Lithrone G40']);
  });
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
  it('compares the name before the comparative with the one after "than", though listings name it as a value', async () => {
    const a = await answerQuestion(lib, 'Does Highbury have more schools than Canonbury?');
    expect(a.kind).toBe('boolean');
    expect(a.value).toBe(true);
    const b = await answerQuestion(lib, 'Does Canonbury have more schools than Highbury?');
    expect(b.value).toBe(false);
  });
  it('still names the winner when asked which', async () => {
    const a = await answerQuestion(lib, 'Which is bigger, PO-1001 or PO-1003?');
    expect(a.items.map((i) => i.name)).toEqual(['PO-1003']);
  });
});
