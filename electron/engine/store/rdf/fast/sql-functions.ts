// SQL functions the fast path's queries call, registered once per connection: the deadline tick, Unicode
// LCASE/UCASE, REGEX, and the SPARQL aggregates whose results are new literals (SUM, AVG) or original terms (MIN, MAX). Aggregates follow what
// Comunica returns: exact sums for xsd:integer/decimal, type promotion integer < decimal < float < double, an error
// (unbound result) when a bound value is not numeric.
import type { Database } from 'better-sqlite3';
import { deadlineOf, queryTimeout, type QueryLimits } from '../sparql-result.ts';
import { XSD } from '../namespaces.ts';
import { KIND } from '../term-codec.ts';

/** MIN/MAX over values the fast path does not order like Comunica: the caller re-runs the query through Comunica. */
export const AGGREGATE_NEEDS_FALLBACK = -2;

const registered = new WeakSet<Database>();
const regexCache = new Map<string, RegExp>();
const REGEX_CACHE_MAX = 256;

/**
 * The deadline of the query running on a connection. better-sqlite3 exposes neither sqlite3_interrupt nor a progress
 * handler, so every loop of a compiled query calls rdf_tick (group-sql.ts puts one on each triple pattern): the
 * native step loop returns to JavaScript once per row it visits, where the deadline is checked and, past it, an error
 * aborts the statement. The same call is what lets a worker running the query be terminated (V8 can only stop a
 * thread when it runs JavaScript).
 */
interface QueryClock { deadline: number; timeoutMs: number; calls: number; what: string }
const clocks = new WeakMap<Database, QueryClock>();
const TICK_CHECK_EVERY = 256;

/** Sets the time limit of the statements run next on `db` (until cleared). */
export function setQueryDeadline(db: Database, limits: QueryLimits, what = 'the SPARQL query (fast path)'): void {
  clocks.set(db, { deadline: deadlineOf(limits), timeoutMs: limits.timeoutMs, calls: 0, what });
}

export function clearQueryDeadline(db: Database): void {
  clocks.delete(db);
}

/** Throws QUERY_TIMEOUT when the connection's query is past its deadline. */
export function checkQueryDeadline(db: Database): void {
  const clock = clocks.get(db);
  if (clock && Date.now() >= clock.deadline) throwTimeout(clock);
}

function throwTimeout(clock: QueryClock): never {
  throw queryTimeout(clock.what, clock.timeoutMs);
}

const RANK_OF: Record<string, number> = { [XSD.decimal]: 1, [XSD.float]: 2, [XSD.double]: 3 };
const DATATYPE_OF_RANK = [XSD.integer, XSD.decimal, XSD.float, XSD.double];

interface Decimal { m: bigint; scale: number }

function parseDecimal(lex: string): Decimal {
  const s = lex.trim();
  const neg = s.startsWith('-');
  const body = s.replace(/^[+-]/, '');
  const [int = '0', frac = ''] = body.split('.');
  const m = BigInt((int || '0') + frac);
  return { m: neg ? -m : m, scale: frac.length };
}

function addDecimal(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { m: a.m * 10n ** BigInt(scale - a.scale) + b.m * 10n ** BigInt(scale - b.scale), scale };
}

function decimalToNumber(d: Decimal): number {
  if (d.scale === 0) return Number(d.m);
  const neg = d.m < 0n;
  const digits = (neg ? -d.m : d.m).toString().padStart(d.scale + 1, '0');
  return Number(`${neg ? '-' : ''}${digits.slice(0, -d.scale)}.${digits.slice(-d.scale)}`);
}

/** xsd:double in the canonical form Comunica writes (e.g. 3.5E0). */
export function formatDouble(n: number): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? 'INF' : '-INF';
  return n.toExponential().replace('e+', 'E').replace('e-', 'E-');
}

interface SumState { exact: Decimal; float: number; rank: number; count: number; error: boolean }

function sumStep(st: SumState, kind: number | null, num: number | null, value: string | null, datatype: string | null): SumState {
  // An unbound or non-numeric value makes the aggregate an error (Comunica leaves the result unbound).
  if (kind === null || num === null || value === null) { st.error = true; return st; }
  const rank = RANK_OF[datatype ?? ''] ?? 0;
  st.rank = Math.max(st.rank, rank);
  if (rank <= 1) st.exact = addDecimal(st.exact, parseDecimal(value));
  st.float += num;
  st.count += 1;
  return st;
}

