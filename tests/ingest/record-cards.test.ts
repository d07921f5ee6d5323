// Sheets as people type them: a record card titled by a plain first line over its own fields and a section of
// entries each opened by a code ("Ref: INS-25-003"); registers whose names repeat or are codes.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';

const CARD = `HIVE RECORD CARD — H-022

Apiary: Kinnersley Walled Garden (AP-07)
Hive type: National
Strain: Buckfast

Inspections 2025
----------------

Ref: INS-25-003
Date: 19 April 2025
Inspected by: Peter Ashdown
Brood: 4 frames
Disease: chalkbrood

Ref: INS-25-013
Date: 7 June 2025
Inspected by: Peter Ashdown
Brood: 7 frames
Disease: none seen

Requeen next spring.
`;

const ONE_ENTRY = CARD.replace(/\nRef: INS-25-013[\s\S]*?none seen\n/, '');


describe('record cards', () => {
  it('titles a Markdown card by its first line, names it by the code its file is named by, and reads each code-opened entry as an item', async () => {
    const doc = await parseFile('/d/hives/record-cards/h-022.md', Buffer.from(CARD));
    expect(doc.subject).toBe('H-022');
    const page = doc.records.find((r) => r.kind === 'page')!;
    expect(page.subject).toBe('H-022');
    expect(page.rows.map((r) => r.key)).toEqual(['Apiary', 'Hive type', 'Strain']);
    const entries = doc.records.filter((r) => r.kind === 'stanza');
    expect(entries.map((r) => r.subject)).toEqual(['INS-25-003', 'INS-25-013']);
    expect(entries[0]!.rows.find((r) => r.key === 'Inspected by')?.value).toBe('Peter Ashdown');
    expect(entries[1]!.rows.find((r) => r.key === 'Brood')?.value).toBe('7 frames');
    // (the section's plural says what they are)
    expect(entries[0]!.categoryHints).toEqual(['Inspections']);
  });

  it('reads a single code-opened entry under a plural heading as an item too, never as more fields of the card', async () => {
    const doc = await parseFile('/d/hives/record-cards/h-022.md', Buffer.from(ONE_ENTRY));
    expect(doc.records.map((r) => r.subject)).toEqual(['H-022', 'INS-25-003']);
    expect(doc.records[0]!.rows.some((r) => r.key === 'Date')).toBe(false);
  });

  it('keeps a paragraph of codes under a heading that says no kind with the page', async () => {
    const doc = await parseFile('/d/hives/record-cards/h-022.md', Buffer.from(ONE_ENTRY.replace('Inspections 2025\n----------------', 'Latest\n------')));
    expect(doc.records.map((r) => r.subject)).toEqual(['H-022']);
  });
});

describe('registers', () => {
  it('names a register\'s rows by their codes where an item repeats, and by the slips where a name-like column holds codes only', async () => {
    const loans = 'REF,ITEM,BORROWER,OUT,DEPOSIT\nLN-25-01,Radial extractor (9-frame),Tom Bevan,28/07/2025,£25.00\nLN-25-02,Refractometer,Priya Shah,05/06/2025,£10.00\nLN-25-05,Tangential extractor (4-frame),Hannah Whitlock,10/08/2025,£20.00\nLN-25-08,Radial extractor (9-frame),Bridget Foley,18/08/2025,£25.00\nLN-25-09,Uncapping tray,Sian Morgan,20/08/2025,£5.00\nLN-25-11,Observation hive,Tom Bevan,02/09/2025,nil\n';
    const doc = await parseFile('/d/equipment/loan-book-2025.csv', Buffer.from(loans));
    // (one extractor lent twice among six loans)
    expect(doc.records.filter((r) => r.kind === 'csv-row').map((r) => r.subject)).toEqual(['LN-25-01', 'LN-25-02', 'LN-25-05', 'LN-25-08', 'LN-25-09', 'LN-25-11']);
    const log = 'date,slip,ticket,item,purpose\n2025-01-14,RQ-25-003,R-1187,D/12/3/1,Family history\n2025-01-15,RQ-25-006,R-1203,B/4/1/1,Academic research\n2025-01-17,RQ-25-009,R-1342,B/4/5/3,Local history\n';
    const slips = await parseFile('/d/reading-room/production-log.csv', Buffer.from(log));
    // (the slips name the rows: the "item" column of codes is the document each slip is for)
    expect(slips.records.filter((r) => r.kind === 'csv-row').map((r) => r.subject)).toEqual(['RQ-25-003', 'RQ-25-006', 'RQ-25-009']);
  });
});

