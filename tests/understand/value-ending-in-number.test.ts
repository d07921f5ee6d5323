// A value written whole in the question is that value, though it ends in a number ("the Spring 2026 season" is Season
// "Spring 2026", not a date in 2026), unless a comparison is made of the number ("Android 12 or newer" compares).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const show = (name: string, season: string, opens: string) => `# ${name}\n\nSeason: ${season}\nOpening night: ${opens}\nVenue: Tron\n`;
  lib = await indexedLibrary({
    'productions/kelpie.md': show('Kelpie', 'Autumn 2025', '27 September 2025'),
    'productions/small-hours.md': show('Small Hours', 'Autumn 2025', '4 October 2025'),
    'productions/blackhouse.md': show('Blackhouse', 'Spring 2026', '6 February 2026'),
    'productions/the-crossing.md': show('The Crossing', 'Spring 2026', '20 February 2026'),
    'productions/salt-road.md': show('Salt Road', 'Autumn 2026', '2 September 2026'),
  }, 'value-ending-in-number.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a value ending in a number', () => {
  it('is the value where nothing compares the number', async () => {
    const a = await answerQuestion(lib, 'Which productions are in the Spring 2026 season?');
    expect(a.interpretation).toContain('Spring 2026');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Blackhouse', 'The Crossing']);
  });
  it('is a number where a comparison is made of it', async () => {
    const a = await answerQuestion(lib, 'Which productions open after 2025?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Blackhouse', 'Salt Road', 'The Crossing']);
  });
});
