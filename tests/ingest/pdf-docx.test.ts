import { describe, expect, it } from 'vitest';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { makeDocx, makePdf, makeZip } from './binary-fixtures.ts';
import { expectRangesHold } from './helpers.ts';

async function codeOf(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (e) {
    return isQuarryError(e) ? e.code : String(e);
  }
}

describe('PDF', () => {
  const pdf = makePdf(
    [
      ['Quarry Manual', 'Battery: 5000 mAh', 'Weight: 190 g'],
      ['Charging takes two hours with the supplied adapter.'],
    ],
    'Quarry Manual',
  );

  it('extracts text per page and keeps page numbers on blocks', async () => {
    const doc = await parseFile('manual.pdf', pdf);
    expectRangesHold(doc);
    expect(doc.format).toBe('pdf');
    expect(doc.pages).toBe(2);
    expect(doc.title).toBe('Quarry Manual');
    expect(doc.blocks.map((b) => b.page)).toEqual([1, 2]);
    expect(doc.blocks[0].text).toContain('Battery: 5000 mAh');
    expect(doc.blocks[1].text).toBe('Charging takes two hours with the supplied adapter.');
    // Blocks never span pages, even when small enough to merge.
    const merged = await parseFile('manual.pdf', pdf, { targetWords: 1000 });
    expect(merged.blocks.map((b) => b.page)).toEqual([1, 2]);
  });

  it('reads Key: value lines of a page as records', async () => {
    const doc = await parseFile('manual.pdf', pdf);
    const rows = doc.records[0].rows;
    expect(rows.map((r) => `${r.key}=${r.value}`)).toEqual(['Battery=5000 mAh', 'Weight=190 g']);
    expect(rows.every((r) => doc.blocks[r.blockOrder].page === 1)).toBe(true);
  });

  it('reports a truncated PDF and a non-PDF as FILE_CORRUPT', async () => {
    expect(await codeOf(parseFile('cut.pdf', pdf.subarray(0, Math.floor(pdf.length / 3))))).toBe('FILE_CORRUPT');
    expect(await codeOf(parseFile('fake.pdf', Buffer.from('just some text, not a pdf')))).toBe('FILE_CORRUPT');
    expect(await codeOf(parseFile('empty.pdf', Buffer.alloc(0)))).toBe('FILE_EMPTY');
  });
});

describe('DOCX', () => {
  it('converts headings, paragraphs and tables via the HTML path', async () => {
    const doc = await parseFile('phone.docx', makeDocx());
    expectRangesHold(doc);
    expect(doc.format).toBe('docx');
    expect(doc.title).toBe('Quarry Phone X1');
    expect(doc.text).toContain('The Quarry Phone X1 is a test handset');
    const page = doc.records[0];
    expect(page.subject).toBe('Quarry Phone X1');
    expect(page.rows.map((r) => `${r.section} / ${r.key} = ${r.value}`)).toEqual([
      'Specifications / Battery = 5000 mAh',
      'Specifications / Weight = 190 g',
    ]);
    expect(doc.text.slice(page.rows[0].start, page.rows[0].end)).toBe('Battery | 5000 mAh');
  });

  it('reports a corrupt or truncated DOCX as FILE_CORRUPT', async () => {
    const docx = makeDocx();
    expect(await codeOf(parseFile('cut.docx', docx.subarray(0, 120)))).toBe('FILE_CORRUPT');
    expect(await codeOf(parseFile('text.docx', Buffer.from('plain text pretending to be a docx')))).toBe('FILE_CORRUPT');
    expect(await codeOf(parseFile('nodoc.docx', makeZip({ 'hello.txt': 'hi' })))).toBe('FILE_CORRUPT');
  });
});
