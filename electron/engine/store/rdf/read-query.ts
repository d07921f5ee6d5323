// A read query (SELECT/ASK/CONSTRUCT/DESCRIBE) on one connection: the fast path when the query fits it (engine 'auto'
// or 'fast'), Comunica over the same tables otherwise (graph-store.ts). Runs in a query worker, or inline inside a write
// transaction (whose uncommitted writes only that connection sees).
import type { Database } from 'better-sqlite3';
import type { SparqlQuery } from 'sparqljs';
import { quarryError } from '../../errors.ts';
import type { GraphStore } from './graph-store.ts';
import { compileFastQuery } from './fast/compile-query.ts';
import { runFastPlan } from './fast/run-fast.ts';
import { FastPathUnsupported } from './fast/unsupported.ts';
import type { QueryLimits, SparqlOptions, SparqlResult } from './sparql-result.ts';

export async function runReadQuery(
  db: Database,
  store: () => Promise<GraphStore>,
  query: string,
  parsed: SparqlQuery,
  limits: QueryLimits,
  engine: NonNullable<SparqlOptions['engine']>,
  onComunica?: () => void,
): Promise<SparqlResult> {
  if (engine !== 'comunica') {
    try {
      return runFastPlan(db, compileFastQuery(db, parsed), limits);
    } catch (e) {
      if (!(e instanceof FastPathUnsupported)) throw e;
      if (engine === 'fast') throw quarryError('BAD_ARGUMENT', `the fast SPARQL path cannot run this query: ${e.message}`);
    }
  }
  onComunica?.();
  const { runComunica } = await import('./comunica-runner.ts');
  return runComunica(await store(), query, parsed, limits);
}
