// A superlative before a noun modifies it ("the highest capacity"), though a table heads a column with the same word
// ("Highest"); alone it may still be that column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'estates/rooms.csv': ['Room,Block,Capacity,Area (m²)', 'S1.02,Science,28,64', 'M2.03,Main,32,58', 'A0.10,Arts,36,140', 'H2.08,Main,30,61', 'S2.11,Science,24,66'].join('\n'),
    'assessment/homework.csv': ['Group,Lowest,Highest,Mean', '10A-MA1,41,97,72', '10B-EN2,38,92,70', '11A-CH1,45,99,75'].join('\n'),
  }, 'superlatives.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a superlative that is also a column\'s label', () => {
  it('ranks by the noun it modifies', async () => {
    const r = await answerQuestion(lib, 'Which room has the highest capacity?');
    expect(r.items.map((i) => i.name)).toEqual(['A0.10']);
  });
});
