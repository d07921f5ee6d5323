// How a page writes its numbers, decided by evidence, never by a language word list. "14.076 km", "EUR 12.790" and
// "1.500" are ambiguous: a dot followed by exactly three digits is a decimal point in one convention and a thousands
// group in the other. What decides it is what the same writer writes elsewhere:
//   group evidence   — a number that only reads one way with dot groups: "4.790,00", "1.234.567"; a decimal comma
//                      ("1,6", "2,40"); an amount of money with three digits after a dot (money has at most two
//                      decimals in the currencies of the unit table);
//   decimal evidence — a number that only reads one way with a decimal point: "1,234.50", "1,234,567", "1.5",
//                      "0.750", "1234.567".
// The scopes, nearest first: the column (one key) in the document, the same column in the other files of the
// folder, the document, the folder. The first scope whose evidence points one way decides. A column that never
// writes a decimal, whose values all group by three after a dot (at least two of them), of a writer whose document
// or folder groups with dots elsewhere, is grouped too. Otherwise the number is read as written (a decimal point)
// and the fact records the doubt (q:doubt).
// Numeric dates are the same kind of doubt: "12/11/2006" is 12 November to a day-first writer and 11 December to a
// month-first one. A date with a side above 12 ("26/11/1992", "06/30/2027") shows the writer's order; the same
// scopes, nearest first, decide the others (decideDateOrder). With no evidence they stay no dates.
// Space-grouped numbers ("77 250 km", "14 990 €") are one number when the value states that number and nothing
// else (a plain space between two numbers otherwise separates them, "2 300 mm" in a list of sizes stays apart
// only where other digits follow).
import type { UnitDef, UnitTable } from './unit-table.ts';
import { findUnit, matchUnitAt } from './quantity.ts';
import { currencyBefore } from './currency.ts';
import { splitHeaderUnit } from './header-unit.ts';
import { normaliseKey } from '../entries/normalise-key.ts';
import { numericDateEvidence, type DateOrder } from './dates.ts';
import { colonOrderEvidence, type ColonOrder } from './clock-times.ts';

export interface StyleEvidence {
  /** Numbers that only read with dot groups (or a decimal comma). */
  group: number;
  /** Numbers that only read with a decimal point. */
  decimal: number;
  /** Numbers with one dot followed by exactly three digits, nothing else telling. */
  ambiguous: number;
  /** Numeric dates only a day-first writer writes ("26/11/1992"). */
  dmy: number;
  /** Numeric dates only a month-first writer writes ("11/26/1992"). */
  mdy: number;
  /** Colon lengths of time only minutes and seconds ("55:08", "5:30 min", or "1:05:30" with the hours). */
  ms: number;
  /** Colon lengths of time said to be hours and minutes ("1:20 h"). */
  hm: number;
}

/** How scanNumbers reads the separators of one value. */
export interface NumberReading {
  /** "14.076" is 14076 (one dot followed by three digits is a thousands group). */
  dotGroups?: boolean;
  /** "77 250" is 77250 (a plain space groups thousands). */
  spaceGroups?: boolean;
}

export const noEvidence = (): StyleEvidence => ({ group: 0, decimal: 0, ambiguous: 0, dmy: 0, mdy: 0, ms: 0, hm: 0 });

export function addEvidence(into: StyleEvidence, e: StyleEvidence): StyleEvidence {
  into.group += e.group;
  into.decimal += e.decimal;
  into.ambiguous += e.ambiguous;
  into.dmy += e.dmy;
  into.mdy += e.mdy;
  into.ms += e.ms;
  into.hm += e.hm;
  return into;
}

