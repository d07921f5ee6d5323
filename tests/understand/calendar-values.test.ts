// A value that is a day or a month written short or in another language ("Sat", "sabato", "Sept") is named by its
// English name in full, as a question says it: "which classes run on a Saturday".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'classes/timetable.csv': 'Class,Tutor,Weekday,Weeks\nWheel Throwing,Isla Drummond,Tue,8\nPorcelain on the Wheel,Callum Reid,Sat,6\nGlaze Chemistry,Morag Sinclair,Mon,5\nFamily Clay Club,Isla Drummond,Sun,4\n',
    'classes/raku-in-cortile.md': '# Raku in cortile\n\n- Docente: Marco Zanotti\n- Giorno: sabato\n- Settimane: 4\n',
    'orchard/varieties.csv': 'Variety,Picked from,Class\nDabinett,Oct,Bittersweet\nKingston Black,Sept,Bittersharp\nMichelin,Oct,Bittersweet\n',
  }, 'calendar-values.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('days and months written short or in another language', () => {
  it('are named by their English names', async () => {
    const r = await answerQuestion(lib, 'Which classes run on a Saturday?');
    expect(r.items.map((i) => i.name).sort()).toEqual(['Porcelain on the Wheel', 'Raku in cortile']);
    const m = await answerQuestion(lib, 'Which varieties are picked from September?');
    expect(m.items.map((i) => i.name)).toEqual(['Kingston Black']);
  });
});
