// A unit written as one letter (K, C, F) is read only where the label's words name its dimension (the entry kinds of
// resources/domains/general/entry-kinds.tsv: "Boiling pt.", "siedepunkt" read as English); a unit of a quotient may be
// written as its words in a header ("dichte_g_cm3", "molar_mass_g_per_mol"); a key that is a unit's symbol ("MW") is a
// label as written where its value states a unit of another dimension ("MW: 98.08 g mol⁻¹" is no power).
import { describe, expect, it } from 'vitest';
import { splitHeaderUnit } from '../../electron/engine/skg/entries/canonical-entry.ts';
import { loadUnitTable } from '../../electron/engine/skg/values/unit-table.ts';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';

const units = loadUnitTable();
const temperatureWords = (key: string) => (/boiling|siede/i.test(key) ? ['temperature'] : []);

describe('a quotient unit written as words in a header', () => {
  const cases: Array<[string, string, string | null]> = [
    ['dichte_g_cm3', 'dichte', 'g/cm³'],
    ['density_kg_m3', 'density', 'kg/m³'],
    ['molmasse_g_mol', 'molmasse', 'g/mol'],
    ['molar_mass_g_per_mol', 'molar_mass', 'g/mol'],
    ['speed_km_h', 'speed', 'km/h'],
    // a unit and a word that make no quotient keep the older reading
    ['weight_kg', 'weight', 'kg'],
    ['area_sq_km', 'area', 'km²'],
  ];
  for (const [header, key, unit] of cases) {
    it(`"${header}" → ${key} in ${unit}`, () => {
      const h = splitHeaderUnit(header, units);
      expect([h.key, h.unit]).toEqual([key, unit]);
    });
  }
});

describe('a unit written as one letter', () => {
  it('is the unit of the dimension the label names, in a header', () => {
    expect(splitHeaderUnit('boiling_point_k', units, undefined, temperatureWords)).toMatchObject({ key: 'boiling_point', unit: 'K' });
    expect(splitHeaderUnit('siedepunkt_c', units, undefined, temperatureWords)).toMatchObject({ key: 'siedepunkt', unit: '°C' });
    expect(splitHeaderUnit('Boiling point (K)', units, undefined, temperatureWords)).toMatchObject({ key: 'Boiling point', unit: 'K' });
  });
  it('is no unit where the label names no dimension of it', () => {
    expect(splitHeaderUnit('vitamin_c', units, undefined, temperatureWords).unit).toBeNull();
    expect(splitHeaderUnit('Type C', units, undefined, temperatureWords).unit).toBeNull();
    expect(splitHeaderUnit('boiling_point_k', units).unit).toBeNull();
  });
  it('is kelvin after a number under a temperature label, and nothing elsewhere', () => {
    const k = parseValue('713.2 K', { entry: 'Boiling pt.' }).primary;
    expect(k?.unit).toBe('K');
    expect(k?.canonical?.dimension).toBe('temperature');
    expect(k?.canonical?.value).toBeCloseTo(440.05, 2);
    expect(parseValue('351 K', { entry: 'B.p.' }).primary?.unit).toBe('K');
    expect(parseValue('3 K', { entry: 'Potassium' }).primary?.unit ?? null).toBeNull();
    expect(parseValue('4K', { entry: 'Resolution' }).primary).toBeNull();
  });
});

describe('letter and quotient units in the library', () => {
  it('reads boiling points in kelvin and molar masses under "MW" in their own dimensions', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { tempDir } = await import('../helpers/tmp.ts');
    const { openLibrary } = await import('../../electron/engine/store/library.ts');
    const { indexFolders } = await import('../../electron/engine/ingest/index-folder.ts');
    const { defaultDerivers } = await import('../../electron/engine/pipeline.ts');
    const { answerQuestion } = await import('../../electron/engine/answer/answer-question.ts');
    const { refreshSchema } = await import('../../electron/engine/skg/schema/index.ts');
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'chemicals'));
    const page = (name: string, rows: string[]) => fs.writeFileSync(path.join(dir, 'chemicals', `${name.toLowerCase().replace(/ /g, '-')}.md`), `# ${name}\n\n${rows.map((r) => `- ${r}`).join('\n')}\n`);
    page('Ethanol', ['Molar mass: 46.07 g/mol', 'Boiling point: 78.4 °C', 'State: liquid']);
    page('Toluene', ['MW: 92.14 g mol⁻¹', 'Boiling pt.: 383.8 K', 'State: liquid']);
    page('Acetone', ['Molar mass: 58.08 g/mol', 'Boiling point: 56 °C', 'State: liquid']);
    fs.writeFileSync(path.join(dir, 'chemicals', 'export.csv'), 'name,molar_mass_g_per_mol,boiling_point_k,state\nPhenol,94.11,454.9,solid\nHexane,86.18,341.9,liquid\n');
    const lib = openLibrary(path.join(tempDir(), 'chemicals.quarry'));
    try {
      await indexFolders(lib, [dir], { derivers: defaultDerivers() });
      // the export's kelvin are the pages' Celsius: Phenol 181.75 °C, Hexane 68.75 °C
      const hot = await answerQuestion(lib, 'Which chemicals boil above 100 °C?');
      expect(hot.items.map((i) => i.name)).toContain('Phenol');
      expect(hot.items.map((i) => i.name)).not.toContain('Hexane');
      const heavy = await answerQuestion(lib, 'Which chemicals have a molar mass over 90 g/mol?');
      expect(heavy.items.map((i) => i.name)).toEqual(['Phenol']);
      // "MW" with a value in g/mol is a label, not megawatts named Power; "Boiling pt." holds kelvin as temperature
      const schema = await refreshSchema(lib);
      const byLabel = (l: string) => schema.attributes.find((a) => a.labels.some((x) => x.label === l));
      expect(schema.attributes.some((a) => a.label === 'Power')).toBe(false);
      expect(byLabel('MW')?.dimension).toBe('molar mass');
      expect(byLabel('Boiling pt.')?.dimension).toBe('temperature');
    } finally {
      lib.close();
    }
  }, 120_000);
});
