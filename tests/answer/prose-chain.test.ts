// The span and sentence a bridge question's answer is read from: the subject of a sentence saying it is a thing of
// the kind a "what/which <noun>" question asks for, not the subject a sentence speaks of by a noun the question
// uses for another thing; and the end of the chain on the page the best sentence names.
import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../electron/engine/answer/prose/question.ts';
import { loadLanguage } from '../../electron/engine/answer/prose/language.ts';
import { rankUnits } from '../../electron/engine/answer/prose/rank.ts';
import { analyse } from '../../electron/engine/answer/prose/nlp.ts';
import { openingHead, statesSubjectKind } from '../../electron/engine/answer/prose/kind-subject.ts';

const lang = loadLanguage();
const page = (title: string, text: string, id: number) => ({ blockId: id, docId: id, path: `${title}.md`, headingPath: [title], text, start: 0, end: text.length });
const rank = (question: string, pages: ReturnType<typeof page>[]) => {
  const q = analyseQuestion(question, lang);
  return rankUnits(pages, q, new Map(q.terms.map((t) => [t.stem, 1])), { wantSpan: true, language: lang });
};

describe('the subject of a sentence saying what kind of thing it is', () => {
  it('reads the kind from a copula\'s complement or a definite opening noun', () => {
    expect(statesSubjectKind(analyse('Crested Butte is a home rule municipality in Gunnison County.'), 'municipal', lang)).toBe(true);
    expect(openingHead(analyse('The former coal mining town is now called a ski town.'), lang)).toBe('town');
    // a verb of the kind's stem is no kind ("hosted"), and a name opening is no noun phrase
    expect(statesSubjectKind(analyse('The Sun Conference is an annual finance conference hosted by a bank.'), 'host', lang)).toBe(false);
    expect(openingHead(analyse('The Beatles were a rock band.'), lang)).toBeNull();
  });

  it('answers a "which <noun>" question by that subject, given as its page\'s title', () => {
    const ranked = rank('Which municipality of Gunnison County is near the Lucky Jack mine?', [page('Crested Butte (town)', 'Crested Butte Town is a home rule municipality of Gunnison County, near the Lucky Jack mine in the Elk Mountains.', 1)]);
    expect(ranked[0].span).toMatchObject({ text: 'Crested Butte', source: 'subject' });
  });

  it('and a sentence speaking of its page\'s subject by the kind asked names it too', () => {
    const ranked = rank('Robbie Tucker plays in what series that follows friends who run an Irish bar?', [page('Always Sunny', 'The series follows a group of friends who run the Irish bar Paddy\'s Pub in South Philadelphia.', 1)]);
    expect(ranked[0].span).toMatchObject({ text: 'Always Sunny', source: 'subject' });
  });

  it('but a subject spoken of by a noun the question uses for another thing is not the answer', () => {
    const ranked = rank('What town has hosted an annual media finance conference?', [page('Allen Sun Conference', 'The conference has taken place in Ketchum, Idaho for one week each July since 1983.', 1)]);
    expect(ranked[0].span?.text).not.toBe('Allen Sun Conference');
  });
});

