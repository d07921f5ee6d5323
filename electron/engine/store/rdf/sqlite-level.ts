// An abstract-level v3 backend over one `rdf_kv(key BLOB PRIMARY KEY, value BLOB) WITHOUT ROWID` table of the
// library's SQLite file, so quadstore commits in the same transactions as the rest of the library.
// Rules: no statement stays open across an await (iterators fetch whole pages with keyset pagination, the last key
// of a page *replaces* the range bound); batches join the caller's open transaction, else get their own; read
// errors are recorded (quadstore swallows nextv errors) so the SPARQL wrapper can re-throw them.
import type { Database } from 'better-sqlite3';
import { AbstractLevel, AbstractIterator, AbstractKeyIterator, AbstractValueIterator } from 'abstract-level';
import { KeyRange, type RangeOptions, type Row } from './kv-range.ts';
import { cachedStatement, runInTransaction } from '../transaction.ts';

type Bytes = Buffer;
interface BatchOp { type: 'put' | 'del'; key: Bytes; value?: Bytes }
interface IterOptions extends RangeOptions { limit: number; keys?: boolean; values?: boolean }

const PAGE_SIZE = 256;

/**
 * Iterator reads resolve on a later macrotask, as disk-backed levels do. quadstore wraps its iterators only after a
 * promise settles; a read that resolved synchronously could end an empty iterator before anyone listened, and the
 * query would then never finish.
 */
const nextMacrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class SqliteLevel extends AbstractLevel<Bytes, string, string> {
  readonly sqlite: Database;
  readonly table: string;
  readonly readErrors: Error[] = [];
  private readonly readonlyMode: boolean;
  private sizeCache = new Map<string, number>();

  constructor(db: Database, opts: { table?: string; readonly?: boolean } = {}) {
    super({ encodings: { buffer: true }, permanence: true, createIfMissing: false, errorIfExists: false } as never);
    this.sqlite = db;
    this.table = opts.table ?? 'rdf_kv';
    this.readonlyMode = opts.readonly ?? false;
  }

  /** quadstore leaks the iterators it opens; ours hold no SQLite statement, so they need not be tracked to close. */
  override attachResource(resource: Parameters<AbstractLevel<Bytes>['attachResource']>[0]): void {
    if (resource instanceof SqliteIterator || resource instanceof SqliteKeyIterator || resource instanceof SqliteValueIterator) return;
    super.attachResource(resource);
  }

  async _open(): Promise<void> {
    if (!this.sqlite.open) throw new Error('SQLite handle is closed');
  }

  async _close(): Promise<void> {
    // The Database handle belongs to the library; nothing to release here.
  }

  async _get(key: Bytes): Promise<Bytes | undefined> {
    const row = this.sqlite.prepare(`SELECT value FROM ${this.table} WHERE key = ?`).get(key) as { value: Bytes } | undefined;
    return row?.value ?? undefined;
  }

  async _getMany(keys: Bytes[]): Promise<Array<Bytes | undefined>> {
    const stmt = this.sqlite.prepare(`SELECT value FROM ${this.table} WHERE key = ?`);
    return keys.map((k) => (stmt.get(k) as { value: Bytes } | undefined)?.value ?? undefined);
  }

  async _put(key: Bytes, value: Bytes): Promise<void> {
    await this._batch([{ type: 'put', key, value }]);
  }

  async _del(key: Bytes): Promise<void> {
    await this._batch([{ type: 'del', key }]);
  }

  /**
   * Chained batches (quadstore writes through them) skip abstract-level's per-operation option merging and
   * transcoding, which cost more than the SQLite insert itself, whenever no prewrite hook or write listener needs
   * them. Keys and values must then be strings (stored as UTF-8) or byte arrays.
   */
  _chainedBatch(): unknown {
    if (!(this.hooks.prewrite as unknown as { noop: boolean }).noop || this.listenerCount('write') > 0) return (AbstractLevel.prototype as unknown as { _chainedBatch(): unknown })._chainedBatch.call(this);
    return new DirectBatch(this);
  }

  async _batch(operations: BatchOp[]): Promise<void> {
    this.assertWritable();
    const put = cachedStatement(this.sqlite, `INSERT OR REPLACE INTO ${this.table} (key, value) VALUES (?, ?)`);
    const del = cachedStatement(this.sqlite, `DELETE FROM ${this.table} WHERE key = ?`);
    runInTransaction(this.sqlite, () => {
      for (const op of operations) {
        if (op.type === 'put') put.run(op.key, op.value ?? Buffer.alloc(0));
        else del.run(op.key);
      }
    });
    this.sizeCache.clear();
  }

  async _clear(options: IterOptions & { reverse?: boolean }): Promise<void> {
    this.assertWritable();
    const range = new KeyRange(this.sqlite, this.table, options, false);
    const { where, params } = range.whereClause();
    const limit = options.limit >= 0 ? ` ORDER BY key ${options.reverse ? 'DESC' : 'ASC'} LIMIT ${options.limit}` : '';
    const sql = limit
      ? `DELETE FROM ${this.table} WHERE key IN (SELECT key FROM ${this.table} ${where}${limit})`
      : `DELETE FROM ${this.table} ${where}`;
    runInTransaction(this.sqlite, () => this.sqlite.prepare(sql).run(...params));
    this.sizeCache.clear();
  }

  _iterator(options: IterOptions): SqliteIterator {
    return new SqliteIterator(this, options);
  }

  _keys(options: IterOptions): SqliteKeyIterator {
    return new SqliteKeyIterator(this, options);
  }

  _values(options: IterOptions): SqliteValueIterator {
    return new SqliteValueIterator(this, options);
  }

  /**
   * Number of keys in [start, end], used by quadstore for join planning. Counts are cached until the next write,
   * because Comunica asks for the same ranges many times per query.
   */
  async approximateSize(start: string | Bytes, end: string | Bytes): Promise<number> {
    const lo = typeof start === 'string' ? Buffer.from(start, 'utf8') : start;
    const hi = typeof end === 'string' ? Buffer.from(end, 'utf8') : end;
    const cacheKey = `${lo.toString('hex')}:${hi.toString('hex')}`;
    const cached = this.sizeCache.get(cacheKey);
    if (cached !== undefined) return cached;
    if (!this.sqlite.open) return 0; // the library closed under a query it abandoned (see readPage)
    const row = this.sqlite.prepare(`SELECT count(*) AS n FROM ${this.table} WHERE key >= ? AND key <= ?`).get(lo, hi) as { n: number };
    this.sizeCache.set(cacheKey, row.n);
    return row.n;
  }

  /** Read errors recorded since the last call (and forgets them). */
  takeReadErrors(): Error[] {
    return this.readErrors.splice(0, this.readErrors.length);
  }

  /** Runs one page query, recording the error before re-throwing it (quadstore drops nextv rejections). */
  readPage(range: KeyRange, size: number): Row[] {
    // A query abandoned at its time limit may still be reading when its library closes: it ends quietly instead
    // of throwing "The database connection is not open" where nothing catches it.
    if (!this.sqlite.open) return [];
    try {
      return range.nextPage(size);
    } catch (e) {
      this.readErrors.push(e instanceof Error ? e : new Error(String(e)));
      throw e;
    }
  }

  private assertWritable(): void {
    if (this.readonlyMode) throw new Error('RDF store is open read-only');
  }
}

function toBytes(x: unknown, what: string): Bytes {
  if (typeof x === 'string') return Buffer.from(x, 'utf8');
  if (x instanceof Uint8Array) return Buffer.isBuffer(x) ? x : Buffer.from(x.buffer, x.byteOffset, x.byteLength);
  throw new TypeError(`SqliteLevel batches take string or byte-array ${what}s`);
}

/** A chained batch that collects encoded operations and hands them to SqliteLevel._batch on write(). */
class DirectBatch {
  private ops: BatchOp[] = [];
  private closed = false;
  constructor(private readonly db: SqliteLevel) {}
  get length(): number {
    return this.ops.length;
  }
  put(key: unknown, value: unknown): this {
    this.ops.push({ type: 'put', key: toBytes(key, 'key'), value: toBytes(value, 'value') });
    return this;
  }
  del(key: unknown): this {
    this.ops.push({ type: 'del', key: toBytes(key, 'key') });
    return this;
  }
  clear(): this {
    this.ops = [];
    return this;
  }
  async write(): Promise<void> {
    if (this.closed) throw new Error('Batch is already written or closed');
    this.closed = true;
    if (this.ops.length) await this.db._batch(this.ops);
  }
  async close(): Promise<void> {
    this.closed = true;
  }
}

