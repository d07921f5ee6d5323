// An item one file titles in capitals ("DEAR GREEN PLACE") and others write in its usual case is answered by the
// usual case: it is one item, and a list of items should not shout one of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'productions/dear-green-place.md': '# DEAR GREEN PLACE\n\nGenre: Comedy\nDirector: Priya Nair\nRunning time: 95 min\n',
    'productions/small-hours.md': '# Small Hours\n\nGenre: Comedy\nDirector: Tom Bell\nRunning time: 70 min\n',
    'productions/kelpie.md': '# Kelpie\n\nGenre: Drama\nDirector: Priya Nair\nRunning time: 105 min\n',
    'zz-marketing.md': '# Marketing spend\n\n| Production | Flyers | Posters |\n| --- | --- | --- |\n| Dear Green Place | 4000 | 200 |\n| Small Hours | 2000 | 100 |\n| Kelpie | 8000 | 300 |\n',
  }, 'capital-titles.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('an item titled in capitals by one file', () => {
  it('is named as the other files write it', async () => {
    const a = await answerQuestion(lib, 'Which productions are comedies?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Dear Green Place', 'Small Hours']);
    const b = await answerQuestion(lib, 'Which productions did Priya Nair direct?');
    expect(b.items.map((i) => i.name).sort()).toEqual(['Dear Green Place', 'Kelpie']);
  });
});
