// How candidate sentences are ranked for a prose answer: a number word is its digits, a sentence counting the
// question's counted thing otherwise yields, a list item says what its lead-in introduces, and the question
// word that opens a question sets the kind of answer expected.
import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../electron/engine/answer/prose/question.ts';
import { loadLanguage } from '../../electron/engine/answer/prose/language.ts';
import { rankUnits } from '../../electron/engine/answer/prose/rank.ts';

const lang = loadLanguage();
const passage = (text: string, title = 'Housing Benefit') => ({ blockId: 1, docId: 1, path: `${title}.md`, headingPath: [title], text, start: 0, end: text.length });
const best = (text: string, question: string) => {
  const q = analyseQuestion(question, lang);
  const weights = new Map(q.terms.map((t) => [t.stem, 1]));
  return rankUnits([passage(text)], q, weights, { wantSpan: true, language: lang }).filter((s) => s.unit.kind === 'item')[0];
};

describe('numbers in the question', () => {
  const text = 'Your benefit is reduced by:\n\n- 25% of the eligible rent for 2 or more spare bedrooms\n- 14% of the eligible rent for 1 spare bedroom\n';

  it('a number word is its digits: "one spare bedroom" is the item for 1 spare bedroom', () => {
    const q = analyseQuestion('What is the reduction in Housing Benefit for having one spare bedroom?', lang);
    expect(q.counts).toEqual([{ value: '1', stem: 'bedroom' }]);
    const s = best(text, 'What is the reduction in Housing Benefit for having one spare bedroom?');
    expect(s.unit.text).toMatch(/^- 14%/);
  });

  it('a scenario\'s count is given, not the answer, and a sentence counting otherwise yields', () => {
    const question = 'We have two spare bedrooms. By how much will our housing benefit be reduced?';
    const q = analyseQuestion(question, lang);
    expect(q.terms.find((t) => t.text === 'two')?.alt).toBe('2');
    const s = best(text.replace(/- 25%.*\n(- 14%.*\n)/, '$1- 25% of the eligible rent for 2 or more spare bedrooms\n'), question);
    expect(s.unit.text).toMatch(/^- 25%/);
    expect(s.span?.text).toBe('25%');
  });
});

describe('a list item under its lead-in', () => {
  it('states what the sentence leading into its list says', () => {
    const text = 'You can get help with rent:\n\n- up to £100 a week\n\nYou can get help with heating:\n\n- up to £20 a week\n';
    expect(best(text, 'How much help with heating can I get?').unit.text).toBe('- up to £20 a week');
  });
});

describe('the question word that opens the question', () => {
  it('sets the kind of answer; a "how much" inside it does not', () => {
    expect(analyseQuestion('I lost track of my payments. Where can I check how much debt is left to pay?', lang).expected).toBe('place');
    // a relative "who" is not the question word
    expect(analyseQuestion('The person who founded the journal had released how many publications?', lang).expected).toBe('number');
  });
});

describe('the second hop', () => {
  it('looks up the page of each name the best sentences mention, past the first few', async () => {
    const { bridgePages } = await import('../../electron/engine/answer/prose/rank.ts');
    const cast = ['Anna Berg', 'Carl Dahl', 'Eva Frost', 'Gus Hall', 'Ida Jonsson', 'Karl Lund', 'Maja Nord', 'Olof Palm', 'Rut Stark', 'Tove Ulf'];
    const text = `The Long Winter is a 1990 play starring ${cast.slice(0, -1).join(', ')} and ${cast[cast.length - 1]}.`;
    const play = { blockId: 1, docId: 1, path: 'The Long Winter.md', headingPath: ['The Long Winter'], text, start: 0, end: text.length };
    const q = analyseQuestion('Where was the last actor of The Long Winter born?', lang);
    const ranked = rankUnits([play], q, new Map(q.terms.map((t) => [t.stem, 1])), { language: lang });
    const pages = new Map(cast.map((name, i) => {
      const body = `${name} is an actor.`;
      return [name, { blockId: 10 + i, docId: 10 + i, path: `${name}.md`, headingPath: [name], text: body, start: 0, end: body.length }];
    }));
    const found = bridgePages(ranked, q, [play], (name) => (pages.has(name) ? [pages.get(name)!] : []));
    expect(found.map((p) => p.headingPath[0])).toEqual(expect.arrayContaining(['Rut Stark', 'Tove Ulf']));
  });
});

