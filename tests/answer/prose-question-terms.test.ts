// The noun that only says a date is asked ("in what year") is no term of the question: any sentence with a
// date could word it ("his best years"), and the date span answers it.
import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../electron/engine/answer/prose/question.ts';
import { loadLanguage } from '../../electron/engine/answer/prose/language.ts';

const lang = loadLanguage();
const stems = (q: string) => analyseQuestion(q, lang).terms.map((t) => t.stem);

describe('the terms of a question asking for a date', () => {
  it('leaves out the noun naming the date asked, and keeps the words the date is of', () => {
    const a = analyseQuestion("In what year was Mira Holt's father born?", lang);
    expect(a.expected).toBe('date');
    expect(a.terms.map((t) => t.stem)).not.toContain('year');
    expect(a.terms.map((t) => t.stem)).toEqual(expect.arrayContaining(['father', 'born']));
  });
  it('keeps a place noun, which a sentence states beside the place ("the port city of Aden")', () => {
    expect(stems('What city is the Quills band based in?')).toContain('citi');
  });
});
