// CSV/TSV → outline: one table unit (first row = header) whose data rows become 'csv-row' records.
// The delimiter is detected by papaparse for .csv (comma, semicolon, tab, pipe); .tsv uses tabs.

import Papa from 'papaparse';
import type { Outline, TableRow } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { collapseSpace } from '../kv.ts';

export function delimitedOutline(text: string, tabs: boolean): Outline {
  const parsed = Papa.parse<string[]>(text, {
    delimiter: tabs ? '\t' : '',
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
  });
  const out = emptyOutline();
  const rows: TableRow[] = parsed.data
    .filter((r) => Array.isArray(r) && r.some((c) => c.trim()))
    .map((r, i) => ({
      header: i === 0,
      cells: r.map((c) => ({ text: collapseSpace(c), th: i === 0, colspan: 1, rowspan: 1, rowHeader: false })),
    }));
  if (rows.length) out.units.push({ kind: 'table', rows, source: 'csv', page: null, links: [] });
  return out;
}