// letters glued on the left make a code ("v2.0", "A15"), dots or digits around make a version or date
const GROUP_DOT_COMMA = /(?<![\p{L}\d.,])\d{1,3}(?:\.\d{3})+,\d+(?![\d.,])/gu;
const GROUP_DOTS = /(?<![\p{L}\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d.]|,\d)/gu;
const DECIMAL_COMMA = /(?<![\p{L}\d.,])\d+,(?:\d{1,2}|\d{4,})(?![\d,.])/gu;
const COMMA_GROUP_DOT = /(?<![\p{L}\d.,])\d{1,3}(?:,\d{3})+\.\d+(?![\d.,])/gu;
const COMMA_GROUPS = /(?<![\p{L}\d.,])\d{1,3}(?:,\d{3}){2,}(?![\d,]|\.\d)/gu;
const DOT_DECIMAL = /(?<![\p{L}\d.,])(?:\d+\.(?:\d{1,2}|\d{4,})|0\.\d{3}|\d{4,}\.\d{3})(?![\d.,])/gu;
const AMBIGUOUS_DOT = /(?<![\p{L}\d.,])[1-9]\d{0,2}\.\d{3}(?![\d.]|,\d)/gu;
/** A value that is one number with plain-space thousands groups, and no other digits. */
const SPACE_GROUPED = /^[^\d]*(?<![\p{L}])[1-9]\d{0,2}(?: \d{3})+(?:[.,]\d{1,2})?(?![\d])[^\d]*$/u;

const count = (re: RegExp, text: string): number => (text.match(re) ?? []).length;

function isMoneyAt(text: string, start: number, end: number, table: UnitTable, headerIsMoney: boolean): boolean {
  if (headerIsMoney) return true;
  if (currencyBefore(text, start, table)) return true;
  let p = end;
  while (text[p] === ' ' || text[p] === '\u00A0') p++;
  return matchUnitAt(table, text, p, p === end)?.unit.dimension === 'currency';
}

/** What one value says about its writer's convention. `headerIsMoney`: the column's header names a currency. */
export function valueEvidence(text: string, table: UnitTable, headerIsMoney = false): StyleEvidence {
  const e = noEvidence();
  const dates = numericDateEvidence(text);
  e.dmy = dates.dmy;
  e.mdy = dates.mdy;
  if (text.includes(':')) {
    const colon = colonOrderEvidence(text);
    e.ms = colon.ms;
    e.hm = colon.hm;
  }
  if (!/\d[.,]\d/.test(text)) return e;
  e.group = count(GROUP_DOT_COMMA, text) + count(GROUP_DOTS, text) + count(DECIMAL_COMMA, text);
  e.decimal = count(COMMA_GROUP_DOT, text) + count(COMMA_GROUPS, text) + count(DOT_DECIMAL, text);
  for (const m of text.matchAll(AMBIGUOUS_DOT)) {
    // money is written with at most two decimals: "EUR 12.790" groups
    if (isMoneyAt(text, m.index, m.index + m[0].length, table, headerIsMoney)) e.group++;
    else e.ambiguous++;
  }
  return e;
}

export type DotDecision = 'group' | 'decimal' | 'doubt';

export interface DotScopes {
  column: StyleEvidence;
  folderColumn?: StyleEvidence;
  document: StyleEvidence;
  folder?: StyleEvidence;
}

/** The way one scope's evidence points, if only one. */
export const oneWay = (e: StyleEvidence | undefined): DotDecision | null =>
  !e ? null : e.group > 0 && e.decimal === 0 ? 'group' : e.decimal > 0 && e.group === 0 ? 'decimal' : null;

/** How to read an ambiguous dot in a value of this column; `usedFolder`: the folder's files decided it. */
export function decideDots(s: DotScopes): { decision: DotDecision; usedFolder: boolean } {
  const order: Array<[StyleEvidence | undefined, boolean]> = [[s.column, false], [s.folderColumn, true], [s.document, false], [s.folder, true]];
  for (const [e, folder] of order) {
    const d = oneWay(e);
    if (d) return { decision: d, usedFolder: folder };
  }
  const col = addEvidence(addEvidence(noEvidence(), s.column), s.folderColumn ?? noEvidence());
  const groupsElsewhere = s.document.group > 0 || (s.folder?.group ?? 0) > 0;
  if (col.decimal === 0 && col.ambiguous >= 2 && groupsElsewhere) return { decision: 'group', usedFolder: true };
  return { decision: 'doubt', usedFolder: s.folder !== undefined };
}