describe('the end of the chain on the page the best sentence names', () => {
  it('is the sentence of that page holding an answer span, when it scores nearly as well', () => {
    const ranked = rank('Bally\'s & Paris station is on the monorail that is of what length?', [
      page('Bally\'s & Paris station', 'Bally\'s & Paris station is a station on the Las Vegas Monorail.', 1),
      page('Las Vegas Monorail', 'The Las Vegas Monorail is a 3.9 mi monorail mass transit system located in Clark County.', 2),
    ]);
    expect(ranked[0].unit.text).toMatch(/^The Las Vegas Monorail is a 3\.9 mi/);
    expect(ranked[0].span?.text).toBe('3.9 mi');
  });

  it('but not on a page whose title the best sentence states only as a common word', () => {
    const ranked = rank('What monorail length does the station report?', [
      page('Station', 'The station reports the monorail length in the overview.', 1),
      page('Overview', 'The overview of the monorail lists a 3.9 mi length.', 2),
    ]);
    expect(ranked[0].unit.text).toMatch(/^The station reports/);
  });

  it('but not on a page the question itself names', () => {
    const ranked = rank('Bally\'s & Paris station is on the Las Vegas Monorail that is of what length?', [
      page('Bally\'s & Paris station', 'Bally\'s & Paris station is a station on the Las Vegas Monorail that is 12 m long.', 1),
      page('Las Vegas Monorail', 'The Las Vegas Monorail is a 3.9 mi monorail mass transit system.', 2),
    ]);
    expect(ranked[0].unit.text).toMatch(/^Bally's & Paris station is a station/);
  });
});

describe('a question asking in place', () => {
  it('is a wh-question, whatever yes/no word opens a clause inside it', () => {
    const q = analyseQuestion('A play first performed in 1728, at the Theatre Royal, was written by a novelist who was also the author of what novel?', lang);
    expect(q.form).toBe('factoid');
    expect(q.focus).toEqual(['novel']);
    expect(analyseQuestion('Jared Has Aides was about the spokesperson for which company?', lang).form).toBe('factoid');
    // a yes/no question after a leading clause is still one
    expect(analyseQuestion('As his guardian, can I apply for the benefit?', lang).form).toBe('yesno');
  });

  it('and a wh-word inside a quoted title asks nothing', () => {
    const q = analyseQuestion('Her video "What Can I Say" went viral after a blog founded in what year featured her?', lang);
    expect(q.form).toBe('factoid');
    expect(q.expected).toBe('date');
  });
});

describe('a page reached by a hop', () => {
  it('ranks right after the passage of the sentence that names it, not behind every passage searched', () => {
    const filler = Array.from({ length: 10 }, (_, i) => page(`Filler ${i}`, `Filler ${i} is a page about weather records in spring.`, 10 + i));
    const ranked = rank('What river flows through the town where the Quill Mill stands?', [
      page('Quill Mill', 'The Quill Mill stands in the town of Harrowgate.', 1),
      ...filler,
      page('Harrowgate', 'Harrowgate is a market town through which the Lune river flows.', 2),
    ]);
    const hop = ranked.find((r) => r.unit.docId === 2)!;
    expect(hop.via?.unit.docId).toBe(1);
    expect(hop.passageRank).toBe(1);
  });
});

describe('the opening sentence of a page a bridge names', () => {
  const page = (title: string, text: string, id: number) => ({ blockId: id, docId: id, path: `${title}.md`, headingPath: [title], text, start: title.length + 2, end: title.length + 2 + text.length });

  it('borrows from the bridge though it states nothing of the question: it is the page\'s definition', () => {
    const q = analyseQuestion('The person "Planet Earth Rock and Roll Orchestra" was the final solo album for died on what date?', lang);
    const weights = new Map(q.terms.map((t) => [t.stem, 1]));
    const ranked = rankUnits([
      page('Planet Earth Rock and Roll Orchestra', '"Planet Earth Rock and Roll Orchestra" is the final solo album by Paul Kantner. It was recorded in 1983 in San Francisco.', 1),
      page('Paul Kantner', 'Paul Kantner (March 17, 1941 – January 28, 2016) was an American rock musician. He played guitar.', 2),
    ], q, weights, { wantSpan: true, language: lang });
    const opening = ranked.find((r) => r.unit.text.startsWith('Paul Kantner ('))!;
    expect(opening.via?.unit.text).toMatch(/^"Planet Earth/);
    // a page the question names is where the chain starts: its opening borrows nothing
    const named = rankUnits([
      page('Planet Earth Rock and Roll Orchestra', '"Planet Earth Rock and Roll Orchestra" is the final solo album by Paul Kantner.', 1),
      page('Paul Kantner', 'Paul Kantner (March 17, 1941 – January 28, 2016) was an American rock musician.', 2),
    ], analyseQuestion('Paul Kantner made the final solo album "Planet Earth Rock and Roll Orchestra"; when did he die?', lang), weights, { wantSpan: true, language: lang });
    expect(named.find((r) => r.unit.text.startsWith('Paul Kantner ('))!.via).toBeUndefined();
  });
});
