// Records named from their own fields: leader-dot profiles, table rows named by one column (never with a column
// whose values are links), nested line items, and "Kind ID" names that are identifiers of their kind.
import { describe, expect, it } from 'vitest';
import { readKeyValue } from '../../electron/engine/ingest/kv.ts';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { expectRangesHold, parseFixture, rowsOf } from './helpers.ts';

describe('records named from their own fields', () => {
  it('reads leader dots (dots, ellipses, middle dots) as the separator of a key and its value', () => {
    expect(readKeyValue('Country .......... Finland', false)).toMatchObject({ key: 'Country', value: 'Finland' });
    expect(readKeyValue('Lead time........10 days', false)).toMatchObject({ key: 'Lead time', value: '10 days' });
    expect(readKeyValue('Town · · · · Tampere', true)).toMatchObject({ key: 'Town', value: 'Tampere' });
    expect(readKeyValue('Founded … 1971', true)).toMatchObject({ key: 'Founded', value: '1971' });
    // prose with an ellipsis and decimals are not fields
    expect(readKeyValue('Wait... what happened', true)).toBeNull();
    expect(readKeyValue('Version 1.2.3 is out', true)).toBeNull();
  });

  it('names a dot-leader profile from its LABEL: NAME title, in the case the body writes the name', async () => {
    const doc = await parseFixture('naming/notes-kettle-works.txt');
    expectRangesHold(doc);
    const page = doc.records.find((r) => r.kind === 'page');
    expect(page?.subject).toBe('Harbour Kettle Works Ltd');
    expect(page?.categoryHints).toContain('Vendor');
    expect(rowsOf(page)).toEqual(['- / Country = Ireland', '- / Lead time = 12 days', '- / Rating = 4.5', '- / Founded = 1971', '- / Colour = Teal']);
  });

  it('names exported records by their identifier when the only unique text lists their contents ("12 x Rye Loaf; …")', async () => {
    const doc = await parseFixture('naming/orders-export.json');
    expectRangesHold(doc);
    expect(doc.records.map((r) => r.subject)).toEqual(['ORD-101', 'ORD-102', 'ORD-107', 'ORD-110']);
    // the contents stay a fact of the order
    expect(rowsOf(doc.records[0])).toContain('- / contents = 12 x Rye Loaf; 4 x Seed Bun');
  });

  it('keeps the nested lines of one order as facts of the order, named by its number', async () => {
    const doc = await parseFixture('naming/ORD-120.json');
    expect(doc.records.map((r) => r.subject)).toEqual(['ORD-120']);
    expect(rowsOf(doc.records[0]).filter((r) => r.startsWith('lines'))).toEqual(['lines / Rye Loaf = 6 RB-1 21', 'lines / Seed Bun = 10 SB-2 12.5']);
  });

  it('names a "Kind ID" title by the identifier when the folder it is in holds that kind ("orders/")', async () => {
    const md = '# Order ORD-0131\n\n- Customer: Tarn Deli\n- Total: 33.50 EUR\n';
    expect((await parseFile('/data/orders/ord-0131.md', Buffer.from(md))).subject).toBe('ORD-0131');
    expect((await parseFile('/data/orders/2024/march.md', Buffer.from(md))).subject).toBe('ORD-0131');
    const html = '<html><head><title>Order ORD-0132</title></head><body><h1>Order ORD-0132</h1><dl><dt>Customer</dt><dd>Loch Bakery</dd></dl></body></html>';
    const doc = await parseFile('/data/orders/receipt-march.html', Buffer.from(html));
    expect(doc.subject).toBe('ORD-0132');
    expect(doc.records[0].subject).toBe('ORD-0132');
    expect(doc.records[0].categoryHints).toContain('Order');
    // the file named otherwise, in a folder of another word: the title stays as written
    expect((await parseFile('/data/misc/notes.md', Buffer.from(md))).subject).toBe('Order ORD-0131');
    // a name whose last word is a number or a model is not a kind and an identifier
    expect((await parseFile('/data/chapters/chapter-3.md', Buffer.from('# Chapter 3\n\nText.\n'))).subject).toBe('Chapter 3');
    expect((await parseFile('/data/galaxy/galaxy-s23u.md', Buffer.from('# Galaxy S23U\n\n- RAM: 8 GB\n'))).subject).toBe('Galaxy S23U');
    // a brand's folder is not a kind, nor is a file named by the model code
    expect((await parseFile('/data/htc/a103.md', Buffer.from('# HTC A103\n\n- RAM: 8 GB\n'))).subject).toBe('HTC A103');
  });
});

describe('paragraphs opening with one field', () => {
  it('names each paragraph by the field they all open with, its label their kind', async () => {
    const text = ['FOUNDING MEMBERS — KYSTKRAFT (signed the founding charter in autumn 2007)', '', 'MEMBER: NIELS AGGER', 'Town: Hvidbjerg, Danmark', 'Type: Individual', 'Holding: 300 andele', '', 'MEMBER: THYHOLM LANDBOFORENING', 'Town: Hvidbjerg, Danmark', 'Type: Association', 'Holding: 500 andele', '', 'MEMBER: OLE KRISTENSEN', 'Town: Lemvig, Danmark', 'Type: Individual', 'Holding: 95 andele', ''].join('\n');
    const doc = await parseFile('/d/members/founding-members.txt', Buffer.from(text));
    expectRangesHold(doc);
    expect(doc.records.map((r) => r.subject)).toEqual(['Niels Agger', 'Thyholm Landboforening', 'Ole Kristensen']);
    expect(doc.records[1]?.categoryHints).toContain('Member');
    expect(rowsOf(doc.records[1])).toEqual(['- / Town = Hvidbjerg, Danmark', '- / Type = Association', '- / Holding = 500 andele']);
  });

  it('names nothing by a field whose values repeat or hold numbers', async () => {
    const text = ['Type: Individual', 'Town: Lemvig', 'Holding: 95', '', 'Type: Individual', 'Town: Thisted', 'Holding: 180', '', 'Date: 2024-05-01', 'Town: Ely', 'Holding: 20', '', 'Date: 2024-05-02', 'Town: Wells', 'Holding: 30', ''].join('\n');
    const doc = await parseFile('/d/members/notes.txt', Buffer.from(text));
    expect(doc.records.map((r) => r.kind)).toEqual(['page']);
  });
});
