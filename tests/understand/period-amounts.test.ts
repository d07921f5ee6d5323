// An amount counted per a period ("Hourly rate: £24.00", "Pay: £19.50/hour") is what a question grading by a word of
// no dimension per that period compares and ranks ("who charges more per hour"), as a lookup reads it ("what's X on
// per hour"), whatever the label each item states it under.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'coaches/coaching-team.md': '# Coaching team\n\n## Dave Whitfield\n\n- Role: Head coach\n- Hours per week: 8\n- Hourly rate: £24.00\n\n## Mick Harrison\n\n- Role: Club coach\n- Hours per week: 6\n- Hourly rate: £18.50\n\n## Leah Fenwick\n\n- Role: Assistant coach\n- Hours per week: 5\n- Hourly rate: £17.50\n',
    'coaches/session-coaches.html': '<h1>Session coaches</h1><h2>Sian Maddox</h2><dl><dt>Position</dt><dd>Club coach</dd><dt>Hours a week</dt><dd>4.5 hrs</dd><dt>Pay</dt><dd>£19.50/hour</dd></dl><h2>Karen Oduya</h2><dl><dt>Position</dt><dd>Club coach</dd><dt>Hours a week</dt><dd>3 hrs</dd><dt>Pay</dt><dd>£21.00/hour</dd></dl>',
  }, 'period-amounts.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('an amount per a period, graded by a word of no dimension', () => {
  it('compares two people by what they charge per hour', async () => {
    expect((await answerQuestion(lib, 'Who charges more per hour, Sian Maddox or Mick Harrison?')).items.map((i) => i.name)).toEqual(['Sian Maddox']);
    expect((await answerQuestion(lib, 'Who gets less per hour, Dave Whitfield or Leah Fenwick?')).items.map((i) => i.name)).toEqual(['Leah Fenwick']);
  });
});
