// Items told only in prose: an e-mail naming change orders of the shape a change-order log's rows are named by, no
// record of the folder named by those codes, states their fields in sentences; they become records of those codes,
// read by what the log's fields hold (a date after a field's label, a name after "approved by", a status word
// written small, an amount of the one currency field), and join the log's kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { leadingName, proseCodeRecords, type ProseFamily } from '../../electron/engine/ingest/prose-items.ts';
import { loadUnitTable } from '../../electron/engine/skg/values/unit-table.ts';
import { proseSectionRows, siblingFields } from '../../electron/engine/ingest/section-prose.ts';
import type { ParsedBlock } from '../../electron/engine/ingest/types.ts';
import { indexedLibrary } from '../helpers/folder.ts';

const log = [
  'Ref,Project,Description,Value (£),Status,Approved by,Raised',
  'CO-2025-001,Castle Mead,Piling obstruction,"18,400.00",Approved,Priya Nair,22/01/2025',
  'CO-2025-003,Castle Mead,Bathroom pod change,"46,750.00",Approved,David Okafor,11/02/2025',
  'CO-2025-004,Weir Lane,Extra trial pits,"3,240.00",Pending,,18/02/2025',
  'CO-2025-005,Weir Lane,Roof insulation upgrade,"9,100.00",Rejected,,03/03/2025',
  'CO-2025-006,Sileby,Kerb realignment,"2,300.00",Pending,,10/03/2025',
].join('\n');
const mail = [
  'From: Priya Nair',
  'Subject: Castle Mead - variations update',
  '',
  'Hi Helen,',
  '',
  'CO-2025-008 (the extra drainage run behind Block B) was raised on 19 March 2025 and approved by Helen Marsh at £6,480. Trentside have finished it.',
  '',
  'CO-2025-025, the EV charging points the client asked for, was raised on 20 May 2025 and is still pending: Bellamy priced it at £12,640.',
  '',
  'CO-2025-003 is done, as is CO-2025-004.',
  '',
  'Thanks,',
  'Priya',
].join('\n');

const family = (codes: string[]): ProseFamily => ({
  shape: 'CO-\\d\\d\\d\\d-\\d\\d\\d',
  codes,
  hints: [],
  rows: [
    { key: 'Ref', value: 'CO-2025-001' }, { key: 'Value', value: '£18,400' }, { key: 'Status', value: 'Approved' }, { key: 'Approved by', value: 'Priya Nair' }, { key: 'Raised', value: '22/01/2025' },
    { key: 'Ref', value: 'CO-2025-003' }, { key: 'Value', value: '£46,750' }, { key: 'Status', value: 'Approved' }, { key: 'Approved by', value: 'David Okafor' }, { key: 'Raised', value: '11 February 2025' },
    { key: 'Ref', value: 'CO-2025-004' }, { key: 'Value', value: '£3,240' }, { key: 'Status', value: 'Pending' }, { key: 'Raised', value: '18 February 2025' },
    { key: 'Ref', value: 'CO-2025-005' }, { key: 'Value', value: '£9,100' }, { key: 'Status', value: 'Rejected' }, { key: 'Raised', value: '3 March 2025' },
  ],
});
const block = (text: string, order = 0, start = 0): ParsedBlock => ({ order, kind: 'text', headingPath: [], text, start, end: start + text.length, page: null });
const rowsOf = (records: ReturnType<typeof proseCodeRecords>, subject: string) => Object.fromEntries(records.find((r) => r.subject === subject)?.rows.map((r) => [r.key, r.value]) ?? []);

