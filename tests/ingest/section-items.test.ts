// One file, a heading per item (a club handbook's "### Kittiwake (GBR 6933)" sections of "Sail number:", "LOA:" …
// lines), and a spreadsheet export with a two-row header (a group row "Dimensions,,," above "LOA (m),Beam (m),…").
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { datedHeading, itemName, sectionItems } from '../../electron/engine/ingest/section-items.ts';
import { rowsOf } from './helpers.ts';

const handbook = `# Club handbook 2025

The club has 212 members.

## Part 1 — Rules

- Racing fee: £15
- Crane limit: 8 t

## Part 2 — Boats

### Kittiwake (GBR 6933)

Kittiwake is a J/109 built in 2002.

Sail number: GBR 6933
LOA: 10.75 m
Berths: 6

### Moonraker

Sail number: GBR 7506
LOA: 9.9 m
Berths: 4
Colour: navy blue

### Tern

- Sail number: GBR 1111
- LOA: 7.5 m
- Berths: 2
`;

describe('sibling sections stating the same keys are items of their own', () => {
  it("reads a handbook's boats as three records, the rules staying the page's", async () => {
    const doc = await parseFile('handbook.md', Buffer.from(handbook));
    expect(doc.records.map((r) => r.subject).sort()).toEqual(['Club handbook 2025', 'Kittiwake', 'Moonraker', 'Tern']);
    const moonraker = doc.records.find((r) => r.subject === 'Moonraker')!;
    expect(moonraker.rows.map((r) => `${r.key} = ${r.value}`)).toEqual(['Sail number = GBR 7506', 'LOA = 9.9 m', 'Berths = 4', 'Colour = navy blue']);
    expect(doc.records.find((r) => r.subject === 'Club handbook 2025')!.rows.map((r) => r.key)).toEqual(['Racing fee', 'Crane limit']);
    for (const r of doc.records) for (const row of r.rows) expect(doc.text.slice(row.start, row.end)).toContain(row.value);
  });

  it("leaves a phone's two camera sections among a dozen others on the page", () => {
    const rows = [
      ...['Display', 'Battery', 'Memory', 'Sound'].flatMap((s, i) => [{ section: s, key: `k${i}a`, value: '1' }, { section: s, key: `k${i}b`, value: '2' }]),
      ...['Main camera', 'Selfie camera'].flatMap((s) => [{ section: s, key: 'Single', value: '12 MP' }, { section: s, key: 'Video', value: '4K' }]),
    ];
    const parent = new Map(rows.map((r) => [r.section, 'phone'] as const));
    expect(sectionItems(rows, parent).items).toEqual([]);
  });

  it('drops trailing brackets only where they restate a value of the section', () => {
    expect(itemName('Kittiwake (GBR 6933)', [{ section: null, key: 'Sail number', value: 'GBR 6933' }])).toBe('Kittiwake');
    expect(itemName('Untitled (Blue)', [{ section: null, key: 'Medium', value: 'oil' }])).toBe('Untitled (Blue)');
    // a code of letters and digits in brackets is the item's code: the name is the words before it
    expect(itemName('Mass Path Field (IE-02)', [{ section: null, key: 'Soil', value: 'Loam' }])).toBe('Mass Path Field');
    expect(itemName('Studio (No. 4)', [{ section: null, key: 'Medium', value: 'oil' }])).toBe('Studio (No. 4)');
  });
});

describe('a log of dated entries, a heading per entry', () => {
  it('names each entry by its code and states the date beside it as its Date, cited at the heading', async () => {
    const log = [
      '# Brew log 2025', '', 'One entry per brew day.', '',
      '## 15 January 2025 — B25-005', '', '- Beer: Ironbridge IPA', '- Brewer: Will Pryce', '- Vessel: FV-06', '',
      '## B25-011 | 4 Feb 2025', '', '- Beer: Coalport Porter', '- Brewer: Sam Okoro', '- Vessel: FV-01', '',
      '## Cellar — racking notes', '', '- Beer: Lantern', '- Brewer: Sam Okoro', '',
    ].join('\n');
    const doc = await parseFile('brew-log.md', Buffer.from(log));
    expect(doc.records.map((r) => r.subject).sort()).toEqual(['B25-005', 'B25-011', 'Cellar — racking notes']);
    const first = doc.records.find((r) => r.subject === 'B25-005')!;
    expect(first.rows.map((r) => `${r.key} = ${r.value}`)).toEqual(['Date = 15 January 2025', 'Beer = Ironbridge IPA', 'Brewer = Will Pryce', 'Vessel = FV-06']);
    expect(doc.text.slice(first.rows[0]!.start, first.rows[0]!.end)).toContain('15 January 2025 — B25-005');
    expect(doc.records.find((r) => r.subject === 'B25-011')!.rows[0]!.value).toBe('4 Feb 2025');
  });

  it('reads an entry told in prose by the fields its sibling entries state, each citing its words', async () => {
    const log = [
      '# Brew log 2025', '', 'One entry per brew day.', '',
      '## 15 January 2025 — B25-005', '', '- Beer: Ironbridge IPA', '- Brewer: Will Pryce', '- Vessel: FV-06', '- Volume: 48 hl', '- OG / FG: 1.057 / 1.018', '',
      '## 4 February 2025 — B25-011', '', '- Beer: Coalport Porter', '- Brewer: Sam Okoro', '- Vessel: FV-01', '- Volume: 18.5 hl', '- OG / FG: 1.052 / 1.010', '',
      '## 8 January 2025 — B25-002', '', 'Sam Okoro brewed Coalport Porter today and knocked out 34.5 hl into FV-03. OG 1.048, crashed after 12 days.', '',
      '## History', '', 'The brewery moved into the old flax warehouse in 2016 and added two tanks.', '',
    ].join('\n');
    const doc = await parseFile('brew-log.md', Buffer.from(log));
    expect(doc.records.map((r) => r.subject).sort()).toEqual(['B25-002', 'B25-005', 'B25-011']);
    const prose = doc.records.find((r) => r.subject === 'B25-002')!;
    expect(prose.rows.map((r) => `${r.key} = ${r.value}`)).toEqual(['Date = 8 January 2025', 'Brewer = Sam Okoro', 'Beer = Coalport Porter', 'Volume = 34.5 hl', 'Vessel = FV-03', 'OG = 1.048']);
    for (const row of prose.rows) expect(doc.text.slice(row.start, row.end)).toContain(row.value);
  });

  it('names paragraphs by their title line above "Key: value" lines, a date in the title their Date', async () => {
    const sud = (code: string, date: string, bier: string) => `Sud ${code} vom ${date}\n  Bier: ${bier}\n  Gärtank: FV-08\n  Brauer: Lukas Amsel\n`;
    const text = ['SUDPROTOKOLL 2025', '', sud('B25-H04', '21.01.2025', 'Rauchbier'), sud('B25-H07', '06.02.2025', 'Helles')].join('\n');
    const doc = await parseFile('sudprotokoll.txt', Buffer.from(text));
    expect(doc.records.map((r) => r.subject)).toEqual(['Sud B25-H04', 'Sud B25-H07']);
    const first = doc.records[0]!;
    expect(first.rows.map((r) => `${r.key} = ${r.value}`)).toEqual(['Date = 21.01.2025', 'Bier = Rauchbier', 'Gärtank = FV-08', 'Brauer = Lukas Amsel']);
    for (const r of first.rows) expect(doc.text.slice(r.start, r.end)).toContain(r.value);
  });

  it('reads a date only where it is the whole of one side', () => {
    expect(datedHeading('8 January 2025 — B25-002')).toEqual({ name: 'B25-002', date: '8 January 2025' });
    expect(datedHeading('Release 2 — 8 January 2025')).toEqual({ name: 'Release 2', date: '8 January 2025' });
    expect(datedHeading('Harvest 2025 — Top Meadow')).toBeNull();
    expect(datedHeading('Kittiwake (GBR 6933)')).toBeNull();
  });
});

