// Records named from their own fields: leader-dot profiles, table rows named by one column (never with a column
// whose values are links), nested line items, and "Kind ID" names that are identifiers of their kind.
import { describe, expect, it } from 'vitest';
import { readKeyValue } from '../../electron/engine/ingest/kv.ts';
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
});