const oneOrder = (e: StyleEvidence | undefined): DateOrder | null =>
  !e ? null : e.dmy > 0 && e.mdy === 0 ? 'dmy' : e.mdy > 0 && e.dmy === 0 ? 'mdy' : null;

/** The order of day and month in a value's numeric dates that could be either, by the nearest scope whose dates show
 *  one order; `usedFolder`: the folder's files decided it. Null: nothing decides (they stay no dates). */
export function decideDateOrder(s: DotScopes): { order: DateOrder | null; usedFolder: boolean } {
  const order: Array<[StyleEvidence | undefined, boolean]> = [[s.column, false], [s.folderColumn, true], [s.document, false], [s.folder, true]];
  for (const [e, folder] of order) {
    const d = oneOrder(e);
    if (d) return { order: d, usedFolder: folder };
  }
  return { order: null, usedFolder: s.folder !== undefined };
}

/** How a column's colon lengths of time read ("3:45": minutes and seconds or hours and minutes), by its own values,
 *  else the same column's in the folder's other files; the document's other columns say nothing (a flight's block
 *  time beside a track's length). Null: nothing decides (read as the label says, clock-times.ts). */
export function decideColonOrder(s: Pick<DotScopes, 'column' | 'folderColumn'>): { order: ColonOrder | null; usedFolder: boolean } {
  for (const [e, folder] of [[s.column, false], [s.folderColumn, true]] as const) {
    if (!e) continue;
    if (e.ms > 0 && e.hm === 0) return { order: 'ms', usedFolder: folder };
    if (e.hm > 0 && e.ms === 0) return { order: 'hm', usedFolder: folder };
  }
  return { order: null, usedFolder: s.folderColumn !== undefined };
}

/** The value is one colon length of time that could be minutes and seconds or hours and minutes ("3:45"). */
export function hasAmbiguousColon(text: string): boolean {
  return /^\s*\d{1,2}:[0-5]\d\s*$/.test(text) && Number(text.trim().split(':')[0]) < 24;
}

/** The value holds a numeric date whose day and month could be either. */
export function hasAmbiguousDate(text: string): boolean {
  return numericDateEvidence(text).ambiguous > 0;
}

/** The reading of one value: dot groups as decided, space groups where the value is that one number. */
export function readingFor(text: string, dots: DotDecision | null): NumberReading {
  const r: NumberReading = {};
  if (dots === 'group') r.dotGroups = true;
  if (SPACE_GROUPED.test(text)) r.spaceGroups = true;
  return r;
}

/** The value holds a number whose dot could be either (and the evidence did not decide). */
const AMBIGUOUS_DOT_ONCE = new RegExp(AMBIGUOUS_DOT.source, 'u');
export function hasAmbiguousDot(text: string): boolean {
  return AMBIGUOUS_DOT_ONCE.test(text);
}

/** The value holds one number whose comma could group thousands or be a decimal comma ("2,676"), no dot in it and
 *  no money sign: read as its column's convention says (a column of dot groups writes decimal commas). */
const AMBIGUOUS_COMMA = /^[^\d.]*(?<![\d.,])[1-9]\d{0,2},\d{3}(?![\d.,])[^\d]*$/u;
export function hasAmbiguousComma(text: string): boolean {
  return AMBIGUOUS_COMMA.test(text) && !/[$€£¥₹]/.test(text);
}

/** The evidence of a set of rows (one document, or the other files of a folder): per column and in all. */
export interface RowsStyle {
  columns: Map<string, StyleEvidence>;
  all: StyleEvidence;
  /** Per column, the size (log10) of each value's first number that reads one way: what a doubtful dot is weighed
   *  against (sizeReading). */
  sizes: Map<string, number[]>;
  /** Per column, the size (log10 of minutes) of each length of time a value states other than with a colon ("3.5"
   *  under "Duration (mins)", "4 min"): what a colon length that could be either is weighed against
   *  (colonSizeReading). */
  durations: Map<string, number[]>;
  /** Per column, each percentage a value states ("92%", or 92 under "Attendance %"): what a bare share of one
   *  ("0.92") is weighed against (shareOfPercentColumn). */
  percents: Map<string, number[]>;
}

