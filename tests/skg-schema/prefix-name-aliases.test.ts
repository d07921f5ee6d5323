// An item named by another's first words alone ("Castle Mead", a column of a wide table of lost days, beside the
// project page "Castle Mead Housing") is that item: its facts are the item's, and a question naming it so reaches it.
// Only an item a wide table of months names in its header: a region a tour is named after stays itself; and not where
// the two state the same fields, nor where the longer states the shorter as a value (an airport in its city).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'projects/castle-mead-housing.md': '# Castle Mead Housing\n\n- Client: Northwold Homes\n- Contract value: £12.4m\n- Completion: 2026-06-30\n',
    'projects/weir-lane-bridge.md': '# Weir Lane Bridge Refurbishment\n\n- Client: County Council\n- Contract value: £1.96m\n- Completion: 2025-09-30\n',
    'projects/sileby-roof.md': '# Sileby Leisure Centre Roof\n\n- Client: Charnwood BC\n- Contract value: £0.9m\n- Completion: 2025-12-19\n',
    'products/paramax.md': '# Paramax\n\n- Strength: 500 mg\n- Price: £2.10\n',
    'products/paramax-forte.md': '# Paramax Forte\n\n- Strength: 1 g\n- Price: £3.40\n',
    'airports/london-heathrow.md': '# London Heathrow\n\n- Code: LHR\n- City: London\n- Runways: 2\n',
    'cities/london.md': '# London\n\n- Population: 8.9 million\n- Country: England\n',
    'regions/zillertal.md': '# Zillertal\n\n- Section founded: 1952\n- Huts: 3\n',
    'tours/zillertal-hut-to-hut.md': '# Zillertal Hut to Hut\n\n- Days: 5\n- Grade: T3\n',
    'weather/lost-days-2025.csv': 'Month,Castle Mead,Weir Lane,Sileby\nJanuary,2,0,1\nFebruary,1,3,0\nMarch,0,1,2\n',
  }, 'prefix-names.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a name made of the first words of another', () => {
  it("is the item whose name it opens: its facts are the item's, and the short name reaches it", async () => {
    const byName = new Map((await getSchema(lib)).entities.map((e) => [e.name, e]));
    expect(byName.get('Castle Mead')?.sameAs).toBe(byName.get('Castle Mead Housing')!.iri);
    expect(byName.get('Weir Lane')?.sameAs).toBe(byName.get('Weir Lane Bridge Refurbishment')!.iri);
    const r = await answerQuestion(lib, 'Who is the client of Castle Mead?');
    expect(r.answer).toContain('Northwold Homes');
  });

  it('stays apart where the two state alike fields, or the longer states the shorter as its value', async () => {
    const byName = new Map((await getSchema(lib)).entities.map((e) => [e.name, e]));
    expect(byName.get('Paramax')?.sameAs).toBeUndefined();
    expect(byName.get('London')?.sameAs).toBeUndefined();
    // (a region a tour is named after states facts of its own: no column of a table of months)
    expect(byName.get('Zillertal')?.sameAs).toBeUndefined();
  });
});
