// CSV/TSV → outline: one table unit (first row = header) whose data rows become 'csv-row' records.
// The delimiter of a .csv is the one of comma, semicolon, tab and pipe that splits most of its first lines alike
// (guessDelimiter); .tsv uses tabs.
// A preamble before the header (comment lines such as "# Sex: MN male neutered, …", a title line, an export
// note) is kept as text, never read as the header or as a data row: it describes the table, not one of its rows.
// A preamble that is a title line above "Key: value" lines only ("# Round the Island Race 2025", "# Date: …",
// "# Overall winner: GBR 6786") states the file's own record: the title names it, each line is its field; any other
// preamble (a legend "# Sex: MN male neutered, …" among notes) gives no facts.
// A second header row under the first (a spreadsheet's "Dimensions,,," group row above "LOA (m),Beam (m),…", or a
// row of units "(year)", "(Y/N)") is a header too: its first cell is empty where the rows' names are, and none of
// its cells holds a number outside brackets. A group label then spans the empty cells to its right that the row
// below names.

import Papa from 'papaparse';
import type { Outline, StatedField, TableRow } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { collapseSpace, readKeyValue } from '../kv.ts';

/** A line that comment syntax marks as not data ("# …", "// …" before the table starts; "#id,name" is a header). */
const COMMENT_LINE = /^\s*(?:#+|\/\/)(?:\s|$)/;

export function delimitedOutline(text: string, tabs: boolean): Outline {
  const out = emptyOutline();
  const lines = text.split(/\r?\n/);
  let skip = 0;
  while (skip < lines.length && (COMMENT_LINE.test(lines[skip]) || !lines[skip].trim())) skip++;
  let body = lines.slice(skip).join('\n');
  const delimiterGuess = tabs ? '\t' : guessDelimiter(body);
  // a few lines above a blank line, each of fewer fields than the first line below it, are a preamble the blank line
  // sets apart from the table ("Exporté le;30/11/2025 18:04;Utilisateur;cduval" above eight columns)
  skip = apartPreamble(lines, skip, delimiterGuess);
  const preamble = lines.slice(0, skip).filter((l) => l.trim());
  body = lines.slice(skip).join('\n');
  const parsed = Papa.parse<string[]>(body, { delimiter: delimiterGuess, skipEmptyLines: 'greedy' });
  const data = parsed.data.filter((r) => Array.isArray(r) && r.some((c) => c.trim()));
  // Leading rows of a field or a few above rows of several are a title or a note, not the header: an export's
  // "Decimal separator: comma; times local" above ten columns split by semicolons is a line of its preamble.
  const width = modalWidth(data);
  let lead = 0;
  if (width >= 3) while (lead < data.length - 1 && filled(data[lead]) * 2 < width) lead++;
  const delimiter = typeof parsed.meta.delimiter === 'string' ? parsed.meta.delimiter : ' ';
  for (const r of data.slice(0, lead)) preamble.push(r.filter((c, i) => c.trim() || i === 0).join(delimiter).trim());
  if (preamble.length) {
    const shown = preamble.map((l) => collapseSpace(l.replace(COMMENT_LINE, '')));
    const text = shown.join('\n');
    // a preamble of a title line and "Key: value" lines ("# Round the Island Race 2025", "# Date: 2025-06-21")
    // states the file's own record: the title names it, each line is a field of it
    const fields: StatedField[] = [];
    let at = 0;
    const reads = shown.map((line) => {
      const start = at;
      at += line.length + 1;
      return { line, start, kv: readKeyValue(line, true) };
    });
    const kvs = reads.filter((r) => r.kv);
    const titled = reads.length >= 3 && !reads[0]!.kv && reads[0]!.line.length <= 80 && kvs.length === reads.length - 1;
    if (titled) {
      out.title = reads[0]!.line;
      for (const r of kvs) fields.push({ key: r.kv!.key, value: r.kv!.value, start: r.start, end: r.start + r.line.length });
    }
    out.units.push({ kind: 'text', text, fields, page: null, links: [] });
  }
  const table = data.slice(lead);
  const headerRows = table.length > 2 && secondHeader(table[0], table[1], table.slice(2)) ? 2 : 1;
  if (headerRows === 2) table[0] = spanGroups(table[0], table[1]);
  const rows: TableRow[] = table.map((r, i) => ({
    header: i < headerRows,
    cells: r.map((c) => ({ text: collapseSpace(c), th: i < headerRows, colspan: 1, rowspan: 1, rowHeader: false })),
  }));
  if (rows.length) out.units.push({ kind: 'table', rows, source: 'csv', page: null, links: [] });
  return out;
}

/** Whether the row under the header names columns too: an empty first cell above named rows, no number outside
 *  brackets, and the header row leaving a cell empty (a group spanning it) or this row stating units only. */
function secondHeader(header: string[], row: string[], rest: string[][]): boolean {
  if (row[0]?.trim() || filled(row) < 2) return false;
  if (rest.filter((r) => r[0]?.trim()).length < 0.8 * rest.length) return false;
  if (row.some((c) => /\d/.test(c.replace(/\([^)]*\)/g, '')))) return false;
  const groups = header.some((c, i) => i > 0 && !c.trim() && row[i]?.trim());
  const unitsOnly = row.every((c) => !c.trim() || /^\(.*\)$/.test(c.trim()));
  return groups || unitsOnly;
}

