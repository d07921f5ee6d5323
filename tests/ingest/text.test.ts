import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { decodeText, formatOf, parseFile } from '../../electron/engine/ingest/parse.ts';
import { expectRangesHold, parseFixture } from './helpers.ts';

async function errorCode(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (e) {
    return isQuarryError(e) ? e.code : `not a QuarryError: ${String(e)}`;
  }
}

describe('plain text and encodings', () => {
  it('reads paragraphs, a title line, a breadcrumb line and Key: value lines', async () => {
    const doc = await parseFixture('plain.txt');
    expectRangesHold(doc);
    expect(doc.format).toBe('text');
    expect(doc.title).toBe('Quarry Speaker S5');
    expect(doc.blocks[0].headingPath).toEqual(['Quarry Speaker S5']);
    const page = doc.records[0];
    expect(page.subject).toBe('Quarry Speaker S5');
    expect(page.rows.map((r) => `${r.key}=${r.value}`)).toEqual(['Battery=4400 mAh', 'Weight=540 g', 'Colour=Blue']);
    expect(doc.text.slice(page.rows[1].start, page.rows[1].end)).toBe('Weight: 540 g');
    expect(page.categoryHints).toEqual(['Audio', 'Speakers']);
  });

  it('decodes UTF-8 with BOM, UTF-16 LE/BE with BOM and Latin-1', () => {
    const s = 'Café crème — 5 €';
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(s)]))).toEqual({ text: s, encoding: 'utf-8' });
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(s, 'utf-16le')]))).toEqual({ text: s, encoding: 'utf-16le' });
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(s, 'utf-16be')]))).toEqual({ text: s, encoding: 'utf-16be' });
    const latin = 'Le café de la gare est ouvert. Prix: 5 francs. Très bon, très agréable à côté de la rivière.';
    const decoded = decodeText(iconv.encode(latin, 'latin1'));
    expect(decoded.text).toBe(latin);
    expect(decoded.encoding).not.toBe('utf-8');
  });

  it('parses a Latin-1 and a UTF-16 text file', async () => {
    const latin = await parseFile('fr.txt', iconv.encode('Météo\n\nIl fait très beau à Genève aujourd’hui.', 'windows-1252'));
    expect(latin.text).toContain('très beau à Genève');
    const utf16 = await parseFile('u16.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('Größe: 10 cm\nFarbe: Rot', 'utf-16le')]));
    expect(utf16.records[0].rows.map((r) => r.value)).toEqual(['10 cm', 'Rot']);
  });

  it('refuses binary files with a text extension, empty files and unknown formats', async () => {
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x01]);
    expect(await errorCode(parseFile('image.txt', binary))).toBe('FILE_BINARY');
    const controls = Buffer.from(Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? 0x01 : 0x41)));
    expect(await errorCode(parseFile('junk.md', controls))).toBe('FILE_BINARY');
    expect(await errorCode(parseFile('empty.txt', Buffer.alloc(0)))).toBe('FILE_EMPTY');
    expect(await errorCode(parseFile('blank.md', Buffer.from('  \n\n \t\n')))).toBe('FILE_EMPTY');
    expect(await errorCode(parseFile('photo.jpg', Buffer.from('x')))).toBe('FORMAT_UNSUPPORTED');
  });

  it('maps extensions to formats', () => {
    expect(formatOf('/a/b/Notes.MD')).toBe('markdown');
    expect(formatOf('x.markdown')).toBe('markdown');
    expect(formatOf('x.htm')).toBe('html');
    expect(formatOf('x.txt')).toBe('text');
    expect(formatOf('x.pdf')).toBe('pdf');
    expect(formatOf('x.docx')).toBe('docx');
    expect(formatOf('x.csv')).toBe('csv');
    expect(formatOf('x.tsv')).toBe('tsv');
    expect(formatOf('x.json')).toBe('json');
    expect(formatOf('x.doc')).toBeNull();
    expect(formatOf('x.zip')).toBeNull();
    expect(formatOf('README')).toBe('text');
    expect(formatOf('changelog.Debian.gz')).toBe('text');
    expect(formatOf('notes.rst')).toBe('rst');
    expect(formatOf('photo.png')).toBeNull();
    expect(formatOf('src.tar.gz')).toBeNull();
  });

  it('splits a long paragraph between sentences into blocks of about targetWords', async () => {
    const sentence = (i: number) => `Sentence number ${i} has exactly eight words here.`;
    const text = `Long\n\n${Array.from({ length: 60 }, (_, i) => sentence(i)).join(' ')}`;
    const doc = await parseFile('long.txt', Buffer.from(text), { targetWords: 40 });
    expectRangesHold(doc);
    expect(doc.blocks.length).toBeGreaterThanOrEqual(10);
    for (const b of doc.blocks.slice(1)) {
      expect(b.text.split(/\s+/).length).toBeLessThanOrEqual(48);
      expect(b.text.endsWith('here.')).toBe(true);
    }
  });
});

describe('a sheet of fields in plain text', () => {
  it('reads a capitalised "KIND — NAME" first line as the title naming the item, and fields set side by side', async () => {
    const sheet = ['STOCK CARD — BLUE HERON', 'Shelf: B4   Bin no.: 17', 'Weight: 1.2 kg', 'Colour: blue', ''].join('\n');
    const doc = await parseFile('cards/card-17.txt', Buffer.from(sheet));
    expectRangesHold(doc);
    expect(doc.records[0]!.subject).toBe('Blue Heron');
    const rows = Object.fromEntries(doc.records[0]!.rows.map((r) => [r.key, r.value]));
    expect(rows).toMatchObject({ Shelf: 'B4', 'Bin no.': '17', Weight: '1.2 kg', Colour: 'blue' });
    // one field whose value holds a wide space is still one field
    const one = await parseFile('note.txt', Buffer.from(['NOTE — ROOF', 'Status: waiting   (quote due)', 'Owner: Sam', ''].join('\n')));
    expect(one.records[0]!.rows.find((r) => r.key === 'Status')?.value).toBe('waiting   (quote due)');
  });
});

describe('records one after another in plain text', () => {
  it('reads each paragraph that names itself in a name field as an item, rules parting them', async () => {
    const text = [
      'VOLUNTEERS — Riverside Food Bank', 'Updated 2 May 2025.', '==========', '',
      'Name: Ada Brooks', 'Shift: Monday', 'Driver: yes', '----------',
      'Name: Ben Okoro', 'Shift: Friday', 'Driver: no', '----------',
      'Name: Cleo Marsh', 'Shift: Monday', 'Driver: no', '',
    ].join('\n');
    const doc = await parseFile('volunteers.txt', Buffer.from(text));
    expectRangesHold(doc);
    const people = doc.records.filter((r) => r.kind === 'stanza');
    expect(people.map((r) => r.subject)).toEqual(['Ada Brooks', 'Ben Okoro', 'Cleo Marsh']);
    expect(Object.fromEntries(people[1]!.rows.map((r) => [r.key, r.value]))).toMatchObject({ Shift: 'Friday', Driver: 'no' });
    expect(doc.text).not.toContain('----------');
    // one such paragraph is the page's own
    const one = await parseFile('ada.txt', Buffer.from('Name: Ada Brooks\nShift: Monday\nDriver: yes\n'));
    expect(one.records.filter((r) => r.kind === 'stanza')).toEqual([]);
  });
});
