// The unit table is shared with the question parser: spellings, canonical forms, base conversion.

import { describe, expect, it } from 'vitest';
import { lookupUnit, toBase, unitsOfKind, UNITS } from '../../electron/engine/skg/values/units.ts';

describe('unit table', () => {
  it('maps spellings to one canonical unit', () => {
    const cases: Array<[string, string]> = [
      ['mAh', 'mAh'], ['MAH', 'mAh'], ['inches', 'in'], ['″', 'in'], ['"', 'in'], ['grams', 'g'], ['kilograms', 'kg'],
      ['GB', 'GB'], ['gigabytes', 'GB'], ['€', 'EUR'], ['euros', 'EUR'], ['£', 'GBP'], ['$', 'USD'], ['₹', 'INR'],
      ['Hz', 'Hz'], ['GHz', 'GHz'], ['nits', 'nits'], ['ppi', 'ppi'], ['pixels', 'px'], ['MP', 'MP'], ['fps', 'fps'],
      ['dB', 'dB'], ['%', '%'], ['°C', '°C'], ['hours', 'h'], ['weeks', 'week'], ['years', 'year'], ['cm²', 'cm2'],
    ];
    for (const [spelling, canonical] of cases) expect(lookupUnit(spelling)?.canonical, spelling).toBe(canonical);
    expect(lookupUnit('RAM')).toBeNull();
    expect(lookupUnit('')).toBeNull();
  });

  it('converts to the base unit of each kind', () => {
    const base = (spelling: string, v: number) => toBase(v, lookupUnit(spelling)!);
    expect(base('TB', 1)).toEqual({ value: 1024, unit: 'GB' });
    expect(base('MB', 512)).toEqual({ value: 0.5, unit: 'GB' });
    expect(base('kg', 1.2)).toEqual({ value: 1200, unit: 'g' });
    expect(base('in', 6)).toEqual({ value: 6, unit: 'in' });
    expect(base('ft', 1)).toEqual({ value: 12, unit: 'in' });
    expect(base('cm', 15.5)).toEqual({ value: 155, unit: 'mm' });
    expect(base('GHz', 2.4)).toEqual({ value: 2.4e9, unit: 'Hz' });
    expect(base('°F', 212).value).toBeCloseTo(100, 9);
    expect(base('Ah', 5)).toEqual({ value: 5000, unit: 'mAh' });
    expect(base('pence', 50)).toEqual({ value: 0.5, unit: 'GBP' });
  });

  it('every unit has a kind, a base of the same kind and a positive factor', () => {
    for (const u of UNITS) {
      expect(u.factor, u.canonical).toBeGreaterThan(0);
      const baseUnit = UNITS.find((x) => x.canonical === u.base);
      expect(baseUnit?.kind, u.canonical).toBe(u.kind);
    }
    expect(unitsOfKind('data').map((u) => u.canonical)).toEqual(['B', 'KB', 'MB', 'GB', 'TB', 'PB']);
  });
});
