// A table of periods down its first column and items across its header ("Month,Leigh Pantry,Atherton Larder,…" over
// "Jan-24,210,138,…"): each column is a series of one item, its values stated per period. The rows stay records of
// their own (a month's figures: "which month gave out the most"); each column is also a record of the item its
// header names, a field per period ("Leigh Pantry: Jan-24 = 210"), so "how many parcels did Leigh Pantry give out
// in January 2024" reads the item's own field, as a table written the other way round (an item per row, a column per
// month) states it. A column that totals the others in every row ("All points") names no item.
import { monthNumber } from '../skg/values/dates.ts';
import { cellNumber } from './line-items.ts';

/** Rows of periods a table needs, and the share of its rows they must be. */
const MIN_PERIODS = 3;
const PERIOD_SHARE = 0.8;
/** Share of a column's cells that must be numbers (or a dash for none) for it to be a series. */
const NUMBER_SHARE = 0.8;

/** "Jan-24", "March 2025", "sept.", "2024-03": a month, with or without its year. */
export function isPeriodLabel(text: string): boolean {
  const t = text.trim();
  const m = /^(\p{L}+)\.?(?:[\s'’/-]*(?:\d{4}|\d{2}))?$/u.exec(t) ?? /^(?:\d{4}|\d{2})[\s'’/-]+(\p{L}+)\.?$/u.exec(t);
  if (m) return monthNumber(m[1]!) !== null;
  return /^\d{4}-(?:0[1-9]|1[0-2])$/.test(t);
}

/** A cell stating no value: empty, or a dash. */
export const isNoneCell = (text: string): boolean => /^[-–—]?$/.test(text.trim());

/**
 * The columns (by index) of a table that are series of items over the periods down its first column, where the
 * table is one: at least MIN_PERIODS rows and PERIOD_SHARE of them periods, two or more columns headed by a name
 * (letters, no period) whose cells are numbers. `rows` are the data rows' cells as text. Empty otherwise.
 */
export function seriesColumns(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): number[] {
  const periods = rows.filter((r) => isPeriodLabel(r[0] ?? ''));
  if (periods.length < MIN_PERIODS || periods.length < PERIOD_SHARE * rows.length) return [];
  const numeric = (c: number) => periods.filter((r) => isNoneCell(r[c] ?? '') || cellNumber(r[c] ?? '') !== null).length >= NUMBER_SHARE * periods.length;
  const cols = headers.map((h, c) => c).filter((c) => c > 0 && /\p{L}{2}/u.test(headers[c] ?? '') && !isPeriodLabel(headers[c]!) && numeric(c));
  if (cols.length < 2) return [];
  // (a column equal to the sum of the others in every row is their total, not an item)
  const total = (c: number) => periods.every((r) => {
    const own = cellNumber(r[c] ?? '');
    const rest = cols.filter((o) => o !== c).reduce((s, o) => s + (cellNumber(r[o] ?? '') ?? 0), 0);
    return own !== null && Math.abs(own - rest) <= Math.max(0.011, Math.abs(own) * 0.005);
  });
  const items = cols.filter((c) => !total(c));
  return items.length >= 2 ? items : [];
}
