// "t" after a number is the tonne, in a question ("over 5 t") as in a column that writes every value so ("60 t",
// "22 t"); a lone letter of another dimension than most of its column's values measure says nothing ("8 t" among
// hours: tests/understand/unknown-unit-word.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

describe('the tonne written "t"', () => {
  let plant: Library;
  beforeAll(async () => {
    plant = await indexedLibrary({ 'plant-register.csv': 'Plant no.,Machine,Type,Capacity\nPL-01,Liebherr LTM 1060,Mobile crane,60 t\nPL-02,JCB 220X,Tracked excavator,22 t\nPL-03,Thwaites MACH 2090,Site dumper,9 t\nPL-04,Potain MCT 85,Tower crane,5 t\nPL-05,Bomag BW 120,Roller,2.7 t\n' }, 'plant.quarry');
  }, 120_000);
  afterAll(() => plant?.close());

  it('compares in that unit ("a capacity above 5 t")', async () => {
    const r = await answerQuestion(plant, 'Which machines have a capacity above 5 t?');
    expect(r.items.map((i) => i.name).sort()).toEqual(['JCB 220X', 'Liebherr LTM 1060', 'Thwaites MACH 2090']);
  });
});
