// Contacts (vCard), calendars (iCalendar) and family trees (GEDCOM) are read as the records they write: a contact or
// an event per component, a person per GEDCOM INDI, with fields labelled as resources/ingest/record-tags.tsv says,
// families read through the pointers either side writes, and compact dates written as dates. A file of that kind
// named otherwise is known by its content; a broken or hostile one is read as far as it goes, never a crash or hang.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFile, formatOf } from '../../electron/engine/ingest/parse.ts';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';
import { expectRangesHold, rowsOf } from './helpers.ts';

const VCF = [
  'BEGIN:VCARD', 'VERSION:3.0', 'FN:Alice Moreton', 'N:Moreton;Alice;;;', 'ORG:Severn Trent Water', 'TITLE:Network engineer',
  'TEL;TYPE=CELL:+44 7700 900123', 'EMAIL;TYPE=WORK:alice.moreton@example.com', 'ADR;TYPE=HOME:;;12 Mill Lane;Ludlow;Shropshire;SY8 1AA;UK',
  'BDAY:1984-03-12', 'NOTE:Keeps the spare keys\\, and the', '  van log.', 'END:VCARD',
  'BEGIN:VCARD', 'VERSION:2.1', 'N:Hughes;Cerys;;Dr;', 'TEL;CELL:07700 900456', 'END:VCARD',
  'BEGIN:VCARD', 'VERSION:4.0', 'FN:Bryn Davies', 'ORG:Dŵr Cymru', 'TITLE:Depot manager', 'TEL;TYPE=work:01686 555010', 'EMAIL;TYPE=INTERNET,PREF:bryn@example.com', 'BDAY:19791102', 'END:VCARD',
  '',
].join('\r\n');

const ICS = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Example//Cal 1.0//EN',
  'BEGIN:VTIMEZONE', 'TZID:Europe/London', 'BEGIN:STANDARD', 'DTSTART:19701025T020000', 'TZOFFSETFROM:+0100', 'END:STANDARD', 'END:VTIMEZONE',
  'BEGIN:VEVENT', 'UID:1@example.com', 'DTSTART;TZID=Europe/London:20250314T190000', 'DTEND;TZID=Europe/London:20250314T210000',
  'SUMMARY:Committee meeting', 'LOCATION:Village Hall\\, Clun', 'ATTENDEE;CN="Moreton, Alice":mailto:alice@example.com',
  'BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:Reminder', 'TRIGGER:-PT15M', 'END:VALARM', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:2@example.com', 'DTSTART;VALUE=DATE:20250405', 'SUMMARY:Spring inspection day', 'LOCATION:Home apiary', 'END:VEVENT',
  'BEGIN:VTODO', 'UID:3@example.com', 'SUMMARY:Order frames', 'DUE:20250301T120000Z', 'STATUS:NEEDS-ACTION', 'END:VTODO',
  'END:VCALENDAR', '',
].join('\r\n');

const GED = [
  '0 HEAD', '1 SOUR TESTER', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8',
  '0 @I1@ INDI', '1 NAME John /Kearton/', '1 SEX M', '1 CHR', '2 DATE 15 JUN 1762', '2 PLAC Thornsgill, Yorkshire, England', '1 OCCU Lead miner',
  '1 BURI', '2 DATE 12 MAY 1831', '2 PLAC Thornsgill, Yorkshire, England', '1 FAMS @F1@',
  '0 @I2@ INDI', '1 NAME Ann /Harker/', '1 SEX F', '1 DEAT', '2 DATE 6 AUG 1840', '2 PLAC Kelderby, Yorkshire, England', '2 AGE 76y', '1 FAMS @F1@',
  '0 @I3@ INDI', '1 NAME Thomas /Kearton/', '1 NAME Tom /Kearton/', '1 SEX M', '1 BIRT', '2 DATE 25 MAR 1790', '2 PLAC Thornsgill, Yorkshire, England', '1 OCCU Lead miner', '1 FAMC @F1@',
  // (a stub whose INDI names no family: the family's CHIL line says whose child she is)
  '0 @I4@ INDI', '1 NAME Mary /Kearton/', '1 SEX F', '1 BIRT', '2 DATE ABT 1792', '1 BURI', '2 DATE BET JUN 1861 AND AUG 1861', '1 NOTE Stub only: see the research', '2 CONC  cards.',
  '0 @F1@ FAM', '1 HUSB @I1@', '1 WIFE @I2@', '1 CHIL @I3@', '1 CHIL @I4@', '1 MARR', '2 DATE 12 DEC 1786', '2 PLAC Thornsgill, Yorkshire, England',
  '0 TRLR', '',
].join('\n');

