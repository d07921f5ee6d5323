// The lines of an invoice are parts of it, not the products they name: a table (or a JSON array) inside a record
// whose every row buys a quantity at a price — one number the product of two others — gives records of their own,
// named by the whole and what they buy, of no category of the folder's, the product kept as a row (a link). A page's
// table of other things with pages of their own (a brand's models and their prices) is still a table of those things.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { cellNumber, lineItemColumns, productCell } from '../../electron/engine/ingest/line-items.ts';
import { expectRangesHold } from './helpers.ts';

const invoiceHtml = `<!doctype html><html><head><title>Invoice INV-0024</title></head><body>
<h1>Invoice INV-0024</h1>
<dl><dt>Supplier</dt><dd>Van der Berg Logistiek B.V.</dd><dt>Invoice date</dt><dd>August 5, 2024</dd></dl>
<table>
<tr><th>Description</th><th>Quantity</th><th>Unit price (EUR)</th><th>Amount (EUR)</th></tr>
<tr><td>Pallet Collar 1200x800</td><td>295</td><td>7.66</td><td>2,259.70</td></tr>
<tr><td>EUR Pallet 1200x800</td><td>225</td><td>11.10</td><td>2,497.50</td></tr>
</table>
<table><tr><th>Invoice total</th><td>€5,756.21</td></tr></table>
</body></html>`;

const brandHtml = `<!doctype html><html><head><title>Volkswagen</title></head><body>
<h1>Volkswagen</h1>
<dl><dt>Founded</dt><dd>1937</dd><dt>Country</dt><dd>Germany</dd></dl>
<table>
<tr><th>Model</th><th>Owners</th><th>Price (EUR)</th><th>Mileage (km)</th></tr>
<tr><td>Golf 1.5 TSI</td><td>2</td><td>14,950</td><td>48,212</td></tr>
<tr><td>Polo 1.0</td><td>1</td><td>9,990</td><td>61,002</td></tr>
</table>
</body></html>`;

const invoiceJson = JSON.stringify({
  invoice_no: 'INV-0003',
  supplier: { name: 'Müller Elektrotechnik GmbH', country: 'Germany' },
  lines: [
    { sku: 'ME-8371', description: 'Industrial Socket 32A', qty: 7, unit_price: 52.4, amount: 366.8 },
    { sku: 'ME-1102', description: 'Cable Gland M20', qty: 40, unit_price: 1.15, amount: 46 },
  ],
  totals: { net: 412.8 },
});

describe('numbers as cells write them', () => {
  it('reads thousands groups and decimal marks of either convention, with a currency around', () => {
    expect(cellNumber('2,259.70')).toBe(2259.7);
    expect(cellNumber('€ 987.42')).toBe(987.42);
    expect(cellNumber('1.234,56')).toBe(1234.56);
    expect(cellNumber('4 690 €')).toBe(4690);
    expect(cellNumber('Pallet')).toBeNull();
  });
  it('finds the quantity, price and amount columns only where every row multiplies out', () => {
    expect(lineItemColumns([['Collar', '295', '7.66', '2,259.70'], ['Pallet', '225', '11.10', '2,497.50']])).toEqual({ quantity: 1, price: 2, amount: 3 });
    expect(lineItemColumns([['Collar', '295', '7.66', '2,259.70'], ['Pallet', '225', '11.10', '2,000.00']])).toBeNull();
    expect(lineItemColumns([['Drill', 'LT-3253', '1', '$ 194.72', '$ 194.72']])).toEqual({ quantity: 2, price: 3, amount: 4 });
    expect(lineItemColumns([['Golf', '2', '14,950', '48,212']])).toBeNull();
  });
  it('reads a quantity and a price stated together in one cell, and rows at the end totalling the lines', () => {
    expect(productCell('128 GT × £0.58')).toEqual({ quantity: 128, price: 0.58 });
    expect(productCell('7 t x 0.95')).toEqual({ quantity: 7, price: 0.95 });
    expect(productCell('Timber piles')).toBeNull();
    const rows = [['Tonnage dues', '128 GT × £0.58', '£74.24'], ['Goods dues', '7 t × £0.95', '£6.65'], ['Total due', '', '£80.89']];
    expect(lineItemColumns(rows)).toEqual({ quantity: 1, price: 1, amount: 2, totals: [2] });
    // (a last row that is no total breaks the table)
    expect(lineItemColumns([...rows.slice(0, 2), ['Pilotage', '', '£420.00']])).toBeNull();
    expect(lineItemColumns([['Collar', '295', '7.66', '2,259.70'], ['Pallet', '225', '11.10', '2,497.50'], ['Total', '', '', '4,757.20']])).toEqual({ quantity: 1, price: 2, amount: 3, totals: [2] });
  });
});

