// "Never on one entity" is read one document at a time: one product described by two files in two layouts may
// use either label ("Sku", "SKU"; "Qty", "Quantity"), while two labels one document writes side by side stay two
// properties. Two forms of one word align ("Registered", "Registration date").
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

describe('forms of one word', () => {
  it('aligns "Registered" with "Registration date" by their words, not by meaning', async () => {
    const { labelSimilarity, labelTokens, tokenWeights } = await import('../../electron/engine/skg/schema/label-similarity.ts');
    const a = labelTokens('Registered', { isUnit }), b = labelTokens('Registration date', { isUnit });
    const sim = labelSimilarity(a, b, tokenWeights([a, b]), null);
    expect(sim.score).toBeGreaterThan(0.3);
    expect(sim.meaningOnly).toBe(false);
    // a short shared beginning is no form of one word
    const c = labelTokens('Calories', { isUnit }), d = labelTokens('Calcium', { isUnit });
    expect(labelSimilarity(c, d, tokenWeights([c, d]), null).score).toBe(0);
  });

  it('reads a word made of two of the other label’s words run together as those words ("Birthplace", "Place of birth")', async () => {
    const { labelSimilarity, labelTokens, tokenWeights } = await import('../../electron/engine/skg/schema/label-similarity.ts');
    const a = labelTokens('Birthplace', { isUnit }), b = labelTokens('Place of birth', { isUnit });
    const sim = labelSimilarity(a, b, tokenWeights([a, b]), null);
    expect(sim.score).toBe(1);
    expect(sim.evidence.join(' ')).toMatch(/compound/);
    // a word that only ends in the other's word is no compound of its words ("Wavelength", "Length")
    const c = labelTokens('Wavelength', { isUnit }), d = labelTokens('Length', { isUnit });
    expect(labelSimilarity(c, d, tokenWeights([c, d]), null).score).toBe(0);
  });
});