describe('a spreadsheet export with a two-row header', () => {
  it('names each column by its group and its own label, and a row of units adds the unit', async () => {
    const csv = [
      'Boat,Built,Dimensions,,,Accommodation,,For sale',
      ',(year),LOA (m),Beam (m),Draught (m),Berths,Crew,(Y/N)',
      'Whimbrel,2001,10.1¹,3.25,1.85,6,6,N',
      'Sea Wolf,2006,12.2,3.9,2.3,8,10,N',
    ].join('\n');
    const doc = await parseFile('fleet.csv', Buffer.from(csv));
    expect(doc.records.map((r) => r.subject)).toEqual(['Whimbrel', 'Sea Wolf']);
    expect(rowsOf(doc.records[1]!)).toEqual([
      '- / Built (year) = 2006', '- / Dimensions / LOA (m) = 12.2', '- / Dimensions / Beam (m) = 3.9', '- / Dimensions / Draught (m) = 2.3',
      '- / Accommodation / Berths = 8', '- / Accommodation / Crew = 10', '- / For sale (Y/N) = N',
    ]);
  });
  it('keeps a first data row with an empty name and numbers a data row', async () => {
    const csv = ['Boat,Length (m),Beam (m)', ',10.5,3.1', 'Whimbrel,10.1,3.25', 'Sea Wolf,12.2,3.9'].join('\n');
    const doc = await parseFile('fleet.csv', Buffer.from(csv));
    expect(doc.records.some((r) => r.rows.some((x) => x.value === '10.5'))).toBe(true);
  });
});

describe('a numbered section naming the thing its word names', () => {
  it('is that thing, named by it, alone or among siblings; the page keeps the naming row', async () => {
    const note = '# Bike fit — Ben Oldroyd\n\nFitted by: Otley Cycles\nDate: 25 May 2025\n\n## Bike 1\n\nBike: Kinesis Tripster ATR\nType: Gravel\nGroupset: SRAM Rival AXS\n';
    const doc = await parseFile('/d/bikes/fit-notes/ben-oldroyd.md', Buffer.from(note));
    expect(doc.records.map((r) => r.subject)).toEqual(['Ben Oldroyd', 'Kinesis Tripster ATR']);
    expect(doc.records[0]!.rows.map((r) => `${r.key} = ${r.value}`)).toContain('Bike = Kinesis Tripster ATR');
    expect(doc.records[1]!.rows.map((r) => `${r.key} = ${r.value}`)).toContain('Type = Gravel');
    // (a numbered heading whose word labels no row stays the heading: "Room 2" stating "Beds: 2")
    expect(itemName('Room 2', [{ section: 'Room 2', key: 'Beds', value: '2' }])).toBe('Room 2');
    expect(itemName('Bike #2', [{ section: 'Bike #2', key: 'Bike', value: 'Ribble Endurance AL' }])).toBe('Ribble Endurance AL');
    // (a word ending in "no" is the word: "Piano 3" stating "Piano: Steinway")
    expect(itemName('Piano 3', [{ section: 'Piano 3', key: 'Piano', value: 'Steinway Model D' }])).toBe('Steinway Model D');
    // (a heading far longer than a word and a number is none: "Bike", thousands of spaces, "1")
    expect(itemName(`Bike${' '.repeat(30_000)}1`, [{ section: 'x', key: 'Bike', value: 'Kinesis' }])).not.toBe('Kinesis');
  });
});
