// A roster with a column per day ("Driver,Depot,Mon 3 Jun,Tue 4 Jun,…"): the weekday a question names is that
// column where the labels name most days of the week and the question is about items that have the columns; a
// column of bare numbers it names is counted in the unit the question asks for ("how many hours … on Monday").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { weekdayNumber } from '../../electron/engine/skg/values/dates.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'people/driver-roster-week-23.csv': ['Driver,Depot,Mon 3 Jun,Tue 4 Jun,Wed 5 Jun,Thu 6 Jun,Fri 7 Jun,Sat 8 Jun,Sun 9 Jun', 'Dave Kirby,Leeds,9.5,7.5,7.5,7.5,off,off,10', 'Shabana Akhtar,Leeds,9.5,11,off,9.5,8,9,off', 'Tom Penhaligon,Bristol,off,off,9.5,9,7.5,11,off', 'Gareth Mills,Daventry,10.5,9.5,7.5,8,11,off,off'].join('\n'),
    'policies/working-time.md': '# Working time\n\nDaily driving: no more than 9 hours (twice a week 10 hours).\n',
  }, 'roster.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a column per weekday', () => {
  it('reads weekday names and their short forms', () => {
    expect(['Monday', 'Mon', 'tues', 'Sat.', 'sunday'].map(weekdayNumber)).toEqual([1, 1, 2, 6, 7]);
    expect(weekdayNumber('month')).toBeNull();
  });

  it('answers a lookup of a day\'s column in the unit the question asks for', async () => {
    const r = await answerQuestion(lib, 'How many hours is Gareth Mills rostered on Monday?');
    expect(r.value).toBe(10.5);
    const t = await answerQuestion(lib, 'What are Tom Penhaligon\'s hours on Saturday?');
    expect(t.value).toBe(11);
  });
});
