// Items named by their codes: a regatta's results name some boats by sail number only ("GBR 2345"), and its winner
// by sail number. A label whose values are codes, one per item, names those items: the winner links to the boat,
// the row named "GBR 2345" is that boat (its points are the boat's, and it is no boat of its own to count), and the
// results folder, whose tables list boats that have pages elsewhere, files no kind of item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { isCode } from '../../electron/engine/skg/schema/code-names.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const boat = (name: string, sail: string, loa: number, berths: number): [string, string] =>
    [`boats/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Sail number: ${sail}\n- LOA: ${loa} m\n- Berths: ${berths}\n- Hull: GRP\n`];
  lib = await indexedLibrary({
    ...Object.fromEntries([boat('Kestrel', 'GBR 1234', 9.5, 4), boat('Merlin', 'GBR 2345', 10.2, 6), boat('Puffin', 'GBR 3456', 7.1, 2), boat('Nimbus', 'GBR 4567', 11.8, 8)]),
    'results/spring-cup-2025.md': [
      '# Spring Cup 2025', '', '- Venue: Hamble', '- Races: 3', '- Winner: GBR 2345', '',
      '| Place | Boat | Points |', '| --- | --- | --- |', '| 1 | GBR 2345 | 4 |', '| 2 | Kestrel | 7 |', '| 3 | GBR 3456 | 9 |', '| 4 | Nimbus | 12 |', '',
    ].join('\n'),
    'results/autumn-cup-2025.md': [
      '# Autumn Cup 2025', '', '- Venue: Cowes', '- Races: 2', '- Winner: Kestrel', '',
      '| Place | Boat | Points |', '| --- | --- | --- |', '| 1 | Kestrel | 2 |', '| 2 | Nimbus | 5 |', '| 3 | GBR 3456 | 6 |', '',
    ].join('\n'),
  }, 'club.quarry');
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('codes name their items', () => {
  it('tells a code from a word', () => {
    for (const c of ['OSL', 'GBR 5385', 'L2015.3', 'RMAG 1965.7']) expect(isCode(c), c).toBe(true);
    for (const w of ['Oslo', 'Kestrel', 'n/a', 'GRP boat', '7', '10:25:41', '1:45', 'USD', 'EUR', '5.5-1', '2.34-0.1']) expect(isCode(w), w).toBe(false);
  });
  it("links a regatta's winner stated by sail number to the boat", async () => {
    const schema = await getSchema(lib);
    const winner = schema.values.find((v) => v.label === 'GBR 2345' && schema.attributes.find((a) => a.id === v.attribute)?.label === 'Winner');
    expect(schema.entities.find((e) => e.iri === winner?.entity)?.name).toBe('Merlin');
  });
  it('reads a results row named by a sail number as that boat, never a boat of its own', async () => {
    const schema = await getSchema(lib);
    const alias = schema.entities.find((e) => e.name === 'GBR 3456');
    expect(schema.entities.find((e) => e.iri === alias?.sameAs)?.name).toBe('Puffin');
    expect(await names('Which boats have more than 8 points?')).toEqual(['Nimbus', 'Puffin']);
    expect((await answerQuestion(lib, 'How many boats are there?')).value).toBe(4);
    // asked of no kind, the code is still no item of its own
    expect(await names('What has more than 8 points?')).toEqual(['Nimbus', 'Puffin']);
  });
  it('files no kind by a folder of tables listing items that have pages elsewhere', async () => {
    const schema = await getSchema(lib);
    expect(schema.categories.find((c) => c.label === 'result')?.container).toBe(true);
  });
});

