// The library's RDF graph as one copy: the dictionary-encoded tables (rdf_terms, rdf_quads, rdf_triples, see
// schema.ts) are the store of record, written here and read both by the fast path (SQL) and by Comunica, for which
// this class is an RDF/JS source and store:
// - match() reads a pattern page by page (keyset pagination over the index whose leading columns the pattern binds,
//   so no SQLite statement stays open across an await and other queries on the connection interleave freely);
// - a pattern in the default graph matches the union default graph as SPARQL defines it, the RDF merge of every
//   graph (rdf_triples: each triple once, whatever number of graphs hold it); GRAPH ?g ranges over the named graphs
//   (quads are read per graph, skipping from one graph to the next along the (g, s, p, o) key);
// - import/remove/removeMatches/deleteGraph are the update destination of SPARQL UPDATE.
// Every write keeps rdf_quads and rdf_triples' reference counts in step (triple-table.ts), inside the caller's open
// transaction if any.
import { EventEmitter } from 'node:events';
import type { Database } from 'better-sqlite3';
import type { Quad, Quad_Graph, Quad_Object, Quad_Predicate, Quad_Subject, Term } from '@rdfjs/types';
import { BufferedIterator, type AsyncIterator } from 'asynciterator';
import { DataFactory } from 'rdf-data-factory';
import { clearTermIdCache, findTermId, newTermIdCache, termFromRow, type TermIdCache, type TermRow } from './term-dictionary.ts';
import { addPackedQuadRows, addQuadRows, removeQuadRows, deleteGraphRows, clearQuadRows } from './triple-table.ts';
import type { QuadPack } from './quad-pack.ts';
import type { EncodedTerm } from './term-codec.ts';
import { cachedStatement } from '../transaction.ts';

type Position = 's' | 'p' | 'o' | 'g';
type Bound = Partial<Record<Position, number>>;

/** Rows read per page of a match. */
const PAGE_ROWS = 512;
/** Decoded terms kept per store by default (then the cache starts over). */
const MAX_DECODED_TERMS = 100_000;

/** The orders (index key columns) each table can be read in: rdf_triples' primary key and its two indexes. */
const TRIPLE_ORDERS: Position[][] = [['s', 'p', 'o'], ['p', 'o', 's'], ['o', 's', 'p']];
const QUAD_ORDER: Position[] = ['g', 's', 'p', 'o'];

/** The order whose leading columns the pattern binds most of. */
function bestOrder(orders: Position[][], bound: Bound): Position[] {
  let best = orders[0]!;
  let bestLength = -1;
  for (const order of orders) {
    let n = 0;
    while (n < order.length && bound[order[n]!] !== undefined) n++;
    if (n > bestLength) {
      best = order;
      bestLength = n;
    }
  }
  return best;
}

/** One page query over `table` read in `order`: the bound columns as equalities, then rows after the last key. */
function pageSql(table: string, order: Position[], bound: Bound, columns: Position[], afterKey: boolean): { sql: string; fixed: number[] } {
  const where: string[] = [];
  const fixed: number[] = [];
  for (const pos of order) {
    if (bound[pos] !== undefined) {
      where.push(`${pos} = ?`);
      fixed.push(bound[pos]!);
    }
  }
  const free = order.filter((pos) => bound[pos] === undefined);
  if (afterKey && free.length) where.push(`(${free.join(', ')}) > (${free.map(() => '?').join(', ')})`);
  const sql = `SELECT ${columns.join(', ')} FROM ${table}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order.join(', ')} LIMIT ${PAGE_ROWS}`;
  return { sql, fixed };
}

/**
 * An iterator over the pages of one pattern; `nextPage` returns the next page (empty at the end). It reads nothing
 * before its consumer asks (autoStart off): Comunica attaches its listeners only after planning, and an iterator that
 * ended before then would never be seen to end.
 */
class PagedQuads extends BufferedIterator<Quad> {
  constructor(private readonly nextPage: () => Quad[], private readonly isOpen: () => boolean = () => true) {
    super({ maxBufferSize: PAGE_ROWS, autoStart: false });
  }

