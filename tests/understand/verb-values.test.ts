// A verb whose lemma is a whole value of a group-like attribute says that value: "which inspections failed" are those
// whose Result is FAIL. Never part of a longer value, and never a value of an attribute whose values are each one
// item's own (a name).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'qa/inspection-log.md': [
      '# Inspection log 2025', '',
      '| Ref | Date | Inspection | Result |', '|---|---|---|---|',
      '| INS-01 | 29 Jan 2025 | Foundations | PASS |',
      '| INS-02 | 4 Mar 2025 | Scaffold | FAIL |',
      '| INS-03 | 27 Mar 2025 | Fire stopping | FAIL |',
      '| INS-04 | 7 May 2025 | Drainage | PASS |',
      '| INS-05 | 22 May 2025 | Asbestos survey | PASS |',
      '| INS-06 | 3 Jun 2025 | Roof | FAIL |',
      '| INS-07 | 19 Jun 2025 | Lift | PASS |', '',
    ].join('\n'),
  }, 'verb-values.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a verb naming a value', () => {
  it('reads "failed" as the Result FAIL', async () => {
    const r = await answerQuestion(lib, 'Which inspections failed?');
    expect(r.route).toBe('symbolic');
    expect(r.items?.map((i) => i.name).sort()).toEqual(['INS-02', 'INS-03', 'INS-06']);
  });

  it('counts by it too', async () => {
    const r = await answerQuestion(lib, 'How many inspections passed?');
    expect(String(r.value)).toBe('4');
  });
});
