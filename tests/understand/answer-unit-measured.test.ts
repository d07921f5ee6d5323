// "How many hectares is the Long Acre block?": a unit after "how many" is the unit the answer is wanted in, even where
// the library writes its measurements with that word ("2.7 hectares"); a unit a text attribute holds as a value
// ("Currency: USD") is still that value where nothing is summed or ranked ("which suppliers bill us in US dollars").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'vineyard/blocks.md': '# Blocks\n\n## Long Acre\n\n- Surface: 1.8 hectares\n- Planted: 2011\n\n## Church Field\n\n- Surface: 2.7 hectares\n- Planted: 2006\n\n## Oast Meadow\n\n- Surface: 0.9 hectares\n- Planted: 2015\n',
    'suppliers/suppliers.csv': 'Supplier,Country,Currency\nKessler Tankbau,Germany,EUR\nNapa Barrels,United States,USD\nKent Glass,United Kingdom,GBP\n',
  }, 'answer-unit.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('the unit an answer is asked in', () => {
  it('answers "how many hectares" with the area in hectares, not as blocks whose area says "hectares"', async () => {
    const r = await answerQuestion(lib, 'How many hectares is the Long Acre block?');
    expect(r.kind).toBe('value');
    expect(Number(r.value)).toBeCloseTo(1.8, 5);
  });
  it('still reads a currency a text attribute holds as that value', async () => {
    const r = await answerQuestion(lib, 'Which suppliers bill us in US dollars?');
    expect(r.items.map((i) => i.name)).toEqual(['Napa Barrels']);
  });
});
