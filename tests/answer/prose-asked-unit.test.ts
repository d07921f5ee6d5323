// A number a sentence states in one unit, asked for in another of the same dimension, is answered in the unit asked
// ("how many litres" of "fifty-five imperial gallons"), the stated amount beside it; a unit the sentence writes with
// the question's own word, or no unit at all, leaves the number as written.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { inUnitAsked } from '../../electron/engine/answer/prose/asked-unit.ts';
import { tempDir } from '../helpers/tmp.ts';

const HOW = ['how many', 'how much'];

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'cellar-diary.md'), '# Cellar diary\n\nMonday. Cask 23 is an ex-rum barrel that holds fifty-five imperial gallons; I filled it straight away from the press.\n\nTuesday. The new tank came from Italy and weighs 120 kg empty. The forklift is booked again.\n');
  lib = openLibrary(path.join(tempDir(), 'asked-unit.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a number stated in another unit than asked', () => {
  it('answers in the unit asked, the stated amount beside it', async () => {
    const a = await answerQuestion(lib, 'How many litres does cask 23 hold?');
    expect(a.value).toBeCloseTo(250.035, 2);
    expect(a.answer).toContain('fifty-five');
    // ("pounds" of a weight is the unit of mass, not money)
    expect((await answerQuestion(lib, 'How much does the new tank weigh in pounds?')).value).toBeCloseTo(264.555, 2);
  });
  it('leaves the number as written where the sentence writes the unit asked', async () => {
    expect((await answerQuestion(lib, 'How many gallons does cask 23 hold?')).value).toBe(55);
    expect((await answerQuestion(lib, 'How many kilograms does the new tank weigh?')).value).toBe(120);
  });
  it('reads the unit right after the number, and converts nothing across dimensions', () => {
    const text = 'It weighs 120 kg and is 2 m tall.';
    expect(inUnitAsked('How tall is it in feet?', text, text.indexOf(' 2 ') + 2, 2, HOW)?.value).toBeCloseTo(6.56168, 3);
    expect(inUnitAsked('How tall is it in kilograms?', text, text.indexOf(' 2 ') + 2, 2, HOW)).toBeNull();
    expect(inUnitAsked('How many litres?', 'There were 300 people.', 13, 300, HOW)).toBeNull();
  });
});
