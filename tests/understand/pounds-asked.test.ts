// "In pounds" is money or a weight: where the question names an attribute of weight ("the total weight … in pounds")
// it is lb; else the currency ("the total cost … in pounds").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'orders/purchase-orders.csv': 'PO,Supplier,Weight (kg),Total (GBP)\nPO-25-001,Potclays,150,190.50\nPO-25-002,Scarva,10,152.50\nPO-25-007,Potclays,75,98.00\n',
  }, 'pounds-asked.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('"in pounds"', () => {
  it('is a weight where the question names one', async () => {
    const r = await answerQuestion(lib, 'What is the total weight of the Potclays orders, in pounds?');
    expect(r.answer).toContain('496.04 lb');
  });
  it('is money where it names an amount of money', async () => {
    const r = await answerQuestion(lib, 'How much did the Potclays orders cost altogether, in pounds?');
    expect(r.answer).toMatch(/^The total of 2 orders .* is \*\*£288\.50\*\*/);
  });
});
