// RDF store: bulk load of a synthetic catalogue (2,300 products x 80 spec rows, about 1M quads, one named graph
// per product document) into a fresh library file, then latency of a pattern lookup, a multi-condition filter
// (category + price < 500 + refresh rate >= 120) and a COUNT per category, on the fast path and through Comunica.
// Needs no shared data. `quick` loads 300 products instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openRdfStore, createRdfSchema, type RdfStore, type SparqlResult } from '../electron/engine/store/rdf/index.ts';
import { SPARQL_PREFIXES } from '../electron/engine/store/rdf/namespaces.ts';
import { generateCatalogue, categoryIri, productIri } from '../tests/store-rdf/synthetic-catalogue.ts';

const PRODUCTS_PER_TRANSACTION = 100;
const CACHE_KIB = 262_144;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function timeQuery(rdf: RdfStore, engine: 'fast' | 'comunica', runs: number, makeQuery: (run: number) => string) {
  const ms: number[] = [];
  let last: SparqlResult | undefined;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = await rdf.sparql(`${SPARQL_PREFIXES}\n${makeQuery(i)}`, { engine, timeoutMs: 600_000, rowCap: 1_000_000 });
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), rows: last?.rows.length ?? 0, result: last! };
}

const canonical = (r: SparqlResult) => r.rows.map((row) => JSON.stringify(Object.keys(row).sort().map((k) => [k, row[k]]))).sort().join('\n');

export async function run(opts: { sharedDir: string; quick?: boolean }) {
  const products = opts.quick ? 300 : 2300;
  const specsPerProduct = 80;
  const fastRuns = opts.quick ? 10 : 30;
  const comunicaRuns = opts.quick ? 2 : 3;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-store-'));
  const file = path.join(dir, 'library.sqlite');
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    // A 256 MiB page cache, as a desktop library connection should use: bulk inserts into the key/value and quad
    // indexes touch pages all over their B-trees, and SQLite's 2 MiB default makes the load I/O-bound.
    db.pragma(`cache_size = -${CACHE_KIB}`);
    createRdfSchema(db);
    const rdf = await openRdfStore(db);

    // Bulk load: one putQuads per product document, committed every PRODUCTS_PER_TRANSACTION documents.
    const docs: Array<Parameters<RdfStore['putQuads']>[0]> = [];
    generateCatalogue({ products, specsPerProduct }, (_graph, quads) => docs.push(quads));
    const t0 = performance.now();
    for (let i = 0; i < docs.length; i += PRODUCTS_PER_TRANSACTION) {
      db.exec('BEGIN IMMEDIATE');
      for (const quads of docs.slice(i, i + PRODUCTS_PER_TRANSACTION)) await rdf.putQuads(quads);
      db.exec('COMMIT');
    }
    db.pragma('wal_checkpoint(TRUNCATE)');
    const loadS = (performance.now() - t0) / 1000;
    const sizeMb = fs.readdirSync(dir).reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0) / 1e6;
    const tableMb = (like: string) => round(((db.prepare('SELECT sum(pgsize) AS b FROM dbstat WHERE name LIKE ?').get(like) as { b: number | null }).b ?? 0) / 1e6);
    const quads = rdf.countQuads();

    const lookup = (i: number) => `SELECT ?pred ?o WHERE { <${productIri((i * 7919) % products)}> ?pred ?o }`;
    const filter = () => `SELECT ?p ?price ?hz WHERE {
      ?p q:belongs <${categoryIri('monitors')}> ; q:hasPrice ?price ; q:hasSpec ?s .
      ?s q:inEntry "Refresh rate" ; q:hasNumericValue ?hz .
      FILTER(?price < 500 && ?hz >= 120) }`;
    const count = () => 'SELECT ?cat (COUNT(?p) AS ?n) WHERE { ?p q:belongs ?cat } GROUP BY ?cat';

    const fastLookup = await timeQuery(rdf, 'fast', fastRuns, lookup);
    const fastFilter = await timeQuery(rdf, 'fast', fastRuns, filter);
    const fastCount = await timeQuery(rdf, 'fast', fastRuns, count);
    const comLookup = await timeQuery(rdf, 'comunica', comunicaRuns, lookup);
    const comFilter = await timeQuery(rdf, 'comunica', comunicaRuns, filter);
    const comCount = await timeQuery(rdf, 'comunica', comunicaRuns, count);
    const sameFilter = canonical(fastFilter.result) === canonical(comFilter.result);
    const sameCount = canonical(fastCount.result) === canonical(comCount.result);
    await rdf.close();

    const row = (query: string, engine: string, r: { p50: number; p95: number; rows: number }, runs: number) =>
      ({ query, engine, runs, p50_ms: round(r.p50), p95_ms: round(r.p95), rows: r.rows });
    return {
      metrics: {
        load_s: round(loadS),
        size_mb: round(sizeMb),
        quads,
        lookup_p50_ms: round(fastLookup.p50, 2),
        filter_p50_ms: round(fastFilter.p50, 2),
        filter_p95_ms: round(fastFilter.p95, 2),
        count_p95_ms: round(fastCount.p95, 2),
        comunica_filter_p50_ms: round(comFilter.p50),
        comunica_lookup_p50_ms: round(comLookup.p50),
        comunica_count_p50_ms: round(comCount.p50),
      },
      table: [
        row('pattern lookup', 'fast', fastLookup, fastRuns),
        row('pattern lookup', 'comunica', comLookup, comunicaRuns),
        row('filter: category + price < 500 + refresh >= 120', 'fast', fastFilter, fastRuns),
        row('filter: category + price < 500 + refresh >= 120', 'comunica', comFilter, comunicaRuns),
        row('COUNT per category', 'fast', fastCount, fastRuns),
        row('COUNT per category', 'comunica', comCount, comunicaRuns),
      ],
      notes: [
        `${products} products x ${specsPerProduct} spec rows, one named graph per product, ${PRODUCTS_PER_TRANSACTION} documents per transaction, WAL, synchronous=NORMAL, cache_size ${CACHE_KIB / 1024} MiB.`,
        `Fast path timed over ${fastRuns} runs per query, Comunica over ${comunicaRuns} (it takes far longer per query).`,
        `Fast path and Comunica returned ${sameFilter ? 'the same' : 'DIFFERENT'} filter rows and ${sameCount ? 'the same' : 'DIFFERENT'} counts.`,
        `Size is the library file after a WAL checkpoint: rdf_quads ${tableMb('rdf_quads%')} MB, rdf_triples and its indexes ${tableMb('rdf_triples%')} MB, rdf_terms and its index ${tableMb('rdf_terms%')} MB (one copy of the graph, read by both engines).`,
      ],
    };
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
