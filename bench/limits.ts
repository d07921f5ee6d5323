// `npm run bench -- limits` (issue 14): what hostile input costs. Per hostile file (generated in a temp folder, never
// committed: a one-line 50 MB CSV and a CSV of 10,000 columns), a fresh `index` in a child process: seconds and peak
// RSS (target: each within 30 s and 1 GB), and how the file was recorded (truncated with a reason, or skipped).
// Then runaway SPARQL queries on a synthetic catalogue: how long each takes to stop at a 5 s limit, on the fast path
// and on Comunica, and the per-query cost of running queries in a worker (warm pool) against running them inline.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostileFolder, writeOneLineCsv, writeWideCsv } from './_hostile-files.ts';
import { DataFactory } from 'rdf-data-factory';
import { openCatalogueStore } from '../tests/store-rdf/helpers.ts';
import type { BenchOptions, BenchResult } from './run.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

interface ChildResult {
  seconds: number;
  peakRssMb: number;
  recordRows: number;
  blocks: number;
  quads: number;
  docs: Array<{ status: string; code: string | null; error: string | null; truncated: string | null }>;
}

function indexInChild(folder: string, library: string): ChildResult {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(here, '_limits-child.ts'), folder, library], { encoding: 'utf8', maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').pop()!) as ChildResult;
}

const HOSTILE_QUERIES: Record<string, string> = {
  cartesian_count: 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }',
  order_by_all: 'SELECT ?s ?o WHERE { ?s ?p ?o . ?x ?y ?z } ORDER BY ?o ?z',
  regex_runtime: 'SELECT ?s WHERE { ?s ?p ?o . BIND("^(a+)+$" AS ?re) FILTER(isLiteral(?o) && REGEX(STR(?o), ?re)) }',
  property_path: 'PREFIX q: <https://quarry.local/ontology#> SELECT (COUNT(*) AS ?n) WHERE { ?a (q:hasSpec|^q:hasSpec|q:belongs|^q:belongs)* ?b . ?b (q:hasSpec|^q:hasSpec)* ?c }',
};

export async function run(opts: BenchOptions): Promise<BenchResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-limits-'));
  const metrics: Record<string, number> = {};
  const table: BenchResult['table'] = [];
  const notes: string[] = [];
  try {
    const files: Array<[string, (f: string) => void]> = [
      ['one_line_50mb', (f) => writeOneLineCsv(f, 50 * 2 ** 20)],
      ['columns_10000', (f) => writeWideCsv(f, 10_000, 40)],
      ['columns_10000_rows_200', (f) => writeWideCsv(f, 10_000, 200)],
    ];
    for (const [name, write] of files) {
      const folder = hostileFolder(work, name, write);
      const bytes = fs.statSync(path.join(folder, `${name}.csv`)).size;
      const r = indexInChild(folder, path.join(work, `${name}.quarry`));
      const doc = r.docs[0]!;
      metrics[`${name}_s`] = r.seconds;
      metrics[`${name}_peak_rss_mb`] = r.peakRssMb;
      metrics[`${name}_truncated`] = doc.truncated ? 1 : 0;
      metrics[`${name}_quads`] = r.quads;
      table.push({ file: name, MB: Number((bytes / 2 ** 20).toFixed(1)), seconds: Number(r.seconds.toFixed(1)), 'peak RSS MB': Math.round(r.peakRssMb), status: doc.status, 'record rows': r.recordRows, blocks: r.blocks, quads: r.quads });
      notes.push(`${name}: ${doc.status}${doc.truncated ? `, truncated: ${doc.truncated}` : ''}${doc.error ? `, ${doc.code}: ${doc.error}` : ''}`);
    }

    // runaway queries at a 5 s limit, and the worker's per-query cost
    const { db, rdf } = await openCatalogueStore(path.join(work, 'queries.quarry'), { products: 300, specsPerProduct: 10 });
    // a value a backtracking REGEX like ^(a+)+$ needs exponential time to reject
    const df = new DataFactory();
    await rdf.putQuads([df.quad(df.namedNode('urn:x:hostile'), df.namedNode('urn:x:text'), df.literal(`${'a'.repeat(40)}!`), df.namedNode('urn:x:g'))]);
    const small = 'PREFIX q: <https://quarry.local/ontology#> SELECT ?n WHERE { ?p q:hasName ?n } LIMIT 5';
    const t0 = performance.now();
    await rdf.sparql(small);
    metrics.query_worker_first_ms = performance.now() - t0;
    for (const [name, q] of Object.entries(HOSTILE_QUERIES)) {
      for (const engine of ['auto', 'comunica'] as const) {
        const t = performance.now();
        const outcome = await rdf.sparql(q, { timeoutMs: 5000, engine }).then(() => 'finished', (e: { code?: string }) => e.code ?? 'error');
        const ms = performance.now() - t;
        metrics[`stop_${name}_${engine === 'auto' ? 'fast' : 'comunica'}_ms`] = ms;
        table.push({ query: name, engine: engine === 'auto' ? 'fast path (or its fallback)' : 'comunica', 'limit s': 5, 'stopped after s': Number((ms / 1000).toFixed(2)), outcome });
      }
    }
    const rounds = opts.quick ? 200 : 1000;
    for (let i = 0; i < 20; i++) await rdf.sparql(small);
    let t = performance.now();
    for (let i = 0; i < rounds; i++) await rdf.sparql(small);
    const inWorker = (performance.now() - t) / rounds;
    t = performance.now();
    for (let i = 0; i < rounds; i++) await rdf.sparql(small, { inline: true });
    const inline = (performance.now() - t) / rounds;
    metrics.query_worker_ms = inWorker;
    metrics.query_inline_ms = inline;
    metrics.query_worker_overhead_ms = inWorker - inline;
    notes.push(`a small query: ${inWorker.toFixed(3)} ms in a warm worker, ${inline.toFixed(3)} ms inline (${rounds} each); first query incl. worker start ${metrics.query_worker_first_ms.toFixed(0)} ms`);
    await rdf.close();
    db.close();
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  notes.push(`${os.cpus().length} cores; targets: each hostile file within 30 s and 1 GB peak RSS, each runaway query stopped within its limit + 1 s`);
  return { metrics, table, notes };
}
