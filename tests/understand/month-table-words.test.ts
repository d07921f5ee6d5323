// A table of months says what its numbers count only in its file's name ("callouts-by-area-2024.csv"): each month
// column keeps the words of its files' names (skg/schema/table-words.ts), and a question saying what it counts next
// to the month ("the most call-outs in July") reads that table's July, though it names no item that has the columns
// and another attribute is labelled "Call-outs" (understand/spans/month-columns.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { fileNameWords } from '../../electron/engine/skg/schema/table-words.ts';
import { indexedLibrary } from '../helpers/folder.ts';

const months = 'Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec';
let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'stats/callouts-by-area-2024.csv': [`Area,${months}`, 'Yr Wyddfa,2,2,5,7,4,5,11,8,9,5,4,5', 'Glyderau,2,2,3,2,5,5,3,4,5,4,1,2', 'Carneddau,1,1,1,2,3,2,4,3,2,2,1,2'].join('\n') + '\n',
    'team/members.csv': 'Member,Role,Call-outs (2025),Volunteers\nSian Lloyd-Jones,Party leader,22,\nTom Ashworth,Casualty carer,17,\nCwm Glas base,,,40\n',
  }, 'month-tables.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe("a table of months named by what it counts", () => {
  it("keeps the words of its file's name, no year, month or function word", () => {
    expect(fileNameWords('stats/callouts-by-area-2024.csv')).toEqual(['callouts', 'area']);
    expect(fileNameWords('volunteers/volunteer-hours-2024.csv')).toEqual(['volunteer', 'hours']);
  });
  it("reads the month of the table whose name says what the question counts", async () => {
    expect((await answerQuestion(lib, 'Which area had the most call-outs in July 2024?')).items.map((i) => i.name)).toEqual(['Yr Wyddfa']);
    const hours = await indexedLibrary({
      'volunteers/volunteer-hours-2024.csv': [`Volunteer,${months}`, 'Jory Pascoe,41,37,23,32,41,45,21,21,34,29,36,40', 'Mike Rosewarne,20,22,43,30,25,31,28,27,30,33,29,24', 'Anna Kemp,12,15,18,19,22,25,21,20,18,17,16,15'].join('\n') + '\n',
      'stations/stations.csv': 'Station,Town,Volunteers\nGwynn FM,Porthgwynn,40\nRadio Bae,Douarnenez,25\n',
    }, 'hours.quarry');
    try {
      expect((await answerQuestion(hours, 'Who volunteered the most hours in March?')).items.map((i) => i.name)).toEqual(['Mike Rosewarne']);
    } finally {
      hours.close();
    }
  });
  it('reads no words of a column merged from two tables named differently', async () => {
    const both = await indexedLibrary({
      'stats/callouts-by-area-2024.csv': [`Area,${months}`, 'Yr Wyddfa,2,2,5,7,4,5,11,8,9,5,4,5', 'Glyderau,2,2,3,2,5,5,3,4,5,4,1,2'].join('\n') + '\n',
      'volunteers/volunteer-hours-2024.csv': [`Volunteer,${months}`, 'Jory Pascoe,41,37,23,32,41,45,21,21,34,29,36,40', 'Mike Rosewarne,20,22,43,30,25,31,28,27,30,33,29,24'].join('\n') + '\n',
    }, 'both.quarry');
    try {
      // (July of either table would answer Mike Rosewarne: the question is not read as that column)
      expect((await answerQuestion(both, 'Which area had the most call-outs in July 2024?')).items.map((i) => i.name)).not.toEqual(['Mike Rosewarne']);
    } finally {
      both.close();
    }
  });
});
