import { describe, expect, it } from 'vitest';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { guessDelimiter } from '../../electron/engine/ingest/formats/delimited.ts';
import { expectRangesHold, parseFixture, record, rowsOf } from './helpers.ts';

describe('CSV, TSV and JSON', () => {
  it('turns CSV rows into csv-row records: semicolon delimiter, brand + device subject, category column', async () => {
    const doc = await parseFixture('catalogue.csv');
    expectRangesHold(doc);
    expect(doc.format).toBe('csv');
    expect(doc.title).toBe('catalogue');
    expect(doc.records.map((r) => r.subject)).toEqual(['Quarry P1', 'Quarry P2', 'Quarry T1']);
    const t1 = record(doc, 'Quarry T1')!;
    expect(t1.kind).toBe('csv-row');
    expect(rowsOf(t1)).toEqual(['- / Brand = Quarry', '- / Category = Tablet', '- / Price = 300 EUR']);
    expect(t1.categoryHints).toEqual(['Tablet']);
    expect(doc.text.slice(t1.rows[2].start, t1.rows[2].end)).toBe('300 EUR');
    expect(doc.text.split('\n')[3]).toBe('Quarry | T1 | Tablet | 300 EUR');
  });

  it('reads TSV with the Model column as subject', async () => {
    const doc = await parseFixture('prices.tsv');
    expectRangesHold(doc);
    expect(rowsOf(record(doc, 'Quarry P2'))).toEqual(['- / RAM = 8 GB', '- / Storage = 128 GB']);
  });

  it('picks the first mostly-unique text column when no column is name-like', async () => {
    const csv = 'Price,Handset code,Year\n10,Alpha one,2020\n20,Beta two,2020\n30,Gamma three,2021\n';
    const doc = await parseFile('codes.csv', Buffer.from(csv));
    expect(doc.records.map((r) => r.subject)).toEqual(['Alpha one', 'Beta two', 'Gamma three']);
    expect(rowsOf(doc.records[0])).toEqual(['- / Price = 10', '- / Year = 2020']);
  });

  it('turns a JSON array of objects into records, flattening nested objects into sections', async () => {
    const doc = await parseFixture('devices.json');
    expectRangesHold(doc);
    expect(doc.title).toBe('devices');
    const p1 = record(doc, 'Quarry P1')!;
    expect(p1.kind).toBe('json');
    expect(rowsOf(p1)).toEqual([
      '- / name = Quarry P1',
      '- / type = phone',
      '- / colours = black, white',
      'specs / battery = 4000 mAh',
      'specs / weight = 170 g',
    ]);
    expect(p1.categoryHints).toEqual(['phone']);
    expect(doc.text.slice(p1.rows[3].start, p1.rows[3].end)).toBe('battery: 4000 mAh');
  });

  it('reads a nested JSON object: own fields describe the file, nested arrays are record collections', async () => {
    const doc = await parseFixture('catalogue.json');
    expectRangesHold(doc);
    const page = doc.records.find((r) => r.kind === 'page');
    expect(page?.subject).toBe('catalogue');
    expect(rowsOf(page)).toEqual(['- / shop = Quarry Store', '- / updated = 2024-05-01', 'address / city = Leeds', 'address / country = UK']);
    expect(rowsOf(record(doc, 'Quarry W3'))).toEqual(['- / brand = Quarry', '- / model = W3', '- / price = 120']);
    // a record's array of named things states them under its key, besides their own records
    expect(rowsOf(record(doc, 'Quarry S5'))).toContain('- / accessories = S5 Strap');
    // and each of them is the record's: filed under it by what the record is (a product)
    expect(rowsOf(record(doc, 'S5 Strap'))).toEqual(['- / product = Quarry S5', '- / name = S5 Strap', '- / price = 10']);
  });

  it("states a nested record's named parts under its key: a dish's ingredients with quantities are its Ingredients", async () => {
    const json = JSON.stringify({ cookbook: { sections: [{ title: 'Moroccan', dishes: [
      { dish: 'Fish tagine', cuisine: 'Moroccan', ingredients: [{ name: 'onion', quantity: '300 g' }, { name: 'garlic', quantity: '250 g' }] },
      { dish: 'Harira', cuisine: 'Moroccan', ingredients: [{ name: 'lentils', quantity: '200 g' }, { name: 'celery', quantity: '1 stick' }] },
    ] }] } });
    const doc = await parseFile('cookbook.json', Buffer.from(json));
    expectRangesHold(doc);
    expect(rowsOf(record(doc, 'Fish tagine'))).toContain('- / ingredients = onion; garlic');
    expect(rowsOf(record(doc, 'Harira'))).toContain('- / ingredients = lentils; celery');
    // a group holding only its name and its members files them: no list of dishes stated of "Moroccan"
    expect(rowsOf(record(doc, 'Moroccan')).some((r) => r.includes('dishes'))).toBe(false);
    // the parts keep records of their own, with their quantities
    expect(rowsOf(record(doc, 'garlic'))).toContain('- / quantity = 250 g');
  });

  it('reports malformed JSON as FILE_CORRUPT', async () => {
    const err = await parseFile('bad.json', Buffer.from('{"a": [1, 2')).catch((e: unknown) => e);
    expect(isQuarryError(err, 'FILE_CORRUPT')).toBe(true);
  });

  it('reads a small two-column CSV as a table with a header, one record per row, unless its header says key and value', async () => {
    const doc = await parseFile('brands.csv', Buffer.from('brand,founded\nToyota,1937\nKia,1944\n'));
    expect(doc.records.map((r) => r.subject)).toEqual(['Toyota', 'Kia']);
    expect(doc.records[0].rows.map((r) => [r.key, r.value])).toEqual([['founded', '1937']]);
    const kv = await parseFile('settings.csv', Buffer.from('field,value\nColour,Red\nSize,XL\n'));
    expect(kv.records).toHaveLength(1);
    expect(kv.records[0].rows.map((r) => r.key)).toEqual(['Colour', 'Size']);
  });

  it('splits a huge table between rows and keeps every row as a record', async () => {
    const csv = `name,value\n${Array.from({ length: 2000 }, (_, i) => `item ${i},${i * 3}`).join('\n')}\n`;
    const doc = await parseFile('big.csv', Buffer.from(csv), { maxBlockChars: 1000 });
    expectRangesHold(doc);
    expect(doc.blocks.length).toBeGreaterThan(10);
    for (const b of doc.blocks) {
      expect(b.text.length).toBeLessThanOrEqual(1000);
      expect(b.kind).toBe('table');
    }
    // A 2-column name/value CSV describes the file itself: one page record with every row.
    expect(doc.records).toHaveLength(1);
    expect(doc.records[0].rows).toHaveLength(2000);
    const last = doc.records[0].rows[1999];
    expect(doc.text.slice(last.start, last.end)).toBe('item 1999 | 5997');
    expect(doc.blocks[last.blockOrder].text.endsWith('item 1999 | 5997')).toBe(true);
  });
  it('keeps a preamble above the header (comment lines, a title line) as text, not as the header or a row', async () => {
    const tsv =
      '# Sex: MN male neutered, FS female spayed\n' +
      'Patient\tSpecies\tWeight\n' +
      'Pumpkin\tCat\t10.3 lb\n' +
      'Basil\tDog\t32 lb 15 oz\n';
    const doc = await parseFile('census.tsv', Buffer.from(tsv));
    expectRangesHold(doc);
    expect(doc.records.map((r) => r.subject)).toEqual(['Pumpkin', 'Basil']);
    expect(rowsOf(record(doc, 'Basil'))).toEqual(['- / Species = Dog', '- / Weight = 32 lb 15 oz']);
    expect(doc.text).toContain('Sex: MN male neutered, FS female spayed');
    const titled = await parseFile('list.csv', Buffer.from('Clinic patient list\nName,Species,Age\nOtis,Dog,4\nBo,Cat,2\n'));
    expect(titled.records.map((r) => r.subject)).toEqual(['Otis', 'Bo']);
    expect(rowsOf(record(titled, 'Bo'))).toEqual(['- / Species = Cat', '- / Age = 2']);
  });
  it('keeps a preamble line split by the delimiter into a few fields above a wider header as text', async () => {
    const csv =
      'PortSys 4.2 - Movements export\nHarbour: STRATHBEG\nDecimal separator: comma; times local\n\n' +
      'CALL_REF;VESSEL;BERTH;AGENT;QTY_T;PILOT\n' +
      'SBH-25-0126;SOLVIK;SQ-2;NORDSJO;2590,0;COWIE F\n' +
      'SBH-25-0129;BALTIC TERN;SQ-1;SEAWAYS;3140,0;COWIE F\n' +
      'SBH-25-0131;NORTH PROMISE;SQ-2;NSSA;720,0;MAIR J\n';
    const doc = await parseFile('portsys-movements.csv', Buffer.from(csv));
    expectRangesHold(doc);
    const rows = doc.records.filter((r) => r.kind === 'csv-row');
    expect(rows.map((r) => r.subject)).toEqual(['SOLVIK', 'BALTIC TERN', 'NORTH PROMISE']);
    expect(rowsOf(rows[1]!)).toContain('- / BERTH = SQ-1');
    expect(doc.text).toContain('Decimal separator: comma; times local');
  });
  it('splits by the delimiter that splits most lines alike, the widest where two split as many (decimal commas)', async () => {
    const csv =
      'LeisureHub Pro - Bookings export\nSite(s): ALL;Period: 01/03/2025-31/03/2025;Type: Block hire\n\n' +
      'Ref;Date;Site;Facility;Start;End;Hirer;Hours;Amount (GBP);Status\n' +
      'BK-25-0412;04/03/2025;SVN;Main pool;19:00;21:00;Bridgnorth Otters;2,00;186,00;Invoiced\n' +
      'BK-25-0418;06/03/2025;HPK;Squash court 2;19:30;20:15;Telford Squash Ladder;0,75;8,40;Paid\n' +
      'BK-25-0429;13/03/2025;SVN;Sports hall;18:30;21:00;Bridgnorth Netball Club;2,50;120,00;Paid\n';
    const doc = await parseFile('bookings-export.csv', Buffer.from(csv));
    expectRangesHold(doc);
    const rows = doc.records.filter((r) => r.kind === 'csv-row');
    expect(rows.map((r) => r.subject)).toEqual(['BK-25-0412', 'BK-25-0418', 'BK-25-0429']);
    expect(rowsOf(rows[2]!)).toContain('- / Hours = 2,50');
    // the guess reads a bounded head (64 KB): a first line longer than that is guessed on what of it is read
    expect(guessDelimiter(`Note;${'x'.repeat(100_000)}\n` + 'Ref;Hours;Amount\nBK-1;2,00;186,00\n'.repeat(3))).toBe(';');
    expect(guessDelimiter('Ref;Hours;Amount\n' + 'BK-1;2,00;186,00\n'.repeat(5000))).toBe(';');
    // a comma file whose text column holds semicolons stays split by commas
    const tags = await parseFile('tags.csv', Buffer.from('Name,Tags,Rating\nAlder,wet;shade;native,4\nBirch,sun;native,5\nCedar,sun,3\n'));
    expect(rowsOf(record(tags, 'Alder'))).toContain('- / Tags = wet;shade;native');
  });
  it('names rows by a column headed as their name with a qualifier in brackets', async () => {
    const csv = 'Ref,Register,Name (standardised),Father\nGRI/B/1787/25,Grisedale,Agnes Calvert,James Calvert\nGRI/B/1791/27,Grisedale,Joseph Calvert,James Calvert\nKEL/B/1793/36,Kelderby,Margaret Hird,Ralph Hird\n';
    const doc = await parseFile('baptisms.csv', Buffer.from(csv));
    expect(doc.records.map((r) => r.subject)).toEqual(['Agnes Calvert', 'Joseph Calvert', 'Margaret Hird']);
    expect(rowsOf(record(doc, 'Joseph Calvert'))).toContain('- / Ref = GRI/B/1791/27');
  });
  it('names rows by a first column of codes where the first text column is not beside it', async () => {
    const tms = 'Reference,Booked,Depot,Destination,Weight\nSHP-24-0486,25/06/2024,DAV,Inverness,"11,400 kg"\nSHP-24-0495,19/06/2024,DAV,Birmingham,"1,600 kg"\nSHP-24-0499,20/06/2024,DAV,Glasgow,"4,400 kg"\n';
    const doc = await parseFile('tms-export.csv', Buffer.from(tms));
    expect(doc.records.map((r) => r.subject)).toEqual(['SHP-24-0486', 'SHP-24-0495', 'SHP-24-0499']);
    expect(rowsOf(record(doc, 'SHP-24-0495'))).toContain('- / Destination = Birmingham');
    // (a key's neighbour names the rows: the code is theirs)
    const foods = await parseFile('foods.csv', Buffer.from('Code,Food,Energy (kJ)\nP001,Allathi,406\nP002,Anchovy,380\nP003,Bombay duck,290\n'));
    expect(foods.records.map((r) => r.subject)).toEqual(['Allathi', 'Anchovy', 'Bombay duck']);
  });
  it("reads a preamble of a title line and 'Key: value' lines as the file's own record", async () => {
    const csv = '# Round the Island Race 2025\n# Date: 2025-06-21\n# Course distance: 50 nm\n# Overall winner: GBR 6786\nPlace,Sail No,Elapsed\n1,GBR 6786,7:22:27\n2,GBR 5904,8:13:42\n3,GBR 3604,7:32:12\n';
    const doc = await parseFile('round-the-island-2025.csv', Buffer.from(csv));
    expectRangesHold(doc);
    const page = doc.records.find((r) => r.kind === 'page')!;
    expect(page.subject).toBe('Round the Island Race 2025');
    expect(rowsOf(page)).toEqual(['- / Date = 2025-06-21', '- / Course distance = 50 nm', '- / Overall winner = GBR 6786']);
    expect(doc.records.filter((r) => r.kind === 'csv-row').map((r) => r.subject)).toEqual(['GBR 6786', 'GBR 5904', 'GBR 3604']);
  });
});
