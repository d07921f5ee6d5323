// Comparing two named things by the dates their pages state: which date of a sentence is the one compared (a
// stated range's start, or its end when the question asks for an end; the date right after the question's verb),
// and which page of a name is the option's (the one stating the kind the question names).
import { describe, expect, it } from 'vitest';
import { comparedValue, decideChoice } from '../../electron/engine/answer/prose/choice.ts';
import { candidatesOf, nameCandidates } from '../../electron/engine/answer/prose/types/index.ts';
import { analyse } from '../../electron/engine/answer/prose/nlp.ts';
import { analyseQuestion } from '../../electron/engine/answer/prose/question.ts';
import { loadLanguage } from '../../electron/engine/answer/prose/language.ts';
import type { PassageLike } from '../../electron/engine/answer/prose/units.ts';
import type { QuestionTerm } from '../../electron/engine/answer/prose/question.ts';

const lang = loadLanguage();
const years = (text: string) => candidatesOf(analyse(text), 'date', { focus: [] }).map((c) => ({ c, m: Number(/\d{4}/.exec(c.text)![0]) })).sort((a, b) => a.c.start - b.c.start);

describe('the date a sentence gives for the event compared', () => {
  const life = 'Mira Holt (6 September 1869 – 8 October 1945) was a painter who moved to Leeds in 1901.';
  it('reads a stated range as its start, or its end when an end is asked', () => {
    expect(comparedValue(life, years(life), [], false)).toMatchObject({ m: 1869, how: 'range' });
    expect(comparedValue(life, years(life), [], true)).toMatchObject({ m: 1945, how: 'range' });
  });
  it('takes the date right after the question\'s verb, else the first', () => {
    const band = 'The Quills toured Europe in 1980 after they formed in Bristol in 1975.';
    expect(comparedValue(band, years(band), ['form'], false)).toMatchObject({ m: 1975, how: 'event' });
    expect(comparedValue(band, years(band), [], false)).toMatchObject({ m: 1980, how: 'first' });
  });
});

describe('a choice between two named things by their dates', () => {
  const page = (docId: number, title: string, text: string): PassageLike => ({ blockId: docId, docId, path: `${title}.txt`, headingPath: [title], text: `${title}\n${text}`, start: 0, end: title.length + 1 + text.length, kind: 'paragraph' });
  const passages = [
    page(1, 'Mira Holt', 'Mira Holt (6 September 1869 – 8 October 1945) was a painter.'),
    page(2, 'Tomas Brand', 'Tomas Brand (2 March 1850 – 1 May 1951) was a sculptor.'),
    page(3, 'The Lantern', 'The Lantern is a short story first published in 1931.'),
    page(4, 'The Lantern (film)', 'The Lantern is a 2014 film directed by Ana Ruiz.'),
    page(5, 'Night Road', 'Night Road is a 2011 film directed by Ana Ruiz.'),
  ];
  const weights = (ts: QuestionTerm[]) => new Map(ts.map((t) => [t.stem, 1]));
  const decide = (question: string) => decideChoice(passages, analyseQuestion(question, lang), lang, weights, () => []);
  it('compares births by the start of each life and deaths by its end', () => {
    expect(decide('Who was born first, Mira Holt or Tomas Brand?').winner).toBe('Tomas Brand');
    expect(decide('Who died first, Mira Holt or Tomas Brand?').winner).toBe('Mira Holt');
  });
  it('reads the option from the page of the kind the question names', () => {
    const d = decide('Which film was released first, The Lantern or Night Road?');
    expect(d.winner).toBe('Night Road');
    expect(d.evidence.find((e) => e.option !== 'Night Road')?.value).toBe('2014');
  });
});

describe('a quoted title beside the noun a "what <noun>" question asks for', () => {
  const attached = (focus: string, text: string) => nameCandidates(analyse(text), { focus: [focus] }).filter((c) => c.source === 'focus').map((c) => c.text);
  it('is the value of that noun, before it or after it (a comma between)', () => {
    expect(attached('sketch', 'It is based on a 1990 "Night Shift" sketch by the two of them.')).toContain('Night Shift');
    expect(attached('album', 'It was the lead single from their debut studio album, "Blue Hours", in 2003.')).toContain('Blue Hours');
  });
});

describe('an alternative question without a comma', () => {
  it('offers the two phrases joined by "or" after a preposition, or two single words; not names, nor clauses', () => {
    expect(analyseQuestion('Will I receive it as a one-off payment or on instalments?', lang)).toMatchObject({ form: 'choice', options: ['one-off payment', 'instalments'] });
    expect(analyseQuestion('Is it paid weekly or monthly?', lang)).toMatchObject({ form: 'choice', options: ['weekly', 'monthly'] });
    expect(analyseQuestion('Can I claim Housing Benefit or Universal Credit?', lang).form).toBe('yesno');
    expect(analyseQuestion('Can I apply now that we are married or do I have to wait?', lang).form).toBe('yesno');
  });

  it('picks the option stated on the passage ranked higher when both state the question alike', () => {
    const at = (blockId: number, title: string, text: string): PassageLike => ({ blockId, docId: blockId, path: `${title}.txt`, headingPath: [title], text, start: 0, end: text.length, kind: 'paragraph' });
    const passages = [at(1, "Master's Loan", 'The loan will be paid in 3 instalments each year.'), at(2, 'Court Funds Office', 'Use form CFO P to make a one-off payment to your bank account.')];
    const weights = (ts: QuestionTerm[]) => new Map(ts.map((t) => [t.stem, 1]));
    const d = decideChoice(passages, analyseQuestion('I was approved for the loan. Will I receive it as a one-off payment or on instalments?', lang), lang, weights, () => []);
    expect(d.winner).toBe('instalments');
    expect(decideChoice([...passages].reverse(), analyseQuestion('Will I receive it as a one-off payment or on instalments?', lang), lang, weights, () => []).winner).toBe('one-off payment');
  });
});
