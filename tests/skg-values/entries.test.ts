// Entry canonicalisation: header units, key normalisation, the alias table across the corpus's layouts
// (HTML tables, spec divs, definition lists, three Markdown layouts, three CSV column sets), entry ids, and
// alias-file errors.

import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  canonicalEntry,
  createEntryIdRegistry,
  entryId,
  loadAliases,
  normaliseKey,
  parseAliases,
  splitHeaderUnit,
} from '../../electron/engine/skg/entries/canonical-entry.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { combineAliases } from '../../electron/engine/skg/entries/aliases.ts';
import { loadUnitTable } from '../../electron/engine/skg/values/unit-table.ts';

const aliases = loadAliases();

describe('splitHeaderUnit', () => {
  const cases: Array<[string, string, string | null]> = [
    ['Battery (mAh)', 'Battery', 'mAh'],
    ['Battery capacity (mAh)', 'Battery capacity', 'mAh'],
    ['Weight (g)', 'Weight', 'g'],
    ['Price (EUR)', 'Price', 'EUR'],
    ['Price (€)', 'Price', 'EUR'],
    ['Screen size (inches)', 'Screen size', 'in'],
    ['Display (in)', 'Display', 'in'],
    ['Resolution (px)', 'Resolution', 'px'],
    ['Pixel density (ppi)', 'Pixel density', 'ppi'],
    ['RAM (GB)', 'RAM', 'GB'],
    ['Dimensions (mm)', 'Dimensions', 'mm'],
    ['Thickness [mm]', 'Thickness', 'mm'],
    ['Length (in mm)', 'Length', 'mm'],
    ['battery_mah', 'battery', 'mAh'],
    ['price_eur', 'price', 'EUR'],
    ['weight_g', 'weight', 'g'],
    ['Storage GB', 'Storage', 'GB'],
    ['Weight, kg', 'Weight', 'kg'],
    ['Size in inches', 'Size', 'in'],
    ['Battery life (hours)', 'Battery life', 'h'],
    ['Memory (RAM)', 'Memory (RAM)', null],
    ['Dimensions (H x W x D)', 'Dimensions (H x W x D)', null],
    ['Camera(s)', 'Camera(s)', null],
    ['Launch year', 'Launch year', null],
    ['Screen size', 'Screen size', null],
    ['Size in', 'Size in', null],
    ['USB Type C', 'USB Type C', null],
    ['Model', 'Model', null],
  ];
  for (const [header, key, unit] of cases) {
    it(header, () => expect(splitHeaderUnit(header, loadUnitTable())).toEqual({ key, unit }));
  }
  it('reads area, energy and mass units in brackets, after a comma, as a suffix; a basis apart from the unit', () => {
    const split = (h: string) => splitHeaderUnit(h, loadUnitTable());
    expect(split('Area (km²)')).toEqual({ key: 'Area', unit: 'km²' });
    expect(split('area_sq_km')).toEqual({ key: 'area', unit: 'km²' });
    expect(split('Energy, kcal')).toEqual({ key: 'Energy', unit: 'kcal' });
    expect(split('Energy (kJ)')).toEqual({ key: 'Energy', unit: 'kJ' });
    expect(split('Fibre g')).toEqual({ key: 'Fibre', unit: 'g' });
    expect(split('Folate (ug)')).toEqual({ key: 'Folate', unit: 'µg' });
    expect(split('Beta-carotene (μg)')).toEqual({ key: 'Beta-carotene', unit: 'µg' });
    expect(split('total_fat_g_per_100g')).toEqual({ key: 'total_fat', unit: 'g', basis: '100 g' });
    expect(split('Amount per 100 g edible portion')).toEqual({ key: 'Amount', unit: null, basis: '100 g' });
    expect(split('Dose (IU)')).toEqual({ key: 'Dose (IU)', unit: null, unknownUnit: 'IU' });
    expect(split('Potassium (K)')).toEqual({ key: 'Potassium (K)', unit: null, unknownUnit: 'K' });
    expect(split('Vitamin B')).toEqual({ key: 'Vitamin B', unit: null });
  });
});

describe('normaliseKey', () => {
  it('folds case, punctuation, snake and camel case, plurals and stop words', () => {
    expect(normaliseKey('Battery Capacity')).toBe('battery capacity');
    expect(normaliseKey('battery_capacity')).toBe('battery capacity');
    expect(normaliseKey('batteryCapacity:')).toBe('battery capacity');
    expect(normaliseKey('BATTERY CAPACITIES')).toBe('battery capacity');
    expect(normaliseKey('Sensors')).toBe('sensor');
    expect(normaliseKey('Size in inches')).toBe('size inch');
    expect(normaliseKey('Number of SIMs')).toBe('number sim');
    expect(normaliseKey('Status')).toBe('status');
    expect(normaliseKey('OS')).toBe('os');
    expect(normaliseKey('3.5mm jack')).toBe('3.5mm jack');
    expect(normaliseKey('Écran')).toBe('ecran');
    expect(normaliseKey('In')).toBe('in');
  });
});

