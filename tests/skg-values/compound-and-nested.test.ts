// Measures written in several units or as ISO 8601 durations are one quantity; keys nested under a parent key
// that only say how the parent is given ("energy" › "kcal", "rating" › "average") are read with the parent.
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { canonicalEntry, loadAliases, splitHeaderUnit } from '../../electron/engine/skg/entries/canonical-entry.ts';
import { loadUnitTable } from '../../electron/engine/skg/values/unit-table.ts';

const units = loadUnitTable();
const aliases = loadAliases();
const canonical = (s: string) => {
  const p = parseValue(s, { entry: 'Value' });
  return p.quantities.map((q) => [q.canonical?.value, q.canonical?.unit]);
};

describe('one measure in descending units', () => {
  it('sums hours and minutes, feet and inches, kilograms and grams', () => {
    expect(canonical('7 h 40 min')).toEqual([[27600, 's']]);
    expect(canonical('2 hours and 30 minutes')).toEqual([[9000, 's']]);
    expect(canonical('1 kg 200 g')).toEqual([[1200, 'g']]);
    expect(canonical('5 ft 10 in')[0]![0]).toBeCloseTo(1.778, 3);
  });
  it('states the measure in its smaller unit, which writes it whole, and reads hours run together with minutes', () => {
    const stated = (s: string) => parseValue(s, { entry: 'Proof time' }).quantities.map((q) => [q.value, q.unit]);
    expect(stated('3 h 30 min')).toEqual([[210, 'min']]);
    expect(stated('5 ft 10 in')).toEqual([[70, 'in']]);
    expect(stated('1 lb 4 oz')).toEqual([[20, 'oz']]);
    expect(stated('2h15')).toEqual([[135, 'min']]);
    expect(stated('1h30')).toEqual([[90, 'min']]);
  });
  it('weighs in stone and pounds, and reads "1st" as an ordinal', () => {
    expect(canonical('12st 13lb')[0]![0]).toBeCloseTo(82100.2, 0);
    expect(canonical('13 stone')[0]![0]).toBeCloseTo(82553.8, 0);
    expect(canonical('1st 3lb')[0]![0]).toBeCloseTo(7711.1, 0);
    expect(canonical('1st floor')).toEqual([]);
    expect(canonical('21st')).toEqual([]);
  });
  it('reads feet and inches written with marks, and a mark alone as no unit', () => {
    expect(canonical('5\'10"')[0]![0]).toBeCloseTo(1.778, 3);
    expect(canonical('6\' 2"')[0]![0]).toBeCloseTo(1.8796, 3);
    expect(canonical('6\'0"')).toEqual([[1.8288, 'm']]); // no inches is still one measure
    expect(parseValue('1980\'s', { entry: 'Value' }).quantities.map((q) => q.unit)).toEqual([null]);
    expect(parseValue('5\'', { entry: 'Value' }).quantities.map((q) => q.unit)).toEqual([null]);
  });
  it('keeps apart numbers that are not one measure', () => {
    expect(canonical('10 min 20 min')).toHaveLength(2); // same unit twice
    expect(canonical('30 min 2 h')).toHaveLength(2); // ascending
    expect(canonical('1 h 90 min')).toHaveLength(2); // the part is more than one of the unit before it
    expect(canonical('1TB 12GB')).toHaveLength(2); // data sizes are never written as one compound measure
  });
  it('reads ISO 8601 durations', () => {
    expect(canonical('PT1H5M')).toEqual([[3900, 's']]);
    expect(canonical('PT25M')).toEqual([[1500, 's']]);
    expect(canonical('P2DT3H')).toEqual([[183600, 's']]);
    expect(parseValue('PT1H5M').raw).toBe('PT1H5M');
    expect(canonical('PT')).toEqual([]);
    expect(canonical('Pump')).toEqual([]);
  });
});

describe('units in headers', () => {
  it('reads a time unit after an underscore, never a minimum beside a maximum', () => {
    expect(splitHeaderUnit('prep_min', units)).toMatchObject({ key: 'prep', unit: 'min' });
    expect(splitHeaderUnit('temp_min', units, new Set(['temp min', 'temp max']))).toMatchObject({ key: 'temp_min', unit: null });
    expect(splitHeaderUnit('Time s', units)).toMatchObject({ unit: null });
  });
});

describe('keys that say how their parent is given', () => {
  it('a unit under a parent is the parent in that unit; a column named by a unit is its dimension', () => {
    expect(canonicalEntry('nutrition.per_serving.energy', 'kcal', aliases)).toMatchObject({ entry: 'Energy', unit: 'kcal' });
    expect(canonicalEntry('energy', 'kJ', aliases)).toMatchObject({ entry: 'Energy', unit: 'kJ' });
    expect(canonicalEntry(null, 'kcal', aliases)).toMatchObject({ entry: 'Energy', unit: 'kcal' });
    expect(canonicalEntry('Per portion', 'kJ', aliases)).toMatchObject({ entry: 'Energy', unit: 'kJ' });
  });
  it('a measure word is the parent, a qualifier joins it', () => {
    expect(canonicalEntry('rating', 'average', aliases).entry).toBe('Rating');
    expect(canonicalEntry('cost', 'per_serving', aliases).entry).toBe('Cost per serving');
    expect(canonicalEntry('rating', 'scale', aliases).entry).toBe('Scale');
    // numbered parts of a record are no parent
    expect(canonicalEntry('sizes 1', 'value', aliases).entry).toBe('Value');
  });
});
