// Labels of one property written differently on bills: a rate inside a label is a qualifier ("VAT 20%", "VAT
// (19%)" are VAT), an abbreviation is its word ("VAT no." is "VAT number"), "Net amount" is "Net"; a currency
// stated once in a record's own field ({"net": 300, "currency": "EUR"}) applies to its money fields, never to a
// count beside them. Similar labels of other properties stay apart: the VAT rate is not the VAT, an invoice
// number (codes "INV-0005") is not a VAT number (codes "FR12345678901").
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { refreshSchema, type Schema } from '../../electron/engine/skg/schema/index.ts';
import { labelTokens } from '../../electron/engine/skg/schema/label-similarity.ts';
import { loadLabelAbbreviations } from '../../electron/engine/skg/schema/label-abbreviations.ts';
import { recordUnitFor, recordUnits } from '../../electron/engine/skg/values/record-units.ts';
import { defaultUnits } from '../../electron/engine/skg/values/quantity.ts';
import { loadValueContext } from '../../electron/engine/skg/values/value-context.ts';
import { tempDir } from '../helpers/tmp.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';

const RATES = ['VAT 20%', 'VAT (19%)', 'VAT 21%', 'VAT (23%)', 'VAT 20%'];
const SUPPLIERS = ['Alder Ltd', 'Birch GmbH', 'Cedar SARL', 'Damson BV', 'Elm AS'];

let lib: Library;
let schema: Schema;
beforeAll(async () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'invoices'));
  RATES.forEach((rate, i) => {
    const net = 200 + 37 * i;
    const pct = Number(/\d+/.exec(rate)![0]);
    // (and filed by supplier: a file named by the code a field states is that code's sheet, named by it)
    fs.writeFileSync(path.join(dir, 'invoices', `${SUPPLIERS[i]!.toLowerCase().replace(/ /g, '-')}-bill.md`), [
      // titled by what was bought, so the invoice number is a fact of the record rather than its name
      `# ${['Office chairs', 'Desk lamps', 'Printer paper', 'Cable trays', 'Safety boots'][i]} from ${SUPPLIERS[i]}`, '', `- Supplier: ${SUPPLIERS[i]}`, `- Net: € ${net.toFixed(2)}`, `- ${rate}: € ${(net * pct / 100).toFixed(2)}`,
      `- Total due: € ${(net * (1 + pct / 100)).toFixed(2)}`, `- VAT no.: DE${123456780 + i}`, `- Invoice number: INV-000${i + 1}`, '',
    ].join('\n'));
  });
  for (let i = 0; i < 5; i++) {
    const no = `INV-00${i + 11}`;
    const net = 310 + 41 * i;
    fs.writeFileSync(path.join(dir, 'invoices', `${no}.json`), JSON.stringify({
      invoice_number: no, supplier: SUPPLIERS[i], currency: 'EUR', qty: 3 + i, net_amount: net, vat: Math.round(net * 0.2 * 100) / 100, vat_rate_pct: 20, vat_number: `FR${12345678901 + i}`,
    }, null, 2));
  }
  lib = openLibrary(path.join(tempDir(), 'bills.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
  schema = await refreshSchema(lib);
}, 180_000);
afterAll(() => lib?.close());

const attributeOf = (label: string) => schema.attributes.find((a) => a.labels.some((l) => l.label.toLowerCase() === label.toLowerCase()));
const labelsOf = (label: string) => attributeOf(label)?.labels.map((l) => l.label.toLowerCase()) ?? [];

describe('label qualifiers and abbreviations', () => {
  it('reads a rate in a label as a qualifier and an abbreviation as its word', () => {
    const isUnit = () => false;
    expect(labelTokens('Vat 20%', { isUnit })).toEqual(['vat']);
    expect(labelTokens('Vat (19%)', { isUnit })).toEqual(['vat']);
    expect(labelTokens('Vat rate (%)', { isUnit })).toContain('rate');
    expect(labelTokens('VAT no.', { isUnit, abbreviations: loadLabelAbbreviations() })).toEqual(['vat', 'number']);
    expect(labelTokens('July avg temp', { isUnit, abbreviations: loadLabelAbbreviations() })).toEqual(labelTokens('July average temp', { isUnit, abbreviations: loadLabelAbbreviations() }));
  });
  it('merges VAT at every rate, with the VAT of records whose currency is a field of their own', () => {
    const vat = attributeOf('Vat');
    expect(vat?.dimension).toBe('currency');
    for (const l of ['vat 20%', 'vat (19%)', 'vat 21%', 'vat (23%)']) expect(labelsOf('Vat')).toContain(l);
    expect(attributeOf('Vat rate pct')).not.toBe(vat);
  });
  it('merges "Net amount" with "Net" and "VAT no." with "VAT number"', () => {
    expect(labelsOf('Net')).toContain('net amount');
    expect(labelsOf('VAT no.')).toContain('vat number');
  });
  it('keeps an invoice number apart from a VAT number: their codes differ in shape', () => {
    expect(attributeOf('Invoice number')).toBeDefined();
    expect(labelsOf('Invoice number')).not.toContain('vat number');
    expect(labelsOf('Invoice number')).not.toContain('vat no.');
  });
});

describe('a unit stated in a record field of its own', () => {
  it('applies to money fields, never to a count beside them', () => {
    const units = recordUnits(['INV-1', 'EUR', '3', '300'], defaultUnits());
    expect(units.byDimension.get('currency')).toBe('EUR');
    const kinds = loadValueContext().domain.entryKinds;
    expect(recordUnitFor(units, 'net amount', kinds)).toBe('EUR');
    expect(recordUnitFor(units, 'qty', kinds)).toBeUndefined();
    expect(recordUnits(['EUR', 'USD'], defaultUnits()).byDimension.size).toBe(0);
  });
  it('gives the JSON invoices\' sums the currency, and their quantities none', async () => {
    const rdf = await libraryRdf(lib);
    const unitsOf = async (label: string) => (await rdf.sparql(`${SPARQL_PREFIXES}
      SELECT ?u WHERE { ?s q:inEntry ?en . ?en rdfs:label ?l . FILTER(LCASE(STR(?l)) = "${label}") ?s q:hasNumericValue ?v . OPTIONAL { ?s q:hasUnit ?u } }`)).rows.map((r) => r.u?.value ?? null);
    expect(await unitsOf('net amount')).toEqual(['EUR', 'EUR', 'EUR', 'EUR', 'EUR']);
    expect((await unitsOf('qty')).every((u) => u !== 'EUR')).toBe(true);
  });
});