describe('the page of a name read short or long of its title', () => {
  it('is the page whose whole title the sentence states as a name', async () => {
    const { bridgePages } = await import('../../electron/engine/answer/prose/rank.ts');
    const doc = (title: string, body: string, id: number) => ({ blockId: id, docId: id, path: `${title}.md`, headingPath: [title], text: body, start: 0, end: body.length });
    const text = 'She served as the Director of The Frost Place Advanced Seminar and is a member of the musical Winans family; she played Debbie in Queer as Folk.';
    const poet = doc('Jeanne Beaumont', text, 1);
    const q = analyseQuestion('Where is the seminar Jeanne Beaumont directed located?', lang);
    const ranked = rankUnits([poet], q, new Map(q.terms.map((t) => [t.stem, 1])), { language: lang });
    const pages = [
      doc('The Frost Place', 'The Frost Place is a museum in Franconia, New Hampshire.', 2),
      doc('Winans family', 'The Winans family is a gospel family from Detroit.', 3),
      doc('Queer as Folk (U.S. TV series)', 'It was developed by Ron Cowen.', 4),
      // a page whose title the sentence does not state, or states in lower case only, is no page of the name
      doc('Frost Valley', 'A valley with a Frost Place Advanced Seminar.', 5),
      doc('Family', 'A family is a group of people.', 6),
    ];
    const found = bridgePages(ranked, q, [poet], (name) => pages.filter((p) => p.headingPath[0].toLowerCase().includes(name.split(' ')[0].toLowerCase()) || p.text.includes(name)));
    expect(found.map((p) => p.headingPath[0]).sort()).toEqual(['Queer as Folk (U.S. TV series)', 'The Frost Place', 'Winans family']);
  });
});

describe('the first hop of the entity the question names', () => {
  it('looks up the names of that page\'s best sentence though five sentences of other pages rank above it', async () => {
    const { bridgePages } = await import('../../electron/engine/answer/prose/rank.ts');
    const doc = (title: string, body: string, id: number) => ({ blockId: id, docId: id, path: `${title}.md`, headingPath: [title], text: body, start: 0, end: body.length });
    const others = Array.from({ length: 6 }, (_, i) => doc(`Town ${i}`, `The city had a population of ${1000 + i} at the 2001 census.`, 10 + i));
    const hamlet = doc('Kirton End', 'Kirton End is a hamlet in the Boston district of Lincolnshire.', 1);
    const q = analyseQuestion('According to the 2001 census, what was the population of the city in which Kirton End is located?', lang);
    const ranked = rankUnits([...others, hamlet], q, new Map(q.terms.map((t) => [t.stem, 1])), { language: lang });
    expect(ranked.slice(0, 5).every((r) => r.unit.docId !== 1)).toBe(true);
    const boston = doc('Boston, Lincolnshire', 'Boston had a population of 35,124 at the 2001 census.', 2);
    const found = bridgePages(ranked, q, [...others, hamlet], (name) => (name === 'Boston' ? [boston] : []));
    expect(found.map((p) => p.headingPath[0])).toEqual(['Boston, Lincolnshire']);
  });
});

describe('a wh-word opening a relative clause', () => {
  it('is not the question word when a later one asks the question', () => {
    expect(analyseQuestion('A man who played in the 1986 world cup played for what team during the final?', lang).expected).toBe('organisation');
    expect(analyseQuestion('The champion who beat him was one of the pioneers of what sports organization?', lang).expected).toBe('organisation');
    // the question's own "who" still asks for a person
    expect(analyseQuestion('Who was the advisor of the student who wrote the paper?', lang).expected).toBe('person');
  });
});

