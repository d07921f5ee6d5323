// Rankings and lookups that need more than one attribute the question names: a time asked in the perfect over a
// start date ("who has been a member longer"), a count of the items that link to each item ("the club with the most
// members"), a value read on the item a link names ("the city of X's club"), a verb standing for a word of a short
// label ("clubs that permit dogs" → Dogs allowed) and the distance adjectives (close, far) of the gradables resource.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'clubs.csv'), [
    'Club,City,Distance to centre,Dogs allowed,Founded',
    'Harbour Rowing Club,Bristol,1.2 km,yes,1921',
    'Meadow Tennis Club,Bath,4.8 km,no,1950',
    'Quarry Climbing Club,Bristol,7.5 km,yes,1988',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'members.csv'), [
    'Member,Club,Joined,Role',
    'Iris Calloway,Harbour Rowing Club,2012-03-01,Captain',
    'Bram Osei,Harbour Rowing Club,2019-06-15,Rower',
    'Nell Fairbairn,Harbour Rowing Club,2021-01-10,Rower',
    'Owen Tresk,Meadow Tennis Club,2008-09-30,Treasurer',
    'Petra Lund,Quarry Climbing Club,2016-04-22,Rower',
    'Ravi Moor,Quarry Climbing Club,2023-02-01,Rower',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'clubs.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('rankings and lookups through links and dates', () => {
  it('reads a length of time asked in the perfect as the time since a start date', async () => {
    expect(await names('Who has been a member longer, Bram Osei or Petra Lund?')).toEqual(['Petra Lund']);
    expect(await names('Which member has been with us the longest?')).toEqual(['Owen Tresk']);
  });
  it('ranks items by how many items link to them', async () => {
    expect(await names('Which club has the most members?')).toEqual(['Harbour Rowing Club']);
    expect(await names('Which club has the fewest members?')).toEqual(['Meadow Tennis Club']);
  });
  it('reads an attribute on the item a link names', async () => {
    const a = await answerQuestion(lib, 'Which city is the club of Ravi Moor in?');
    expect(a.value).toBe('Bristol');
  });
  it('reads a verb beside a word of a short label as that label', async () => {
    expect(await names('Which clubs allow dogs?')).toEqual(['Harbour Rowing Club', 'Quarry Climbing Club']);
    expect(await names('Which clubs permit dogs?')).toEqual(['Harbour Rowing Club', 'Quarry Climbing Club']);
  });
  it('compares two names by the direction of the word it ranks by', async () => {
    expect(await names('Which was founded first, Harbour Rowing Club or Meadow Tennis Club?')).toEqual(['Harbour Rowing Club']);
  });
  it('grades by distance with close and far', async () => {
    expect(await names('Which club is closest to the centre?')).toEqual(['Harbour Rowing Club']);
    expect(await names('Which is further from the centre, Meadow Tennis Club or Quarry Climbing Club?')).toEqual(['Quarry Climbing Club']);
  });
});