describe('the sentences naming a code of a family', () => {
  const units = loadUnitTable();
  it('state the fields its records hold: a date after a label, a name after "approved by", a status written small, the one amount', () => {
    const text = 'CO-2025-008 (the extra drainage run) was raised on 19 March and approved by Helen Marsh at £6,480. It is done.';
    const records = proseCodeRecords([block(text, 2, 100)], [family(['CO-2025-008'])], units);
    expect(records).toHaveLength(1);
    expect(records[0]!.kind).toBe('prose');
    expect(rowsOf(records, 'CO-2025-008')).toMatchObject({ Raised: '19 March', 'Approved by': 'Helen Marsh', Status: 'approved', Value: '£6,480' });
    // each row cites its words in the document
    const row = records[0]!.rows.find((r) => r.key === 'Approved by')!;
    expect(row.start).toBe(100 + text.indexOf('Helen Marsh'));
  });
  it('go on in the sentences after them in the same paragraph, up to one naming another code of the shape', () => {
    const text = 'CO-2025-025 covers the EV charging points. It is still pending at £12,640.\n\nThe client paid £500 for CO-2025-003 in June.';
    const rows = rowsOf(proseCodeRecords([block(text)], [family(['CO-2025-025'])], units), 'CO-2025-025');
    expect(rows).toMatchObject({ Status: 'pending', Value: '£12,640' });
  });
  it('say nothing of a code in a sentence naming two codes of its shape, or where fewer than two fields are stated', () => {
    expect(proseCodeRecords([block('CO-2025-030 and CO-2025-031 were approved at £9,840 on 2 June.')], [family(['CO-2025-030', 'CO-2025-031'])], units)).toEqual([]);
    expect(proseCodeRecords([block('CO-2025-030 is on the agenda for Tuesday.')], [family(['CO-2025-030'])], units)).toEqual([]);
    expect(proseCodeRecords([block('CO-2025-030 was approved at £9,840.')], [], units)).toEqual([]);
  });
});

describe('what a family of records holds, read in a sentence', () => {
  const units = loadUnitTable();
  const read = (rows: Array<{ key: string; value: string; record?: number }>, text: string) => Object.fromEntries(proseSectionRows(siblingFields(rows, units), text, 0, units).map((r) => [r.key, r.value]));
  it('takes the one date of a sentence for the field of dates, or the one most records write of fields no record writes together', () => {
    const box = [1, 2, 3].map((record) => ({ key: 'Date', value: `${record} October 2025`, record }));
    const export_ = [{ key: 'start', value: '2026-02-09', record: 4 }];
    expect(read([...box, ...export_], 'Kelpie sold 223 seats on Wednesday 8 October 2025.')).toMatchObject({ Date: 'Wednesday 8 October 2025' });
    // two fields of dates one record writes both of: which one a date is, nothing says
    const both = [1, 2, 3].flatMap((record) => [{ key: 'Raised', value: `${record} May 2025`, record }, { key: 'Approved', value: `${record + 3} May 2025`, record }]);
    expect(read(both, 'It went to the board on 8 October 2025.')).toEqual({});
  });
  it('reads a name two layouts state under two labels by the label more records write, not by neither', () => {
    // (an order book's "Cutter" and the job tickets' "Cut by": no record states both, so they are one field)
    const book = [1, 2, 3].map((record) => ({ key: 'Cutter', value: ['Graham Pickles', 'Imran Qureshi', 'Joanne Whiteley'][record - 1]!, record }));
    const tickets = [4, 5].map((record) => ({ key: 'Cut by', value: ['Graham Pickles', 'Imran Qureshi'][record - 4]!, record }));
    expect(read([...book, ...tickets], 'A waistcoat in navy plain, cut by Graham Pickles: two fittings done.')).toEqual({ Cutter: 'Graham Pickles' });
    // two fields of names one record states both of ("Cutter", "Tailor"): which one the name is, nothing says
    const both = [1, 2, 3].flatMap((record) => [{ key: 'Cutter', value: 'Graham Pickles', record }, { key: 'Tailor', value: 'Graham Pickles', record }]);
    expect(read(both, 'A waistcoat in navy plain, made by Graham Pickles.')).toEqual({});
  });
  it('reads no ordinal as a quantity: "31st March" is no 31 stone', () => {
    const rows = [1, 2, 3].map((record) => ({ key: 'Weight (st)', value: String(10 + record), record }));
    expect(read(rows, 'Landed on the 31st March, 12 st of it.')).toEqual({ 'Weight (st)': '12 st' });
  });
  it('reads a number followed by the words of a field\'s label, never one the words follow at a distance', () => {
    const rows = [1, 2, 3].map((record) => ({ key: 'Hours per week', value: String(20 + record), record }));
    expect(read(rows, 'She works 37.5 hours a week from Monday.')).toEqual({ 'Hours per week': '37.5' });
    expect(read(rows, 'On 12 May she will start, for more hours a week.')).toEqual({});
  });
});

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({ 'commercial/change-order-log.csv': log, 'mail/castle-mead-variations.md': mail }, 'prose-items.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a folder whose e-mail tells change orders no log row holds', () => {
  const proseSubjects = () => (lib.db.prepare(`SELECT subject FROM records WHERE kind = 'prose' ORDER BY subject`).all() as Array<{ subject: string }>).map((r) => r.subject);
  it('reads them as records of their codes, and never a code a record is named by', () => {
    expect(proseSubjects()).toEqual(expect.arrayContaining(['CO-2025-008', 'CO-2025-025']));
    expect(proseSubjects()).not.toContain('CO-2025-003');
    expect(proseSubjects()).not.toContain('CO-2025-004');
  });
  it('answers from them, citing the e-mail', async () => {
    const who = await answerQuestion(lib, 'Who approved CO-2025-008?');
    expect(who.answer).toContain('Helen Marsh');
    expect(who.citations[0]?.path ?? '').toMatch(/castle-mead-variations/);
    const pending = await answerQuestion(lib, 'Which change orders are pending?');
    expect(pending.answer).toContain('CO-2025-025');
    expect(pending.answer).toContain('CO-2025-004');
  });
});

