// A label naming two things with a slash over a value stating two numbers the same way states each of them: "Index
// P/K: 2/1" is an "Index P" of 2 and an "Index K" of 1, so it meets "P index" and "K index" of other pages.
import { describe, expect, it } from 'vitest';
import { slashParts } from '../../electron/engine/skg/values/slash-parts.ts';

describe('two properties written as one', () => {
  it('states each number as the property its word names', () => {
    expect(slashParts('Index P/K', '2/1')).toEqual([{ entry: 'Index P', value: 2 }, { entry: 'Index K', value: 1 }]);
    expect(slashParts('P/K index', '3 / 2')).toEqual([{ entry: 'P index', value: 3 }, { entry: 'K index', value: 2 }]);
    expect(slashParts('Wins/losses', '12/3')).toEqual([{ entry: 'Wins', value: 12 }, { entry: 'losses', value: 3 }]);
    expect(slashParts('Blood pressure (sys/dia)', '120/80')).toEqual([{ entry: 'Blood pressure sys', value: 120 }, { entry: 'Blood pressure dia', value: 80 }]);
    expect(slashParts('pH/OM', '6,5/3,2')).toEqual([{ entry: 'pH', value: 6.5 }, { entry: 'OM', value: 3.2 }]);
  });
  it('reads no pair where the label names one thing or the value is no pair of numbers', () => {
    expect(slashParts('Score', '7/10')).toEqual([]);
    expect(slashParts('Coastline (Y/N)', 'Y')).toEqual([]);
    expect(slashParts('Date', '12/3')).toEqual([]);
    expect(slashParts('Size S/M', 'M')).toEqual([]);
    expect(slashParts('a/b/c', '1/2')).toEqual([]);
    expect(slashParts('Index P/K', `${'9'.repeat(400)}/2`)).toEqual([]);
  });
});
