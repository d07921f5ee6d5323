// Two named items compared by a ranking word: an attribute a word of the question names that neither item states
// ("translating" → a service's Written translation price) gives way to what their own attributes say of the
// ranking word ("longer": a length of time, their Years in profession).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'linguists/vendors.csv':
      'Vendor ID,Name,Home city,Rate per 1000 words (GBP),Years in profession\n' +
      'SBL-063,Isabelle Fournier,Lyon,85,9\n' +
      'SBL-013,Rosa Lindqvist,Cardiff,120,20\n' +
      'SBL-035,Wei Zhang,Birmingham,90,22\n',
    'services/price-list.md': '# Price list\n\n- Written translation: £95 per 1,000 words\n- Proofreading: £40 per hour\n- Interpreting: £55 per hour\n',
    'services/rush.md': '# Rush work\n\n- Written translation: £120 per 1,000 words\n- Proofreading: £60 per hour\n',
  }, 'compare-unheld.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('an attribute neither compared item states', () => {
  it('gives way to what the ranking word measures among their own', async () => {
    const r = await answerQuestion(lib, 'Who has been translating longer, Wei Zhang or Rosa Lindqvist?');
    expect(r.kind).not.toBe('text');
    expect(r.answer.split('\n')[0]).toMatch(/^\*\*Wei Zhang\*\*/);
    // (a length of time written as a word is said in the plural: "22 years", not "22 year")
    expect(r.answer).toContain('22 years');
  });
});