describe('canonicalEntry across the corpus layouts', () => {
  // [section, key as written in some layout, expected entry, expected unit]
  const groups: Record<string, Array<[string | null, string, string | null]>> = {
    Battery: [
      ['Battery', 'Battery', null], ['Battery', 'Capacity', null], ['Battery', 'Battery capacity', null], ['Battery', 'Type', null],
      [null, 'Battery (mAh)', 'mAh'], [null, 'Battery capacity (mAh)', 'mAh'], [null, 'Battery', null], [null, 'battery_mah', 'mAh'],
    ],
    'Battery type': [[null, 'Battery type', null], [null, 'Battery chemistry', null], ['Battery', 'Battery chemistry', null], ['Battery', 'Battery type', null]],
    'Display size': [
      ['Display', 'Size', null], ['Display', 'Display size', null], ['Display', 'Screen size', null], [null, 'Display (in)', 'in'],
      [null, 'Screen size (inches)', 'in'], [null, 'Screen', null],
    ],
    Resolution: [['Display', 'Resolution', null], [null, 'Resolution', null], [null, 'Resolution (px)', 'px'], [null, 'Pixels', null]],
    'Pixel density': [['Display', 'Pixel density', null], [null, 'PPI', 'ppi'], [null, 'Pixel density (ppi)', 'ppi'], [null, 'Density', null]],
    Weight: [['Body', 'Weight', null], [null, 'Weight (g)', 'g'], [null, 'Mass', null]],
    Dimensions: [['Body', 'Dimensions', null], [null, 'Dimensions (mm)', 'mm'], [null, 'Size', null]],
    Thickness: [['Body', 'Thickness', null], [null, 'Thickness (mm)', 'mm']],
    Length: [[null, 'Length (mm)', 'mm']],
    Width: [[null, 'Width (mm)', 'mm']],
    Price: [['Misc', 'Price', null], ['Launch', 'Price', null], [null, 'Price (EUR)', 'EUR'], [null, 'Price', null], [null, 'price_eur', 'EUR'], [null, 'Our price', null]],
    Released: [
      ['Launch', 'Status', null], ['Launch', 'Launched', null], ['Launch', 'Release year', null], ['Launch', 'Released', null],
      [null, 'Released', null], [null, 'Launch year', null], [null, 'Year', null], ['frontmatter', 'year', null],
    ],
    RAM: [['Memory', 'RAM', null], ['Memory', 'Memory (RAM)', null], [null, 'RAM (GB)', 'GB'], [null, 'RAM', null]],
    Storage: [['Memory', 'Internal', null], ['Memory', 'Internal storage', null], ['Memory', 'Storage', null], [null, 'Storage (GB)', 'GB'], [null, 'Memory', null]],
    SIM: [['Body', 'SIM', null], ['Body', 'SIM card', null], [null, 'SIM', null]],
    'SIM slots': [[null, 'SIM slots', null], [null, 'Number of SIMs', null]],
    'SIM type': [[null, 'SIM type', null]],
    OS: [['Platform', 'OS', null], ['Platform', 'Operating system', null], [null, 'Platform', null], [null, 'OS', null]],
    CPU: [['Platform', 'CPU', null], ['Platform', 'Processor', null]],
    'CPU cores': [['Platform', 'Chipset cores', null], [null, 'CPU cores', null], [null, 'Cores', null]],
    Chipset: [[null, 'Chip', null], ['Platform', 'Chipset', null]],
    'Network technology': [['Network', 'Technology', null], ['Network', 'Network technology', null], [null, 'Network', null], [null, 'Networks', null], [null, 'Technology', null]],
    '5G': [['Network', '5G', null], [null, '5G', null]],
    NFC: [['Comms', 'NFC', null], [null, 'nfc', null]],
    Sensors: [['Misc', 'Sensors', null], [null, 'Sensors', null]],
    'Device type': [['Misc', 'Device type', null], ['Misc', 'Form factor', null], ['Misc', 'Category', null], [null, 'Type', null], [null, 'Kind', null], ['frontmatter', 'category', null]],
    Brand: [[null, 'Brand', null], ['frontmatter', 'brand', null]],
    // a title names the record (resources/ingest/name-keys.txt); as an attribute it stays a title
    Model: [[null, 'Model', null], [null, 'Device', null]],
  };
  for (const [entry, rows] of Object.entries(groups)) {
    it(`all spellings land on "${entry}"`, () => {
      for (const [section, key, unit] of rows) {
        expect(canonicalEntry(section, key, aliases), `${section} › ${key}`).toEqual({ entry, unit });
      }
    });
  }

  it('keeps keys under camera sections apart instead of merging them', () => {
    expect(canonicalEntry('Main Camera', 'Video', aliases).entry).toBe('Main camera video');
    expect(canonicalEntry('Selfie camera', 'Video', aliases).entry).toBe('Selfie camera video');
    expect(canonicalEntry('Main Camera', 'Resolution', aliases).entry).not.toBe('Resolution');
    expect(canonicalEntry('Cover display', 'Size', aliases).entry).not.toBe('Display size');
  });

  it('gives unknown keys a tidy name of their own', () => {
    expect(canonicalEntry('Memory', 'Card slot', aliases).entry).toBe('Card slot');
    expect(canonicalEntry(null, 'WATER RESISTANCE', aliases).entry).toBe('Water resistance');
    expect(canonicalEntry(null, 'water_resistance', aliases).entry).toBe('Water resistance');
    expect(canonicalEntry(null, 'Water resistance (m)', aliases)).toEqual({ entry: 'Water resistance', unit: 'm' });
    expect(canonicalEntry(null, '', aliases).entry).toBe('Value');
  });
});

