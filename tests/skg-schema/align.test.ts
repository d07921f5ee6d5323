// Attribute alignment: labels of different layouts that denote one property become one attribute (with the
// evidence of each merge), labels one entity states side by side stay apart however alike they are, and the
// library's override file can force or forbid a merge.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { refreshSchema, schemaOverridesPath, type Schema } from '../../electron/engine/skg/schema/index.ts';
import { alignEntries } from '../../electron/engine/skg/schema/align.ts';
import { labelLetters } from '../../electron/engine/skg/schema/label-letters.ts';
import { isAcronymOf, matchTokens } from '../../electron/engine/skg/schema/label-similarity.ts';
import { NO_OVERRIDES, parseSchemaOverrides } from '../../electron/engine/skg/schema/overrides.ts';
import type { EntryStats } from '../../electron/engine/skg/schema/collect.ts';
import { tempDir } from '../helpers/tmp.ts';

const SHELVES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/schema/shelves');

let lib: Library;
let schema: Schema;
beforeAll(async () => {
  const dir = tempDir();
  lib = openLibrary(path.join(dir, 'shelves.quarry'));
  await indexFolders(lib, [SHELVES], { derivers: defaultDerivers() });
  schema = await refreshSchema(lib);
}, 120_000);
afterAll(() => lib?.close());

const attributeOf = (label: string) => schema.attributes.find((a) => a.labels.some((l) => l.label.toLowerCase() === label.toLowerCase()));

describe('attribute alignment', () => {
  it('merges the labels two layouts write for one property, keeping each as an alias with its evidence', () => {
    for (const [a, b] of [['Width', 'Overall width'], ['Height', 'Overall height'], ['Weight', 'Net weight'], ['Shelves', 'Number of shelves']]) {
      const attr = attributeOf(a);
      expect(attr, `${a}`).toBeDefined();
      expect(attr!.labels.map((l) => l.label), `${a} and ${b}`).toContain(b);
      expect(attr!.entities).toBe(7);
      const merge = attr!.merges.find((m) => [m.a, m.b].includes(b));
      expect(merge?.evidence.join(' ')).toMatch(/never on one entity/);
      expect(merge!.confidence).toBeGreaterThan(0.5);
    }
  });

  it('keeps apart labels one entity states side by side, however alike (width and height are both lengths)', () => {
    expect(attributeOf('Width')!.id).not.toBe(attributeOf('Height')!.id);
    expect(attributeOf('Overall width')!.id).not.toBe(attributeOf('Overall height')!.id);
  });

  it('records each attribute\'s dimension and unit', () => {
    expect(attributeOf('Width')!.dimension).toBe('length');
    expect(attributeOf('Weight')!.dimension).toBe('mass');
  });

  it('follows the override file: merge and apart', async () => {
    fs.writeFileSync(schemaOverridesPath(lib.path), 'merge\tMaterial\tWood\napart\tWeight\tNet weight\n');
    try {
      const s = await refreshSchema(lib);
      const of = (l: string) => s.attributes.find((a) => a.labels.some((x) => x.label.toLowerCase() === l.toLowerCase()))!;
      expect(of('Material').id).toBe(of('Wood').id);
      expect(of('Material').merges.some((m) => m.by === 'override')).toBe(true);
      expect(of('Weight').id).not.toBe(of('Net weight').id);
    } finally {
      fs.rmSync(schemaOverridesPath(lib.path));
    }
  });
});

function stats(label: string, entities: number[], numbers: number[], dimension: string | null): EntryStats {
  return {
    iri: `urn:entry:${label}`, label, specs: entities.length, entities: new Set(entities), rowEntities: new Set(entities), documents: 1, numbers, numeric: numbers.length,
    units: new Map(), statedUnits: new Map(), dimensions: new Map(dimension ? [[dimension, numbers.length]] : []), booleans: 0, years: 0, dims: 0, values: [],
  };
}