describe('contacts, calendars and family trees', () => {
  it('reads each contact of a vCard file as a record, its fields labelled', async () => {
    expect(formatOf('people/contacts.vcf')).toBe('vcard');
    const doc = await parseFile('contacts.vcf', Buffer.from(VCF));
    expectRangesHold(doc);
    expect(doc.records.map((r) => r.subject)).toEqual(['Alice Moreton', 'Dr Cerys Hughes', 'Bryn Davies']);
    const alice = doc.records[0]!;
    expect(alice.categoryHints).toEqual(['contact']);
    expect(rowsOf(alice)).toEqual(expect.arrayContaining([
      '- / Organisation = Severn Trent Water', '- / Job title = Network engineer', '- / Phone (cell) = +44 7700 900123',
      '- / Address (home) = 12 Mill Lane, Ludlow, Shropshire, SY8 1AA, UK', '- / Note = Keeps the spare keys, and the van log.',
    ]));
    expect(rowsOf(doc.records[2])).toEqual(expect.arrayContaining(['- / Birthday = 1979-11-02', '- / Email = bryn@example.com']));
    // (the structured name the formatted one restates, and the format's version, are no facts)
    expect(rowsOf(alice).join('\n')).not.toMatch(/Moreton;Alice|VERSION|Version/);
  });

  it('reads events and tasks of a calendar, not its time zones or alarms, with dates written plainly', async () => {
    expect(formatOf('diary/club.ics')).toBe('ical');
    const doc = await parseFile('club.ics', Buffer.from(ICS));
    expectRangesHold(doc);
    expect(doc.records.map((r) => `${r.subject} (${r.categoryHints.join(',')})`)).toEqual(['Committee meeting (event)', 'Spring inspection day (event)', 'Order frames (task)']);
    const meeting = rowsOf(doc.records[0]);
    expect(meeting).toEqual(expect.arrayContaining(['- / Start = 2025-03-14 19:00 Europe/London', '- / Location = Village Hall, Clun', '- / Attendees = Moreton, Alice']));
    expect(meeting.join('\n')).not.toMatch(/Reminder|TRIGGER|Trigger/);
    expect(rowsOf(doc.records[1])).toContain('- / Start = 2025-04-05');
    expect(rowsOf(doc.records[2])).toContain('- / Due = 2025-03-01 12:00 UTC');
  });

  it('reads each person of a GEDCOM tree with their events, parents, spouse and marriage', async () => {
    expect(formatOf('tree/family.ged')).toBe('gedcom');
    const doc = await parseFile('family.ged', Buffer.from(GED));
    expectRangesHold(doc);
    expect(doc.records.map((r) => r.subject)).toEqual(['John Kearton', 'Ann Harker', 'Thomas Kearton', 'Mary Kearton']);
    expect(doc.records.every((r) => r.categoryHints.includes('person'))).toBe(true);
    expect(rowsOf(doc.records[0])).toEqual(expect.arrayContaining([
      '- / Baptised = 15 Jun 1762', '- / Place of baptism = Thornsgill, Yorkshire, England', '- / Occupation = Lead miner',
      '- / Spouse = Ann Harker', '- / Married = 12 Dec 1786', '- / Children = Thomas Kearton; Mary Kearton',
    ]));
    expect(rowsOf(doc.records[1])).toEqual(expect.arrayContaining(['- / Died = 6 Aug 1840', '- / Age at death = 76 years', '- / Spouse = John Kearton']));
    expect(rowsOf(doc.records[2])).toEqual(expect.arrayContaining(['- / Father = John Kearton', '- / Mother = Ann Harker', '- / Born = 25 Mar 1790', '- / Also known as = Tom Kearton']));
    // (her own record names no family; the family's CHIL line does)
    expect(rowsOf(doc.records[3])).toEqual(expect.arrayContaining(['- / Father = John Kearton', '- / Note = Stub only: see the research cards.']));
    // (a GEDCOM date's keywords and months written as prose writes them)
    expect(rowsOf(doc.records[3])).toEqual(expect.arrayContaining(['- / Born = about 1792', '- / Buried = between Jun 1861 and Aug 1861']));
  });

  it('knows these files by their content under any other name', async () => {
    expect((await parseFile('contacts-export', Buffer.from(VCF))).records.map((r) => r.subject)).toEqual(['Alice Moreton', 'Dr Cerys Hughes', 'Bryn Davies']);
    expect((await parseFile('calendar.txt', Buffer.from(ICS))).records).toHaveLength(0);
    expect((await parseFile('tree-export', Buffer.from(GED))).records).toHaveLength(4);
  });

  it('reads broken and hostile files as far as they go, never a crash or a hang', async () => {
    // components never closed, an END of nothing, lines that are no content lines, nesting without end
    const broken = ['BEGIN:VCALENDAR', 'END:VTODO', 'garbage line', 'BEGIN:VEVENT', 'SUMMARY:Open event', 'LOCATION:Hall', 'X-ODD;=:x', ...Array.from({ length: 5000 }, () => 'BEGIN:VEVENT'), 'SUMMARY:deep'].join('\n');
    const cal = await parseFile('broken.ics', Buffer.from(broken));
    expect(cal.records.map((r) => r.subject)).toEqual(['Open event']);
    // (nesting past the limit, closed again, is counted and left out: the events after it are read)
    const nested = ['BEGIN:VCALENDAR', ...Array.from({ length: 20000 }, () => 'BEGIN:VEVENT'), ...Array.from({ length: 20000 }, () => 'END:VEVENT'), 'BEGIN:VEVENT', 'SUMMARY:After', 'LOCATION:Hall', 'END:VEVENT', 'END:VCALENDAR'].join('\n');
    const after = await parseFile('nested.ics', Buffer.from(nested));
    expect(after.records.map((r) => r.subject)).toEqual(['After']);
    expect(after.warnings.join(' ')).toMatch(/nested deeper than 16 levels/);
    const closed = await parseFile('closed.ics', Buffer.from(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'SUMMARY:Open event', 'LOCATION:Hall', 'END:VCALENDAR'].join('\n')));
    expect(closed.records.map((r) => r.subject)).toEqual(['Open event']);
    // levels ever deeper, pointers to nothing, a family naming a person as their own child, and CONC lines at the top
    const hostile = ['0 HEAD', '1 CONC x', '0 @I1@ INDI', '1 NAME Ann /Loop/', ...Array.from({ length: 3000 }, (_, i) => `${Math.min(i + 2, 99)} NOTE n${i}`), '1 FAMC @F9@', '1 FAMS @F1@',
      '0 @F1@ FAM', '1 WIFE @I1@', '1 CHIL @I1@', '1 HUSB @I404@', '0 TRLR'].join('\n');
    const tree = await parseFile('hostile.ged', Buffer.from(hostile));
    expect(tree.records.map((r) => r.subject)).toEqual(['Ann Loop']);
    await expect(parseFile('empty.ged', Buffer.from('0 HEAD\n1 SOUR X\n0 TRLR\n'))).rejects.toThrow(/no person/);
    await expect(parseFile('empty.vcf', Buffer.from('BEGIN:VCARD\nVERSION:3.0\nEND:VCARD\n'))).rejects.toThrow(/no contact/);
  });
});

describe('questions over them', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await indexedLibrary({ 'contacts/address-book.vcf': VCF, 'diary/club.ics': ICS, 'tree/kearton.ged': GED }, 'tagged.quarry');
  }, 120_000);
  afterAll(() => lib?.close());

  it('answers from the records the files write', async () => {
    expect((await answerQuestion(lib, "What is Bryn Davies's job title?")).answer).toContain('Depot manager');
    expect((await answerQuestion(lib, 'Where is the committee meeting?')).answer).toMatch(/location[\s\S]*Village Hall[\s\S]*Clun/);
    expect((await answerQuestion(lib, 'Who was the father of Mary Kearton?')).answer).toContain('John Kearton');
    expect((await answerQuestion(lib, 'Which people were lead miners?')).items.map((i) => i.name).sort()).toEqual(['John Kearton', 'Thomas Kearton']);
  });
});
