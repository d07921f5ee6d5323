// Numbers in each page's own convention (skg/values/number-style.ts): a dot followed by three digits groups
// thousands where the column, the document or the folder says so, a space-grouped number is one number, and a
// number nothing decides is read as written with a recorded doubt. Fixture: tests/fixtures/domains/bikes/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';
import { decideColonOrder, decideDateOrder, decideDots, hasAmbiguousColon, hasAmbiguousDate, noEvidence, readingFor, sizeReading, valueEvidence } from '../../electron/engine/skg/values/number-style.ts';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { loadValueContext } from '../../electron/engine/skg/values/value-context.ts';
import { tempDir } from '../helpers/tmp.ts';

const BIKES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/domains/bikes');
const ctx = loadValueContext();

describe('evidence of a number convention', () => {
  it('counts numbers that read only one way, and money with three digits after a dot as grouped', () => {
    expect(valueEvidence('4.790,00', ctx.units)).toMatchObject({ group: 1, decimal: 0 });
    expect(valueEvidence('1,6', ctx.units)).toMatchObject({ group: 1, decimal: 0 });
    expect(valueEvidence('1,234.50', ctx.units)).toMatchObject({ group: 0, decimal: 1 });
    expect(valueEvidence('1.5-litre', ctx.units)).toMatchObject({ group: 0, decimal: 1 });
    expect(valueEvidence('EUR 12.790', ctx.units)).toMatchObject({ group: 1, ambiguous: 0 });
    expect(valueEvidence('14.076 km', ctx.units)).toMatchObject({ group: 0, decimal: 0, ambiguous: 1 });
    // versions, dates and codes are no evidence
    expect(valueEvidence('7.1.1', ctx.units)).toMatchObject({ group: 0, decimal: 0, ambiguous: 0 });
    expect(valueEvidence('22.08.2022', ctx.units)).toMatchObject({ group: 0, decimal: 0, ambiguous: 0 });
    expect(valueEvidence('v2.0', ctx.units)).toMatchObject({ group: 0, decimal: 0, ambiguous: 0 });
  });

  it('decides by the nearest scope that points one way, else leaves a doubt', () => {
    const e = (group: number, decimal: number, ambiguous = 0) => ({ ...noEvidence(), group, decimal, ambiguous });
    expect(decideDots({ column: e(1, 0), document: e(0, 3) }).decision).toBe('group');
    expect(decideDots({ column: e(0, 0, 1), document: e(0, 2) }).decision).toBe('decimal');
    expect(decideDots({ column: e(0, 0, 1), folderColumn: e(0, 1), document: e(2, 0) }).decision).toBe('decimal');
    // a column that never writes a decimal, of a writer that groups elsewhere
    expect(decideDots({ column: e(0, 0, 1), folderColumn: e(0, 0, 2), document: e(1, 1), folder: e(3, 3) }).decision).toBe('group');
    expect(decideDots({ column: e(0, 0, 1), document: noEvidence(), folder: e(0, 0, 4) }).decision).toBe('doubt');
  });

  it('reads a dot group and a space-grouped number when told to', () => {
    expect(parseValue('14.076 km', {}, ctx).primary?.canonical?.value).toBe(14.076 * 1000);
    expect(parseValue('14.076 km', { numbers: readingFor('14.076 km', 'group') }, ctx).primary?.canonical?.value).toBe(14_076_000);
    expect(parseValue('77 250 km', { numbers: readingFor('77 250 km', null) }, ctx).primary?.value).toBe(77250);
    expect(parseValue('14 990 €', { numbers: readingFor('14 990 €', null) }, ctx).primary?.value).toBe(14990);
    // two numbers with other text between stay two
    expect(readingFor('2 x 300 mm', null).spaceGroups).toBeUndefined();
  });
});

