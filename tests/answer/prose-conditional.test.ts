// Spans and conditions of ConditionalQA-style answers, without a model: a duration said in words or with an
// article ("within one month", "a full day"), a year inside a title that is no date, a compound head noun
// ("time limit"), a sentence counting the question's own number, an item of a condition list answered with its
// consequence (the item cited as a condition), and a yes/no answer holding under its document's eligibility section.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { analyseQuestion } from '../../electron/engine/answer/prose/question.ts';
import { loadLanguage } from '../../electron/engine/answer/prose/language.ts';
import { analyse } from '../../electron/engine/answer/prose/nlp.ts';
import { candidatesOf } from '../../electron/engine/answer/prose/types/index.ts';
import { countsSame } from '../../electron/engine/answer/prose/counts.ts';
import { tokens } from '../../electron/engine/answer/prose/terms.ts';
import { tempDir } from '../helpers/tmp.ts';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/conditional');
const lang = loadLanguage();
const spans = (text: string, type: Parameters<typeof candidatesOf>[1]) => candidatesOf(analyse(text), type, { focus: [] }).map((c) => c.text);

describe('a "how long" answer', () => {
  it('is a duration with its number in words or one unit said with an article', () => {
    expect(spans('They must do this within one month of making the change.', 'duration')).toContain('within one month');
    expect(spans('The course usually lasts a full day.', 'duration')).toContain('a full day');
    expect(spans('Give a week’s notice for every year employed.', 'duration')).toContain('a week');
    // "a second-level medal" is no duration
    expect(spans('The George Medal is a second-level civilian medal.', 'duration')).not.toContain('a second');
  });

  it('is asked by a compound noun too ("the time limit"), and a question in lower case after a full stop is read', () => {
    expect(analyseQuestion('What is the time limit for nominating someone for an award?', lang).expected).toBe('duration');
    const q = analyseQuestion('I booked a course for next week. what is the duration of the course?', lang);
    expect(q.question).toBe('what is the duration of the course?');
    expect(q.terms.find((t) => t.text === 'week')?.inQuestion).toBe(false);
  });
});

describe('a "when" answer', () => {
  it('is no year inside a title, but a repeated time is one', () => {
    const title = spans('Read the ‘Code of safe working practices for merchant seafarers 2018’ for the requirements.', 'date');
    expect(title).not.toContain('2018');
    expect(spans('Read the Merchant Shipping Regulations 1997 for the requirements.', 'date')).not.toContain('1997');
    expect(spans('Risk assessments must be reviewed every year.', 'date')).toContain('every year');
    expect(spans('The rules changed in May 2019.', 'date').some((d) => d.includes('2019'))).toBe(true);
  });
});

describe('a count the question states', () => {
  it('matches a sentence counting the same thing with the same number, "N or more" covering more', () => {
    const q = analyseQuestion('We have two spare bedrooms. By how much will our housing benefit be reduced?', lang);
    expect(countsSame(tokens('- 25% of the eligible rent for 2 or more spare bedrooms'), q)).toBe(true);
    expect(countsSame(tokens('- 14% of the eligible rent for 1 spare bedroom'), q)).toBe(false);
    expect(countsSame(tokens('- your household income (over £6,000)'), q)).toBe(false);
  });
});

describe('a conditional answer', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = openLibrary(path.join(tempDir(), 'conditional.quarry'));
    await indexFolders(lib, [FIXTURE], { derivers: defaultDerivers() });
  }, 120_000);
  afterAll(() => lib?.close());

  it('answers with the consequence an item of a condition list belongs to, the item cited as its condition', async () => {
    const a = await answerQuestion(lib, 'I am a registered instructor and was arrested. What will happen if I have been convicted of a violent offence?');
    expect(a.answer.split('\n')[0]).toMatch(/^Your instructor registration can be suspended if the registrar thinks/);
    const conditions = a.prose!.conditions;
    const item = conditions.find((c) => /convicted of a violent offence/.test(c.text));
    expect(item).toBeDefined();
    const cited = a.citations.find((c) => c.id === item!.citation)!;
    expect(cited.role).toBe('condition');
    expect(cited.snippet).toMatch(/convicted of a violent offence/);
    expect(conditions.some((c) => /^if the registrar thinks/.test(c.text))).toBe(true);
  });

  it('holds a yes/no answer under the conditions its document sets in an eligibility section, each cited', async () => {
    const a = await answerQuestion(lib, 'Can coastguard volunteers help rescue people trapped on cliffs?');
    expect(a.prose?.yesNo).toBe('yes');
    const texts = a.prose!.conditions.map((c) => c.text);
    expect(texts.some((t) => /full driving licence/.test(t))).toBe(true);
    expect(texts.some((t) => /health and fitness test/.test(t))).toBe(true);
    for (const c of a.prose!.conditions) expect(a.citations.find((x) => x.id === c.citation)?.role).toBe('condition');
  });
});
