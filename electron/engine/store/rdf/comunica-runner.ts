// General SPARQL through Comunica (the quadstore-comunica bundle, a Comunica engine over any RDF/JS source) over the
// library's graph tables, bounded by a timeout and a row cap. Patterns outside GRAPH match the union default graph
// as SPARQL defines it, the RDF merge of every graph (each triple once); GRAPH ?g ranges over the named graphs (both
// in graph-store.ts, which is also where updates write).
import type { Bindings, Quad, Term } from '@rdfjs/types';
import type { SparqlQuery, SelectQuery } from 'sparqljs';
import { Engine } from 'quadstore-comunica';
import { quarryError, isQuarryError, errorMessage } from '../../errors.ts';
import type { GraphStore } from './graph-store.ts';
import { deadlineOf, queryTimeout, type QueryLimits, type SparqlResult } from './sparql-result.ts';
import { termToJson, type TermJson } from './term-json.ts';
import { selectVarNames } from './query-vars.ts';
import { runInTransactionAsync } from '../transaction.ts';

interface Stream<T> {
  on(event: 'data', fn: (item: T) => void): unknown;
  on(event: 'end', fn: () => void): unknown;
  on(event: 'error', fn: (e: Error) => void): unknown;
  destroy(): void;
}

/** Reads at most rowCap items; rejects with QUERY_TIMEOUT once the deadline passes. */
function readStream<T>(stream: Stream<T>, rowCap: number, deadline: number, timeout: () => Error): Promise<{ items: T[]; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const items: T[] = [];
    let settled = false;
    const finish = (fn: () => void) => { if (!settled) { settled = true; clearTimeout(timer); fn(); } };
    const timer = setTimeout(() => finish(() => { stream.destroy(); reject(timeout()); }), Math.max(0, deadline - Date.now()));
    stream.on('data', (item) => {
      if (settled) return;
      if (items.length >= rowCap) finish(() => { stream.destroy(); resolve({ items, truncated: true }); });
      else items.push(item);
    });
    stream.on('end', () => finish(() => resolve({ items, truncated: false })));
    stream.on('error', (e) => finish(() => reject(e)));
  });
}

function withDeadline<T>(work: Promise<T>, deadline: number, error: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function bindingsToRow(b: Bindings): Record<string, TermJson> {
  const row: Record<string, TermJson> = {};
  for (const [variable, term] of b) row[variable.value] = termToJson(term as Term);
  return row;
}

function quadToRow(q: Quad): Record<string, TermJson> {
  return { subject: termToJson(q.subject), predicate: termToJson(q.predicate), object: termToJson(q.object) };
}

export async function runComunica(store: GraphStore, query: string, parsed: SparqlQuery,
  opts: QueryLimits): Promise<SparqlResult> {
  // The store is both what Comunica reads and where updates write.
  const engine = new Engine(store as unknown as ConstructorParameters<typeof Engine>[0]);
  const started = performance.now();
  const deadline = deadlineOf(opts);
  const timeout = () => queryTimeout('the SPARQL query (Comunica)', opts.timeoutMs);
  store.forgetDecodedTerms(); // ids may have been reused since the last query (a rollback, a garbage collection)
  const base = { engine: 'comunica' as const, truncated: false };
  try {
    let result: SparqlResult;
    if (parsed.type === 'update') {
      // Updates run to completion (no timeout): stopping one half-way would leave a partial write.
      await runInTransactionAsync(store.sqlite, () => engine.queryVoid(query));
      result = { ...base, kind: 'update', vars: [], rows: [], ms: 0 };
    } else if (parsed.queryType === 'ASK') {
      const answer = await withDeadline(engine.queryBoolean(query), deadline, timeout);
      result = { ...base, kind: 'boolean', vars: [], rows: [], boolean: answer, ms: 0 };
    } else if (parsed.queryType === 'SELECT') {
      const stream = await withDeadline(engine.queryBindings(query), deadline, timeout);
      const { items, truncated } = await readStream(stream as unknown as Stream<Bindings>, opts.rowCap, deadline, timeout);
      result = { ...base, kind: 'bindings', vars: selectVarNames(parsed as SelectQuery), rows: items.map(bindingsToRow), truncated, ms: 0 };
    } else {
      const stream = await withDeadline(engine.queryQuads(query), deadline, timeout);
      const { items, truncated } = await readStream(stream as unknown as Stream<Quad>, opts.rowCap, deadline, timeout);
      result = { ...base, kind: 'quads', vars: ['subject', 'predicate', 'object'], rows: items.map(quadToRow), truncated, ms: 0 };
    }
    result.ms = performance.now() - started;
    return result;
  } catch (e) {
    if (isQuarryError(e)) throw e;
    throw quarryError('INTERNAL', `SPARQL query failed: ${errorMessage(e)}`, e);
  }
}
