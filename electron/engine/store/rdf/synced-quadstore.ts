// quadstore (the store of record) over the SQLite backend, with two additions:
// - every write path (put/multiPut/del/multiDel, which import/remove/deleteGraph and Comunica updates go through)
//   mirrors its quads into the fast-path tables, in the same transaction;
// - a pattern that fits no configured index is answered from the longest index prefix it binds and filtered, so
//   fewer index permutations can be configured without breaking any Comunica query.
import type { Database } from 'better-sqlite3';
import type { Quad } from '@rdfjs/types';
import { Quadstore, type Pattern, type GetOpts, type PutOpts, type DelOpts, type TermName } from 'quadstore';
import { DataFactory } from 'rdf-data-factory';
import { SqliteLevel } from './sqlite-level.ts';
import { quadKeyPrefixes } from './quad-key-prefixes.ts';
import { newTermIdCache } from './term-dictionary.ts';
import { addQuadRows, removeQuadRows, quadsOfGraph, deleteGraphRows } from './triple-table.ts';

/**
 * Index permutations kept by quadstore: SPOG and POSG. Every quad is stored once per permutation, so this choice
 * sets most of the load time and file size (measured on 300 products x 80 specs, 133k quads: 4 permutations 10.2 s /
 * 78 MB, 3 permutations 9.1 s / 62 MB, 2 permutations 7.6 s / 45 MB; the default 6 would not fit the 400 MB / 60 s
 * budget at 1M quads). The engine's own queries run on the fast-path tables, so quadstore only serves general SPARQL:
 * SPOG and POSG answer the common shapes (subject lookups, predicate and predicate+object scans) from an index
 * prefix; patterns that bind only the object and/or graph fall back to the best index prefix plus an in-memory
 * filter (getStream below), which is correct but scans.
 */
export const QUAD_INDEXES: TermName[][] = [
  ['subject', 'predicate', 'object', 'graph'],
  ['predicate', 'object', 'subject', 'graph'],
];

const NO_INDEX = 'No index compatible';

export class SyncedQuadstore extends Quadstore {
  readonly sqlite: Database;
  readonly backend: SqliteLevel;
  /** Term ids reused across writes (revalidated on every write, see term-dictionary.ts). */
  readonly termIds = newTermIdCache();

  constructor(db: Database, opts: { readonly?: boolean; indexes?: TermName[][] } = {}) {
    const backend = new SqliteLevel(db, { readonly: opts.readonly });
    super({ backend: backend as never, dataFactory: new DataFactory(), indexes: opts.indexes ?? QUAD_INDEXES, prefixes: quadKeyPrefixes });
    this.sqlite = db;
    this.backend = backend;
  }

  override async put(quad: Quad, opts?: PutOpts) {
    const r = await super.put(quad, opts);
    addQuadRows(this.sqlite, [quad], this.termIds);
    return r;
  }

  override async multiPut(quads: Quad[], opts?: PutOpts) {
    const r = await super.multiPut(quads, opts);
    addQuadRows(this.sqlite, quads, this.termIds);
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

  /** Removes every quad of one graph: its quadstore keys (listed from the fast-path table) and its rows. */
  async deleteGraphQuads(graphIri: string): Promise<number> {
    const quads = quadsOfGraph(this.sqlite, graphIri, this.dataFactory);
    for (let i = 0; i < quads.length; i += 10_000) await super.multiDel(quads.slice(i, i + 10_000));
    deleteGraphRows(this.sqlite, graphIri);
    return quads.length;
  }

  override async getStream(pattern: Pattern, opts: GetOpts = {}) {
    try {
      return await super.getStream(pattern, opts);
    } catch (e) {
      if (!String((e as Error).message).startsWith(NO_INDEX)) throw e;
      const { served, rest } = this.splitForIndexes(pattern, e);
      const { limit, ...unlimited } = opts;
      const result = await super.getStream(served, { ...unlimited, order: undefined });
      let iterator = result.iterator.filter((q) => rest.every(([name, term]) => q[name].equals(term)));
      if (typeof limit === 'number') iterator = iterator.take(limit);
      return { ...result, iterator };
    }
  }

  /**
   * Splits a pattern no index fits into the longest index-prefix part (read from the index) and the remaining bound
   * terms (filtered in memory).
   */
  private splitForIndexes(pattern: Pattern, cause: unknown): { served: Pattern; rest: Array<[TermName, Quad[TermName]]> } {
    const bound = (Object.keys(pattern) as TermName[]).filter((k) => pattern[k]);
    if (bound.some((k) => (pattern[k] as { termType: string }).termType === 'Range')) throw cause;
    let best: TermName[] = [];
    for (const index of this.indexes) {
      const prefix: TermName[] = [];
      for (const t of index.terms) {
        if (!bound.includes(t)) break;
        prefix.push(t);
        if ((pattern[t] as { termType: string }).termType === 'Literal') break;
      }
      if (prefix.length > best.length) best = prefix;
    }
    const served: Pattern = {};
    for (const t of best) (served as Record<string, unknown>)[t] = pattern[t];
    const rest = bound.filter((t) => !best.includes(t)).map((t) => [t, pattern[t]] as [TermName, Quad[TermName]]);
    return { served, rest };
  }

  override async getApproximateSize(pattern: Pattern, opts: GetOpts = {}) {
    try {
      return await super.getApproximateSize(pattern, opts);
    } catch (e) {
      if (!String((e as Error).message).startsWith(NO_INDEX)) throw e;
      return super.getApproximateSize(this.splitForIndexes(pattern, e).served, opts);
    }
  }
}
