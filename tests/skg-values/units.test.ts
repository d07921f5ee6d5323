// The unit table (resources/units/, conversions by js-quantities) and the quantity API the value parser, the
// header units and the question parser share: spellings, dimensions, canonical values, conversion.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  convert, findUnit, loadUnitTable, matchUnitAt, toCanonical, unitsOfDimension, valueInUnit, canonicalValueOf,
} from '../../electron/engine/skg/values/quantity.ts';
import { parseUnitTable } from '../../electron/engine/skg/values/unit-table.ts';

const table = loadUnitTable();
const canon = (v: number, spelling: string) => {
  const u = findUnit(table, spelling);
  expect(u, spelling).not.toBeNull();
  return toCanonical(v, u!);
};

describe('shipped unit table', () => {
  it('loads without problems and gives every unit a dimension of dimensions.tsv', () => {
    expect(table.problems).toEqual([]);
    for (const u of table.units) expect(table.dimensions.has(u.dimension), u.symbol).toBe(true);
    // every canonical unit is itself a unit of the table
    for (const d of table.dimensions.values()) if (d.canonical !== '*') expect(table.bySymbol.get(d.canonical)?.dimension, d.name).toBe(d.name);
  });

  it('km², sq km, km2, "square kilometres" and sq mi give one canonical area', () => {
    for (const s of ['km²', 'sq km', 'km2', 'square kilometres', 'Square Kilometers', 'sq. km']) {
      expect(canon(500_000, s), s).toEqual({ value: 5e11, unit: 'm²', dimension: 'area' });
    }
    expect(canon(1, 'sq mi').value).toBeCloseTo(2_589_988.11, 1);
    expect(canon(1, 'sq mi').unit).toBe('m²');
    expect(canon(2, 'hectares')).toEqual({ value: 20_000, unit: 'm²', dimension: 'area' });
    expect(canon(10, 'sq ft').value).toBeCloseTo(0.9290304, 9);
    expect(canon(86, 'm²')).toEqual({ value: 86, unit: 'm²', dimension: 'area' });
  });

  it('kJ and kcal are one energy; mg, µg and mcg one mass', () => {
    expect(canon(1490, 'kJ')).toEqual({ value: 1_490_000, unit: 'J', dimension: 'energy' });
    expect(canon(356, 'kcal')).toEqual({ value: 356 * 4184, unit: 'J', dimension: 'energy' });
    expect(convert(table, 356, 'kcal', 'kJ')).toBeCloseTo(1489.5, 1);
    expect(canon(270, 'mg')).toEqual({ value: 0.27, unit: 'g', dimension: 'mass' });
    for (const s of ['µg', 'μg', 'mcg', 'ug', 'micrograms']) expect(canon(24.65, s).value, s).toBeCloseTo(0.00002465, 12);
  });

  it('covers charge, power, frequency, data (binary), time, temperature, volume and ratio', () => {
    expect(canon(5000, 'mAh')).toEqual({ value: 18_000, unit: 'C', dimension: 'charge' });
    expect(canon(2, 'Ah').value).toBe(7200);
    expect(canon(1, 'hp').value).toBeCloseTo(745.7, 1);
    expect(canon(2.4, 'GHz')).toEqual({ value: 2.4e9, unit: 'Hz', dimension: 'frequency' });
    expect(convert(table, 1, 'TB', 'GB')).toBe(1024);
    expect(convert(table, 512, 'MB', 'GB')).toBe(0.5);
    expect(canon(8, 'GB').unit).toBe('B');
    expect(convert(table, 3, 'years', 'months')).toBeCloseTo(36, 9);
    expect(canon(90, 'min').value).toBe(5400);
    expect(convert(table, 212, '°F', '°C')).toBeCloseTo(100, 9);
    expect(canon(500, 'ml')).toEqual({ value: 0.5, unit: 'L', dimension: 'volume' });
    // hectolitres and decilitres; a bare or US gallon and the imperial one apart; pints only where named
    expect(canon(48, 'hl')).toEqual({ value: 4800, unit: 'L', dimension: 'volume' });
    expect(canon(2, 'dl').value).toBeCloseTo(0.2, 9);
    expect(canon(125, 'US gallons').value).toBeCloseTo(473.176, 2);
    expect(canon(1, 'imperial gallon').value).toBeCloseTo(4.54609, 5);
    expect(convert(table, 1, 'UK pint', 'ml')).toBeCloseTo(568.26, 2);
    expect(convert(table, 16, 'fl oz', 'ml')).toBeCloseTo(473.18, 2);
    expect(findUnit(table, 'pint')).toBeNull();
    expect(canon(12, 'percent')).toEqual({ value: 12, unit: '%', dimension: 'ratio' });
    expect(convert(table, 6, 'in', 'mm')).toBeCloseTo(152.4, 9);
    expect(convert(table, 3, 'miles', 'km')).toBeCloseTo(4.828032, 9);
  });

  it('keeps currencies apart: each is its own unit, pence are hundredths of a pound', () => {
    expect(canon(50, 'pence')).toEqual({ value: 0.5, unit: 'GBP', dimension: 'currency' });
    expect(canon(330, '€')).toEqual({ value: 330, unit: 'EUR', dimension: 'currency' });
    expect(convert(table, 1, 'EUR', 'USD')).toBeNull();
    expect(unitsOfDimension(table, 'data size').map((u) => u.symbol)).toEqual(['B', 'KB', 'MB', 'GB', 'TB', 'PB']);
  });

  it('matches a unit at an offset: longest spelling, whole words, attached-only and word-like spellings', () => {
    expect(matchUnitAt(table, 'covers 1,240 square kilometres.', 13, false)?.unit.symbol).toBe('km²');
    expect(matchUnitAt(table, '5 months', 2, false)?.unit.symbol).toBe('month');
    expect(matchUnitAt(table, '6 in total', 2, false)).toBeNull();
    expect(matchUnitAt(table, '6 in,', 2, false)?.unit.symbol).toBe('in');
    expect(matchUnitAt(table, '1080p', 4, true)?.unit.symbol).toBe('p');
    expect(matchUnitAt(table, '1080 p', 5, false)?.unit.symbol).toBe('GBp');
    expect(matchUnitAt(table, '4K', 1, true)).toBeNull();
    expect(findUnit(table, 'RAM')).toBeNull();
  });

  it('converts to and from canonical values by symbol (what the question parser uses)', () => {
    expect(canonicalValueOf(table, 6, 'in')).toBeCloseTo(0.1524, 12);
    expect(valueInUnit(table, 0.1524, 'in')).toBeCloseTo(6, 12);
    expect(canonicalValueOf(table, 7, 'unknown-unit')).toBe(7);
  });
});

