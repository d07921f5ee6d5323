// A lookup naming an attribute whole that the item lacks is no question about another attribute a word of the same
// phrase half-names: "the death of Ann" (a Death others state) is not Ann's "Age at death". An alike attribute the
// schema relates may stand in; otherwise the documents' text answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'people/ann-raw.md': '# Ann Raw\n\n- Born: 1819\n- Age at death: 72\n- Occupation: Dressmaker\n\nAnn died at Arkleside in the winter of 1892.\n',
    'people/james-raw.md': '# James Raw\n\n- Born: 1845\n- Place of birth: Kelderby\n- Place of death: Thornsgill\n- Age at death: 66\n- Occupation: Innkeeper\n',
    'people/mary-raw.md': '# Mary Raw\n\n- Born: 1850\n- Death: Hawes, 1930\n- Age at death: 80\n',
    'people/george-raw.md': '# George Raw\n\n- Born: 1840\n- Place of burial: Grisedale\n- Place of death: Skipton\n- Age at death: 68\n- Occupation: Quarryman\n',
  }, 'lookup-lacking.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a lookup of an attribute the item lacks', () => {
  it('is not answered by another attribute a word of it half-names', async () => {
    const r = await answerQuestion(lib, 'What was the death of Ann Raw?');
    expect(r.answer).not.toMatch(/^The age at death/i);
    expect(r.answer).toContain('Ann died at Arkleside');
    // (the item that has it answers as before)
    expect((await answerQuestion(lib, 'What is the death place of James Raw?')).answer).toContain('Thornsgill');
  });
});
