// A table written sideways (the items across its header, a property per row) is read column by column; an ordinary
// table, whose columns each hold one kind of value, row by row.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { isSideways } from '../../electron/engine/ingest/transposed.ts';

const sideways = `<html><body><h1>Shorts</h1><table>
<thead><tr><th></th><th>Half Light</th><th>Foxhole</th><th>Stray</th></tr></thead>
<tbody>
<tr><th>Director</th><td>Tobias Kern</td><td>Marta Sikora</td><td>Mateo Ibarra</td></tr>
<tr><th>Year</th><td>2025</td><td>2025</td><td>2024</td></tr>
<tr><th>Running time</th><td>20'</td><td>27'</td><td>12'</td></tr>
<tr><th>English subtitles</th><td>✓</td><td>✓</td><td>✗</td></tr>
<tr><th>Country</th><td>Germany</td><td>Poland</td><td>Argentina</td></tr>
</tbody></table></body></html>`;

describe('tables written sideways', () => {
  it('reads each column as the item its header names', async () => {
    const doc = await parseFile('shorts.html', Buffer.from(sideways));
    expect(doc.records.map((r) => r.subject)).toEqual(['Half Light', 'Foxhole', 'Stray']);
    const foxhole = doc.records[1]!;
    expect(foxhole.rows.map((r) => `${r.key} = ${r.value}`)).toEqual(['Director = Marta Sikora', 'Year = 2025', "Running time = 27'", 'English subtitles = ✓', 'Country = Poland']);
    for (const r of foxhole.rows) expect(doc.text.slice(r.start, r.end)).toBe(r.value);
  });
  it('reads an ordinary table row by row: its columns each hold one kind of value', () => {
    const header = ['Film', 'Year', 'Running time', 'Subtitles'];
    const rows = [['Half Light', '2025', "20'", '✓'], ['Foxhole', '2025', "27'", '✓'], ['Stray', '2024', "12'", '✗']];
    expect(isSideways(header, rows)).toBe(false);
    // a table of names only reads either way alike: row by row
    expect(isSideways(['Team', 'Lead', 'Site'], [['Core', 'Ana Ruiz', 'Porto'], ['Web', 'Tom Lee', 'Leeds'], ['Data', 'Kim Ito', 'Oslo']])).toBe(false);
    // a corner naming the rows: events by city, a table of events
    expect(isSideways(['Event', 'Leeds', 'Leipzig'], [['Tournament night', 'Thu', 'Mi'], ['Learn to play', 'Sun 14:00', 'So 15:00'], ['Entry fee', '£10', '8 €']])).toBe(false);
    expect(isSideways(['', 'Leeds', 'Leipzig'], [['Tournament night', 'Thu', 'Mi'], ['Learn to play', 'Sun 14:00', 'So 15:00'], ['Entry fee', '£10', '8 €']])).toBe(true);
  });
});
