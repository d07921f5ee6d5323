// sparql(): parse, refuse what is not allowed, then run on the fast path when the query fits it (engine 'auto' or
// 'fast') and through Comunica otherwise.
import { quarryError } from '../../errors.ts';
import type { GraphStore } from './graph-store.ts';
import { parseSparql } from './sparql-parse.ts';
import { runComunica } from './comunica-runner.ts';
import { compileFastQuery } from './fast/compile-query.ts';
import { runFastPlan } from './fast/run-fast.ts';
import { FastPathUnsupported } from './fast/unsupported.ts';
import { DEFAULT_ROW_CAP, DEFAULT_TIMEOUT_MS, type SparqlOptions, type SparqlResult } from './sparql-result.ts';

export interface RouterDeps {
  store: GraphStore;
  readonly: boolean;
  /** Serialises writes on the connection (updates run Comunica inside one transaction). */
  serialise: <T>(task: () => Promise<T>) => Promise<T>;
}

export async function runSparql(deps: RouterDeps, query: string, opts: SparqlOptions = {}): Promise<SparqlResult> {
  const started = performance.now();
  const parsed = parseSparql(query);
  const limits = { timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, rowCap: opts.rowCap ?? DEFAULT_ROW_CAP };
  const engine = opts.engine ?? 'auto';
  let result: SparqlResult | undefined;
  if (parsed.type === 'update') {
    if (!opts.allowUpdate) throw quarryError('SPARQL_UPDATE_REFUSED');
    if (deps.readonly) throw quarryError('LIBRARY_READONLY', 'SPARQL update');
    if (engine === 'fast') throw quarryError('BAD_ARGUMENT', 'the fast path does not run SPARQL updates');
    result = await deps.serialise(() => runComunica(deps.store, query, parsed, limits));
  } else {
    if (engine !== 'comunica') {
      try {
        result = runFastPlan(deps.store.sqlite, compileFastQuery(deps.store.sqlite, parsed), limits);
      } catch (e) {
        if (!(e instanceof FastPathUnsupported)) throw e;
        if (engine === 'fast') throw quarryError('BAD_ARGUMENT', `the fast SPARQL path cannot run this query: ${e.message}`);
      }
    }
    result ??= await runComunica(deps.store, query, parsed, limits);
  }
  result.ms = performance.now() - started;
  return result;
}
