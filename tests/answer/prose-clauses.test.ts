// The clause structure of a question (answer/prose/clauses.ts): the words of a clause after a noun describe what
// the question names (a bridge), the clause holding the question word asks; and a sentence stating the asked
// clause's words itself ranks above one stating only the description.
import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../electron/engine/answer/prose/question.ts';
import { loadLanguage } from '../../electron/engine/answer/prose/language.ts';
import { rankUnits } from '../../electron/engine/answer/prose/rank.ts';

const lang = loadLanguage();
/** The question with its describing ranges in brackets. */
const marked = (question: string) => {
  const q = analyseQuestion(question, lang);
  let out = q.question;
  for (const r of [...q.described].sort((a, b) => b.start - a.start)) {
    const text = out.slice(r.start, r.end);
    out = `${out.slice(0, r.start)}[${text.trimEnd()}]${text.slice(text.trimEnd().length)}${out.slice(r.end)}`;
  }
  return out;
};
const page = (title: string, text: string, id: number) => ({ blockId: id, docId: id, path: `${title}.md`, headingPath: [title], text, start: 0, end: text.length });

describe('the clauses of a question', () => {
  it('reads a relative clause after a noun as describing it, to the end or to the main verb it waits for', () => {
    expect(marked('Who founded the honky tonk that is at the center of John Travolta\'s third major acting role?')).toBe('Who founded the honky tonk [that is at the center of John Travolta\'s third major acting role]?');
    expect(marked('In what year did the Irish politician who led the introduction of the constitution resign as President?')).toBe('In what year did the Irish politician [who led the introduction of the constitution] resign as President?');
    // a comma closes what a comma opened, and a preposition before the pronoun opens it
    expect(marked('Where was the capital of the Arab country, in which the moth is found, relocated to?')).toBe('Where was the capital of the Arab country, [in which the moth is found], relocated to?');
  });

  it('reads a participle after a noun as describing it, but not a main verb', () => {
    expect(marked('Which composer created Night Ferry first performed in 2012 at Symphony Center?')).toBe('Which composer created Night Ferry first [performed in 2012 at Symphony Center]?');
    expect(marked('What year did the comedy film directed by Steven Soderbergh about a whistleblower come out?')).toBe('What year did the comedy film [directed by Steven Soderbergh about a whistleblower] come out?');
    // the only verb of the question is its main verb; a present tense and a stranded preposition end no noun
    expect(analyseQuestion('What actor starred with Virginia McMath in Star of Midnight?', lang).described).toEqual([]);
    expect(analyseQuestion('What team plays within the Big 12 Conference?', lang).described).toEqual([]);
    expect(analyseQuestion('What city is Vegepet based in?', lang).described).toEqual([]);
  });

  it('makes the clause holding the question word the asked one', () => {
    expect(marked('Orlando Brown is best known for his role in an American sitcom that was a spin-off of what?')).toBe('[Orlando Brown is best known for his role in an American sitcom] that was a spin-off of what?');
  });

  it('leaves a question of one clause whole', () => {
    expect(analyseQuestion('Who served as a Prime Minister in postwar Britain?', lang).described).toEqual([]);
    expect(analyseQuestion('What is the capital of France?', lang).terms.some((t) => t.describes)).toBe(false);
  });
});

describe('ranking by the asked clause', () => {
  it('prefers the sentence stating what is asked of the described thing to the one stating the description', () => {
    const q = analyseQuestion('Which composer created Night Ferry first performed in 2012 at Symphony Center in Chicago?', lang);
    expect(q.terms.filter((t) => t.describes).map((t) => t.text)).toEqual(['performed', '2012', 'Symphony', 'Center', 'Chicago']);
    const ranked = rankUnits([
      page('Alternative Energy', 'It was first performed at Symphony Center in Chicago in 2012.', 1),
      page('Night Ferry', 'Night Ferry was created by the British-born composer Anna Clyne.', 2),
    ], q, new Map(q.terms.map((t) => [t.stem, 1])), { wantSpan: false, language: lang });
    expect(ranked[0].unit.text).toMatch(/^Night Ferry was created/);
  });
});

describe('a best sentence stating only the description', () => {
  it('is a step: the sentence it leads to that states the asked clause and holds an answer ends the chain', () => {
    const q = analyseQuestion('Who founded the honky tonk that is at the center of John Travolta\'s third major acting role?', lang);
    const ranked = rankUnits([
      page('Urban Cowboy', 'Urban Cowboy is a 1980 American film. It was John Travolta\'s third major acting role after "Saturday Night Fever" and "Grease". The film is centered on Gilley\'s Club.', 1),
      page('Gilley\'s Club', 'Gilley\'s Club was a bar and honky tonk founded in 1971 by country singer Mickey Gilley in Pasadena, Texas.', 2),
    ], q, new Map(q.terms.map((t) => [t.stem, 1])), { wantSpan: true, language: lang });
    expect(ranked[0].unit.text).toMatch(/^Gilley's Club was a bar and honky tonk founded/);
  });
});
