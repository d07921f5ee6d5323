// A folder named in another language is also the kind its English word says ("produtos" → products,
// "fornecedores" → suppliers: each language's label-words.tsv, with the plural in -es its @plural-after-consonant
// line makes), so an English question's head noun finds the items filed there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const sheet = (name: string, price: string, town: string) => `# ${name}\n\nPreço: ${price} €\nLocalidade: ${town}\n`;
  lib = await indexedLibrary({
    'produtos/amlodin.md': sheet('Amlodin', '4,20', 'Porto'),
    'produtos/gastrolan.md': sheet('Gastrolan', '6,85', 'Lisboa'),
    'produtos/cetiral.md': sheet('Cetiral', '2,10', 'Porto'),
    'fornecedores/medilusa.md': sheet('Medilusa', '150,00', 'Loures'),
    'fornecedores/coopfarma.md': sheet('Coopfarma', '90,00', 'Coimbra'),
    'fornecedores/iberfarma.md': sheet('Iberfarma', '200,00', 'Porto'),
  }, 'foreign-folders.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('folders named in another language', () => {
  it('reads "products" and "suppliers" as the folders produtos/ and fornecedores/', async () => {
    expect((await answerQuestion(lib, 'Which products are in Porto?')).items.map((i) => i.name).sort()).toEqual(['Amlodin', 'Cetiral']);
    expect((await answerQuestion(lib, 'How many suppliers are there?')).value).toBe(3);
    expect((await answerQuestion(lib, 'Which supplier has the highest price?')).items.map((i) => i.name)).toEqual(['Iberfarma']);
  });
});
