// quadstore (the store of record) over the SQLite backend, with two additions:
// - every write path (put/multiPut/del/multiDel, which import/remove/deleteGraph and Comunica updates go through)
//   mirrors its quads into the fast-path tables, in the same transaction;
// - a pattern that binds the graph but fits no configured index is answered from the graph-free index and
//   filtered, so fewer index permutations can be configured without breaking any Comunica query.
import type { Database } from 'better-sqlite3';
import type { Quad } from '@rdfjs/types';
import { Quadstore, type Pattern, type GetOpts, type PutOpts, type DelOpts, type TermName } from 'quadstore';
import { DataFactory } from 'rdf-data-factory';
import { SqliteLevel } from './sqlite-level.ts';
import { quadKeyPrefixes } from './quad-key-prefixes.ts';
import { addQuadRows, removeQuadRows } from './triple-table.ts';

/**
 * Index permutations kept by quadstore. Any pattern without a bound graph has a prefix-compatible index among the
 * first three (SPO, POS, OSP cover all 8 subject/predicate/object combinations); GSPO serves whole-graph reads
 * (GRAPH <iri> { ?s ?p ?o }). The default six permutations cost about twice the load time and file size (see
 * bench/store.ts); graph-bound patterns that fit none of these are handled by the filtering fallback below.
 */
export const QUAD_INDEXES: TermName[][] = [
  ['subject', 'predicate', 'object', 'graph'],
  ['predicate', 'object', 'subject', 'graph'],
  ['object', 'subject', 'predicate', 'graph'],
  ['graph', 'subject', 'predicate', 'object'],
];

const NO_INDEX = 'No index compatible';

export class SyncedQuadstore extends Quadstore {
  readonly sqlite: Database;
  readonly backend: SqliteLevel;

  constructor(db: Database, opts: { readonly?: boolean; indexes?: TermName[][] } = {}) {
    const backend = new SqliteLevel(db, { readonly: opts.readonly });
    super({ backend: backend as never, dataFactory: new DataFactory(), indexes: opts.indexes ?? QUAD_INDEXES, prefixes: quadKeyPrefixes });
    this.sqlite = db;
    this.backend = backend;
  }

  override async put(quad: Quad, opts?: PutOpts) {
    const r = await super.put(quad, opts);
    addQuadRows(this.sqlite, [quad]);
    return r;
  }

  override async multiPut(quads: Quad[], opts?: PutOpts) {
    const r = await super.multiPut(quads, opts);
    addQuadRows(this.sqlite, quads);
    return r;
  }

  override async del(quad: Quad, opts?: DelOpts) {
    const r = await super.del(quad, opts);
    removeQuadRows(this.sqlite, [quad]);
    return r;
  }

  override async multiDel(quads: Quad[], opts?: DelOpts) {
    const r = await super.multiDel(quads, opts);
    removeQuadRows(this.sqlite, quads);
    return r;
  }

  override async getStream(pattern: Pattern, opts: GetOpts = {}) {
    try {
      return await super.getStream(pattern, opts);
    } catch (e) {
      if (!pattern.graph || !String((e as Error).message).startsWith(NO_INDEX)) throw e;
      const graph = pattern.graph;
      const { limit, ...rest } = opts;
      const result = await super.getStream({ ...pattern, graph: undefined }, rest);
      let iterator = result.iterator.filter((q) => q.graph.equals(graph));
      if (typeof limit === 'number') iterator = iterator.take(limit);
      return { ...result, iterator };
    }
  }

  override async getApproximateSize(pattern: Pattern, opts: GetOpts = {}) {
    try {
      return await super.getApproximateSize(pattern, opts);
    } catch (e) {
      if (!pattern.graph || !String((e as Error).message).startsWith(NO_INDEX)) throw e;
      return super.getApproximateSize({ ...pattern, graph: undefined }, opts);
    }
  }
}
