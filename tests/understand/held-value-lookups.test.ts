// A value few rows hold names the row a question asks about: "when does batch AB1732 expire" is the expiry of the
// stock line whose batch is AB1732, "what is the expiry date of batch AB1732" too — a lookup, not a list of the rows.
// A value many rows share (a branch) names no row: "what is the expiry date at Foz" stays no lookup of one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
let few: Library;
beforeAll(async () => {
  // (two lines: their batch numbers name no item, too few for a code label; the value alone says which line)
  few = await indexedLibrary({
    'stock/alvalade.csv': 'Product,Batch,Expiry,Qty\nIbufen 400 mg,IB5521,2027-01-31,25\nAmlodin 5 mg,AM0142,2026-02-28,9\n',
    'products/ibufen.md': '# Ibufen\n\n- Substance: ibuprofen\n- Launched: 2015-03-01\n',
  }, 'held-values-few.quarry');
  lib = await indexedLibrary({
    'stock/stock-foz.csv': [
      'Product,Batch,Expiry,Qty,Branch',
      'Levotir 100 mcg,AB1732,2025-11-30,8,Foz',
      'Paramax 500 mg,PX0091,2026-04-30,40,Foz',
      'Omeprex 20 mg,OM2210,2025-09-30,12,Foz',
      'Ibufen 400 mg,IB5521,2027-01-31,25,Alvalade',
      'Amlodin 5 mg,AM0142,2026-02-28,9,Alvalade',
    ].join('\n'),
    'products/levotir.md': '# Levotir\n\n- Substance: levothyroxine\n- Launched: 2019-05-01\n',
  }, 'held-values.quarry');
}, 120_000);
afterAll(() => {
  lib?.close();
  few?.close();
});

describe('a value few rows hold', () => {
  it('names the row a "when" question asks the date of', async () => {
    const r = await answerQuestion(lib, 'When does batch AB1732 expire?');
    expect(r.route).toBe('symbolic');
    expect(String(r.value)).toBe('2025-11-30');
  });

  it('names the row "what is the <attribute> of" asks about', async () => {
    const r = await answerQuestion(lib, 'What is the expiry date of batch OM2210?');
    expect(r.route).toBe('symbolic');
    expect(String(r.value)).toBe('2025-09-30');
  });

  it('names the row where the value names no item', async () => {
    const r = await answerQuestion(few, 'When does batch AM0142 expire?');
    expect(r.route).toBe('symbolic');
    expect(String(r.value)).toBe('2026-02-28');
  });

  it('a value many rows share names none', async () => {
    const r = await answerQuestion(lib, 'What is the expiry date at Foz?');
    expect(r.kind === 'value' && r.route === 'symbolic').toBe(false);
  });
});