const PLAIN_FIRST_NUMBER = /(?<![\p{L}\d.,])\d{1,3}(?:,\d{3})+(?![\d,])|(?<![\p{L}\d.,])\d+(?:\.\d+)?(?![\d.])/u;
/** The size (log10) of a value's first number, where it reads one way ("7,500", "12000", "8.5"); else null. */
function firstNumberSize(text: string): number | null {
  if (hasAmbiguousDot(text) || /\d[./-]\d{1,2}[./-]\d/.test(text)) return null;
  const m = PLAIN_FIRST_NUMBER.exec(text);
  if (!m) return null;
  const v = Number(m[0].replace(/,/g, ''));
  return v > 0 ? Math.log10(v) : null;
}

/**
 * A doubtful dot weighed by the other values of its column ("Capacity: 5.600" among "7,500", "12,000", "2,500"):
 * the reading whose size lies among theirs, when the other is at least ten times further off; else null. Needs at
 * least two other values.
 */
export function sizeReading(text: string, peers: number[] | undefined): DotDecision | null {
  if (!peers || peers.length < 2) return null;
  const m = AMBIGUOUS_DOT_ONCE.exec(text);
  if (!m) return null;
  const asDecimal = Number(m[0]);
  const asGroups = Number(m[0].replace('.', ''));
  const sorted = [...peers].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const off = (v: number) => Math.abs(Math.log10(v) - median);
  const d = off(asDecimal), g = off(asGroups);
  if (g + 1 < d) return 'group';
  if (d + 1 < g) return 'decimal';
  return null;
}

/** The size (log10 of minutes) of a length of time a value states other than with a colon: a number with a unit of
 *  time after it ("4 min", "approx. 3 minutes"), or a bare number under a header's unit of time; else null. */
function statedMinutes(text: string, headerUnit: UnitDef | null, table: UnitTable): number | null {
  if (text.includes(':')) return null;
  const m = PLAIN_FIRST_NUMBER.exec(text);
  if (!m) return null;
  const v = Number(m[0].replace(/,/g, ''));
  if (!(v > 0)) return null;
  let p = m.index + m[0].length;
  while (text[p] === ' ' || text[p] === '\u00A0') p++;
  const after = matchUnitAt(table, text, p, p === m.index + m[0].length)?.unit ?? null;
  const unit = after ?? (BARE_NUMBER_ONLY.test(text) ? headerUnit : null);
  if (!unit || unit.dimension !== 'time') return null;
  return Math.log10(unit.toCanonical(v) / 60);
}
const BARE_NUMBER_ONLY = /^\s*(\d+(?:\.\d+)?)\s*$/;
/** A value that is one percentage ("92%", "92 %"). */
const PERCENT = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/;

/**
 * A bare share of one ("0.92") in a column every value of which in its file is at most one, where the same column
 * states percentages elsewhere in the file or the folder (an export's "attendance: 0.92" beside a register's
 * "Attendance %: 92"), most of them above one: it is that share as a percentage (92 %). Needs two of them.
 */
export function shareOfPercentColumn(text: string, ownSizes: number[] | undefined, percents: number[]): boolean {
  if (!/^\s*(?:0?\.\d+|[01](?:\.0+)?)\s*$/.test(text) || percents.length < 2) return false;
  if ((ownSizes ?? []).some((s) => s > 0)) return false;
  return percents.filter((p) => p > 1).length > percents.length / 2;
}

/**
 * A colon length of time that could be minutes and seconds or hours and minutes ("5:30" under "Duration"), weighed
 * by the other lengths of time its column states (a folder's "Duration (mins)" of 3.5, "4 min"): the reading whose
 * size lies among theirs, when the other is at least ten times further off; else null. Needs two of them.
 */