describe('an item named by its name and its code in brackets', () => {
  let farm: Library;
  beforeAll(async () => {
    farm = await indexedLibrary({
      'fields/register.csv': 'Field,Code,Area (ha)\nTop Meadow,F02,12.5\nLong Acre,F01,8.2\nWell Field,F03,4.1\nGalaxy A52,F09,3.0\nDe Vlieter,F04,21.1\n',
      // a kind word before the name: the code in brackets is the one the register gives De Vlieter; a name not
      // ending in the coded item's is another thing
      'fields/perceel-de-vlieter.md': '# Perceel De Vlieter (F04)\n\n- Grondsoort: veen\n- pH: 4.9\n',
      'fields/perceel-zandweg.md': '# Perceel Zandweg (F03)\n\n- Grondsoort: zand\n- pH: 5.5\n',
      'fields/top-meadow.md': '# Top Meadow (F02)\n\n- Field code: F02\n- Soil: Clay\n- pH: 6.4\n',
      'fields/long-acre.md': '# Long Acre (F01)\n\n- Field code: F01\n- Soil: Loam\n- pH: 7.1\n',
      // one name with two codes in brackets: two things, neither the one the table names; a variant in brackets is
      // no code
      'fields/galaxy-a52-a.md': '# Galaxy A52 (F77)\n\n- Soil: Sand\n- pH: 5.9\n',
      'fields/galaxy-a52-b.md': '# Galaxy A52 (F78)\n\n- Soil: Peat\n- pH: 5.1\n',
      'fields/well-field-usa.md': '# Well Field (USA)\n\n- Soil: Silt\n- pH: 6.6\n',
    }, 'farm.quarry');
  }, 120_000);
  afterAll(() => farm?.close());

  it("is the item the table names, with the page's facts", async () => {
    const soil = await answerQuestion(farm, 'What is the soil of Top Meadow?');
    expect(soil.answer).toContain('Clay');
    const big = await answerQuestion(farm, 'Which fields have a pH above 6 and an area over 10 ha?');
    expect(big.items.map((i) => i.name)).toEqual(['Top Meadow']);
    const schema = await getSchema(farm);
    expect(schema.entities.find((e) => e.name === 'Long Acre (F01)')?.sameAs).toBe(schema.entities.find((e) => e.name === 'Long Acre')?.iri);
    expect(schema.entities.find((e) => e.name === 'Galaxy A52 (F77)')?.sameAs).toBeUndefined();
    expect(schema.entities.find((e) => e.name === 'Well Field (USA)')?.sameAs).toBeUndefined();
    expect(schema.entities.find((e) => e.name === 'Perceel De Vlieter (F04)')?.sameAs).toBe(schema.entities.find((e) => e.name === 'De Vlieter')?.iri);
    expect(schema.entities.find((e) => e.name === 'Perceel Zandweg (F03)')?.sameAs).toBeUndefined();
    expect((await answerQuestion(farm, 'What is the Grondsoort of De Vlieter?')).answer).toContain('veen');
  });
});

describe('a code label that refers to other things', () => {
  let brew: Library;
  beforeAll(async () => {
    const batch = (code: string, beer: string, vessel: string): [string, string] => [`batches/${code}.md`, `# ${code}\n\n- Beer: ${beer}\n- Vessel: ${vessel}\n- Volume: 40 hl\n`];
    brew = await indexedLibrary({
      ...Object.fromEntries([batch('B25-002', 'Lantern', 'FV-01'), batch('B25-005', 'Heron', 'FV-02'), batch('B25-009', 'Darwin', 'FV-01'), batch('B25-011', 'Wrekin', 'FV-03')]),
      'tanks.csv': 'Tank,Site,Capacity,Installed\nFV-01,Tolland,20 bbl,2012\nFV-02,Tolland,40 hl,2016\nFV-03,Tolland,40 hl,2016\n',
    }, 'brew.quarry');
  }, 120_000);
  afterAll(() => brew?.close());

  it('names none of its holders: a tank used once is no batch', async () => {
    // two batches fermented in FV-01: "Vessel" refers to the tanks, so FV-02, which one batch names, is still a tank
    const schema = await getSchema(brew);
    for (const tank of ['FV-01', 'FV-02', 'FV-03']) expect(schema.entities.find((e) => e.name === tank)?.sameAs, tank).toBeUndefined();
    expect((await answerQuestion(brew, 'When was FV-02 installed?')).answer).toContain('2016');
  });
});

describe("a code items of two kinds share: the supplier's own, on its invoices", () => {
  let books: Library;
  beforeAll(async () => {
    const supplier = (name: string, vat: string, city: string): [string, string] => [`suppliers/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- VAT id: ${vat}\n- City: ${city}\n- Payment terms: 30 days\n`];
    const invoice = (code: string, vat: string, total: number): [string, string] => [`invoices/${code}.md`, `# ${code}\n\n- VAT id: ${vat}\n- Total: €${total}\n- Status: paid\n`];
    books = await indexedLibrary({
      ...Object.fromEntries([supplier('Krakow Cable Works', 'PL6606652487', 'Krakow'), supplier('Saarland Schrauben', 'DE811234567', 'Saarbrücken'), supplier('Lyon Bois', 'FR22333444555', 'Lyon')]),
      ...Object.fromEntries([invoice('INV-0008', 'PL6606652487', 1200), invoice('INV-0039', 'PL6606652487', 800), invoice('INV-0041', 'DE811234567', 450)]),
      'exports/ratings.csv': 'Supplier,Rating,Audited\nFR22333444555,4.5,2024\nDE811234567,3.9,2023\nPL6606652487,4.1,2024\n',
    }, 'books.quarry');
  }, 120_000);
  afterAll(() => books?.close());

  it('still names the supplier: a row named by its VAT id is that supplier', async () => {
    const schema = await getSchema(books);
    const row = schema.entities.find((e) => e.name === 'FR22333444555');
    expect(schema.entities.find((e) => e.iri === row?.sameAs)?.name).toBe('Lyon Bois');
  });
});

