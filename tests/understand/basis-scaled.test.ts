// An amount asked per another basis than the attribute states: "Rate per 1000 words (GBP)" answers "what is X's
// rate per word" as £0.09, "charge less than £0.10 per word" and "under 10p a word" compare against £100 per 1000
// words; "per word" also says which rate (not the hourly one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';
import { basisFactor, labelBasis } from '../../electron/engine/retrieve/symbolic/understand/basis.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'linguists/vendors.csv':
      'Vendor ID,Name,Home city,Rate per 1000 words (GBP),Hourly rate (GBP)\n' +
      'SBL-063,Isabelle Fournier,Lyon,85,40\n' +
      'SBL-013,Rosa Lindqvist,Cardiff,120,45\n' +
      'SBL-035,Wei Zhang,Birmingham,90,45\n' +
      'SBL-041,Dieter Vogel,Bristol,105,50\n',
    // (jobs whose volumes are written in words, as the question's basis is)
    'jobs/tracker.csv': 'Job,Client,Volume,Translator\nSB-25-0404,Bright Path Charity,"4,300 words",Rosa Lindqvist\nSB-25-0423,Northgate University,"12,040 words",Rosa Lindqvist\nSB-25-0431,Tideway Energy,"9,180 words",Wei Zhang\n',
  }, 'basis-scaled.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('an amount stated per another basis', () => {
  it('reads the basis a label states', () => {
    expect(labelBasis('Rate per 1000 words (GBP)')).toMatchObject({ count: 1000, noun: 'word' });
    expect(labelBasis('Per-participant fee')).toMatchObject({ count: 1, noun: 'participant' });
    expect(labelBasis('Price (£/kg)')).toMatchObject({ count: 1, unit: 'kg' });
    expect(labelBasis('Hourly rate (GBP)')).toBeNull();
    expect(basisFactor({ count: 1000, unit: null, noun: 'word', text: '1000 words' }, { count: 1, unit: null, noun: 'word', text: 'word' })).toBe(0.001);
    expect(basisFactor({ count: 1, unit: 'kg', noun: null, text: 'kg' }, { count: 1, unit: 'lb', noun: null, text: 'pound' })).toBeCloseTo(0.4536, 4);
  });
  it('looks up the value per the basis asked', async () => {
    const r = await answerQuestion(lib, "What's Wei Zhang's rate per word?");
    expect(r.answer).toContain('0.09');
    // (a count said in words: "per thousand words" is the label's own basis)
    const t = await answerQuestion(lib, 'How much does Rosa Lindqvist charge per thousand words?');
    expect(t.answer).toMatch(/^The rate per 1000 words of \*\*Rosa Lindqvist\*\* is \*\*£120\*\*/);
  });
  it('compares an amount per the basis asked', async () => {
    const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();
    expect(await names('Which linguists charge less than £0.10 per word?')).toEqual(['Isabelle Fournier', 'Wei Zhang']);
    expect(await names('Which linguists charge under 10p a word?')).toEqual(['Isabelle Fournier', 'Wei Zhang']);
  });
});