describe('line items', () => {
  it('makes an HTML invoice table lines of the invoice, each keeping the product it names', async () => {
    const doc = await parseFile('/data/invoices/INV-0024.html', Buffer.from(invoiceHtml));
    expectRangesHold(doc);
    const lines = doc.records.filter((r) => r.kind === 'line-item');
    expect(lines.map((r) => r.subject)).toEqual(['INV-0024 · Pallet Collar 1200x800', 'INV-0024 · EUR Pallet 1200x800']);
    expect(lines[0]!.rows.find((r) => r.key === 'Description')?.value).toBe('Pallet Collar 1200x800');
    expect(lines.every((r) => r.categoryHints.length === 0)).toBe(true);
    expect(doc.records.some((r) => r.subject === 'Pallet Collar 1200x800')).toBe(false);
  });
  it("makes a Markdown invoice's charges lines of it, and its total row a field of the invoice", async () => {
    const md = 'Invoice no.: HD-25-0432\nDate of issue: 1 March 2025\n\n| Item | Basis | Amount |\n|---|---|---|\n| Tonnage dues | 128 GT × £0.58 | £74.24 |\n| Goods dues | 7 t × £0.95 | £6.65 |\n| **Total due** | | **£80.89** |\n';
    const doc = await parseFile('/data/finance/invoices/HD-25-0432.md', Buffer.from(md));
    expectRangesHold(doc);
    expect(doc.records.filter((r) => r.kind === 'line-item').map((r) => r.subject)).toEqual(['HD-25-0432 · Tonnage dues', 'HD-25-0432 · Goods dues']);
    const page = doc.records.find((r) => r.subject === 'HD-25-0432')!;
    expect(page.rows.find((r) => r.key === 'Total due')?.value).toBe('£80.89');
    expect(doc.records.some((r) => r.subject === 'Goods dues' || r.subject.endsWith('Total due'))).toBe(false);
  });
  it('keeps a page table of other things as those things', async () => {
    const doc = await parseFile('/data/brands/volkswagen.html', Buffer.from(brandHtml));
    expect(doc.records.some((r) => r.kind === 'line-item')).toBe(false);
    expect(doc.records.map((r) => r.subject)).toEqual(expect.arrayContaining(['Golf 1.5 TSI', 'Polo 1.0']));
  });
  it('makes a JSON array of lines records of their own, not sections of the invoice', async () => {
    const doc = await parseFile('/data/invoices/INV-0003.json', Buffer.from(invoiceJson));
    const page = doc.records.find((r) => r.subject === 'INV-0003')!;
    expect(page.rows.some((r) => r.key === 'qty' || r.key === 'description')).toBe(false);
    const lines = doc.records.filter((r) => r.kind === 'line-item');
    expect(lines.map((r) => r.subject)).toEqual(['INV-0003 · Industrial Socket 32A', 'INV-0003 · Cable Gland M20']);
    expect(lines[1]!.rows.find((r) => r.key === 'qty')?.value).toBe('40');
  });
});