  override _read(count: number, done: () => void): void {
    try {
      // A query abandoned at its time limit may still be reading when its library closes: it ends quietly instead
      // of throwing "The database connection is not open" where nothing catches it.
      const page = this.isOpen() ? this.nextPage() : [];
      for (const q of page) this._push(q);
      if (page.length === 0) this.close();
      done();
    } catch (e) {
      this.destroy(e instanceof Error ? e : new Error(String(e)));
    }
  }
}

/** Emits 'end' (or 'error') once `work` settles, as RDF/JS store writes report completion. */
function completion(work: () => Promise<void> | void): EventEmitter {
  const emitter = new EventEmitter();
  setImmediate(() => {
    Promise.resolve()
      .then(work)
      .then(() => emitter.emit('end'), (e: unknown) => emitter.emit('error', e));
  });
  return emitter;
}

function readAll(stream: NodeJS.EventEmitter): Promise<Quad[]> {
  return new Promise((resolve, reject) => {
    const quads: Quad[] = [];
    stream.on('data', (q: Quad) => quads.push(q));
    stream.on('end', () => resolve(quads));
    stream.on('error', reject);
  });
}

export class GraphStore {
  readonly sqlite: Database;
  readonly readonly: boolean;
  readonly dataFactory = new DataFactory();
  /** Term ids reused across writes (revalidated on every write, see term-dictionary.ts). */
  readonly termIds: TermIdCache = newTermIdCache();
  private readonly decoded = new Map<number, Term>();
  private readonly maxDecodedTerms: number;

  constructor(db: Database, opts: { readonly?: boolean; maxDecodedTerms?: number } = {}) {
    this.sqlite = db;
    this.readonly = opts.readonly ?? false;
    this.maxDecodedTerms = opts.maxDecodedTerms ?? MAX_DECODED_TERMS;
  }

  async open(): Promise<void> {
    if (!this.sqlite.open) throw new Error('SQLite handle is closed');
  }

  async close(): Promise<void> {
    // The Database handle belongs to the library; nothing to release here.
  }

  // --- writes (the indexer, rules, schema build; Comunica updates through the RDF/JS store methods below)

  async put(quad: Quad): Promise<void> {
    await this.multiPut([quad]);
  }

  async multiPut(quads: Quad[]): Promise<void> {
    this.assertWritable();
    addQuadRows(this.sqlite, quads, this.termIds);
  }

  /** Adds packed quads (quad-pack.ts), their local terms resolved by `resolve`. */
  async multiPutPacked(pack: QuadPack, resolve: (key: string) => EncodedTerm): Promise<void> {
    this.assertWritable();
    addPackedQuadRows(this.sqlite, pack, resolve, this.termIds);
  }

  async del(quad: Quad): Promise<void> {
    await this.multiDel([quad]);
  }

  async multiDel(quads: Quad[]): Promise<void> {
    this.assertWritable();
    removeQuadRows(this.sqlite, quads);
  }

  /** Removes every quad of one graph. → how many there were. */
  async deleteGraphQuads(graphIri: string): Promise<number> {
    this.assertWritable();
    return deleteGraphRows(this.sqlite, graphIri);
  }

  async clear(): Promise<void> {
    this.assertWritable();
    clearQuadRows(this.sqlite);
    clearTermIdCache(this.termIds);
  }

  // --- RDF/JS source (what Comunica reads)

  match(subject?: Term | null, predicate?: Term | null, object?: Term | null, graph?: Term | null): AsyncIterator<Quad> {
    if (!this.sqlite.open) return new PagedQuads(() => []);
    const bound = this.bind({ s: subject, p: predicate, o: object, g: graph });
    if (!bound) return new PagedQuads(() => []);
    if (graph?.termType === 'DefaultGraph') return this.matchDefaultGraph(bound);
    return this.matchQuads(bound);
  }

