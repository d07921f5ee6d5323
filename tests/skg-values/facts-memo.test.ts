import { describe, expect, it } from 'vitest';
import { documentFacts } from '../../electron/engine/skg/record-facts.ts';
import { newFactsMemo, remembered, valueKey } from '../../electron/engine/skg/facts-memo.ts';
import { loadAliases } from '../../electron/engine/skg/entries/canonical-entry.ts';
import { combineAliases, parseAliases } from '../../electron/engine/skg/entries/aliases.ts';
import { loadValueContext } from '../../electron/engine/skg/values/value-context.ts';
import type { RecordWithRows } from '../../electron/engine/store/records.ts';

let nextRow = 1;
function record(id: number, docId: number, subject: string, rows: Array<[string | null, string, string]>): RecordWithRows {
  return {
    id, docId, ord: 0, subject, kind: 'page', blockId: null, categoryHints: ['phone'],
    rows: rows.map(([section, key, value], position) => ({ id: nextRow++, position, section, key, value, blockId: null, start: 0, end: 0 })),
  };
}

const quadText = (qs: ReturnType<typeof documentFacts>) =>
  qs.map((q) => `${q.graph.value} ${q.subject.value} ${q.predicate.value} ${q.object.termType}:${q.object.value}:${'datatype' in q.object ? q.object.datatype?.value : ''}`);

describe('facts memo (values, headers and keys read once per run)', () => {
  const aliases = loadAliases();
  const values = loadValueContext();
  // the same values under the same labels, as a folder of pages of one layout writes them; one value under two
  // entries and two readings of dots, which must not share a reading
  const docs = [1, 2, 3].map((docId) => ({
    docId,
    relpath: `phones/p${docId}.md`,
    records: [
      record(docId * 10, docId, `Phone ${docId}`, [
        ['Battery', 'Capacity', '5000 mAh'],
        ['Battery', 'Charging', '25W wired, 15W wireless'],
        [null, 'Weight (g)', '187'],
        [null, 'Price', docId === 2 ? '€1.299' : '€ 499'],
        [null, 'Released', '2021, March'],
        ['Display', 'Size', '6.1 inches'],
        ['Main Camera', 'Video', '4K@30fps'],
        [null, 'Dimensions', '146.7 x 71.5 x 7.4 mm'],
      ]),
    ],
  }));

  it('stores the same facts with a memo as without, and reads a repeated value once', () => {
    const memo = newFactsMemo();
    for (const d of docs) {
      const plain = documentFacts({ ...d, aliases, values });
      const memoised = documentFacts({ ...d, aliases, values, memo });
      expect(quadText(memoised)).toEqual(quadText(plain));
    }
    // eight rows per document, three documents: the values differ only where the pages do (the price)
    expect(memo.values.size).toBeLessThan(3 * 8);
    expect(memo.values.size).toBeGreaterThanOrEqual(8);
    // each key's column read once for the whole run (number-style.ts)
    expect([...memo.columns.keys()].sort()).toEqual(['Capacity', 'Charging', 'Dimensions', 'Price', 'Released', 'Size', 'Video', 'Weight (g)']);
  });

  it('keys a value by its text and every field of its hint', () => {
    expect(valueKey('187', { entry: 'Weight' })).not.toBe(valueKey('187', { entry: 'Height' }));
    expect(valueKey('1.299', { numbers: { dotGroups: true } })).not.toBe(valueKey('1.299', { numbers: {} }));
    expect(valueKey('5', { unit: '' })).not.toBe(valueKey('5', {}));
    expect(valueKey('5', { unit: 'g' })).toBe(valueKey('5', { unit: 'g' }));
  });

  it('remembers what it made, undefined included', () => {
    const m = new Map<string, number | undefined>();
    let made = 0;
    const make = () => (made++, undefined);
    remembered(m, 'a', make);
    remembered(m, 'a', make);
    expect(made).toBe(1);
  });

  it('hands out one alias view per set of packs (a memo may be keyed by it)', () => {
    const phones = parseAliases('Battery capacity\tBattery\nBattery size\tBattery\n');
    const foods = parseAliases('Kcal\tEnergy\nKilocalories\tEnergy\n');
    const both = combineAliases([phones, foods]);
    const a = both.forKeys(['battery capacity', 'battery size', 'weight']);
    const b = both.forKeys(['battery size', 'battery capacity']);
    expect(a).toBe(b);
    expect(a.lookup('battery capacity')).toBe('Battery');
    expect(a.lookup('kcal')).toBeUndefined();
    expect(both.forKeys(['kcal', 'kilocalories'])).not.toBe(a);
  });
});
