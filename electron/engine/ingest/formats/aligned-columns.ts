// A paragraph of plain text laid out in columns by spaces, as a system prints a report or a register
// ("REF        ITEM                  BORROWER      OUT") → a table. The columns are where every line of the paragraph
// has at least two spaces at the same place; a header line names each column. Used by the plain-text reader
// (text.ts) for each paragraph before it becomes text.

import type { TableRow, TableUnit } from '../units.ts';

/** Lines a paragraph must have (a header and two rows) and columns it must split into to be read as a table. */
const MIN_LINES = 3;
const MIN_COLUMNS = 3;
/** Spaces that part two columns on every line. */
const GAP = 2;
/** A line of rules only ("----------  -------  =====") drawn under a header. */
const RULE_ROW = /^[\s\-=_+|:]+$/;

/**
 * The paragraph's lines as a table, or null where they are not laid out in columns: fewer than three lines or
 * columns, a tab in a line (a TSV is read as one), a header that does not name every column or names them with
 * numbers, or lines of "Key: value" fields written side by side ("Farm: Ballykeel   Field no.: IE-07").
 */
export function alignedTable(written: readonly string[]): TableUnit | null {
  // (a rule under the header, "----------  -------", draws the columns and is no row)
  const lines = written.filter((l, i) => !(i > 0 && RULE_ROW.test(l)));
  if (lines.length < MIN_LINES || lines.some((l) => l.includes('\t'))) return null;
  const width = Math.max(...lines.map((l) => l.length));
  const blank = Array.from({ length: width }, (_, p) => lines.every((l) => p >= l.length || l[p] === ' '));
  // the column spans: text between runs of GAP or more positions blank on every line
  const spans: Array<{ start: number; end: number }> = [];
  let p = 0;
  while (p < width) {
    while (p < width && blank[p]) p++;
    if (p >= width) break;
    const start = p;
    let end = p;
    while (p < width) {
      if (!blank[p]) {
        end = ++p;
        continue;
      }
      let q = p;
      while (q < width && blank[q]) q++;
      p = q;
      if (q - end >= GAP || q >= width) break;
    }
    spans.push({ start, end });
  }
  if (spans.length < MIN_COLUMNS) return null;
  const cellsOf = (l: string) => spans.map((s, i) => l.slice(s.start, i + 1 < spans.length ? spans[i + 1]!.start : undefined).trim());
  const [head, ...body] = lines.map(cellsOf);
  if (head!.some((c) => !/\p{L}/u.test(c) || /^[\d\s.,:/-]+$/u.test(c))) return null;
  if (head!.filter((c) => /[:：]$/.test(c)).length >= 2 || body.some((r) => r.filter((c) => /[:：]$/.test(c)).length >= 2)) return null;
  if (body.some((r) => r.filter(Boolean).length < 2) || body.filter((r) => r[0]).length < body.length * 0.8) return null;
  const rows: TableRow[] = [head!, ...body].map((cells, r) => ({
    header: r === 0,
    cells: cells.map((text) => ({ text, th: r === 0, colspan: 1, rowspan: 1, rowHeader: false })),
  }));
  return { kind: 'table', rows, source: 'markup', page: null, links: [] };
}
