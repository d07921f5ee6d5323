// Runaway queries stop at their time limit with a clear error, on the fast path and on Comunica: a cartesian COUNT,
// an ORDER BY over all pairs of triples, a catastrophic REGEX (refused when its pattern is written in the query,
// stopped by the time limit when it is computed) and a long property path. Read queries run in query workers, so the
// thread that asked stays free while one runs; a worker that had to be stopped is replaced and the next query works.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { DataFactory } from 'rdf-data-factory';
import { openCatalogueStore, tempDir } from './helpers.ts';
import type { RdfStore } from '../../electron/engine/store/rdf/index.ts';
import { regexRisk } from '../../electron/engine/store/rdf/query-safety.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';

const LIMIT_MS = 1500;
/** The bound the issue sets: the time limit plus one second (measured numbers are in `bench limits`). */
const STOP_WITHIN_MS = LIMIT_MS + 1000;
const Q = 'PREFIX q: <https://quarry.local/ontology#>\n';

const HOSTILE: Record<string, string> = {
  'a cartesian COUNT': 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }',
  'an ORDER BY over all pairs of triples': 'SELECT ?s ?o WHERE { ?s ?p ?o . ?x ?y ?z } ORDER BY ?o ?z',
  'a catastrophic REGEX computed at run time': 'SELECT ?s WHERE { ?s ?p ?o . BIND("^(a+)+$" AS ?re) FILTER(isLiteral(?o) && REGEX(STR(?o), ?re)) }',
  'a long property path': `${Q}SELECT (COUNT(*) AS ?n) WHERE { ?a (q:hasSpec|^q:hasSpec|q:belongs|^q:belongs)* ?b . ?b (q:hasSpec|^q:hasSpec)* ?c }`,
};

let db: Database.Database;
let rdf: RdfStore;

beforeAll(async () => {
  const dir = tempDir();
  ({ db, rdf } = await openCatalogueStore(path.join(dir, 'lib.quarry'), { products: 300, specsPerProduct: 10 }));
  // a value a backtracking REGEX like ^(a+)+$ needs exponential time to reject
  const df = new DataFactory();
  await rdf.putQuads([df.quad(df.namedNode('urn:x:hostile'), df.namedNode('urn:x:text'), df.literal(`${'a'.repeat(40)}!`), df.namedNode('urn:x:g'))]);
  await rdf.sparql(`${Q}SELECT ?n WHERE { ?p q:hasName ?n } LIMIT 1`); // the workers are warm
});
afterAll(async () => {
  await rdf?.close();
  db?.close();
});

async function timed(query: string, engine: 'auto' | 'fast' | 'comunica'): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  try {
    await rdf.sparql(query, { timeoutMs: LIMIT_MS, engine });
    return { ms: performance.now() - started, error: null };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

describe('runaway queries stop at their time limit', () => {
  for (const engine of ['auto', 'comunica'] as const) {
    for (const [name, query] of Object.entries(HOSTILE)) {
      it(`${name} (${engine === 'auto' ? 'fast path where it fits' : 'Comunica'})`, async () => {
        const { ms, error } = await timed(query, engine);
        expect(isQuarryError(error, 'QUERY_TIMEOUT'), String(error)).toBe(true);
        expect((error as Error).message).toMatch(/stopped at its time limit of 1\.5 s/);
        expect(ms).toBeLessThan(STOP_WITHIN_MS);
      });
    }
  }

  it('the fast path itself stops a cartesian join (not only the worker around it)', async () => {
    const { error } = await timed(HOSTILE['a cartesian COUNT']!, 'fast');
    expect((error as Error).message).toMatch(/\(fast path\) was stopped/);
  });

  it('refuses a REGEX pattern written in the query that could take exponential time, on both engines', async () => {
    for (const engine of ['fast', 'comunica'] as const) {
      const { ms, error } = await timed('SELECT ?s WHERE { ?s ?p ?o FILTER(REGEX(STR(?o), "^(a+)+$")) }', engine);
      expect(isQuarryError(error, 'QUERY_REFUSED'), String(error)).toBe(true);
      expect((error as Error).message).toMatch(/exponential time/);
      expect(ms).toBeLessThan(STOP_WITHIN_MS);
    }
  });

  it('refuses SERVICE with a clear reason', async () => {
    const { error } = await timed('SELECT * WHERE { SERVICE <http://example.org/sparql> { ?s ?p ?o } }', 'auto');
    expect(isQuarryError(error, 'QUERY_REFUSED')).toBe(true);
    expect((error as Error).message).toMatch(/this library only/);
  });

  it('keeps the asking thread free while a query runs, and answers again after a worker was stopped', async () => {
    const running = timed(HOSTILE['a cartesian COUNT']!, 'comunica');
    // the event loop of this thread keeps turning: timers fire on time while the query runs
    const lags: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      await new Promise((r) => setTimeout(r, 20));
      lags.push(performance.now() - t - 20);
    }
    expect(Math.max(...lags)).toBeLessThan(500);
    expect(isQuarryError((await running).error, 'QUERY_TIMEOUT')).toBe(true);
    const after = await rdf.sparql(`${Q}SELECT (COUNT(*) AS ?n) WHERE { ?p q:hasName ?name }`, { timeoutMs: 10_000 });
    expect(Number(after.rows[0]!.n!.value)).toBe(300);
  });

  it('still stops a runaway query run inside a write transaction, on the writer connection', async () => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const { ms, error } = await timed(HOSTILE['a cartesian COUNT']!, 'fast');
      expect(isQuarryError(error, 'QUERY_TIMEOUT')).toBe(true);
      expect(ms).toBeLessThan(STOP_WITHIN_MS);
    } finally {
      db.exec('ROLLBACK');
    }
  });
});

describe('regexRisk', () => {
  it('flags nested and alternating repetition and back-references, and passes ordinary patterns', () => {
    for (const p of ['(a+)+$', '^(a|aa)*$', '(x+x+)+y', '^(\\w+\\s?)*$', '(a{1,3}){2}', '(.)\\1', 'x'.repeat(300)]) expect(regexRisk(p), p).not.toBeNull();
    for (const p of ['5G', 'Galaxy.*S2[0-9]', '(foo|bar)', '(\\d+) ?mAh', '(ab){2,}', '[(+]+', '(?:a|b)?c', 'a{2}b*']) expect(regexRisk(p), p).toBeNull();
  });
});
