// Recipe cards named "Recipe card — Country Sourdough (BR-101)" are the products a price list names, and their
// proof times, written "3 h 30 min", "150 minutes" or "1h45", are stated in minutes: a condition only the breads
// state is read on the products, and an average is shown in the unit the values are stated to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const card = (name: string, code: string, proof: string, flour: string) => `# Recipe card — ${name} (${code})\n\nFlour: ${flour}\nHydration: 72%\nProof time: ${proof}\n`;
  lib = await indexedLibrary({
    'products/price-list.csv': [
      'Product,Code,Category,Price (£)',
      'Country Sourdough,BR-101,Bread,4.60', 'Seeded Rye,BR-102,Bread,4.20', 'White Bloomer,BR-103,Bread,3.10', 'Dark Rye,BR-104,Bread,5.40',
      'Butter Croissant,VI-201,Viennoiserie,1.90', 'Pain au Chocolat,VI-202,Viennoiserie,2.10', 'Cinnamon Bun,VI-203,Viennoiserie,2.40',
      'Almond Croissant,VI-204,Viennoiserie,2.50', 'Fruit Scone,CK-301,Cake,1.80', 'Brownie,CK-302,Cake,2.20', 'Flapjack,CK-303,Cake,1.70',
      // (flour is sold too: the recipe cards' Flour names products)
      'Rye Flour,FL-401,Flour,3.00', 'Strong White Flour,FL-402,Flour,2.50', 'T80 Flour,FL-403,Flour,3.20',
    ].join('\n') + '\n',
    'bakehouse/recipes/country-sourdough.md': card('Country Sourdough', 'BR-101', '3 h 30 min', 'T80 Flour'),
    'bakehouse/recipes/seeded-rye.md': card('Seeded Rye', 'BR-102', '150 minutes', 'Rye Flour'),
    'bakehouse/recipes/white-bloomer.md': card('White Bloomer', 'BR-103', '90 minutes', 'Strong White Flour'),
    'bakehouse/recipes/dark-rye.md': card('Dark Rye', 'BR-104', '1h45', 'Rye Flour'),
    'suppliers/cotswold-crown-mills.md': '# Cotswold Crown Mills\n\nCountry: England\nLead time: 3 days\n',
  }, 'part-of-kind.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a condition some items of the kind state', () => {
  it('is read on those items', async () => {
    const a = await answerQuestion(lib, 'Which products have a proof time over 2 hours?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Country Sourdough', 'Seeded Rye']);
  });
  it('averages a length of time in the unit its values are stated to', async () => {
    const a = await answerQuestion(lib, 'What is the average proof time of the breads?');
    expect(a.value).toBeCloseTo((210 + 150 + 90 + 105) / 4, 1);
  });
});