describe('entryId', () => {
  it('is readable', () => {
    expect(entryId('Battery')).toBe('Battery');
    expect(entryId('Display size')).toBe('Display_size');
    expect(entryId('Screen-to-body ratio')).toMatch(/^screen-to-body-ratio-[0-9a-f]{12}$/);
  });

  it('is injective over names whose slugs collide', () => {
    const names = [
      'Display size', 'display size', 'Display  size', 'Display-size', 'Display_size', 'Display size ', ' Display size',
      'RAM', 'Ram', 'ram', 'Screen-to-body ratio', 'Screen to body ratio', 'Screen to-body ratio', 'Écran', 'Ecran', 'ecran',
      'Size (mm)', 'Size mm', 'Size [mm]', '5G', '5 G', '5-G', 'Price €', 'Price $', 'Price £', '価格', '重量', '', ' ',
    ];
    const ids = names.map(entryId);
    expect(new Set(ids).size).toBe(names.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('is stable and the registry refuses nothing legitimate', () => {
    const reg = createEntryIdRegistry();
    expect(reg.idFor('Battery')).toBe(reg.idFor('Battery'));
    for (let i = 0; i < 2000; i++) reg.idFor(`Entry ${i} — x`);
    expect(reg.size).toBe(2001);
  });
});

describe('alias file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'quarry-aliases-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the shipped table without problems', () => {
    expect(aliases.problems).toEqual([]);
    expect(aliases.size).toBeGreaterThan(150);
    expect(aliases.lookup('battery capacity')).toBe('Battery');
  });

  it('reports bad lines with their numbers and keeps the good ones', () => {
    const path = join(dir, 'aliases.tsv');
    writeFileSync(
      path,
      [
        '# comment',
        'Akku\tBattery',
        'no tab here',
        'a\tb\tc',
        '\tBattery',
        '!!!\tBattery',
        'Akku\tWeight',
        '@scope\tcamera',
        '@scope\ttwo words',
        '@bogus\tx',
        'Gewicht\tWeight   # trailing comment',
        'Capacity mah\tBattery capacity',
        'Battery capacity\tBattery',
        '',
      ].join('\n'),
    );
    const a = loadAliases(path);
    expect(a.problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7, 9, 10]);
    expect(a.problems[0]!.reason).toMatch(/alias<TAB>canonical/);
    expect(a.problems[4]!.reason).toMatch(/already maps to "Battery"/);
    expect(a.lookup('akku')).toBe('Battery');
    expect(a.lookup('gewicht')).toBe('Weight');
    // Chains resolve to the final canonical name.
    expect(a.lookup('capacity mah')).toBe('Battery');
    expect(a.isScopingSection('main camera')).toBe(true);
    expect(a.isScopingSection('display')).toBe(false);
    expect(canonicalEntry(null, 'AKKU', a).entry).toBe('Battery');
  });

  it('supports section-qualified aliases', () => {
    const a = parseAliases('Type\tDevice type\nBattery/Type\tBattery\n');
    expect(canonicalEntry('Battery', 'Type', a).entry).toBe('Battery');
    expect(canonicalEntry('Misc', 'Type', a).entry).toBe('Device type');
    expect(canonicalEntry(null, 'Type', a).entry).toBe('Device type');
  });

  it('applies a pack to a record only where it renames a fair share of its keys', () => {
    const phones = parseAliases('Display\tDisplay size\nMaker\tBrand\nAkku\tBattery\nRAM size\tRAM\n');
    const both = combineAliases([phones, parseAliases('Kcal\tEnergy\n')]);
    // a phone's record: most of its keys are the pack's
    expect(both.forKeys(['display', 'maker', 'akku', 'weight']).lookup('display')).toBe('Display size');
    // a museum object's twenty keys, two of which read as a phone's by chance: the pack stays out
    const artwork = ['display', 'maker', ...Array.from({ length: 18 }, (_, i) => `field ${i}`)];
    expect(both.forKeys(artwork).lookup('display')).toBeUndefined();
  });

  it('a missing file is an error with a code', () => {
    try {
      loadAliases(join(dir, 'nope.tsv'));
      expect.unreachable();
    } catch (e) {
      expect(isQuarryError(e, 'FILE_NOT_FOUND')).toBe(true);
    }
  });
});