describe('alignment rules', () => {
  const isUnit = (w: string) => ['g', 'mg', 'kg', 'cm'].includes(w);
  it('never merges across dimensions, and never merges labels on one entity', () => {
    const clusters = alignEntries([
      stats('Protein', [1, 2, 3], [10, 12, 8], 'mass'),
      stats('Proteins', [4, 5, 6], [11, 9, 13], 'mass'),
      stats('Protein length', [7, 8], [10, 12], 'length'),
      stats('Protein (g)', [1, 2], [500, 600], 'mass'),
    ], { isUnit, meaning: null, overrides: NO_OVERRIDES });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Protein')).toBe(of('Proteins'));
    expect(of('Protein length')).not.toBe(of('Protein'));
    expect(of('Protein (g)')).not.toBe(of('Protein'));
  });

  // a layout of people: entities 1-3 in one template, 4-6 in another, each with a neighbourhood of alike labels
  const text = (label: string, entities: number[], values: string[]): EntryStats => ({
    ...stats(label, entities, [], null),
    values: values.map((v, i) => ({ iri: `urn:value:${v}`, label: v, count: i + 1 })),
  });
  const bools = (label: string, entities: number[]): EntryStats => ({ ...stats(label, entities, [], null), booleans: entities.length, trues: 1 });
  const dates = (label: string, entities: number[], years: number[]): EntryStats => ({ ...stats(label, entities, [], null), years: years.length, yearValues: years });
  const layouts = [
    stats('Salary', [1, 2, 3], [50000, 60000, 70000], 'currency'),
    stats('Annual salary', [4, 5, 6], [52000, 61000, 69000], 'currency'),
    text('Office', [1, 2, 3], ['Berlin', 'London', 'Lisbon']),
    text('Office location', [4, 5, 6], ['Berlin', 'London', 'Lisbon']),
  ];
  const align = (extra: EntryStats[]) => {
    const clusters = alignEntries([...layouts, ...extra], { isUnit, meaning: null, overrides: NO_OVERRIDES });
    return (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
  };

  it('reads a contraction as its word when the values agree ("Dept" for Department), not a short word hiding in a long one', () => {
    const of = align([text('Department', [1, 2, 3], ['Sales', 'Legal', 'Finance']), text('Dept', [4, 5, 6], ['Sales', 'Product', 'Support'])]);
    expect(of('Dept')).toBe(of('Department'));
    // a short word hiding in a long one, with values of another kind, stays apart
    const apart = align([text('Department', [1, 2, 3], ['Sales', 'Legal', 'Finance']), text('Dent', [4, 5, 6], ['2 mm', '5 mm', '1 mm'])]);
    expect(apart('Dent')).not.toBe(apart('Department'));
  });

  it('still merges one property written once per item on one layout and as lists on another, saying so', () => {
    const once = (label: string, entities: number[], values: string[]): EntryStats => ({
      ...stats(label, entities, [], null),
      values: values.map((v) => ({ iri: `urn:value:${v}`, label: v, count: 1 })),
    });
    const lists = (label: string, entities: number[], values: string[]): EntryStats => ({
      ...stats(label, entities, [], null),
      values: values.map((v) => ({ iri: `urn:value:${v}`, label: v, count: 2 })),
    });
    const of = align([once('Genre', [1, 2, 3], ['Crime', 'Poetry', 'Travel']), lists('Genres', [4, 5, 6], ['Crime', 'Poetry', 'Travel'])]);
    expect(of('Genres')).toBe(of('Genre'));
    expect(of('Genre').merges.find((m) => [m.a, m.b].includes('Genres'))!.evidence).toContain('one value per item beside a list per item');
  });

  it('merges labels with no word in common that hold the same values among alike attributes ("Team", "Department")', () => {
    const of = align([text('Department', [1, 2, 3], ['Sales', 'Legal', 'Finance']), text('Team', [4, 5, 6], ['Sales', 'Legal', 'Finance'])]);
    expect(of('Team')).toBe(of('Department'));
    expect(of('Team').merges.find((m) => [m.a, m.b].includes('Team'))!.evidence.join(' ')).toMatch(/values shared/);
    // two values in common are not enough, where nothing else says the two layouts describe one kind of item
    const few = align([text('Department', [1, 2, 3], ['Sales', 'Legal', 'Finance']), text('Team', [7, 8, 9], ['Sales', 'Legal', 'Ops'])]);
    expect(few('Team')).not.toBe(few('Department'));
  });

  it("joins a layout's leftover label to the one attribute of its kind its items lack (complement.ts)", () => {
    // people 4-6 lack the department people 1-3 state, and state a team no one else does: values alike decide
    const of = align([text('Department', [1, 2, 3], ['Sales', 'Legal', 'Finance']), text('Team', [4, 5, 6], ['Sales', 'Legal', 'Ops'])]);
    expect(of('Team')).toBe(of('Department'));
    expect(of('Team').merges.find((m) => [m.a, m.b].includes('Team'))!.evidence.join(' ')).toMatch(/completes/);
    // two dates the other layout lacks are told apart by their years: a birth date is no last visit
    const two = align([
      dates('Date of birth', [1, 2, 3], [1980, 1991, 1975]),
      dates('Last visit', [1, 2, 3], [2024, 2024, 2025]),
      dates('Geboortedatum', [4, 5, 6], [1985, 1979, 1993]),
      dates('Laatste bezoek', [4, 5, 6], [2024, 2025, 2024]),
    ]);
    expect(two('Geboortedatum')).toBe(two('Date of birth'));
    expect(two('Laatste bezoek')).toBe(two('Last visit'));
    // a leftover alike to two missing attributes of equal standing joins neither
    const tied = align([
      text('Department', [1, 2, 3], ['Sales', 'Legal', 'Finance']),
      text('Division', [1, 2, 3], ['Sales', 'Legal', 'Ops']),
      text('Team', [4, 5, 6], ['Sales', 'Legal', 'Finance']),
    ]);
    expect(tied('Team')).not.toBe(tied('Division'));
    // a layout of two items: their numbers within the others' range, their names of one shape, are enough where
    // each is the one attribute of its kind the items lack and the one label of that kind the layout leaves
    const all = [1, 2, 3, 4, 5, 6, 7, 8];
    const small = alignEntries([
      text('Region', all, ['Alps', 'Alps', 'Lakes', 'Lakes', 'Alps', 'Lakes', 'Alps', 'Lakes']),
      stats('Price', all, [20, 35, 41, 28, 55, 62, 30, 44], 'currency'),
      stats('Box weight', [1, 2, 3, 4, 5, 6], [300, 800, 1200, 2600, 900, 1500], 'mass'),
      stats('Gewicht', [7, 8], [700, 1900], 'mass'),
      text('Main town', [1, 2, 3, 4, 5, 6], ['Aviemore', 'Zermatt', 'Chamonix', 'Cortina', 'Keswick', 'Grindelwald']),
      text('Email', [1, 2, 3, 4, 5, 6], ['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org', 'e@x.org', 'f@x.org']),
      text('Base town', [7, 8], ['Pontresina', 'Courmayeur']),
    ], { isUnit, meaning: null, overrides: NO_OVERRIDES });
    const ofSmall = (l: string) => small.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(ofSmall('Gewicht')).toBe(ofSmall('Box weight'));
    expect(ofSmall('Base town')).toBe(ofSmall('Main town'));
    expect(ofSmall('Email')).not.toBe(ofSmall('Main town'));
    // two layouts of one kind that share no label but the folder they are filed in: the category says their kind
    const filedIn = (e: number) => (e <= 6 ? ['ingredient'] : ['recipe']);
    const pages = (categoriesOf?: (e: number) => readonly string[]) => {
      const c = alignEntries([
        text('Category', [1, 2, 3, 4, 5, 6], ['Dairy', 'Spice', 'Grain', 'Dairy', 'Spice', 'Legume']),
        stats('Cost', [1, 2, 3, 7, 8, 9], [4, 9, 2, 3, 5, 4], 'currency'),
        text('Origin', [1, 2, 3], ['India', 'Italy', 'Spain']),
        text('Keep in', [1, 2, 3], ['Fridge', 'Pantry', 'Freezer']),
        text('Comes from', [4, 5, 6], ['India', 'Japan', 'Italy']),
        text('Storage', [4, 5, 6], ['Pantry', 'Fridge', 'Pantry']),
        text('Cuisine', [7, 8, 9], ['Indian', 'Thai', 'French']),
      ], { isUnit, meaning: null, overrides: NO_OVERRIDES, categoriesOf });
      return (l: string) => c.find((x) => x.entries.some((e) => e.stats.label === l))!;
    };
    const unfiled = pages();
    expect(unfiled('Comes from')).not.toBe(unfiled('Origin'));
    const filed = pages(filedIn);
    expect(filed('Comes from')).toBe(filed('Origin'));
    expect(filed('Storage')).toBe(filed('Keep in'));
    // one property written several ways by several layouts, none held by most items: the leftovers join one another
    const keepers = alignEntries([
      text('Region', all, ['Alps', 'Alps', 'Lakes', 'Lakes', 'Alps', 'Lakes', 'Alps', 'Lakes']),
      stats('Beds', all, [20, 35, 41, 28, 55, 62, 30, 44], null),
      text('Warden', [1, 2], ['Katharina Eder', 'Lucia Truchet']),
      text('Keeper', [3, 4], ['Peter Kaufmann', 'Callum Ross']),
      text('Hosts', [5, 6], ['Ruth Armstrong', 'Reto Zisler']),
      text('Hut keeper', [7, 8], ['Curdin Pitsch', 'Owen Pattinson']),
    ], { isUnit, meaning: null, overrides: NO_OVERRIDES });
    const keeper = keepers.find((c) => c.entries.some((e) => e.stats.label === 'Hut keeper'))!;
    expect(keeper.entries.map((e) => e.stats.label).sort()).toEqual(['Hosts', 'Hut keeper', 'Keeper', 'Warden']);
    // yes/no values never say which property they are
    const yesNo = align([bools('Weekend rota', [1, 2, 3]), bools('Weekdays only', [4, 5, 6])]);
    expect(yesNo('Weekdays only')).not.toBe(yesNo('Weekend rota'));
  });

  it("merges each layout's one date when their years fall in one span, not a date of another span", () => {
    const of = align([dates('Start date', [1, 2, 3], [2016, 2019, 2022]), dates('Joined', [4, 5, 6], [2017, 2018, 2021])]);
    expect(of('Joined')).toBe(of('Start date'));
    const far = align([dates('Start date', [1, 2, 3], [2016, 2017, 2018]), dates('Joined', [4, 5, 6], [1961, 1962, 1963])]);
    expect(far('Joined')).not.toBe(far('Start date'));
  });

  it('compares date labels without the word that only says they are dates ("Date of birth" and "Born")', () => {
    const meaning = (x: string, y: string) => ([x, y].sort().join(' ') === 'birth born' ? 0.6 : x === y ? 1 : 0);
    const run = (born: number[]) => {
      // (each layout with another date of its own, so neither is its layout's only date)
      const visits = [dates('Last visit', [1, 2, 3], [2024, 2024, 2025]), dates('Seen', [4, 5, 6], [2024, 2025, 2025])];
      const clusters = alignEntries([...layouts, ...visits, dates('Date of birth', [1, 2, 3], [2011, 2016, 2020]), dates('Born', [4, 5, 6], born)], { isUnit, meaning, overrides: NO_OVERRIDES });
      return (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    };
    const near = run([2012, 2015, 2021]);
    expect(near('Born')).toBe(near('Date of birth'));
    // years far apart still keep them apart
    const far = run([1901, 1902, 1903]);
    expect(far('Born')).not.toBe(far('Date of birth'));
  });

  it('keeps apart labels alike in meaning only whose values are not alike ("Due" and "Since": dates decades apart)', () => {
    const meaning = (x: string, y: string) => ((x === 'due' && y === 'since') || (x === 'since' && y === 'due') ? 0.8 : x === y ? 1 : 0);
    const run = (since: number[]) => {
      const clusters = alignEntries([...layouts, dates('Due', [1, 2, 3], [2024, 2024, 2025]), dates('Since', [4, 5, 6], since)], { isUnit, meaning, overrides: NO_OVERRIDES });
      return (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    };
    const far = run([1961, 1988, 2003]);
    expect(far('Since')).not.toBe(far('Due'));
    // the same words with years alike still merge
    const near = run([2024, 2025, 2025]);
    expect(near('Since')).toBe(near('Due'));
  });

  it('tells dates apart by their spans and precision: a move-in date is not a start date, though both are "… date"', () => {
    // listings 11-16 in two templates (each with a year built beside its one date to the day), agents 21-26 in two
    const day = (label: string, entities: number[], days: number[]): EntryStats => ({
      ...stats(label, entities, [], null), years: days.length, days: days.length, yearValues: days.map((d) => Math.floor(d / 10000)),
      dayValues: days.map((d) => Math.floor(d / 10000) + ((Math.floor(d / 100) % 100) - 1) / 12),
    });
    const built = (label: string, entities: number[]) => ({ ...stats(label, entities, [], null), years: 3, days: 0, yearValues: [1897, 1936, 2001] });
    const rooms = (label: string, entities: number[]) => stats(label, entities, [1, 2, 3], 'number');
    const listings = [
      rooms('Bedrooms', [11, 12, 13]), rooms('Beds', [14, 15, 16]), built('Year built', [11, 12, 13]), built('Construction year', [14, 15, 16]),
      day('Available from', [11, 12, 13], [20241127, 20241201, 20250115]), day('Move-in date', [14, 15, 16], [20241210, 20250101, 20250301]),
    ];
    const agents = [
      text('Office', [21, 22, 23, 24, 25, 26], ['Leith', 'Deansgate', 'Baggot']),
      day('Joined', [21, 22, 23], [20090316, 20171014, 20210320]), day('Start date', [24, 25, 26], [20110829, 20150518, 20220110]),
    ];
    const meaning = (x: string, y: string) => (x === y ? 1 : [x, y].sort().join(' ') === 'move start' ? 0.75 : [x, y].sort().join(' ') === 'joined start' ? 0.6 : 0);
    const clusters = alignEntries([...listings, ...agents], { isUnit, meaning, overrides: NO_OVERRIDES });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Move-in date')).not.toBe(of('Start date'));
    expect(of('Move-in date')).toBe(of('Available from'));
    expect(of('Start date')).toBe(of('Joined'));
    expect(of('Year built')).not.toBe(of('Available from'));
  });

  it('keeps apart labels alike in most words that sit among unlike attributes (a neighbourhood\'s average rent is not a listing\'s rent)', () => {
    const money = (label: string, entities: number[], numbers: number[]) => stats(label, entities, numbers, 'currency');
    const clusters = alignEntries([
      stats('Bedrooms', [1, 2, 3], [1, 2, 3], null), stats('Beds', [4, 5, 6], [2, 1, 3], null),
      money('Rent', [1, 2, 3], [1250, 1800, 2100]), money('Monthly rent', [4, 5, 6], [1500, 1900, 2400]),
      stats('Population', [7, 8, 9], [9800, 21000, 35100], null), stats('Schools', [7, 8, 9], [3, 8, 12], null),
      money('Average monthly rent', [7, 8, 9], [1600, 2000, 2300]),
    ], { isUnit, meaning: null, overrides: NO_OVERRIDES });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Monthly rent')).toBe(of('Rent'));
    expect(of('Average monthly rent')).not.toBe(of('Monthly rent'));
  });

  it('reads what a number counts, where its values name it, as a second form of its label ("Sleeping places: 87 beds" is Beds)', () => {
    const counts = (label: string, entities: number[], numbers: number[], noun?: string): EntryStats => ({
      ...stats(label, entities, numbers, null),
      values: numbers.map((n) => ({ iri: `urn:value:${label}:${n}`, label: noun ? `${n} ${noun}` : String(n), count: 1 })),
    });
    const huts = [
      counts('Beds', [1, 2, 3], [84, 87, 12]), counts('Sleeping places', [4, 5, 6], [32, 95, 55], 'beds'),
      counts('Built', [1, 2, 3], [1882, 1901, 1930]), counts('Year built', [4, 5, 6], [1890, 2001, 1925]),
      counts('Rooms', [7, 8, 9], [3, 4, 5], 'guests'),
    ];
    const clusters = alignEntries([...layouts, ...huts], { isUnit, meaning: null, overrides: NO_OVERRIDES });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Sleeping places')).toBe(of('Beds'));
    expect(of('Sleeping places').merges.find((m) => [m.a, m.b].includes('Sleeping places'))!.evidence.join(' ')).toMatch(/"Sleeping places" counts beds/);
    // what other values count is no word of theirs ("guests" is not beds)
    expect(of('Rooms')).not.toBe(of('Beds'));
  });

  it('keeps apart counts alike in meaning only unless their values are clearly alike ("Aircraft in fleet", "Passengers")', () => {
    // words near in meaning, the counts alike only in part (both small whole numbers)
    const near: Record<string, number> = { 'aircraft passenger': 0.7, 'fleet passenger': 0.65 };
    const meaning = (x: string, y: string) => (x === y ? 1 : near[[x, y].sort().join(' ')] ?? 0);
    const clusters = alignEntries([...layouts, stats('Aircraft in fleet', [1, 2, 3], [12, 30, 45], null), stats('Passengers', [10, 11, 12], [18, 55, 88], null)], { isUnit, meaning, overrides: NO_OVERRIDES });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Aircraft in fleet')).not.toBe(of('Passengers'));
    // the same counts clearly alike are one property written in other words
    const alike = alignEntries([...layouts, stats('Aircraft in fleet', [1, 2, 3], [12, 30, 45], null), stats('Passengers', [10, 11, 12], [13, 31, 50], null)], { isUnit, meaning, overrides: NO_OVERRIDES });
    const of2 = (l: string) => alike.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of2('Aircraft in fleet')).toBe(of2('Passengers'));
  });

  it('keeps apart yes/no labels alike in meaning only when their layouts differ', () => {
    const flag = (label: string, entities: number[]): EntryStats => ({ ...stats(label, entities, [], null), booleans: entities.length });
    // suppliers 1-3 and 4-6 in two layouts; invoices 7-9 elsewhere, with attributes of their own
    const extra = [stats('Amount', [7, 8, 9], [100, 200, 300], 'currency'), text('Status', [7, 8, 9], ['open', 'paid', 'open'])];
    const meaning = (x: string, y: string) => ((x === 'paid' && y === 'preferred') || (x === 'preferred' && y === 'paid') ? 0.6 : x === y ? 1 : 0);
    const clusters = alignEntries([...layouts, ...extra, flag('Preferred', [1, 2, 3]), flag('Paid', [7, 8, 9])], { isUnit, meaning, overrides: NO_OVERRIDES });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Paid')).not.toBe(of('Preferred'));
  });

  it('keeps apart yes/no labels that each have a word the other lacks ("Harmful to cats & dogs", "Safe for pets")', () => {
    const flag = (label: string, entities: number[]): EntryStats => ({ ...stats(label, entities, [], null), booleans: entities.length });
    // the objects alike in meaning, the predicates only faintly (words of one context, opposite senses)
    const near: Record<string, number> = { 'cat pet': 0.72, 'dog pet': 0.75, 'harmful safe': 0.37, 'harmful toxic': 0.68 };
    const meaning = (x: string, y: string) => (x === y ? 1 : near[[x, y].sort().join(' ')] ?? 0);
    const people = [...layouts, flag('Harmful to cats & dogs', [1, 2, 3]), flag('Safe for pets', [4, 5, 6]), flag('Toxic to pets', [7, 8, 9]), text('Office', [7, 8, 9], ['Berlin', 'Paris', 'Rome'])];
    const clusters = alignEntries(people, { isUnit, meaning, overrides: NO_OVERRIDES });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Harmful to cats & dogs')).not.toBe(of('Safe for pets'));
    // one label's words all matched in the other's is still one property
    expect(of('Harmful to cats & dogs')).toBe(of('Toxic to pets'));
  });

  it('keeps apart two labels naming different aspects of one quantity ("Maximum enrolment", "Current enrolment")', () => {
    // the aspect words alike in meaning (they share contexts), the rest of the labels one word
    const meaning = (x: string, y: string) => (x === y ? 1 : [x, y].sort().join(' ') === 'current maximum' ? 0.49 : 0);
    const courses = [...layouts, stats('Maximum enrolment', [1, 2, 3], [25, 40, 120], null), stats('Current enrolment', [4, 5, 6], [24, 38, 110], null), stats('Enrolment', [7, 8, 9], [20, 30, 100], null)];
    const of = (clusters: ReturnType<typeof alignEntries>, l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    const clusters = alignEntries(courses, { isUnit, meaning, overrides: NO_OVERRIDES });
    expect(of(clusters, 'Maximum enrolment')).not.toBe(of(clusters, 'Current enrolment'));
  });

  it('keeps apart labels naming different letters ("P index", "Potash (K) index", "Mg index"), and joins those naming one', () => {
    const isUnitMg = (w: string) => ['g', 'mg', 'kg', 'k', 'p', 'f'].includes(w.toLowerCase());
    // potash and phosphate are near in meaning (both fertilisers), as word vectors find
    const meaning = (x: string, y: string) => (x === y ? 1 : [x, y].sort().join(' ') === 'phosphat potash' || [x, y].sort().join(' ') === 'phosphate potash' ? 0.7 : 0);
    const fields = [
      ...layouts,
      stats('P index', [1, 2, 3], [2, 3, 1], null), stats('K index', [1, 2, 3], [1, 2, 2], null), stats('Mg index', [1, 2, 3], [2, 2, 3], null),
      stats('Potash (K) index', [4, 5, 6], [2, 1, 2], null), stats('Phosphate (P) index', [4, 5, 6], [3, 2, 2], null),
    ];
    const clusters = alignEntries(fields, { isUnit: isUnitMg, meaning, overrides: NO_OVERRIDES });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of("Potash (K) index")).toBe(of("K index"));
    expect(of('Phosphate (P) index')).toBe(of('P index'));
    expect(of('Potash (K) index')).not.toBe(of('P index'));
    expect(of('Mg index')).not.toBe(of('K index'));
    expect(of('Mg index')).not.toBe(of('P index'));
    // a unit's letter where the values measure something is its unit, never a word; a yes/no legend is no letter
    expect(labelLetters('Temperature (F)', isUnitMg, true)).toEqual([]);
    expect(labelLetters('Vitamin C', isUnitMg, true)).toEqual(['#c']);
    expect(labelLetters('Mg index', isUnitMg, false)).toEqual(['#mg']);
  });

  it('reads two labels sharing an aspect word by their other words ("Maximum enrolment", "Maximum participants")', () => {
    const meaning = (x: string, y: string) => (x === y ? 1 : [x, y].sort().join(' ') === 'enrolment participant' ? 0.3 : 0);
    const courses = [...layouts, stats('Maximum enrolment', [1, 2, 3], [25, 40, 120], null), stats('Maximum participants', [10, 11, 12], [24, 38, 110], null), stats('Max enrolment', [7, 8, 9], [20, 30, 100], null)];
    const of = (clusters: ReturnType<typeof alignEntries>, l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    const clusters = alignEntries(courses, { isUnit, meaning, overrides: NO_OVERRIDES });
    // "maximum" alone said they were one: what they are maxima of is not alike
    expect(of(clusters, 'Maximum enrolment')).not.toBe(of(clusters, 'Maximum participants'));
    // the same aspect and the same rest is one property, however the aspect is written
    expect(of(clusters, 'Maximum enrolment')).toBe(of(clusters, 'Max enrolment'));
  });

  it('keeps a generic label ("Date") from joining the wrong one of two labels a page writes side by side', () => {
    // four layouts of invoices: "Date" sits beside "Due", "Invoice date" beside "Due date" and "Payment due"
    // beside "Invoice date"; best first, "Date" joins "Due date", which then cannot take "Due"
    const y = [2024, 2024, 2024];
    const clusters = alignEntries([
      dates('Date', [1, 2, 3], y), dates('Due', [1, 2, 3, 10, 11, 12], [...y, ...y]),
      dates('Invoice date', [4, 5, 6, 7, 8, 9], [...y, ...y]), dates('Due date', [4, 5, 6], y), dates('Payment due', [7, 8, 9], y),
      dates('Updated', [13, 14, 15], y), stats('Total due', [1, 2, 3], [100, 200, 300], 'currency'), stats('Amount due', [4, 5, 6], [150, 250, 350], 'currency'),
      stats('Payment terms', [20, 21, 22], [30, 60, 90], 'time'), stats('Payment fee', [23, 24, 25], [3, 6, 9], 'currency'),
      ...['Colour', 'Size', 'Shape', 'Origin', 'Grade', 'Maker', 'Finish', 'Model', 'Series', 'Owner'].map((l, k) => stats(l, [30 + k], [k], null)),
    ], { isUnit, meaning: null, overrides: NO_OVERRIDES });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Due date')).toBe(of('Due'));
    expect(of('Payment due')).toBe(of('Due'));
    expect(of('Date')).toBe(of('Invoice date'));
    expect(of('Date')).not.toBe(of('Due'));
    // every merge of an attribute links two of its own labels
    for (const c of clusters) for (const m of c.merges) expect(c.entries.map((e) => e.stats.label)).toEqual(expect.arrayContaining([m.a, m.b]));
  });

  it("merges labels with no word in common that are each other's clear value match among their layouts' lengths, never across kinds of item", () => {
    // trails 31-33 in one export ("Length", "Total climb", "Top altitude"), 34-36 in another ("Distance", "Ascent",
    // "Highest point"); huts 41-43 state an "Altitude" of the highest point's scale; the layouts share regions
    const regions = ['Valais', 'Engadin', 'Dolomites'];
    const trails = [
      stats('Length', [31, 32, 33], [9500, 12300, 16400], 'length'), stats('Total climb', [31, 32, 33], [600, 1150, 1400], 'length'),
      stats('Top altitude', [31, 32, 33], [2400, 2900, 3100], 'length'), text('Area', [31, 32, 33], regions),
      stats('Distance', [34, 35, 36], [7400, 13300, 18800], 'length'), stats('Ascent', [34, 35, 36], [550, 1000, 1500], 'length'),
      stats('Highest point', [34, 35, 36], [2300, 2750, 3050], 'length'), text('Region', [34, 35, 36], regions),
    ];
    const huts = [stats('Altitude', [41, 42, 43], [2200, 2600, 3000], 'length'), stats('Beds', [41, 42, 43], [40, 60, 90], null)];
    // the trails' Start names the huts
    const start = text('Start', [34, 35, 36], ['Col Hut', 'Mere Bothy', 'Scree Refuge']);
    const named = (e: EntryStats) => new Set(e === start ? [41, 42, 43] : []);
    const clusters = alignEntries([...trails, start, ...huts], { isUnit, meaning: null, overrides: NO_OVERRIDES, namedEntities: named });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Distance')).toBe(of('Length'));
    expect(of('Distance').merges[0]!.evidence.join(' ')).toMatch(/closest values/);
    expect(of('Ascent')).toBe(of('Total climb'));
    expect(of('Highest point')).toBe(of('Top altitude'));
    expect(of('Ascent')).not.toBe(of('Length'));
    // a hut's altitude is another kind of item's attribute, however alike its values
    expect(of('Altitude')).not.toBe(of('Highest point'));
    // values on one scale have no clear match: weights of nutrients in two layouts stay apart without alike words
    const food = alignEntries([
      stats('Fat', [51, 52, 53], [10, 14, 20], 'mass'), stats('Sugar', [51, 52, 53], [9, 15, 21], 'mass'),
      stats('Lipids', [54, 55, 56], [11, 14, 19], 'mass'), stats('Sucrose', [54, 55, 56], [10, 16, 20], 'mass'),
    ], { isUnit, meaning: null, overrides: NO_OVERRIDES });
    const f = (l: string) => food.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(f('Lipids')).not.toBe(f('Fat'));
    expect(f('Lipids')).not.toBe(f('Sugar'));
  });

  it('merges a label with its initials ("FSH", "Full service history"), never two a page writes side by side', () => {
    const flag = (label: string, entities: number[]): EntryStats => ({ ...stats(label, entities, [], null), booleans: entities.length });
    const run = (fsh: number[]) => {
      const clusters = alignEntries([...layouts, flag('Full service history', [1, 2, 3]), flag('FSH', fsh)], { isUnit, meaning: null, overrides: NO_OVERRIDES });
      return (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    };
    const of = run([4, 5, 6]);
    expect(of('FSH')).toBe(of('Full service history'));
    expect(of('FSH').merges.find((m) => [m.a, m.b].includes('FSH'))!.evidence.join(' ')).toMatch(/initials/);
    const beside = run([1, 2, 3]);
    expect(beside('FSH')).not.toBe(beside('Full service history'));
    expect(isAcronymOf('DOB', 'Date of birth')).toBe(true);
    expect(isAcronymOf('No', 'Net order')).toBe(false);
    expect(isAcronymOf('Size', 'Shelf in zone E')).toBe(false);
  });

  it('reads a numeronym as the word it counts the letters of ("K8s version", "Kubernetes version")', () => {
    const version = (label: string, entities: number[]) => text(label, entities, ['1.28', '1.29', '1.30'].slice(0, entities.length));
    const clusters = alignEntries([...layouts, version('Kubernetes version', [1, 2, 3]), version('K8s version', [4, 5, 6]), version('Keys version', [7, 8, 9])], { isUnit, meaning: null, overrides: NO_OVERRIDES });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('K8s version').merges.find((m) => [m.a, m.b].includes('K8s version') && [m.a, m.b].includes('Kubernetes version'))?.evidence.join(' ')).toMatch(/"k8s" ~ "kubernet\w*" \(abbreviation\)|"kubernet\w*" ~ "k8s" \(abbreviation\)/);
    expect(matchTokens('k8s', 'key', null).score).toBe(0);
    expect(matchTokens('i18n', 'internationalization', null).how).toBe('abbreviation');
  });

  it('reads override lines and reports the bad ones', () => {
    const o = parseSchemaOverrides('merge\tA\tB\napart\tC\tD\nalone\tE\nmerge\tonly-one\nfrobnicate\tX\tY\n');
    expect(o.merge).toEqual([['A', 'B']]);
    expect(o.never).toEqual([['C', 'D']]);
    expect(o.keepApart).toEqual(['E']);
    expect(o.problems.map((p) => p.line)).toEqual([4, 5]);
  });
});

describe('label words of other languages', () => {
  it('reads a word with an umlaut also as written without one ("Komplexitaet" is "Komplexität")', async () => {
    const { parseLabelWords } = await import('../../electron/engine/skg/schema/label-words.ts');
    const words = new Map<string, string>();
    parseLabelWords('komplexität\tcomplexity\nhöhe\theight\ngröße\tsize\n', words);
    expect(words.get('komplexitaet')).toBe('complexity');
    expect(words.get('hoehe')).toBe('height');
    expect(words.get('groesse')).toBe('size');
    expect(words.get('komplexitat')).toBe('complexity');
  });
});
