// "What can she do …?", "What does he need to do to …?" ask for an action: the sentence that tells the reader to
// do something (an instruction, or an obligation or permission said to "you") answers, its clause the span; an
// item completing a lead-in that names a thing is no action, and "what does jq do" still asks what a thing is.
import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../electron/engine/answer/prose/question.ts';
import { loadLanguage } from '../../electron/engine/answer/prose/language.ts';
import { rankUnits } from '../../electron/engine/answer/prose/rank.ts';
import { actionCandidates } from '../../electron/engine/answer/prose/types/actions.ts';
import { analyse } from '../../electron/engine/answer/prose/nlp.ts';

const lang = loadLanguage();

describe('questions that ask for an action', () => {
  it.each([
    ['What can she do before taking her daughter there?', 'action'],
    ['What does he need to do to qualify for the reduced rate?', 'action'],
    ['What can my employer do about it?', 'action'],
    ['What does jq do?', null],
    ['What do I need to bring?', null],
  ])('%s → %s', (q, type) => {
    expect(analyseQuestion(q, lang).expected).toBe(type);
  });
});

describe('sentences that tell the reader to act', () => {
  const spans = (s: string) => actionCandidates(analyse(s), lang.actions).map((c) => c.text);
  it('an instruction, also capitalised at the start and after a leading clause', () => {
    expect(spans('Contact the college before your child starts.')).toEqual(['Contact the college before your child starts']);
    expect(spans('If you think you were treated unfairly, get advice from Acas.')).toEqual(['get advice from Acas']);
  });
  it("an obligation or permission said to the reader, from its verb; not a negated one, nor a state ('must be over 60')", () => {
    expect(spans('You’ll need to confirm to your supplier in writing that you meet these conditions.')).toEqual(['confirm to your supplier in writing that you meet these conditions']);
    expect(spans('You can also apply using a paper form.')).toEqual(['apply using a paper form']);
    expect(spans('Not all products qualify and you cannot install them yourself.')).toEqual([]);
    expect(spans('To qualify, you must be over 60.')).toEqual([]);
    expect(spans('The court will decide.')).toEqual([]);
  });
});

describe('the action answers', () => {
  const how = ['Not all products qualify for the reduced rate.', '', 'You’ll need to confirm to your supplier in writing that you meet these conditions.'].join('\n');
  const who = ['To qualify for the reduced rate, you must be over 60 or getting one of the following:', '', '- help with daily living', '- a disability benefit'].join('\n');
  const passages = [
    { blockId: 1, docId: 1, path: 'Tax on shopping.txt', headingPath: ['VAT on mobility aids', 'How to get the reduced rate'], text: how, start: 0, end: how.length },
    { blockId: 2, docId: 1, path: 'Tax on shopping.txt', headingPath: ['VAT on mobility aids', 'Eligibility'], text: who, start: how.length + 2, end: how.length + 2 + who.length },
  ];
  it('the sentence telling the reader what to do is the best, its clause the span; the items of a lead-in are none', () => {
    const q = analyseQuestion('My grandfather is 65. What does he need to do to qualify for the reduced rate?', lang);
    const weights = new Map(q.terms.map((t) => [t.stem, t.weight]));
    const ranked = rankUnits(passages, q, weights, { wantSpan: true, language: lang });
    expect(ranked[0].span?.text).toBe('confirm to your supplier in writing that you meet these conditions');
    expect(ranked.find((r) => r.unit.text.startsWith('- help'))?.span).toBeUndefined();
  });
});