describe('unit table files', () => {
  const dims = 'length\tm\tm\tyes\t\npixel density\tppi\tppi\tyes\t\ncurrency\t*\t-\tyes\t\n';
  it('defines units by a library expression, a factor of another unit, or as their own base', () => {
    const t = parseUnitTable('m\tm\tlength\tm{case}, metre\nfurlong\t= 201.168 m\tlength\tfurlong, furlongs\nZZD\tbase\tcurrency\tzzd\n', dims);
    expect(t.problems).toEqual([]);
    expect(convert(t, 1, 'furlongs', 'm')).toBeCloseTo(201.168, 9);
    expect(findUnit(t, 'ZZD')?.canonicalUnit).toBe('ZZD');
  });

  it('reports unusable lines instead of throwing', () => {
    const t = parseUnitTable('m\tm\tlength\tm\nkg\tkg\tlength\tkg\nbad\tnot-a-unit\tlength\tbad\nx\t= 2 nowhere\tlength\tx\nq\tq\tnosuch\tq\n', dims);
    expect(t.problems.map((p) => p.line)).toEqual([5, 2, 3, 4]);
    expect(findUnit(t, 'metre')).toBeNull(); // spellings come only from the file
  });

  it('reloads when its file changes (cache keyed by path and mtime, looked at again at most once a second)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-units-'));
    fs.writeFileSync(path.join(dir, 'dimensions.tsv'), dims);
    fs.writeFileSync(path.join(dir, 'units.tsv'), 'm\tm\tlength\tm{case}\n');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
      expect(findUnit(loadUnitTable(dir), 'metre')).toBeNull();
      fs.writeFileSync(path.join(dir, 'units.tsv'), 'm\tm\tlength\tm{case}, metre, metres\n');
      fs.utimesSync(path.join(dir, 'units.tsv'), new Date('2030-01-01'), new Date('2030-01-01'));
      // within the second: the table loaded is trusted (it is asked for once per file indexed)
      expect(findUnit(loadUnitTable(dir), 'metre')).toBeNull();
      vi.setSystemTime(new Date('2026-01-01T00:00:02Z'));
      expect(findUnit(loadUnitTable(dir), 'metre')?.symbol).toBe('m');
    } finally {
      vi.useRealTimers();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
