// A label carrying a code or a bracketed qualifier ("PA1/PA6 sprayer licence", "Telehandler (LANTRA)") is named by
// its words alone, as people say it: "a sprayer licence" is that yes/no, a condition, not a word to set aside.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const person = (name: string, sprayer: string, tele: string, role: string): [string, string] =>
    [`staff/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Role: ${role}\n- PA1/PA6 sprayer licence: ${sprayer}\n- Forklift (RTITB): ${tele}\n`];
  lib = await indexedLibrary(Object.fromEntries([
    person('Ann Lee', 'yes', 'no', 'Farm manager'), person('Bo Chen', 'no', 'yes', 'Tractor driver'),
    person('Cy Dent', 'yes', 'yes', 'Tractor driver'), person('Di Ford', 'no', 'no', 'Secretary'),
  ]), 'staff.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('labels with codes and brackets', () => {
  it('are named by their words alone', async () => {
    expect((await answerQuestion(lib, 'Which staff have a sprayer licence?')).items.map((i) => i.name).sort()).toEqual(['Ann Lee', 'Cy Dent']);
    expect((await answerQuestion(lib, 'Who has a forklift certificate?')).items.map((i) => i.name).sort()).toEqual(['Bo Chen', 'Cy Dent']);
  });
});
