// An item named by another's first words and the initials of its last ("Llanwrthwl SR" of a leakage table beside the
// page "Llanwrthwl Service Reservoir") is that item: its facts are the item's. Only where one item's name so fits:
// initials two names share say neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'sites/llanwrthwl-service-reservoir.md': '# Llanwrthwl Service Reservoir\n\n- Capacity: 2.5 Ml\n- Built: 2024\n',
    'sites/rhayader-service-reservoir.md': '# Rhayader Service Reservoir\n\n- Capacity: 4.1 Ml\n- Built: 1968\n',
    'sites/kerry-road-service-reservoir.md': '# Kerry Road Service Reservoir\n\n- Capacity: 3.0 Ml\n- Built: 1990\n',
    'sites/kerry-road-sewage-repumping.md': '# Kerry Road Sewage Repumping\n\n- Capacity: 0.4 Ml\n- Built: 2001\n',
    'reports/zone-hours.csv': 'Zone,Pressure (m),Outage hours\nLlanwrthwl SR,42,3\nRhayader SR,55,0\nKerry Road SR,38,7\n',
  }, 'initialisms.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a name written with the initials of its last words', () => {
  it("is the item whose name it shortens: its facts are the item's", async () => {
    const byName = new Map((await getSchema(lib)).entities.map((e) => [e.name, e]));
    expect(byName.get('Llanwrthwl SR')?.sameAs).toBe(byName.get('Llanwrthwl Service Reservoir')!.iri);
    expect((await answerQuestion(lib, 'What are the outage hours of Llanwrthwl Service Reservoir?')).answer).toContain('3');
  });

  it('stays apart where two names share the initials', () => {
    // ("Kerry Road SR": Service Reservoir or Sewage Repumping)
    return getSchema(lib).then((s) => expect(s.entities.find((e) => e.name === 'Kerry Road SR')?.sameAs).toBeUndefined());
  });
});