describe('a paragraph opening with a name no record has', () => {
  it('is led by a name of capitalised words, none a function word, never the start of a longer name', () => {
    expect(leadingName('Lily-Mae Cooper (PPR-0256) starts on Monday')).toBe('Lily-Mae Cooper');
    expect(leadingName('Hannah Brookes joins us on a contracted basis')).toBe('Hannah Brookes');
    expect(leadingName('Kettlebell Power at Hawthorn Park on Thursdays')).toBe('Kettlebell Power');
    expect(leadingName('In Butterflies: Ruby Evans, ref PPC-0136')).toBeNull();
    expect(leadingName('Both September starters have cleared their checks.')).toBeNull();
    expect(leadingName('Samsung Galaxy S21 has a 6.2-inch screen.')).toBeNull();
  });

  let staff: Library;
  beforeAll(async () => {
    const team = ['Name,Role,Room,Hours per week,Start date,Mentor', 'Jade Williams,Room leader,Butterflies,37.5,2021-03-01,Grace Obi', 'Claire Doherty,Nursery practitioner,Ladybirds,30,2022-09-05,Grace Obi', 'Kayleigh Morris,Nursery practitioner,Butterflies,37.5,2023-01-09,Jade Williams', 'Tom Reynolds,Room leader,Saplings,24,2020-06-15,Jade Williams'].join('\n');
    const hr = [
      'Subject: New starters',
      '',
      'Both September starters have cleared their checks.',
      '',
      'Amy Collins joins as a Nursery practitioner in Saplings, 37.5 hours a week.',
      '',
      'Ffion Watkins, a Room leader, joins Ladybirds with a start date of 8 September 2025.',
      '',
      'Sam Hughes will send the contracts on Monday.',
      '',
      'Tom Reynolds Junior joins as a Room leader in Saplings, 24 hours a week.',
      '',
      'Met Kayleigh Parry at the open day: a Room leader in Saplings, 24 hours a week.',
      '',
      'Grace Obi will mentor a Room leader in Saplings, 24 hours a week.',
    ].join('\n');
    staff = await indexedLibrary({ 'staff/team.csv': team, 'hr/new-starters.md': hr }, 'named-prose.quarry');
  }, 120_000);
  afterAll(() => staff?.close());

  it('is an item where it states three of the fields of the records it is most like, and answers', async () => {
    const rows = (subject: string) => Object.fromEntries((staff.db.prepare(`SELECT rr.key AS key, rr.value AS value FROM records r JOIN record_rows rr ON rr.record_id = r.id WHERE r.kind = 'prose' AND r.subject = ?`).all(subject) as Array<{ key: string; value: string }>).map((r) => [r.key, r.value]));
    expect(rows('Amy Collins')).toMatchObject({ Role: 'Nursery practitioner', Room: 'Saplings', 'Hours per week': '37.5' });
    expect(rows('Ffion Watkins')).toMatchObject({ Role: 'Room leader', Room: 'Ladybirds' });
    // a name stating too little is no item
    expect(rows('Sam Hughes')).toEqual({});
    // nor a name going on from a record's whole name (Tom Reynolds, said longer)
    expect(rows('Tom Reynolds Junior')).toEqual({});
    // nor a sentence opening with a word the tagger calls no proper noun ("Met" is a verb)
    expect(rows('Met Kayleigh Parry')).toEqual({});
    // nor a name the records hold as a value (the mentor they name, telling of someone else)
    expect(rows('Grace Obi')).toEqual({});
    const who = await answerQuestion(staff, 'Who works in Saplings?');
    expect(who.answer).toContain('Amy Collins');
    expect(who.answer).toContain('Tom Reynolds');
  });
});
