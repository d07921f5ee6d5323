// The RDF graph of a library: dictionary-encoded tables in the library's own SQLite file (graph-store.ts), queried by
// the engine's fast path (SQL) and, for the SPARQL the fast path does not cover, by Comunica over the same tables.
import type { Database } from 'better-sqlite3';
import type { Quad } from '@rdfjs/types';
import { quarryError } from '../../errors.ts';
import { createRdfSchema } from './schema.ts';
import { GraphStore } from './graph-store.ts';
import { runInTransactionAsync, serialiser } from '../transaction.ts';
import { runSparql } from './sparql-router.ts';
import { createQueryPool, type QueryPool } from './query-pool.ts';
import { collectGarbage, type GarbageReport } from './graph-gc.ts';
import type { SparqlOptions, SparqlResult } from './sparql-result.ts';
import type { QuadPack } from './quad-pack.ts';
import type { EncodedTerm } from './term-codec.ts';

export type { SparqlResult, SparqlOptions } from './sparql-result.ts';
export type { GarbageReport } from './graph-gc.ts';
export type { TermJson } from './term-json.ts';
export { packQuads, type QuadPack } from './quad-pack.ts';
export type { EncodedTerm } from './term-codec.ts';
export { createRdfSchema } from './schema.ts';

export interface RdfStore {
  /** Adds quads (in the graph each quad names). Runs inside the caller's open transaction if any. */
  putQuads(quads: Quad[]): Promise<void>;
  /** Adds quads packed in a worker (quad-pack.ts), its local terms resolved by `resolve`; as putQuads otherwise. */
  putPackedQuads(pack: QuadPack, resolve: (key: string) => EncodedTerm): Promise<void>;
  /** Removes every quad of one named graph (one source document). */
  deleteGraph(graphIri: string): Promise<void>;
  clearAll(): Promise<void>;
  /**
   * Removes what removed quads left unused: declarations in `sharedGraphs` of nodes no other graph uses, and
   * dictionary terms no quad uses. Runs inside the caller's open transaction (the one that removed them) if any.
   */
  collectGarbage(sharedGraphs?: string[]): Promise<GarbageReport>;
  countQuads(): number;
  /**
   * SPARQL: SELECT/ASK/CONSTRUCT (and UPDATE only when allowUpdate). Fast path when the query fits, Comunica
   * otherwise; read queries run in the library's query workers (see sparql-router.ts).
   */
  sparql(query: string, opts?: SparqlOptions): Promise<SparqlResult>;
  /** Starts the query workers now, so the first question does not wait for them. */
  warmUp(): void;
  close(): Promise<void>;
}

export interface OpenRdfOptions {
  readonly?: boolean;
  /** Query workers at most (default 2); 0 runs every query inline on the caller's connection. */
  queryWorkers?: number;
}

export async function openRdfStore(db: Database, opts: OpenRdfOptions = {}): Promise<RdfStore> {
  const readonly = opts.readonly ?? false;
  const workerCount = opts.queryWorkers ?? 2;
  let pool: QueryPool | null = null;
  let closed = false;
  // workers need the library's file; they start on the first read query outside a transaction
  const workers = (): QueryPool | null => {
    if (closed || workerCount <= 0 || db.memory || !db.name) return null;
    return (pool ??= createQueryPool(db.name, { size: workerCount }));
  };
  if (!readonly) createRdfSchema(db);
  const store = new GraphStore(db, { readonly });
  await store.open();
  const serialise = serialiser();
  const write = <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    if (readonly) return Promise.reject(quarryError('LIBRARY_READONLY', what));
    return serialise(() => runInTransactionAsync(db, fn));
  };
  return {
    putQuads: async (quads) => {
      if (quads.length) await write('adding quads', () => store.multiPut(quads));
    },
    putPackedQuads: async (pack, resolve) => {
      if (pack.quads.length) await write('adding quads', () => store.multiPutPacked(pack, resolve));
    },
    deleteGraph: async (graphIri) => {
      await write('deleting a graph', () => store.deleteGraphQuads(graphIri));
    },
    clearAll: async () => {
      await write('clearing the graph', () => store.clear());
    },
    collectGarbage: (sharedGraphs = []) => write('collecting garbage', () => collectGarbage(store, sharedGraphs)),
    countQuads: () => (db.prepare('SELECT count(*) AS n FROM rdf_quads').get() as { n: number }).n,
    sparql: (query, sparqlOpts) => runSparql({ store, readonly, serialise, workers }, query, sparqlOpts),
    warmUp: () => void workers(),
    close: async () => {
      closed = true;
      await pool?.close();
      pool = null;
      await store.close();
    },
  };
}
