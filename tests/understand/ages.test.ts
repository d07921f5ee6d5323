// Old and young, read on what a folder states of people: the oldest by an Age is the one of most years (a word of
// dates ranks a length of time since one the other way round), by a date of birth the earliest, said as the date;
// "young", "younger", "youngest" and "elder", "eldest" are words of dates too (resources/lang/en/gradables.tsv).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let ages: Library;
let births: Library;
beforeAll(async () => {
  ages = await indexedLibrary({
    'members/register.csv': 'Name,Age (yrs),Grade,Joined\nCallum Reid,6,red,2024-09-02\nHannah Lees,47,brown,2020-06-20\nJack Ibbotson,15,green,2016-03-11\nRuby Whiteley,33,black,2009-01-15\n',
  }, 'ages.quarry');
  births = await indexedLibrary({
    'members/hannah-lees.txt': 'Name: Hannah Lees\nBorn: 8 December 1977\nJoined: June 20, 2020\nType: Family\n',
    'members/niamh-gallagher.txt': 'Name: Niamh Gallagher\nBorn: 22 August 1979\nJoined: August 14, 2018\nType: Senior\n',
    'members/josh-fairclough.txt': 'Name: Josh Fairclough\nBorn: 8 March 2015\nJoined: May 2, 2023\nType: Junior\n',
    'members/owen-hargreaves.txt': 'Name: Owen Hargreaves\nBorn: 30 November 2009\nJoined: January 9, 2021\nType: Junior\n',
  }, 'births.quarry');
}, 120_000);
afterAll(() => {
  ages?.close();
  births?.close();
});

const names = async (lib: Library, q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name);

describe('old and young on an age', () => {
  it('ranks the most years the oldest and the fewest the youngest', async () => {
    expect(await names(ages, 'Who is the oldest member?')).toEqual(['Hannah Lees']);
    expect(await names(ages, 'Who is the youngest member?')).toEqual(['Callum Reid']);
    expect(await names(ages, 'Which member is the eldest?')).toEqual(['Hannah Lees']);
  });

  it('compares two people by their ages', async () => {
    expect(await names(ages, 'Who is older, Jack Ibbotson or Ruby Whiteley?')).toEqual(['Ruby Whiteley']);
    expect(await names(ages, 'Who is younger, Jack Ibbotson or Ruby Whiteley?')).toEqual(['Jack Ibbotson']);
  });
});

describe('old and young on a date of birth', () => {
  it('reads the date of birth, not the date someone joined, and says the date', async () => {
    const r = await answerQuestion(births, 'Who is older: Hannah Lees or Niamh Gallagher?');
    expect(r.items.map((i) => i.name)).toEqual(['Hannah Lees']);
    const oldest = await answerQuestion(births, 'Who is the oldest member?');
    expect(oldest.items.map((i) => i.name)).toEqual(['Hannah Lees']);
    expect(oldest.answer).toContain('1977-12-08');
    expect(await names(births, 'Who is the youngest member?')).toEqual(['Josh Fairclough']);
  });
});

describe('a participle joined to a degree word', () => {
  it('reads "longest-serving" as the time since a start, no clause of its own', async () => {
    const crew = await indexedLibrary({
      // (no column "member" is near in meaning: the word stays a head noun, as it was where the clause sent the
      // question to the text)
      'team/crew.csv': 'Name,Start date,Licence\nDean Howlett,2010-02-01,B+E\nAbi Lambert,2016-04-11,B\nTom Elvin,2013-09-02,C1\n',
    }, 'crew.quarry');
    try {
      expect((await answerQuestion(crew, "Who's our longest-serving member of the team?")).items.map((i) => i.name)).toEqual(['Dean Howlett']);
    } finally {
      crew.close();
    }
  });
});

describe('"old" names a birth', () => {
  it('ranks by the date of birth a label in another language states, not the date someone joined', async () => {
    const club = await indexedLibrary({
      'leipzig/mitglieder.tsv': 'Name\tGeburtsdatum\tJoined\nGreta Brandt\t12.03.1985\t01.02.2012\nLeon Hartmann\t04.07.2009\t15.09.2010\nMarie Köhler\t22.11.1992\t03.03.2019\n',
    }, 'geburtsdatum.quarry');
    try {
      expect((await answerQuestion(club, 'Who is the oldest member?')).items.map((i) => i.name)).toEqual(['Greta Brandt']);
    } finally {
      club.close();
    }
  });
});

