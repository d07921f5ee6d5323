// A word joined by a hyphen after what it negates ("gluten-free", "nut-free"; resources/lang/en/negations.tsv,
// scope "suffix") reads as "without" it; "free" standing apart ("free parking", "is entry free") negates nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'kitchen/dishes.csv': 'Dish,Course,Gluten,Nuts,Price\nLemon posset,Dessert,no,no,6.50\nBramble crumble,Dessert,yes,no,6.00\nWalnut salad,Starter,no,yes,7.25\nBeef Wellington,Main,yes,no,24.00\nRisotto,Main,no,no,16.50\n',
  }, 'negating-suffix.quarry');
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('a negating word joined after its condition', () => {
  it('reads "gluten-free" and "nut-free" as without gluten, without nuts', async () => {
    expect(await names('Which dishes are gluten-free?')).toEqual(['Lemon posset', 'Risotto', 'Walnut salad']);
    expect(await names('Which desserts are nut-free?')).toEqual(['Bramble crumble', 'Lemon posset']);
    expect((await answerQuestion(lib, 'How many dishes are gluten-free?')).value).toBe(3);
  });
  it('reads the condition itself where the word is not joined to it', async () => {
    expect(await names('Which dishes contain gluten?')).toEqual(['Beef Wellington', 'Bramble crumble']);
  });
});