export function colonSizeReading(text: string, peers: number[] | undefined): ColonOrder | null {
  if (!peers || peers.length < 2 || !hasAmbiguousColon(text)) return null;
  const [a, b] = text.trim().split(':').map(Number) as [number, number];
  const ms = a + b / 60;
  const hm = a * 60 + b;
  if (!(ms > 0)) return null;
  const sorted = [...peers].sort((x, y) => x - y);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const off = (v: number) => Math.abs(Math.log10(v) - median);
  if (off(ms) + 1 < off(hm)) return 'ms';
  if (off(hm) + 1 < off(ms)) return 'hm';
  return null;
}

/** The column a row's value belongs to, the same in every file: its key without a header unit. */
export function columnKey(key: string, table: UnitTable): string {
  return normaliseKey(splitHeaderUnit(key, table).key);
}

/** A row key's column and whether its header names a currency. */
export interface ColumnHeader {
  col: string;
  money: boolean;
  /** The header's unit, where it is one of time ("Duration (mins)"). */
  time?: UnitDef;
  /** The header's unit is a percentage ("Attendance %"). */
  percent?: boolean;
}

/**
 * The number evidence of rows, by column. `headers`: the keys already read (by key; a caller may keep them across
 * calls with the same table, a run's files repeat their keys).
 */
export function rowsStyle(rows: Iterable<{ key: string; value: string }>, table: UnitTable, headers: Map<string, ColumnHeader> = new Map()): RowsStyle {
  const out: RowsStyle = { columns: new Map(), all: noEvidence(), sizes: new Map(), durations: new Map(), percents: new Map() };
  const moneyHeader = headers;
  for (const r of rows) {
    let h = moneyHeader.get(r.key);
    if (!h) {
      const split = splitHeaderUnit(r.key, table);
      const unit = split.unit ? findUnit(table, split.unit) : null;
      h = { col: normaliseKey(split.key), money: unit?.dimension === 'currency', ...(unit?.dimension === 'time' ? { time: unit } : {}), ...(unit?.symbol === '%' ? { percent: true } : {}) };
      moneyHeader.set(r.key, h);
    }
    const size = firstNumberSize(r.value);
    if (size !== null) {
      const sizes = out.sizes.get(h.col);
      if (sizes) sizes.push(size);
      else out.sizes.set(h.col, [size]);
    }
    const percent = PERCENT.exec(r.value) ?? (h.percent ? BARE_NUMBER_ONLY.exec(r.value) : null);
    if (percent) {
      const p = out.percents.get(h.col);
      if (p) p.push(Number(percent[1]));
      else out.percents.set(h.col, [Number(percent[1])]);
    }
    const minutes = /\d/.test(r.value) ? statedMinutes(r.value, h.time ?? null, table) : null;
    if (minutes !== null) {
      const d = out.durations.get(h.col);
      if (d) d.push(minutes);
      else out.durations.set(h.col, [minutes]);
    }
    const e = valueEvidence(r.value, table, h.money);
    if (!e.group && !e.decimal && !e.ambiguous && !e.dmy && !e.mdy && !e.ms && !e.hm) continue;
    let col = out.columns.get(h.col);
    if (!col) out.columns.set(h.col, (col = noEvidence()));
    addEvidence(col, e);
    addEvidence(out.all, e);
  }
  return out;
}

/** The sum of several documents' styles (a folder's files). */
export function sumStyles(styles: Iterable<RowsStyle>): RowsStyle {
  const out: RowsStyle = { columns: new Map(), all: noEvidence(), sizes: new Map(), durations: new Map(), percents: new Map() };
  for (const s of styles) {
    addEvidence(out.all, s.all);
    for (const [k, v] of s.sizes) out.sizes.set(k, [...(out.sizes.get(k) ?? []), ...v]);
    for (const [k, v] of s.durations) out.durations.set(k, [...(out.durations.get(k) ?? []), ...v]);
    for (const [k, v] of s.percents) out.percents.set(k, [...(out.percents.get(k) ?? []), ...v]);
    for (const [k, e] of s.columns) {
      let col = out.columns.get(k);
      if (!col) out.columns.set(k, (col = noEvidence()));
      addEvidence(col, e);
    }
  }
  return out;
}