/** Shared paging logic of the three iterator kinds: a buffer of the current page over a KeyRange. */
class Pager {
  private buffer: Row[] = [];
  private pos = 0;
  private done = false;
  constructor(private readonly db: SqliteLevel, private readonly range: KeyRange) {}

  take(size: number): Row[] {
    const out: Row[] = [];
    while (out.length < size) {
      if (this.pos >= this.buffer.length) {
        if (this.done) break;
        const want = Math.max(PAGE_SIZE, size - out.length);
        this.buffer = this.db.readPage(this.range, want);
        this.pos = 0;
        if (this.buffer.length < want) this.done = true;
        if (this.buffer.length === 0) break;
      }
      const n = Math.min(size - out.length, this.buffer.length - this.pos);
      for (let i = 0; i < n; i++) out.push(this.buffer[this.pos + i]!);
      this.pos += n;
    }
    return out;
  }

  seek(target: Bytes): void {
    this.range.seek(target);
    this.buffer = [];
    this.pos = 0;
    this.done = false;
  }
}

function makePager(db: SqliteLevel, options: IterOptions, withValues: boolean): Pager {
  return new Pager(db, new KeyRange(db.sqlite, db.table, options, withValues));
}

export class SqliteIterator extends AbstractIterator<SqliteLevel, Bytes, Bytes> {
  private readonly pager: Pager;
  constructor(db: SqliteLevel, options: IterOptions) {
    super(db, options as never);
    this.pager = makePager(db, options, options.values !== false);
  }
  async _next(): Promise<[Bytes, Bytes] | undefined> {
    await nextMacrotask();
    const [row] = this.pager.take(1);
    return row ? [row[0], row[1] as Bytes] : undefined;
  }
  async _nextv(size: number): Promise<Array<[Bytes, Bytes]>> {
    await nextMacrotask();
    return this.pager.take(size).map((r) => [r[0], r[1] as Bytes]);
  }
  async _all(): Promise<Array<[Bytes, Bytes]>> {
    await nextMacrotask();
    return this.pager.take(Number.MAX_SAFE_INTEGER).map((r) => [r[0], r[1] as Bytes]);
  }
  _seek(target: Bytes): void {
    this.pager.seek(target);
  }
}

export class SqliteKeyIterator extends AbstractKeyIterator<SqliteLevel, Bytes> {
  private readonly pager: Pager;
  constructor(db: SqliteLevel, options: IterOptions) {
    super(db, options as never);
    this.pager = makePager(db, options, false);
  }
  async _next(): Promise<Bytes | undefined> {
    await nextMacrotask();
    return this.pager.take(1)[0]?.[0];
  }
  async _nextv(size: number): Promise<Bytes[]> {
    await nextMacrotask();
    return this.pager.take(size).map((r) => r[0]);
  }
  async _all(): Promise<Bytes[]> {
    await nextMacrotask();
    return this.pager.take(Number.MAX_SAFE_INTEGER).map((r) => r[0]);
  }
  _seek(target: Bytes): void {
    this.pager.seek(target);
  }
}

export class SqliteValueIterator extends AbstractValueIterator<SqliteLevel, Bytes, Bytes> {
  private readonly pager: Pager;
  constructor(db: SqliteLevel, options: IterOptions) {
    super(db, options as never);
    this.pager = makePager(db, options, true);
  }
  async _next(): Promise<Bytes | undefined> {
    await nextMacrotask();
    return this.pager.take(1)[0]?.[1] ?? undefined;
  }
  async _nextv(size: number): Promise<Bytes[]> {
    await nextMacrotask();
    return this.pager.take(size).map((r) => r[1] as Bytes);
  }
  async _all(): Promise<Bytes[]> {
    await nextMacrotask();
    return this.pager.take(Number.MAX_SAFE_INTEGER).map((r) => r[1] as Bytes);
  }
  _seek(target: Bytes): void {
    this.pager.seek(target);
  }
}
