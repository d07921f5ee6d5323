// An item named by another's code written without the spaces or joiners the other's is written with ("CP66MKE" of a
// telematics export beside the register's "CP66 MKE") is that item: listed once, its facts the item's. Two codes
// written alike, or with as many joiners each, stay two items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'vehicles/register.csv': 'Registration,Type,Depot,Seats\nCP66 MKE,Refuse truck,Ashby,3\nCF67 MSJ,Refuse truck,Ashby,3\nCY19 UXM,Van,Kelso,2\nCA19-HW,Van,Kelso,2\n',
    'exports/telematics/summary-q2.csv': 'Vehicle,Miles,Idle hours\nCP66MKE,4210,31\nCF67MSJ,3980,28\nCY19UXM,2875,12\nCA19 HW,1500,9\n',
  }, 'spaced-codes.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a code written without its spaces', () => {
  it("is the item whose code it is: listed once, its facts the item's", async () => {
    const schema = await getSchema(lib);
    const byName = new Map(schema.entities.map((e) => [e.name, e]));
    const plate = byName.get('CP66 MKE')!;
    expect(byName.get('CP66MKE')?.sameAs).toBe(plate.iri);
    expect((await answerQuestion(lib, 'How many miles did CP66 MKE do?')).answer).toContain('4,210');
    expect((await answerQuestion(lib, 'Which vans are at Kelso?')).items.map((i) => i.name).sort()).toEqual(['CA19-HW', 'CY19 UXM']);
  });

  it('leaves two codes with as many joiners each apart', async () => {
    const schema = await getSchema(lib);
    const byName = new Map(schema.entities.map((e) => [e.name, e]));
    // ("CA19-HW" and "CA19 HW" are written with one joiner each: neither says which is the other)
    expect(byName.get('CA19 HW')?.sameAs).toBeUndefined();
    expect(byName.get('CA19-HW')?.sameAs).toBeUndefined();
  });
});