describe('a doubtful dot weighed by its column', () => {
  it('takes the reading whose size lies among the other values, if the other is ten times further off', () => {
    const logs = (...xs: number[]) => xs.map(Math.log10);
    expect(sizeReading('5.600', logs(7500, 12000, 2500))).toBe('group');
    expect(sizeReading('1.500 L', logs(1.2, 2, 1.6))).toBe('decimal');
    expect(sizeReading('5.600', logs(7500))).toBeNull(); // one other value is not enough
    expect(sizeReading('5.600', logs(40, 200))).toBeNull(); // neither reading stands out
  });

  it('reads a page that says nothing of its convention by its folder\'s values', async () => {
    const dir = tempDir();
    const grounds = path.join(dir, 'grounds');
    fs.mkdirSync(grounds);
    fs.writeFileSync(path.join(grounds, 'a.md'), '# Mardyke Park\n\n- Capacity: 7,500\n- Built: 1931\n');
    fs.writeFileSync(path.join(grounds, 'b.md'), '# Ferriby Road\n\n- Capacity: 12,000\n- Built: 1950\n');
    fs.writeFileSync(path.join(grounds, 'c.md'), '# Het Lage Land\n\n- Capacity: 5.600\n- Built: 1968\n');
    const lib = openLibrary(path.join(tempDir(), 'grounds.quarry'));
    try {
      await indexFolders(lib, [dir], { derivers: defaultDerivers() });
      const rdf = await libraryRdf(lib);
      const rows = (await rdf.sparql(`${SPARQL_PREFIXES}
        SELECT ?v WHERE { ?e q:hasName "Het Lage Land" . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label "Capacity" . ?s q:hasNumericValue ?v }`)).rows;
      expect(rows.map((r) => Number(r.v!.value))).toEqual([5600]);
    } finally {
      lib.close();
    }
  }, 180_000);
});

describe('a comma that could group or be decimal', () => {
  it('is a decimal comma where its column writes decimal commas, and groups elsewhere', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'bestand.csv'), 'bezeichnung;dichte;preis\nEthanol;0,789;12,50\nKaliumdichromat;2,676;91,75\nGlycerin;1,26;14,00\n');
    fs.writeFileSync(path.join(dir, 'towns.md'), '# Ashby\n\n- Population: 2,676\n- Area: 12.5 km²\n');
    const lib = openLibrary(path.join(tempDir(), 'commas.quarry'));
    try {
      await indexFolders(lib, [dir], { derivers: defaultDerivers() });
      const rdf = await libraryRdf(lib);
      const value = async (name: string, label: string) => (await rdf.sparql(`${SPARQL_PREFIXES}
        SELECT ?v WHERE { ?e q:hasName "${name}" . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label "${label}" . ?s q:hasNumericValue ?v }`)).rows.map((r) => Number(r.v!.value));
      expect(await value('Kaliumdichromat', 'Dichte')).toEqual([2.676]);
      expect(await value('Ashby', 'Population')).toEqual([2676]);
    } finally {
      lib.close();
    }
  }, 180_000);
});

