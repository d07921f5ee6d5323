// A number asked or ranked in a unit reads no number of another dimension: a mass ("100 g") among packs written in ml
// is no volume — ranked as canonical litres it had been 100,000 ml. A bare number is kept (most often it is in the
// unit its column's other values state).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'products/lactulax.md': '# Lactulax\n\n- Form: Oral solution\n- Pack size: 200 ml\n- Price: €6.10\n',
    'products/calpanol.md': '# Calpanol\n\n- Form: Oral solution\n- Pack size: 100 ml\n- Price: €3.20\n',
    'products/ventilair.md': '# Ventilair\n\n- Form: Syrup\n- Pack size: 150 ml\n- Price: €4.80\n',
    'products/diclofen.md': '# Diclofen\n\n- Form: Gel\n- Pack size: 100 g\n- Price: €5.90\n',
  }, 'packs.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('numbers in a unit', () => {
  it('rank only the values of that unit\'s dimension', async () => {
    const a = await answerQuestion(lib, 'Which product has the largest pack size in ml?');
    expect(a.items.map((i) => i.name)).toEqual(['Lactulax']);
  });
  it('compare only the values of that dimension', async () => {
    const a = await answerQuestion(lib, 'Which products have a pack size over 120 ml?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Lactulax', 'Ventilair']);
  });
});