describe("a file reference of parts joined by slashes, and an item's reference to its parent's", () => {
  let archive: Library;
  beforeAll(async () => {
    const collection = (ref: string, title: string, extent: number, access: string): [string, string] =>
      [`catalogue/collections/${ref.replace(/\//g, '-')}.md`, `# ${ref} — ${title}\n\nRef: ${ref}\nExtent: ${extent} linear metres\nAccess: ${access}\n`];
    archive = await indexedLibrary({
      ...Object.fromEntries([collection('BRO/D/124', 'Records of the River Tweed Commissioners', 2.2, 'Open'), collection('BRO/D/170', 'Records of the Peebles Beltane Festival Committee', 2.0, 'Closed'), collection('BRO/D/23', 'Records of Teviotdale Hosiery Ltd', 4.5, 'Restricted')]),
      'photographs/photo-register.csv': ['Ref,Collection,Description,Condition', 'BRO/D/170/3/8,BRO/D/170,Crowning of the Beltane Queen,Good', 'BRO/D/124/4/1,BRO/D/124,Fishing station at Paxton,Fragile', 'BRO/D/23/2/2,BRO/D/23,Mill floor,Good'].join('\n'),
    }, 'archive.quarry');
  }, 120_000);
  afterAll(() => archive?.close());
  it("names the collection by its reference, never the photograph that refers to it", async () => {
    expect(isCode('BRO/D/170')).toBe(true);
    const schema = await getSchema(archive);
    const named = new Map(schema.codeNames ?? []);
    expect(schema.entities.find((e) => e.iri === named.get('BRO/D/170'))?.name).toBe('Records of the Peebles Beltane Festival Committee');
    const r = await answerQuestion(archive, 'What is the access of BRO/D/170?');
    expect(r.answer).toContain('Closed');
    expect((await answerQuestion(archive, 'What is the extent of BRO/D/124?')).answer).toContain('2.2');
  });
});

describe('an item its sheets name by its code, named otherwise by one export row', () => {
  let jobs: Library;
  beforeAll(async () => {
    const job = (code: string, customer: string, kwp: number, panels: number, installer: string): [string, string] =>
      [`jobs/${code.toLowerCase()}.md`, `# ${code}\n\n- Customer: ${customer}\n- System size: ${kwp} kWp\n- Panels: ${panels}\n- Installer: ${installer}\n- Roof: Slate\n`];
    jobs = await indexedLibrary({
      ...Object.fromEntries([job('KDS-24-006', 'Trelawny', 4.92, 12, 'Sam Pascoe'), job('KDS-24-012', 'Pengelly', 5.74, 14, 'Ria Hosken'), job('KDS-24-019', 'St Keyne Village Hall', 6.56, 16, 'Sam Pascoe'), job('KDS-24-023', 'Yeo', 4.1, 10, 'Ria Hosken')]),
      'monitoring/monitor-export.csv': ['Anlage;Auftrag;Ertrag (kWh)', 'Trelawny Ashburton;KDS-24-006;4657', 'Pengelly Liskeard;KDS-24-012;5259', 'St Keyne Village Hall Liskeard;KDS-24-019;5940', 'Yeo Tavistock;KDS-24-023;3056'].join('\n') + '\n',
    }, 'jobs.quarry');
  }, 120_000);
  afterAll(() => jobs?.close());
  it('keeps the code as the name where the sheets say more of it than the row, the row its alias', async () => {
    const big = await answerQuestion(jobs, 'Which jobs have a system size above 5 kWp?');
    expect(big.items.map((i) => i.name).sort()).toEqual(['KDS-24-012', 'KDS-24-019']);
    // the row's facts are the job's
    expect((await answerQuestion(jobs, 'What is the ertrag of KDS-24-019?')).answer).toContain('5,940');
  });
});
