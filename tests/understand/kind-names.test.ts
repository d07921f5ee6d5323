// A page's own word for what its item is ("ARTWORK: DREAM CABINET" heading a plain-text page under collection/)
// names the kind of every item of that folder, and a kind's measurements written a×b without letters take the order
// its lettered ones use. A small museum folder: four artworks in three layouts under collection/, two of them
// plain-text profiles headed "ARTWORK:", and two artists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { inferKinds } from '../../electron/engine/skg/schema/kinds.ts';
import { kindOrders } from '../../electron/engine/skg/schema/dimension-order.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'collection/dream-cabinet.txt': 'ARTWORK: DREAM CABINET\n========================\n\nTitle: Dream Cabinet\nArtist: Greta Wyss\nDate: 1931\nMedium: oil on panel\nDimensions: 81.9 × 36.8 cm\nCondition: Good\nCatalogue page: 12\n',
    'collection/naranjas.txt': 'ARTWORK: NARANJAS\n========================\n\nTitle: Naranjas\nArtist: Lucia Navarro\nDate: 1962\nMedium: oil on canvas\nDimensions: 41.5 × 59 cm\nCondition: Fair\nCatalogue page: 31\n',
    'collection/eye-of-the-lake.md': '# Eye of the Lake\n\n- Artist: Greta Wyss\n- Date: 1941\n- Medium: oil on canvas\n- Size (h × w): 108.5 × 70 cm\n- Condition: Fair\n- Catalogue page: 44\n',
    'collection/harbour-at-leith.md': '# Harbour at Leith\n\n- Artist: Lucia Navarro\n- Date: 1958\n- Medium: tempera\n- Size: H 129.5 cm × W 86.5 cm\n- Condition: Good\n- Catalogue page: 18\n',
    'collection/the-red-door.md': '# The Red Door\n\n- Artist: Greta Wyss\n- Date: 1929\n- Medium: oil on canvas\n- Size: H 60 cm × W 45 cm\n- Condition: Good\n- Catalogue page: 27\n',
    'artists/greta-wyss.md': '# Greta Wyss\n\n- Born: 1899\n- Nationality: Swiss\n- Movement: Surrealism\n- Catalogue page: 52\n',
    'artists/lucia-navarro.md': '# Lucia Navarro\n\n- Born: 1921\n- Nationality: Spanish\n- Movement: Realism\n- Catalogue page: 60\n',
  }, 'museum.quarry');
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe("a page's own word for its item names the folder's kind", () => {
  it('files every artwork of collection/ under "artwork", not only the two profiles headed so', async () => {
    const schema = await getSchema(lib);
    const artwork = schema.categories.find((c) => c.label === 'artwork');
    expect(artwork?.entities).toBe(2);
    expect(artwork?.joined).toBe(3);
    expect((await answerQuestion(lib, 'How many artworks are there?')).value).toBe(5);
  });
  it('scopes a question about artworks to all of them', async () => {
    // the artists' catalogue pages are higher: without the kind, "artworks" would be a word only
    expect(await names('Which artworks have a catalogue page above 20?')).toEqual(['Eye of the Lake', 'Naranjas', 'The Red Door']);
  });
  it('leaves a word that is also a value, a folder or an item a filter', () => {
    // items 0–3 of kind a (filed by folder), 0–1 also under w; attributes held by all
    const entities = [{ categories: ['a', 'w'] }, { categories: ['a', 'w'] }, { categories: ['a'] }, { categories: ['a'] }];
    const attributes = [0, 1, 2].map(() => ({ entityIndexes: [0, 1, 2, 3] }));
    const documents = new Map([0, 1, 2, 3].map((i) => [i, new Set([`p${i}`])]));
    expect([...inferKinds({ entities, attributes, documents, notKindNames: new Set() }).joined.entries()]).toEqual([[2, ['w']], [3, ['w']]]);
    expect(inferKinds({ entities, attributes, documents, notKindNames: new Set(['w']) }).joined.size).toBe(0);
    expect(inferKinds({ entities, attributes, documents }).joined.size).toBe(0);
    // two such words over one kind: neither names it
    const two = [{ categories: ['a', 'w'] }, { categories: ['a', 'w'] }, { categories: ['a', 'v'] }, { categories: ['a', 'v'] }, { categories: ['a'] }];
    const docs5 = new Map([0, 1, 2, 3, 4].map((i) => [i, new Set([`p${i}`])]));
    const attrs5 = [0, 1, 2].map(() => ({ entityIndexes: [0, 1, 2, 3, 4] }));
    expect(inferKinds({ entities: two, attributes: attrs5, documents: docs5, notKindNames: new Set() }).joined.size).toBe(0);
  });
});

describe("a kind's unlettered a×b measurements take the order its lettered ones use", () => {
  it('gives the artworks stating only "Dimensions: 81.9 × 36.8 cm" a height and a width', async () => {
    expect(await names('Which artworks have a height above 80 cm?')).toEqual(['Dream Cabinet', 'Eye of the Lake', 'Harbour at Leith']);
    expect(await names('Which artworks have a width under 40 cm?')).toEqual(['Dream Cabinet']);
  });
  it('takes an order only where every lettered measurement of the kind agrees, shown by two items', () => {
    const hw = ['Height', 'Width'];
    expect(kindOrders([{ categories: ['a'], order: hw }, { categories: ['a'], order: hw }]).get('a')?.get(2)).toEqual(hw);
    expect(kindOrders([{ categories: ['a'], order: hw }]).get('a')).toBeUndefined();
    expect(kindOrders([{ categories: ['a'], order: hw }, { categories: ['a'], order: hw }, { categories: ['a'], order: ['Width', 'Height'] }]).get('a')).toBeUndefined();
  });
});
