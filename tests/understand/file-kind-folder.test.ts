// A plural word a file's name gives its rows ("hawthorn-park-classes-export.csv": classes), whose rows are part of
// a folder's items that are all alike (timetables/), names the whole folder's kind: "which classes" asks about the
// classes of every timetable, not one file's (context.ts kindWordPhrases), unless the library's values use the word.
// And a word naming an attribute neither the asked items nor the items they link to hold ("start" of the bookings'
// Start) yields to the asked items' own attribute of the amount's dimension (attach.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'timetables/hawthorn-park-classes-export.csv': 'Class,Day,Time,Instructor,Places,Launched\nBoxfit,Thursday,19:30,Dean Whitmore,20,2012\nStep Classic,Tuesday,09:15,Kerry Onions,22,2005\nZumba,Monday,18:00,Cerys Hughes,25,2015\n',
    'timetables/severnside-timetable.md': '# Severnside timetable\n\n| Class | Day | Time | Instructor | Places | Launched |\n|---|---|---|---|---|---|\n| Yoga Flow | Wednesday | 20:15 | Gemma Lowe | 18 | 2019 |\n| Spin 60 | Friday | 07:00 | Jade Morris | 16 | 2021 |\n| Pilates Mat | Monday | 19:45 | Paula Bevan | 15 | 1998 |\n',
    'staff/instructors.csv': 'Instructor,Born,Qualification\nDean Whitmore,1984,Level 3\nKerry Onions,1979,Level 2\nCerys Hughes,1995,Level 2\nGemma Lowe,1988,Level 3\nJade Morris,1996,Level 3\nPaula Bevan,1975,Level 2\n',
    'venues/halls.csv': 'Venue,Town,Places\nMain Hall,Telford,200\nCourt Room,Bridgnorth,40\n',
    'exports/bookings-export.csv': 'Ref,Facility,Start,End,Hirer\nBK-25-0412,Main pool,19:00,21:00,Bridgnorth Otters\nBK-25-0418,Squash court 2,19:30,20:15,Telford Squash Ladder\nBK-25-0426,Sports hall,20:00,21:30,Severn Valley Sub-Aqua Club\n',
  }, 'leisure.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe("a file's kind word among a folder of its like", () => {
  it('leaves a word the library\'s values use to them ("spices" of the group "Condiments and Spices")', async () => {
    const foods = await indexedLibrary({
      'exports/spices-and-condiments.csv': 'Food,Group,Fibre (g)\nCloves,Condiments and Spices,34\nCumin seeds,Condiments and Spices,11\nMustard seeds,Condiments and Spices,14\n',
      'exports/pulses.csv': 'Food,Group,Fibre (g)\nLentils,Pulses,31\nChickpeas,Pulses,28\nPepper black,Condiments and Spices,33\n',
    }, 'foods.quarry');
    try {
      const r = await answerQuestion(foods, 'Which spices have more than 30 g of fibre?');
      expect(r.items.map((i) => i.name).sort()).toEqual(['Cloves', 'Pepper black']);
    } finally {
      foods.close();
    }
  });

  it("compares the classes' own time, not the bookings' Start, and keeps a linked item's attribute", async () => {
    const r = await answerQuestion(lib, 'Which classes start after 7pm?');
    expect(r.items.map((i) => i.name).sort()).toEqual(['Boxfit', 'Pilates Mat', 'Yoga Flow']);
    // (an attribute of the items the asked ones link to stays theirs: the instructors' Born, not the classes' Launched)
    const born = await answerQuestion(lib, 'Which classes by instructors born after 1990 have more than 15 places?');
    expect(born.items.map((i) => i.name).sort()).toEqual(['Spin 60', 'Zumba']);
  });

  it("asks about every timetable's classes, not one file's", async () => {
    const r = await answerQuestion(lib, 'Which classes have at least 16 places?');
    expect(r.items.map((i) => i.name).sort()).toEqual(['Boxfit', 'Spin 60', 'Step Classic', 'Yoga Flow', 'Zumba']);
  });
});