function numericResult(rank: number, exactOrFloat: Decimal | number): string {
  const datatype = DATATYPE_OF_RANK[rank]!;
  let lexical: string;
  if (typeof exactOrFloat !== 'number') lexical = rank === 0 ? exactOrFloat.m.toString() : String(decimalToNumber(exactOrFloat));
  else lexical = rank === 3 ? formatDouble(exactOrFloat) : String(exactOrFloat);
  return JSON.stringify([lexical, datatype]);
}

function sumResult(st: SumState): string | null {
  if (st.error) return null;
  if (st.count === 0) return JSON.stringify(['0', XSD.integer]);
  return numericResult(st.rank, st.rank <= 1 ? st.exact : st.float);
}

function avgResult(st: SumState): string | null {
  if (st.error) return null;
  if (st.count === 0) return JSON.stringify(['0', XSD.integer]);
  if (st.rank <= 1) return numericResult(1, decimalToNumber(st.exact) / st.count);
  return numericResult(st.rank, st.float / st.count);
}

interface MinMaxState { id: number | null; num: number | null; str: string | null; fallback: boolean; error: boolean }

function minMaxStep(sign: 1 | -1) {
  return (st: MinMaxState, id: number | null, kind: number | null, num: number | null, value: string | null, datatype: string | null): MinMaxState => {
    if (id === null || kind === null || kind !== KIND.literal) { st.error = true; return st; }
    const isString = num === null && datatype === XSD.string;
    if (num === null && !isString) { st.fallback = true; return st; }
    // Order: numbers before strings; numbers by value, strings by code point.
    const better = st.id === null ? true
      : num !== null ? (st.num === null ? sign === 1 : sign * (num - st.num) < 0)
        : (st.num !== null ? sign === -1 : sign * (value! < st.str! ? -1 : value! > st.str! ? 1 : 0) < 0);
    if (better) { st.id = id; st.num = num; st.str = isString ? value : null; }
    return st;
  };
}

function minMaxResult(st: MinMaxState): number | null {
  if (st.fallback) return AGGREGATE_NEEDS_FALLBACK;
  return st.error ? null : st.id;
}

export function registerSqlFunctions(db: Database): void {
  if (registered.has(db)) return;
  registered.add(db);
  db.function('rdf_tick', { deterministic: false }, (_row: unknown) => {
    const clock = clocks.get(db);
    if (clock && ++clock.calls % TICK_CHECK_EVERY === 0 && Date.now() >= clock.deadline) throwTimeout(clock);
    return 1;
  });
  db.function('rdf_lcase', { deterministic: true }, (s: unknown) => (typeof s === 'string' ? s.toLowerCase() : null));
  db.function('rdf_ucase', { deterministic: true }, (s: unknown) => (typeof s === 'string' ? s.toUpperCase() : null));
  db.function('rdf_regex', { deterministic: true }, (s: unknown, pattern: unknown, flags: unknown) => {
    if (typeof s !== 'string') return null;
    const key = `${String(flags)}/${String(pattern)}`;
    let re = regexCache.get(key);
    if (!re) {
      if (regexCache.size >= REGEX_CACHE_MAX) regexCache.clear();
      regexCache.set(key, (re = new RegExp(String(pattern), String(flags))));
    }
    return re.test(s) ? 1 : 0;
  });
  const sumAgg = { start: (): SumState => ({ exact: { m: 0n, scale: 0 }, float: 0, rank: 0, count: 0, error: false }), step: sumStep };
  db.aggregate('rdf_sum', { ...sumAgg, result: sumResult } as never);
  db.aggregate('rdf_avg', { ...sumAgg, result: avgResult } as never);
  const mmStart = (): MinMaxState => ({ id: null, num: null, str: null, fallback: false, error: false });
  db.aggregate('rdf_min', { start: mmStart, step: minMaxStep(1), result: minMaxResult } as never);
  db.aggregate('rdf_max', { start: mmStart, step: minMaxStep(-1), result: minMaxResult } as never);
}