describe('numeric dates whose day and month could be either', () => {
  it('counts what a value shows of its writer\'s order', () => {
    expect(valueEvidence('26/11/1992', ctx.units)).toMatchObject({ dmy: 1, mdy: 0 });
    expect(valueEvidence('06/30/2027', ctx.units)).toMatchObject({ dmy: 0, mdy: 1 });
    expect(valueEvidence('26-11-1992', ctx.units)).toMatchObject({ dmy: 1, mdy: 0 });
    expect(valueEvidence('12/11/2006', ctx.units)).toMatchObject({ dmy: 0, mdy: 0 });
    expect(hasAmbiguousDate('12/11/2006')).toBe(true);
    expect(hasAmbiguousDate('11/11/2006')).toBe(false); // equal sides read one way
    expect(hasAmbiguousDate('26/11/1992')).toBe(false);
  });

  it('decides by the nearest scope that shows one order, else nothing', () => {
    const e = (dmy: number, mdy: number) => ({ ...noEvidence(), dmy, mdy });
    expect(decideDateOrder({ column: e(0, 0), document: e(0, 1) }).order).toBe('mdy');
    expect(decideDateOrder({ column: e(1, 0), document: e(0, 3) }).order).toBe('dmy');
    expect(decideDateOrder({ column: e(0, 0), folderColumn: e(2, 0), document: e(0, 0), folder: e(2, 2) }).order).toBe('dmy');
    expect(decideDateOrder({ column: e(0, 0), folderColumn: e(1, 1), document: e(0, 0), folder: e(3, 3) }).order).toBeNull();
  });

  it('reads such a date only in a given order', () => {
    const day = (raw: string, dateOrder?: 'dmy' | 'mdy') => {
      const d = parseValue(raw, { entry: 'Born', ...(dateOrder ? { dateOrder } : {}) }, ctx).date;
      return d ? [d.year, d.month, d.day] : null;
    };
    expect(day('12/11/2006')).toEqual([2006, undefined, undefined]); // only its year is sure
    expect(day('12/11/2006', 'dmy')).toEqual([2006, 11, 12]);
    expect(day('12/11/2006', 'mdy')).toEqual([2006, 12, 11]);
    expect(day('26-11-1992')).toEqual([1992, 11, 26]); // dashes as slashes
    expect(day('11/18/2005', 'dmy')).toEqual([2005, 11, 18]); // an unambiguous date keeps its own order
  });
});

describe('a folder of pages in their own conventions', () => {
  let lib: Library;
  const number = async (name: string, label: string) => {
    const rdf = await libraryRdf(lib);
    const rows = (await rdf.sparql(`${SPARQL_PREFIXES}
      SELECT ?v ?d WHERE { ?e q:hasName ?n . FILTER(STR(?n) = "${name}") ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label ?l . FILTER(LCASE(STR(?l)) = "${label}")
        ?s q:hasNumericValue ?v . OPTIONAL { ?s q:doubt ?d } }`)).rows;
    return { value: rows.length ? Number(rows[0]!.v!.value) : undefined, doubt: rows[0]?.d?.value };
  };
  beforeAll(async () => {
    lib = openLibrary(path.join(tempDir(), 'bikes.quarry'));
    await indexFolders(lib, [BIKES], { derivers: defaultDerivers() });
  }, 180_000);
  afterAll(() => lib?.close());

  it('groups by the page, its column and its folder', async () => {
    expect((await number('Trekking One', 'price')).value).toBe(1290); // money: at most two decimals
    expect((await number('City Two', 'mileage')).value).toBe(3_120_000); // its page writes "1.190,00", "9,5"
    // its page also writes "1.5 m": the mileage column of the folder never writes a decimal, and the page groups
    expect((await number('Trekking One', 'mileage')).value).toBe(14_076_000);
    expect((await number('Gravel Three', 'mileage')).value).toBe(12_400_000);
    expect((await number('Cargo Four', 'mileage')).value).toBe(7_250_000); // a file writing "18.295,00", "1,6"
    expect((await number('Cargo Four', 'price')).value).toBe(18295);
    expect((await number('Cargo Four', 'motor')).value).toBe(1600);
  });

  it('keeps a decimal point where the page writes decimals, and a doubt where nothing decides', async () => {
    expect((await number('Road Six', 'mileage')).value).toBe(14_076);
    const lat = await number('Survey North', 'latitude');
    expect(lat.value).toBe(51.507);
    expect(lat.doubt).toMatch(/decimal point/);
  });
});

