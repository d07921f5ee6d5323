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

async function webResponsiveness(work: string): Promise<{ count: number; p50: number; max: number; stoppedMs: number; status: number }> {
  const { startWebMode } = await import('../electron/server/web-mode.ts');
  const folder = path.join(work, 'web-docs');
  fs.mkdirSync(folder);
  writeWideCsv(path.join(folder, 'table.csv'), 20, 200); // a few thousand triples: a five-way cartesian join never ends
  const web = await startWebMode({ libraryPath: path.join(work, 'web.quarry'), modelsDir: work, skipBuild: true });
  const call = async (op: string, arg: unknown) => {
    const res = await fetch(`http://127.0.0.1:${web.port}/api/call/${op}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Quarry-Token': web.token }, body: JSON.stringify({ arg }) });
    return { status: res.status, body: (await res.json()) as { ok: boolean; value?: unknown } };
  };
  try {
    await call('addFolder', { path: folder });
    for (let i = 0; i < 600; i++) {
      const o = (await call('libraryOverview', undefined)).body.value as { indexing: { running: boolean } | null };
      if (o.indexing && !o.indexing.running) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await call('runSparql', { query: 'SELECT ?s WHERE { ?s ?p ?o } LIMIT 1' });
    const started = performance.now();
    let settled = false;
    const runaway = call('runSparql', { query: 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l . ?m ?n2 ?o }' }).finally(() => (settled = true));
    const latencies: number[] = [];
    while (!settled) {
      const t = performance.now();
      await call('libraryOverview', undefined);
      if (!settled) latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
    const reply = await runaway;
    const stoppedMs = performance.now() - started;
    latencies.sort((a, b) => a - b);
    return { count: latencies.length, p50: latencies[Math.floor(latencies.length / 2)] ?? 0, max: latencies[latencies.length - 1] ?? 0, stoppedMs, status: reply.status };
  } finally {
    await web.close();
  }
}

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

    // web mode: other calls while a runaway query runs in the engine's query worker
    const web = await webResponsiveness(work);
    metrics.web_overview_p50_ms = web.p50;
    metrics.web_overview_max_ms = web.max;
    metrics.web_runaway_stopped_ms = web.stoppedMs;
    notes.push(`web mode: ${web.count} libraryOverview calls while a runaway query ran: p50 ${web.p50.toFixed(0)} ms, max ${web.max.toFixed(0)} ms; the query answered ${web.status} after ${(web.stoppedMs / 1000).toFixed(2)} s (limit 5 s)`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  notes.push(`${os.cpus().length} cores; targets: each hostile file within 30 s and 1 GB peak RSS, each runaway query stopped within its limit + 1 s`);
  return { metrics, table, notes };
}
