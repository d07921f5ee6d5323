// Alignment is complete-linkage: a generic label ("Date") never chains two labels that are not alike ("Due date",
// "Issued") into one attribute. And "never on one entity" is read one document at a time: one product described
// by two files in two layouts may use either label ("Sku", "SKU"; "Qty", "Quantity"), while two labels one
// document writes side by side stay two properties.
import { describe, expect, it } from 'vitest';
import { alignEntries } from '../../electron/engine/skg/schema/align.ts';
import { NO_OVERRIDES } from '../../electron/engine/skg/schema/overrides.ts';
import type { EntryStats } from '../../electron/engine/skg/schema/collect.ts';

const isUnit = () => false;
function entry(label: string, entities: number[], extra: Partial<EntryStats> = {}, doc = `doc:${label}`): EntryStats {
  return {
    iri: `urn:entry:${label}`, label, specs: entities.length, entities: new Set(entities), rowEntities: new Set(entities),
    rowEntityDocs: new Set(entities.map((e) => `${e}\u0000${doc}`)), documents: 1, numbers: [], numeric: 0, units: new Map(), statedUnits: new Map(),
    dimensions: new Map(), booleans: 0, years: 0, dims: 0, values: [], ...extra,
  };
}
const dates = (label: string, entities: number[]) => entry(label, entities, { years: entities.length, yearValues: entities.map(() => 2024) });
const cluster = (entries: EntryStats[], meaning: ((a: string, b: string) => number) | null = null) => {
  const clusters = alignEntries(entries, { isUnit, meaning, overrides: NO_OVERRIDES });
  return (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
};

describe('complete linkage', () => {
  it('merges a generic label with one of two unlike labels, never the two through it', () => {
    // "issued" is near "date" in meaning, and only weakly near "due"
    const meaning = (a: string, b: string) => {
      const k = [a, b].sort().join(' ');
      return k === 'date issued' ? 0.6 : a === b ? 1 : 0;
    };
    // each layout writes a second date, so none is the only date of its layout
    const paid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]].map((es, i) => ({ ...dates('Paid', es), iri: `urn:entry:paid-${i}` }));
    const of = cluster([dates('Due date', [1, 2, 3]), dates('Date', [4, 5, 6]), dates('Issued', [7, 8, 9]), ...paid], meaning);
    // each of the two is alike the generic label; the generic label goes with the nearer one, the other stays apart
    expect(of('Issued')).toBe(of('Date'));
    expect(of('Issued')).not.toBe(of('Due date'));
  });

  it('still merges three labels that are alike pairwise', () => {
    const num = (label: string, entities: number[]) => entry(label, entities, { numeric: 3, numbers: [10, 12, 11], dimensions: new Map([['mass', 3]]) });
    const of = cluster([num('Protein', [1, 2, 3]), num('Total protein', [4, 5, 6]), num('Proteins', [7, 8, 9])]);
    expect(of('Protein')).toBe(of('Total protein'));
    expect(of('Proteins')).toBe(of('Protein'));
  });
});

describe('one entity in two documents', () => {
  const codes = (label: string, entities: number[], doc: string) =>
    entry(label, entities, { values: entities.map((e) => ({ iri: `urn:v:${e}`, label: `AB-${1000 + e}`, count: 1 })) }, doc);
  const qty = (label: string, entities: number[], doc: string) => entry(label, entities, { numeric: entities.length, numbers: entities.map((e) => 3 + e) }, doc);

  it('merges labels that two files state for one product in two layouts', () => {
    const of = cluster([codes('Sku', [1, 2, 3, 4], 'catalogue'), codes('SKU', [1, 5, 6], 'invoice'), qty('Qty', [1, 2, 3, 4], 'catalogue'), qty('Quantity', [1, 5, 6], 'invoice')]);
    expect(of('Sku')).toBe(of('SKU'));
    expect(of('Qty')).toBe(of('Quantity'));
  });

  it('keeps apart two labels one document writes for one entity', () => {
    const of = cluster([codes('Sku', [1, 2, 3, 4], 'catalogue'), codes('SKU', [1, 2, 5, 6], 'catalogue')]);
    expect(of('Sku')).not.toBe(of('SKU'));
  });
});
