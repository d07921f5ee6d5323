// A table written sideways: the items as columns, their properties as rows ("| | Half Light | Foxhole |" above
// "| Running time | 20' | 27' |"), as comparison tables are. Each column of an ordinary table holds one kind of
// value (a price column, a name column); a sideways table's rows do, and its columns mix them (one film's director,
// year, running time, subtitles). A table whose header names the items (its corner empty, the others filled), whose
// rows each hold one kind of value far more than its columns do, is read column by column. A corner that names
// something ("Event") says what the rows are: an events table with a column per city stays a table of events.

/** The kind of value a cell holds, as far as its text shows: a yes/no mark or word, a number, or words. */
function cellKind(text: string): 'flag' | 'number' | 'text' | null {
  const t = text.trim();
  if (!t || /^[—–-]$|^n\/?a$/i.test(t)) return null;
  if (/^(?:[✓✔✗✘×]|yes|no|y|n|true|false)$/i.test(t)) return 'flag';
  if (/\d/.test(t)) return 'number';
  return 'text';
}

/** The share of lines (arrays of cells) whose known kinds are all one. */
function homogeneity(lines: string[][]): number {
  const counted = lines.map((l) => l.map(cellKind).filter((k): k is NonNullable<typeof k> => k !== null)).filter((ks) => ks.length >= 2);
  if (!counted.length) return 0;
  return counted.filter((ks) => ks.every((k) => k === ks[0])).length / counted.length;
}

/** Rows and value columns a sideways table needs, and how much more alike its rows must be than its columns. */
const MIN_ROWS = 3;
const MIN_ITEMS = 2;
const ROWS_ALIKE = 0.8;
const COLUMNS_ALIKE = 0.5;

/**
 * Whether a table of `header` (its first cell the corner) and `rows` (each row's first cell its property) is written
 * sideways: the items across the header, a property per row.
 */
export function isSideways(header: readonly string[], rows: ReadonlyArray<readonly string[]>): boolean {
  const items = header.slice(1);
  // (a corner naming what the rows are, "Event", makes them items: an events table with a column per city)
  if (header[0]?.trim() || items.length < MIN_ITEMS || rows.length < MIN_ROWS || items.some((h) => !h.trim())) return false;
  // the header names items: no numbers of their own there, none a row property's kind of value
  if (items.some((h) => cellKind(h) !== 'text')) return false;
  if (rows.some((r) => !r[0]?.trim() || cellKind(r[0]!) === 'number')) return false;
  const byRow = rows.map((r) => r.slice(1, header.length).map((c) => c ?? ''));
  const byColumn = items.map((_, c) => rows.map((r) => r[c + 1] ?? ''));
  return homogeneity(byRow) >= ROWS_ALIKE && homogeneity(byColumn) <= COLUMNS_ALIKE;
}
