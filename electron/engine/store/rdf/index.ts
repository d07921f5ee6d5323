// The RDF graph of a library: dictionary-encoded tables in the library's own SQLite file (graph-store.ts), queried by
// the engine's fast path (SQL) and, for the SPARQL the fast path does not cover, by Comunica over the same tables.
import type { Database } from 'better-sqlite3';
import type { Quad } from '@rdfjs/types';
import { quarryError } from '../../errors.ts';
import { createRdfSchema } from './schema.ts';
import { GraphStore } from './graph-store.ts';
import { runInTransactionAsync, serialiser } from '../transaction.ts';
import { runSparql } from './sparql-router.ts';
import type { SparqlOptions, SparqlResult } from './sparql-result.ts';

export type { SparqlResult, SparqlOptions } from './sparql-result.ts';
export type { TermJson } from './term-json.ts';
export { createRdfSchema } from './schema.ts';

export interface RdfStore {
  /** Adds quads (in the graph each quad names). Runs inside the caller's open transaction if any. */
  putQuads(quads: Quad[]): Promise<void>;
  /** Removes every quad of one named graph (one source document). */
  deleteGraph(graphIri: string): Promise<void>;
  clearAll(): Promise<void>;
  countQuads(): number;
  /** SPARQL: SELECT/ASK/CONSTRUCT (and UPDATE only when allowUpdate). Fast path when the query fits, Comunica otherwise. */
  sparql(query: string, opts?: SparqlOptions): Promise<SparqlResult>;
  close(): Promise<void>;
}

export async function openRdfStore(db: Database, opts: { readonly?: boolean } = {}): Promise<RdfStore> {
  const readonly = opts.readonly ?? false;
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
    deleteGraph: async (graphIri) => {
      await write('deleting a graph', () => store.deleteGraphQuads(graphIri));
    },
    clearAll: async () => {
      await write('clearing the graph', () => store.clear());
    },
    countQuads: () => (db.prepare('SELECT count(*) AS n FROM rdf_quads').get() as { n: number }).n,
    sparql: (query, sparqlOpts) => runSparql({ store, readonly, serialise }, query, sparqlOpts),
    close: async () => {
      await store.close();
    },
  };
}
