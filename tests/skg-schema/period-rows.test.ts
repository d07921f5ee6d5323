// A row of a wide table of periods named by a code ("PL-01" of plant hours by week) is the item a register names
// with that code ("PL-01 | Liebherr LTM 1060-3.1 | Mobile crane"): the register's name stays the name, though the
// row states more columns, and a question naming the machine reads its hours; "week 15" is the Wk 15 column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'plant/plant-register.md': ['# Plant register 2025', '', '| Plant no. | Machine | Type | Rate |', '|---|---|---|---|',
      '| PL-01 | Liebherr LTM 1060-3.1 | Mobile crane | £1,150/day |', '| PL-02 | JCB 220X | Tracked excavator | £420/day |',
      '| PL-03 | Thwaites MACH 2090 | Site dumper | £95/day |', '| PL-04 | JCB 540-140 | Telehandler | £1,050/wk |', ''].join('\n'),
    'plant/plant-hours.csv': ['Plant no.,Wk 14,Wk 15,Wk 16,Wk 17,Wk 18', 'PL-01,12,19,23,30,12', 'PL-02,35,14,30,12,35', 'PL-03,19,27,10,8,27', 'PL-04,8,9,10,11,12', ''].join('\n'),
  }, 'period-rows.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a code-named row of a table of periods', () => {
  it('is the item its register names, under the register name', async () => {
    const names = (await getSchema(lib)).entities.filter((e) => !e.sameAs).map((e) => e.name);
    expect(names).toContain('Liebherr LTM 1060-3.1');
    expect(names).not.toContain('PL-01');
    const r = await answerQuestion(lib, 'What is the Wk 15 figure for the Liebherr LTM 1060-3.1?');
    expect(r.answer).toContain('19');
  });

  it('reads "week 15" as the column of that week, not fifteen weeks', async () => {
    const r = await answerQuestion(lib, 'How many hours did the Liebherr LTM 1060-3.1 do in week 15?');
    expect(r.route).toBe('symbolic');
    expect(r.answer).toContain('19');
    expect((await answerQuestion(lib, 'How many hours did the JCB 220X do in wk 17?')).answer).toContain('12');
  });
});
