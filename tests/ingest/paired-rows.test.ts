// "Vehicle / driver: WF18 TLN / Tom Penhaligon": a label of labels joined by slashes over a value of as many parts
// states each part under its own label, each cited at its own words; a value of another number of parts, a fraction
// or a label that is no list of labels stays one field.
import { describe, expect, it } from 'vitest';
import { pairedParts } from '../../electron/engine/ingest/paired-rows.ts';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { expectRangesHold, rowsOf } from './helpers.ts';

describe('paired labels and values', () => {
  it('splits a label of labels over a value of as many parts', () => {
    expect(pairedParts('Vehicle / driver', 'WF18 TLN / Tom Penhaligon')).toEqual([{ key: 'Vehicle', value: 'WF18 TLN' }, { key: 'driver', value: 'Tom Penhaligon' }]);
    expect(pairedParts('Height/weight', '180 cm/75 kg')).toEqual([{ key: 'Height', value: '180 cm' }, { key: 'weight', value: '75 kg' }]);
  });

  it('keeps one field where the parts do not pair', () => {
    expect(pairedParts('Formats', 'Keg / Bottle')).toBeNull();
    expect(pairedParts('Vehicle / driver', 'WF18 TLN')).toBeNull();
    expect(pairedParts('Vehicle / driver', 'A / B / C')).toBeNull();
    expect(pairedParts('Share / ratio', '3/4')).toBeNull();
    expect(pairedParts('Date (dd/mm/yyyy)', '01/06/2024')).toBeNull();
    // a rate per a period or a unit is one value
    expect(pairedParts('Spend / month', 'EUR 90 / month')).toBeNull();
    expect(pairedParts('Price / kg', '4.20 / kg')).toBeNull();
  });

  it('states each part as its own row of the record, cited at its own words', async () => {
    const text = ['DELIVERY NOTE', '', 'Consignment:      SHP-24-0479', 'Vehicle / driver: WF18 TLN / Tom Penhaligon', 'Route:            168 miles', ''].join('\n');
    const doc = await parseFile('/notes/SHP-24-0479.txt', Buffer.from(text));
    expectRangesHold(doc);
    const rows = doc.records.flatMap((r) => r.rows);
    expect(rowsOf(doc.records.find((r) => r.rows.some((x) => x.key === 'Vehicle')))).toEqual(expect.arrayContaining(['- / Vehicle = WF18 TLN', '- / driver = Tom Penhaligon']));
    const driver = rows.find((r) => r.key === 'driver')!;
    expect(doc.text.slice(driver.start, driver.end)).toBe('Tom Penhaligon');
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
  });
});