describe('dates read in their writer\'s order', () => {
  it('reads an ambiguous date by its page, else by its column in the folder', async () => {
    const dir = tempDir();
    const people = path.join(dir, 'people');
    fs.mkdirSync(people);
    fs.writeFileSync(path.join(people, 'reyes.md'), '# Jordan Reyes\n\n- Born: 11/12/1996\n- Contract expires: 06/30/2027\n');
    fs.writeFileSync(path.join(people, 'brandt.md'), '# Lukas Brandt\n\n- Born: 26/11/1992\n- Contract expires: 2027\n');
    fs.writeFileSync(path.join(people, 'best.md'), '# Kyle Best\n\n- Born: 12/11/2006\n- Contract expires: 2028\n');
    const lib = openLibrary(path.join(tempDir(), 'dates.quarry'));
    try {
      await indexFolders(lib, [dir], { derivers: defaultDerivers() });
      const rdf = await libraryRdf(lib);
      const day = async (name: string) => (await rdf.sparql(`${SPARQL_PREFIXES}
        SELECT ?d WHERE { ?e q:hasName "${name}" . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label "Born" . ?s q:hasDay ?d }`)).rows.map((r) => Number(r.d!.value));
      expect(await day('Jordan Reyes')).toEqual([19961112]); // its page writes month first
      expect(await day('Lukas Brandt')).toEqual([19921126]);
      expect(await day('Kyle Best')).toEqual([20061112]); // the folder's other "Born" dates are day first
    } finally {
      lib.close();
    }
  }, 180_000);
});

describe('a page read again when its folder decides', () => {
  it('regroups a page indexed before the pages that decide its numbers', async () => {
    const dir = tempDir();
    const shop = path.join(dir, 'shop');
    fs.mkdirSync(shop);
    fs.writeFileSync(path.join(shop, 'a.md'), '# Alpha\n\n- Mileage: 14.076 km\n- Weight: 9.5 kg\n- Price: 1.290 €\n');
    const lib = openLibrary(path.join(tempDir(), 'later.quarry'));
    try {
      await indexFolders(lib, [dir], { derivers: defaultDerivers() });
      const rdf = await libraryRdf(lib);
      const mileage = async () => Number((await rdf.sparql(`${SPARQL_PREFIXES}
        SELECT ?v WHERE { ?e q:hasName "Alpha" . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label "Mileage" . ?s q:hasNumericValue ?v }`)).rows[0]!.v!.value);
      expect(await mileage()).toBe(14_076);
      fs.writeFileSync(path.join(shop, 'b.md'), '# Beta\n\n- Mileage: 3.120 km\n- Price: 990 €\n');
      fs.writeFileSync(path.join(shop, 'c.md'), '# Gamma\n\n- Mileage: 120.500 km\n- Price: 2.100 €\n');
      await indexFolders(lib, [dir], { derivers: defaultDerivers() });
      expect(await mileage()).toBe(14_076_000);
    } finally {
      lib.close();
    }
  }, 180_000);
});

describe('colon lengths of time (decideColonOrder)', () => {
  const ev = (values: string[]) => values.map((v) => valueEvidence(v, ctx.units)).reduce((a, e) => ({ ...a, ms: a.ms + e.ms, hm: a.hm + e.hm }), noEvidence());
  it('reads a column as minutes and seconds only on a value that cannot be hours and minutes', () => {
    expect(decideColonOrder({ column: ev(['3:45', '62:30']) }).order).toBe('ms');
    expect(decideColonOrder({ column: ev(['3:45', '5:30 min']) }).order).toBe('ms');
    expect(decideColonOrder({ column: ev(['3:45', '1:02:10']) }).order).toBe('ms');
    expect(decideColonOrder({ column: ev(['2:35', '1:20 h']) }).order).toBe('hm');
    expect(decideColonOrder({ column: ev(['2:35', '1:50']) }).order).toBeNull();
    // the same column in the folder's other files decides where the file's own values say nothing
    expect(decideColonOrder({ column: ev(['4:20']), folderColumn: ev(['62:30']) })).toEqual({ order: 'ms', usedFolder: true });
    // evidence both ways decides nothing
    expect(decideColonOrder({ column: ev(['62:30', '1:20 h']) }).order).toBeNull();
    expect(hasAmbiguousColon('3:45')).toBe(true);
    expect(hasAmbiguousColon('55:08')).toBe(false);
  });
});
