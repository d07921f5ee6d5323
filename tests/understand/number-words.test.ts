// A number word counts the attribute it stands right before ("zero vitamin C"), but "one" after a determiner or
// with a possessive is a pronoun ("which one's vitamin C is higher"), never a condition.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { tempDir } from '../helpers/tmp.ts';
import { numberWords } from '../../electron/engine/retrieve/symbolic/understand/spans/numbers.ts';
import { loadLanguage } from '../../electron/engine/retrieve/symbolic/understand/language.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'foods.csv'), [
    'Food,Group,Vitamin C (mg),Protein (g)',
    'Lentils,Pulses,0,24',
    'Chickpeas,Pulses,4,19',
    'Kidney beans,Pulses,0,22',
    'Orange,Fruits,53,0.9',
    'Kiwi,Fruits,93,1.1',
    'Brown rice,Cereals and Millets,0,7.9',
    'Ragi,Cereals and Millets,0,7.2',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'parcels.csv'), ['Parcel,Weight (g),Transit time (min)', 'Box A,300,50', 'Box B,700,80', 'Box C,520,70'].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'numwords.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('amounts read as the question means them', () => {
  it('reads a unit word in the dimension its comparison speaks of ("heavier than a pound" is lb, not GBP)', async () => {
    const a = await answerQuestion(lib, 'Which parcels are heavier than a pound?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Box B', 'Box C']);
  });
  it('joins a duration written in two units ("1 h 15 min")', async () => {
    const a = await answerQuestion(lib, 'Which parcels take less than 1 h 15 min in transit?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Box A', 'Box C']);
  });
  it('keeps a condition on words of a longer value where finding nothing is the answer', async () => {
    const a = await answerQuestion(lib, 'Is there a cereal or millet with over 20 g of protein?');
    expect(a.value).toBe(false);
  });
});

describe('number words', () => {
  it('reads a number word before an attribute as its amount', async () => {
    const a = await answerQuestion(lib, 'Which pulses contain zero vitamin C?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Kidney beans', 'Lentils']);
  });
  it('never reads "one" as a pronoun for a number', async () => {
    const a = await answerQuestion(lib, "Of Orange and Kiwi, which one's vitamin C is higher?");
    expect(a.items.map((i) => i.name)).toEqual(['Kiwi']);
  });
});

describe('the words of one number', () => {
  const words = loadLanguage().numbers;
  const read = (text: string) => numberWords(text.split(' '), 0, words);
  it('reads a number said with a scale and "and", with or without an article', () => {
    expect(read('a hundred and fifty guests')).toEqual({ value: 150, end: 4 });
    expect(read('one hundred and twenty five')?.value).toBe(125);
    expect(read('two thousand three hundred')?.value).toBe(2300);
    expect(read('twenty five')?.value).toBe(25);
    expect(read('a dozen eggs')?.value).toBe(12);
  });
  it('ends a number where a word cannot follow the ones before it', () => {
    expect(read('five two')).toEqual({ value: 5, end: 1 });
    expect(read('twenty thirty')).toEqual({ value: 20, end: 1 });
    expect(read('ten and five')).toEqual({ value: 10, end: 1 });
    expect(read('a guest')).toBeNull();
  });
  it('reads the number a question says in words as its amount', async () => {
    const a = await answerQuestion(lib, 'Which parcels weigh less than five hundred and twenty five grams?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Box A', 'Box C']);
  });
});