describe('exports as count and booking systems write them', () => {
  it('names a JSON item by its camel-case name key or its collection\'s "<kind>Name", and files each nested item under the record holding it', async () => {
    const json = JSON.stringify({
      export: { system: 'CountWise 4.2' },
      areas: [
        { areaCode: 'DEA-04', areaName: 'Glenmoy', vacancies: 5, candidates: [
          { candidateId: 'c0401', displayName: 'Wendy McKeown', party: { code: 'SDU', name: 'Social Democratic Union' }, firstPreferences: 1874 },
          { candidateId: 'c0402', displayName: 'Paddy Irvine', party: { code: 'SDU', name: 'Social Democratic Union' }, firstPreferences: 1547 },
        ] },
        { areaCode: 'DEA-05', areaName: 'Kilbride', vacancies: 6, candidates: [
          { candidateId: 'c0501', displayName: 'Elaine Neill', party: { code: 'UPP', name: 'Ulster Progressive Party' }, firstPreferences: 1702 },
        ] },
      ],
    });
    const doc = await parseFile('/d/count/countwise-export.json', Buffer.from(json));
    const names = doc.records.filter((r) => r.kind === 'json').map((r) => r.subject);
    expect(names).toEqual(expect.arrayContaining(['Glenmoy', 'Kilbride', 'Wendy McKeown', 'Paddy Irvine', 'Elaine Neill']));
    // (the party each names is never a candidate's name)
    expect(doc.records.filter((r) => r.rows.some((x) => x.key === 'candidateId')).map((r) => r.subject)).toEqual(['Wendy McKeown', 'Paddy Irvine', 'Elaine Neill']);
    const wendy = doc.records.find((r) => r.subject === 'Wendy McKeown')!;
    expect(wendy.rows.find((r) => r.key === 'area')?.value).toBe('Glenmoy');
    expect(doc.records.find((r) => r.subject === 'Elaine Neill')!.rows.find((r) => r.key === 'area')?.value).toBe('Kilbride');
  });

  it('files no member several records list under any of them: an exhibition in many works\' histories', async () => {
    const json = JSON.stringify({ works: [
      { cat_no: 'BG-12', title: 'Blue Hour Barber', medium: 'Acrylic', exhibition_history: [{ title: 'Common Ground', year: 2025 }] },
      { cat_no: 'BG-19', title: 'Shore Lichen', medium: 'Etching', exhibition_history: [{ title: 'Salt and Iron', year: 2025 }, { title: 'Common Ground', year: 2025 }] },
      { cat_no: 'BG-22', title: 'Small Oracle', medium: 'Bronze', exhibition_history: [{ title: 'Summer Show', year: 2024 }] },
    ] });
    const doc = await parseFile('/d/collection/export.json', Buffer.from(json));
    const shows = doc.records.filter((r) => r.subject === 'Common Ground' || r.subject === 'Salt and Iron');
    expect(shows.length).toBeGreaterThan(0);
    expect(shows.every((r) => r.rows.every((x) => x.key !== 'work'))).toBe(true);
    // (each work still states its history)
    expect(doc.records.find((r) => r.subject === 'Shore Lichen')!.rows.find((r) => r.key === 'exhibition_history')?.value).toBe('Salt and Iron; Common Ground');
  });

  it('names items by the field naming one of the collection or its name or title', async () => {
    const routes = JSON.stringify({ routes: [{ route: 'Lairig Ghru', route_no: 'UK-211' }, { route: 'Ben Macdui Plateau', route_no: 'UK-214' }, { route: 'Loch Etchachan', route_no: 'UK-219' }] });
    expect((await parseFile('/d/exports/routes.json', Buffer.from(routes))).records.filter((r) => r.kind === 'json').map((r) => r.subject)).toEqual(['Lairig Ghru', 'Ben Macdui Plateau', 'Loch Etchachan']);
    const courses = JSON.stringify({ courses: [{ course_title: 'Graph Theory', course_code: 'MA1506' }, { course_title: 'Number Theory', course_code: 'MA5401' }, { course_title: 'Topology', course_code: 'MA5410' }] });
    expect((await parseFile('/d/exports/courses.json', Buffer.from(courses))).records.filter((r) => r.kind === 'json').map((r) => r.subject)).toEqual(['Graph Theory', 'Number Theory', 'Topology']);
  });

  it('names people a results export writes "SURNAME, Given" as the people they are', async () => {
    const csv = 'DEA;Candidate;Party;First pref votes\nDEA-01;HANNA, Jonathan;UPP;1383\nDEA-01;O\'HAGAN, Sharon;SDU;1230\nDEA-01;SHIELDS, Una;SDU;1160\n';
    const doc = await parseFile('/d/results/first-preferences.csv', Buffer.from(csv));
    expect(doc.records.filter((r) => r.kind === 'csv-row').map((r) => r.subject)).toEqual(['Jonathan Hanna', "Sharon O'Hagan", 'Una Shields']);
    // places written "Town, County" are no people
    const places = 'Site;Visitors\nHARROGATE, Yorkshire;120\nRIPON, Yorkshire;80\nLEEDS, Yorkshire;300\n';
    const sites = await parseFile('/d/sites.csv', Buffer.from(places));
    expect(sites.records.filter((r) => r.kind === 'csv-row').map((r) => r.subject)).toEqual(['HARROGATE, Yorkshire', 'RIPON, Yorkshire', 'LEEDS, Yorkshire']);
  });
});
