// A key range of the rdf_kv table read page by page with keyset pagination: after each page the last key read
// replaces the bound on the side the iterator moves from, so a page never rescans rows it already returned.
import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../transaction.ts';

type Bytes = Buffer;
export type Row = [Bytes, Bytes | null];
export interface RangeOptions { gt?: Bytes; gte?: Bytes; lt?: Bytes; lte?: Bytes; reverse?: boolean; limit?: number }
interface Bound { key: Bytes; inclusive: boolean }

function lowerOf(o: RangeOptions): Bound | null {
  if (o.gte !== undefined) return { key: o.gte, inclusive: true };
  if (o.gt !== undefined) return { key: o.gt, inclusive: false };
  return null;
}

function upperOf(o: RangeOptions): Bound | null {
  if (o.lte !== undefined) return { key: o.lte, inclusive: true };
  if (o.lt !== undefined) return { key: o.lt, inclusive: false };
  return null;
}

export class KeyRange {
  private readonly origLower: Bound | null;
  private readonly origUpper: Bound | null;
  private lower: Bound | null;
  private upper: Bound | null;
  private remaining: number;
  private readonly reverse: boolean;

  constructor(private readonly db: Database, private readonly table: string, opts: RangeOptions, private readonly withValues: boolean) {
    this.origLower = this.lower = lowerOf(opts);
    this.origUpper = this.upper = upperOf(opts);
    this.reverse = opts.reverse === true;
    this.remaining = typeof opts.limit === 'number' && opts.limit >= 0 ? opts.limit : Infinity;
  }

  whereClause(): { where: string; params: Bytes[] } {
    const parts: string[] = [];
    const params: Bytes[] = [];
    if (this.lower) { parts.push(`key ${this.lower.inclusive ? '>=' : '>'} ?`); params.push(this.lower.key); }
    if (this.upper) { parts.push(`key ${this.upper.inclusive ? '<=' : '<'} ?`); params.push(this.upper.key); }
    return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
  }

  /** Reads up to `size` rows after the current position and moves past them. */
  nextPage(size: number): Row[] {
    const n = Math.min(size, this.remaining);
    if (n <= 0) return [];
    const { where, params } = this.whereClause();
    const cols = this.withValues ? 'key, value' : 'key, NULL';
    const sql = `SELECT ${cols} FROM ${this.table} ${where} ORDER BY key ${this.reverse ? 'DESC' : 'ASC'} LIMIT ?`;
    const rows = cachedStatement(this.db, sql).raw(true).all(...params, Math.min(n, Number.MAX_SAFE_INTEGER)) as Row[];
    if (rows.length > 0) {
      const last = rows[rows.length - 1]![0];
      if (this.reverse) this.upper = { key: last, inclusive: false };
      else this.lower = { key: last, inclusive: false };
    }
    this.remaining -= rows.length;
    return rows;
  }

  /** Moves to the key closest to `target` (inclusive) without leaving the original range. */
  seek(target: Bytes): void {
    if (this.reverse) {
      const beyond = this.origUpper && Buffer.compare(target, this.origUpper.key) >= 0;
      this.upper = beyond ? this.origUpper : { key: target, inclusive: true };
      this.lower = this.origLower;
    } else {
      const before = this.origLower && Buffer.compare(target, this.origLower.key) <= 0;
      this.lower = before ? this.origLower : { key: target, inclusive: true };
      this.upper = this.origUpper;
    }
  }
}