/** The header row with each group label spread over the empty cells to its right that the row below names. */
function spanGroups(header: string[], below: string[]): string[] {
  const out = [...header];
  for (let i = 1; i < out.length; i++) if (!out[i]?.trim() && below[i]?.trim() && out[i - 1]?.trim()) out[i] = out[i - 1]!;
  return out;
}

/** Lines of a preamble set apart by a blank line. */
const APART_PREAMBLE_LINES = 5;

/** Where the table starts when the few lines from `from` up to a blank line are each narrower than the line after it
 *  (and at least two lines follow): after the blank line; else `from`. */
function apartPreamble(lines: string[], from: number, delimiter: string): number {
  const blank = lines.findIndex((l, i) => i > from && !l.trim());
  if (blank < 0 || blank - from > APART_PREAMBLE_LINES) return from;
  let start = blank;
  while (start < lines.length && !lines[start].trim()) start++;
  const after = lines.slice(start).filter((l) => l.trim());
  if (after.length < 3) return from;
  const width = (l: string) => filled(Papa.parse<string[]>(l, { delimiter }).data[0] ?? []);
  const header = width(after[0]!);
  return header >= 3 && lines.slice(from, blank).every((l) => width(l) < header) ? start : from;
}

function filled(r: string[]): number {
  return r.filter((c) => c.trim()).length;
}

const DELIMITERS = [',', ';', '\t', '|'];
/** Lines the delimiter is guessed from, and at most this many characters of them. */
const GUESS_LINES = 60;
const GUESS_CHARS = 65_536;

/**
 * The delimiter that splits most of the first lines into the same number of fields (two at least), the one splitting
 * them into more fields where two split equally many lines (a bookings export's "2,50;120,00" under a header of ten
 * fields split by semicolons: its decimal commas split each row in three, the semicolons in ten, the header too).
 * A preamble line above the table counts for none. Papaparse's own guess weighs every line alike and took the
 * decimal commas there.
 */
export function guessDelimiter(text: string): string {
  // (a bounded look: a file of one enormous line is split four ways only as far as GUESS_CHARS, its cut line dropped)
  const head = text.length > GUESS_CHARS ? text.slice(0, GUESS_CHARS) : text;
  const lines = head.split(/\r?\n/, GUESS_LINES + 1);
  if (text.length > GUESS_CHARS && lines.length > 1) lines.pop();
  const preview = lines.slice(0, GUESS_LINES).filter((l) => l.trim()).join('\n');
  let best = ',';
  let bestLines = 0;
  let bestWidth = 0;
  for (const d of DELIMITERS) {
    const rows = Papa.parse<string[]>(preview, { delimiter: d, skipEmptyLines: 'greedy' }).data.filter(Array.isArray);
    const counts = new Map<number, number>();
    for (const r of rows) if (r.length >= 2) counts.set(r.length, (counts.get(r.length) ?? 0) + 1);
    let width = 0;
    let lines = 0;
    for (const [w, c] of counts) if (c > lines || (c === lines && w > width)) [width, lines] = [w, c];
    if (lines > bestLines || (lines === bestLines && lines > 0 && width > bestWidth)) [best, bestLines, bestWidth] = [d, lines, width];
  }
  return best;
}

/** The most common number of filled cells per row. */
function modalWidth(rows: string[][]): number {
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(filled(r), (counts.get(filled(r)) ?? 0) + 1);
  let best = 0;
  let n = 0;
  for (const [w, c] of counts) if (c > n || (c === n && w > best)) [best, n] = [w, c];
  return best;
}