  /** Exact number of quads `match` returns for the pattern (Comunica plans joins with it). */
  async countQuads(subject?: Term | null, predicate?: Term | null, object?: Term | null, graph?: Term | null): Promise<number> {
    if (!this.sqlite.open) return 0; // the library closed under a query it abandoned (see PagedQuads)
    const bound = this.bind({ s: subject, p: predicate, o: object, g: graph });
    if (!bound) return 0;
    const db = this.sqlite;
    const conds = (['s', 'p', 'o'] as const).filter((pos) => bound[pos] !== undefined);
    const where = conds.length ? ` WHERE ${conds.map((pos) => `${pos} = ?`).join(' AND ')}` : '';
    const params = conds.map((pos) => bound[pos]!);
    if (graph?.termType === 'DefaultGraph') {
      if (!this.hasTripleTable()) return (cachedStatement(db, `SELECT count(*) FROM (SELECT DISTINCT s, p, o FROM rdf_quads${where})`).pluck().get(...params) as number);
      return cachedStatement(db, `SELECT count(*) FROM rdf_triples${where}`).pluck().get(...params) as number;
    }
    if (bound.g !== undefined) {
      return cachedStatement(db, `SELECT count(*) FROM rdf_quads WHERE g = ?${conds.map((pos) => ` AND ${pos} = ?`).join('')}`).pluck().get(bound.g, ...params) as number;
    }
    // every graph: the quads of each triple are its graph count
    if (!this.hasTripleTable()) return cachedStatement(db, `SELECT count(*) FROM rdf_quads${where}`).pluck().get(...params) as number;
    return (cachedStatement(db, `SELECT coalesce(sum(graphs), 0) FROM rdf_triples${where}`).pluck().get(...params) as number);
  }

  // --- RDF/JS store (where SPARQL UPDATE writes; runs inside the update's transaction)

  import(stream: NodeJS.EventEmitter): EventEmitter {
    return completion(async () => this.multiPut(await readAll(stream)));
  }

  remove(stream: NodeJS.EventEmitter): EventEmitter {
    return completion(async () => this.multiDel(await readAll(stream)));
  }

  removeMatches(subject?: Term | null, predicate?: Term | null, object?: Term | null, graph?: Term | null): EventEmitter {
    return completion(async () => this.multiDel(await readAll(this.match(subject, predicate, object, graph) as unknown as NodeJS.EventEmitter)));
  }

  deleteGraph(graph: Quad_Graph | string): EventEmitter {
    const term = typeof graph === 'string' ? this.dataFactory.namedNode(graph) : graph;
    return completion(async () => {
      if (term.termType === 'NamedNode') await this.deleteGraphQuads(term.value);
      else await this.multiDel(await readAll(this.match(null, null, null, term) as unknown as NodeJS.EventEmitter));
    });
  }

  // --- internals

  private assertWritable(): void {
    if (this.readonly) throw new Error('RDF store is open read-only');
  }

  /** Dictionary ids of the pattern's constant terms; null when one is not in the dictionary (nothing matches). */
  private bind(terms: Record<Position, Term | null | undefined>): Bound | null {
    const bound: Bound = {};
    for (const pos of ['s', 'p', 'o', 'g'] as const) {
      const t = terms[pos];
      if (!t || t.termType === 'Variable') continue;
      if (pos === 'g' && t.termType === 'DefaultGraph') continue; // handled by the caller (the merged graph)
      if (t.termType === 'Quad') return null; // RDF-star is not stored
      const id = findTermId(this.sqlite, t);
      if (id === undefined) return null;
      bound[pos] = id;
    }
    return bound;
  }

