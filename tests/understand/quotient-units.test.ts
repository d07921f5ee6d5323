// Yields written per hectare on one page and per acre on another are one measure: a question in either unit (or in
// words, "tonnes per acre") compares them all, and the unit's words are part of the number, never a condition.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'plots/north.md': '# North Plot\n\n- Crop: wheat\n- Yield: 8.4 t/ha\n- Seed rate: 180 kg/ha\n',
    'plots/south.md': '# South Plot\n\n- Crop: barley\n- Yield: 3.1 t/acre\n- Seed rate: 160 kg/ha\n',
    'plots/east.md': '# East Plot\n\n- Crop: wheat\n- Yield: 57 cwt/acre\n- Seed rate: 200 kg/ha\n',
    'plots/west.md': '# West Plot\n\n- Crop: oats\n- Yield: 6.2 t/ha\n- Seed rate: 150 kg/ha\n',
  }, 'plots.quarry');
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('one unit per another', () => {
  it('compares values written per hectare and per acre, asked in either', async () => {
    // 3.1 t/acre = 7.66 t/ha; 57 cwt/acre = 7.16 t/ha
    expect(await names('Which plots yield more than 7.5 t/ha?')).toEqual(['North Plot', 'South Plot']);
    expect(await names('Which plots yielded over 2.8 tonnes per acre?')).toEqual(['East Plot', 'North Plot', 'South Plot']);
    const top = await answerQuestion(lib, 'Which plot has the highest yield?');
    expect(top.items.map((i) => i.name)).toEqual(['North Plot']);
  });
});