describe('the chain of a bridge question', () => {
  const page = (title: string, text: string, id: number) => ({ blockId: id, docId: id, path: `${title}.md`, headingPath: [title], text, start: 0, end: text.length });
  const filler = (i: number) => page(`Note ${i}`, `The weather was mild in the spring of that year ${i}.`, 100 + i);

  it('the sentence on a page reached from the page the question names, holding the answer, comes first', () => {
    const q = analyseQuestion('When did the advisor of the Blue Paper on cosmic rays retire?', lang);
    const weights = new Map(q.terms.map((t) => [t.stem, 1]));
    const named = page('Blue Paper', 'The Blue Paper on cosmic rays was written by the student Ann Lee and her advisor Karl Hoff.', 1);
    const reached = page('Karl Hoff', 'Karl Hoff was a physicist. He retired from teaching in 1968.', 2);
    const ranked = rankUnits([named, ...Array.from({ length: 20 }, (_, i) => filler(i)), reached], q, weights, { wantSpan: true, language: lang });
    expect(ranked[0].unit.text).toMatch(/^He retired/);
    expect(ranked[0].span?.text).toMatch(/1968/);
    expect(ranked[0].via?.unit.text).toMatch(/^The Blue Paper/);
  });

  it('a page whose title is only a common word of the question is not a page the question names', () => {
    const q = analyseQuestion('How much should I deduct from the monthly salary?', lang);
    const weights = new Map(q.terms.map((t) => [t.stem, 1]));
    const deductions = page('Deductions', 'You deduct 9% of the salary above £27,295 a year.', 1);
    const ranked = rankUnits([deductions], q, weights, { wantSpan: true, language: lang });
    expect(ranked[0].unit.text).toMatch(/^You deduct/);
  });

  it('a name that is its page\'s subject said short is given as the page\'s title', () => {
    const q = analyseQuestion('What city in Lincoln County is the brand based in?', lang);
    const weights = new Map(q.terms.map((t) => [t.stem, 1]));
    const ranked = rankUnits([page('Troy, Montana', 'Troy is a city in Lincoln County, Montana, United States.', 1)], q, weights, { wantSpan: true, language: lang });
    expect(ranked[0].span?.text).toBe('Troy, Montana');
  });
});

describe('the subject of its own page', () => {
  const page = (title: string, text: string) => ({ blockId: 1, docId: 1, path: `${title}.md`, headingPath: [title], text, start: 0, end: text.length });
  it('answers a question asking for a thing, by its page\'s title', () => {
    const q = analyseQuestion('What rapper on the song plays for the Turkish club?', lang);
    const ranked = rankUnits([page('Ryan Babel', 'Ryan Guno Babel is a Dutch footballer and rapper who plays for a Turkish club.')], q, new Map(q.terms.map((t) => [t.stem, 1])), { wantSpan: true, language: lang });
    expect(ranked[0].span).toMatchObject({ text: 'Ryan Babel', source: 'subject' });
  });
  it('but not when the title is no name', () => {
    const q = analyseQuestion('What measures must be in place on ships?', lang);
    const ranked = rankUnits([page('Health and safety on ships', 'Health and safety measures must be in place on ships.')], q, new Map(q.terms.map((t) => [t.stem, 1])), { wantSpan: true, language: lang });
    expect(ranked[0].span?.source).not.toBe('subject');
  });
});

describe('a "what <noun>" question', () => {
  it('prefers the sentence saying its subject is a thing of the kind asked', () => {
    const q = analyseQuestion('What drama was produced by Sofie Lund in Africa?', lang);
    const weights = new Map(q.terms.map((t) => [t.stem, 1]));
    const text = 'A Better Place is a 2010 Danish drama directed by Sofie Lund. It was produced by Sofie Lund in Africa with Nordisk Film.';
    const ranked = rankUnits([{ blockId: 1, docId: 1, path: 'A Better Place.md', headingPath: ['A Better Place'], text, start: 0, end: text.length }], q, weights, { wantSpan: true, language: lang });
    expect(ranked[0].unit.text).toMatch(/^A Better Place is a 2010/);
    expect(ranked[0].span?.text).toBe('A Better Place');
  });
});

describe('an instruction', () => {
  it('opens its main clause with a verb, at the start or after a leading clause', async () => {
    const { isInstruction } = await import('../../electron/engine/answer/prose/how-to.ts');
    expect(isInstruction('Once your employee has started their leave of absence, put ‘Yes’ in the indicator.')).toBe(true);
    expect(isInstruction('Run make install as root.')).toBe(true);
    expect(isInstruction('You need to report more information on a Full Payment Submission (FPS) if:')).toBe(false);
    expect(isInstruction('Payslips can also include information.')).toBe(false);
  });
});

describe('a span of the type asked, low in the ranking', () => {
  it('is read from the best 50 sentences, not only the best 25: a duration whose sentence states little of the question', () => {
    const other = Array.from({ length: 30 }, (_, i) => `Honours of class ${i + 1} are given to people who helped others.`);
    const text = [...other, 'The incident must have taken place in the last 5 years.'].join('\n\n');
    const q = analyseQuestion('What is the time limit for nominating someone for a gallantry award?', lang);
    const weights = new Map(q.terms.map((t) => [t.stem, 1]));
    const ranked = rankUnits([passage(text, 'Recommend someone for a gallantry award')], q, weights, { wantSpan: true, language: lang });
    expect(ranked[0].span?.text).toBe('5 years');
    expect(ranked[0].unit.text).toMatch(/^The incident/);
  });
});
