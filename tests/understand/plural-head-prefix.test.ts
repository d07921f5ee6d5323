// A plural noun written small is the kind of item asked about, never the first word of names: "which drivers have
// depot Leeds" beside pages called "Driver roster week 23" and "Driver training plan 2024" asks about drivers, not
// those pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'people/drivers-uk.md': '# Drivers UK\n\n## Dave Kirby\n\n- Depot: Leeds\n- Licence: C+E\n\n## Shabana Akhtar\n\n- Depot: Leeds\n- Licence: C\n\n## Tom Penhaligon\n\n- Depot: Bristol\n- Licence: C+E\n',
    'admin/roster.md': '# Driver roster week 23\n\n- Week: 23\n- Published: 2024-06-01\n- Depot: Leeds\n',
    'admin/training.md': '# Driver training plan 2024\n\n- Year: 2024\n- Courses: 7\n- Depot: Leeds\n',
    'people/drivers-nl.md': '# Drivers NL\n\n## Sanne Bakker\n\n- Depot: Rotterdam\n- Licence: CE\n\n## Jeroen de Wit\n\n- Depot: Venlo\n- Licence: C\n',
  }, 'drivers.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a plural noun written small', () => {
  it('is no first word of names', async () => {
    const r = await answerQuestion(lib, 'Which drivers have depot Leeds?');
    expect(r.mapping.some((m) => m.kind === 'scope' && /starts with/.test(m.term))).toBe(false);
    // (no folder says what drivers are: the answer is every item at Leeds, the drivers among them)
    expect(r.items.map((i) => i.name)).toEqual(expect.arrayContaining(['Dave Kirby', 'Shabana Akhtar']));
  });
});
