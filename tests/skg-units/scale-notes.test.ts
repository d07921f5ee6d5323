// A note that a document's numbers count thousands or millions ("figures in 000s", "amounts in £m", "(in
// thousands)") scales its bare numbers; "lengths in m" is a unit, never a scale, and a number with its own unit or
// words keeps its value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { findDocumentNotes } from '../../electron/engine/skg/values/document-units.ts';
import { defaultUnits } from '../../electron/engine/skg/values/quantity.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

const scaleOf = (text: string) => findDocumentNotes([{ kind: 'text', text, headingPath: [] }], defaultUnits()).find((n) => n.scale)?.scale;

describe('a note of scale', () => {
  it('says the numbers count thousands or millions', () => {
    expect(scaleOf('Outstanding reserves at quarter end, figures in 000s of the claim currency')).toBe(1000);
    expect(scaleOf('All amounts in thousands.')).toBe(1000);
    expect(scaleOf('Budgets (in £m)')).toBe(1_000_000);
    expect(scaleOf('Lengths in m')).toBeUndefined();
    expect(scaleOf('The company was founded in 2019.')).toBeUndefined();
  });

  let lib: Library;
  beforeAll(async () => {
    lib = await indexedLibrary({ 'finance/reserves.csv': '# Outstanding reserves at quarter end, figures in 000s of the claim currency\nClaim,Ccy,Q1 2024,Q2 2024,Open for (months)\nCLM-24-0107,EUR,5.5,,4\nCLM-24-0113,EUR,37.0,12.5,9\nCLM-24-0119,GBP,16.5,16.5,7\n' }, 'reserves.quarry');
  }, 120_000);
  afterAll(() => lib?.close());

  it('scales the bare numbers of the table under it', async () => {
    expect((await answerQuestion(lib, 'What was the Q1 2024 reserve of CLM-24-0113?')).value).toBe(37000);
  });
  it('never a number its column measures in another unit ("Open for (months)")', async () => {
    expect((await answerQuestion(lib, 'How many months has CLM-24-0113 been open for?')).value).toBe(9);
  });
});