  private hasTripleTable(): boolean {
    return cachedStatement(this.sqlite, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'rdf_triples'").get() !== undefined;
  }

  private matchDefaultGraph(bound: Bound): AsyncIterator<Quad> {
    const db = this.sqlite;
    const df = this.dataFactory;
    // a library written before rdf_triples existed (read-only, not yet migrated): the merge of rdf_quads
    const table = this.hasTripleTable() ? 'rdf_triples' : '(SELECT DISTINCT s, p, o FROM rdf_quads)';
    const order = bestOrder(TRIPLE_ORDERS, bound);
    const first = pageSql(table, order, bound, ['s', 'p', 'o'], false);
    const next = pageSql(table, order, bound, ['s', 'p', 'o'], true);
    const free = order.filter((pos) => bound[pos] === undefined);
    let last: Record<Position, number> | null = null;
    let ended = false;
    return new PagedQuads(() => {
      if (ended) return [];
      const rows = (last
        ? cachedStatement(db, next.sql).raw(true).all(...next.fixed, ...free.map((pos) => last![pos]))
        : cachedStatement(db, first.sql).raw(true).all(...first.fixed)) as number[][];
      if (rows.length < PAGE_ROWS) ended = true;
      if (rows.length) {
        const [s, p, o] = rows[rows.length - 1]!;
        last = { s: s!, p: p!, o: o!, g: 0 };
      }
      this.decode(rows.flat());
      const g = df.defaultGraph();
      return rows.map(([s, p, o]) => df.quad(this.term(s!) as Quad_Subject, this.term(p!) as Quad_Predicate, this.term(o!) as Quad_Object, g));
    }, () => db.open);
  }

  /** Quads of one graph (g bound) or of every graph, graph after graph along rdf_quads' (g, s, p, o) key. */
  private matchQuads(bound: Bound): AsyncIterator<Quad> {
    const db = this.sqlite;
    const df = this.dataFactory;
    const fixedGraph = bound.g;
    const within = { ...bound };
    delete within.g;
    const inGraph = (g: number) => ({ ...within, g });
    let graph: number | undefined = fixedGraph ?? (cachedStatement(db, 'SELECT min(g) FROM rdf_quads').pluck().get() as number | null) ?? undefined;
    let last: Record<Position, number> | null = null;
    return new PagedQuads(() => {
      for (;;) {
        if (graph === undefined) return [];
        const b = inGraph(graph);
        const free = QUAD_ORDER.filter((pos) => b[pos] === undefined);
        const page = pageSql('rdf_quads', QUAD_ORDER, b, ['s', 'p', 'o', 'g'], last !== null);
        const rows = cachedStatement(db, page.sql).raw(true).all(...page.fixed, ...(last ? free.map((pos) => last![pos]) : [])) as number[][];
        if (rows.length === PAGE_ROWS) {
          const [s, p, o, g] = rows[rows.length - 1]!;
          last = { s: s!, p: p!, o: o!, g: g! };
        } else {
          // this graph is done: on to the next graph holding any quad (or the end)
          last = null;
          graph = fixedGraph !== undefined ? undefined : ((cachedStatement(db, 'SELECT min(g) FROM rdf_quads WHERE g > ?').pluck().get(graph) as number | null) ?? undefined);
        }
        if (!rows.length) continue;
        this.decode(rows.flat());
        return rows.map(([s, p, o, g]) => df.quad(this.term(s!) as Quad_Subject, this.term(p!) as Quad_Predicate, this.term(o!) as Quad_Object, this.term(g!) as Quad_Graph));
      }
    }, () => db.open);
  }

  /** Loads the terms of `ids` not decoded yet. */
  private decode(ids: number[]): void {
    const unique = [...new Set(ids)];
    let missing = unique.filter((id) => !this.decoded.has(id));
    if (!missing.length) return;
    if (this.decoded.size + missing.length > this.maxDecodedTerms) {
      // start over, keeping nothing: every id of this page is then loaded again
      this.decoded.clear();
      missing = unique;
    }
    const rows = cachedStatement(this.sqlite, 'SELECT id, kind, value, datatype, language FROM rdf_terms WHERE id IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(missing)) as TermRow[];
    for (const r of rows) this.decoded.set(r.id, termFromRow(r, this.dataFactory));
    for (const id of missing) if (!this.decoded.has(id)) throw new Error(`rdf_terms holds no term ${id}`);
  }

  private term(id: number): Term {
    return this.decoded.get(id)!;
  }

  /** Forgets decoded terms (ids may be reused after a rollback or a garbage collection). */
  forgetDecodedTerms(): void {
    this.decoded.clear();
  }
}
