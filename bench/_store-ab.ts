// A/B harness (not a bench): the store bench's 1M-quad load (load seconds and CPU), then its fast-path lookup,
// filter and COUNT queries `runs` times each (p50, p95, mean ms): run it on both sides of a store change, in turn.
// node --import tsx bench/_store-ab.ts [runs]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openRdfStore, createRdfSchema } from '../electron/engine/store/rdf/index.ts';
import { SPARQL_PREFIXES } from '../electron/engine/store/rdf/namespaces.ts';
import { generateCatalogue, categoryIri, productIri } from '../tests/store-rdf/synthetic-catalogue.ts';

const products = 2300, runs = Number(process.argv[2] ?? 200);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-store-ab-'));
const db = new Database(path.join(dir, 'l.sqlite'));
db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL'); db.pragma('cache_size = -262144');
createRdfSchema(db);
const rdf = await openRdfStore(db, { queryWorkers: 0 });
const docs: any[] = [];
generateCatalogue({ products, specsPerProduct: 80 }, (_g, quads) => docs.push(quads));
const t0 = performance.now(); const c0 = process.cpuUsage();
for (let i = 0; i < docs.length; i += 100) { db.exec('BEGIN IMMEDIATE'); for (const q of docs.slice(i, i + 100)) await rdf.putQuads(q); db.exec('COMMIT'); }
db.pragma('wal_checkpoint(TRUNCATE)');
const c = process.cpuUsage(c0);
const out: Record<string, number> = { load_s: (performance.now() - t0) / 1000, load_cpu_s: (c.user + c.system) / 1e6 };
const qs: Record<string, (i: number) => string> = {
  lookup: (i) => `SELECT ?pred ?o WHERE { <${productIri((i * 7919) % products)}> ?pred ?o }`,
  filter: () => `SELECT ?p ?price ?hz WHERE { ?p q:belongs <${categoryIri('monitors')}> ; q:hasPrice ?price ; q:hasSpec ?s . ?s q:inEntry "Refresh rate" ; q:hasNumericValue ?hz . FILTER(?price < 500 && ?hz >= 120) }`,
  count: () => 'SELECT ?cat (COUNT(?p) AS ?n) WHERE { ?p q:belongs ?cat } GROUP BY ?cat',
};
for (const [name, q] of Object.entries(qs)) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) { const t = performance.now(); await rdf.sparql(`${SPARQL_PREFIXES}\n${q(i)}`, { engine: 'fast', timeoutMs: 600_000, rowCap: 1_000_000 }); ms.push(performance.now() - t); }
  ms.sort((a, b) => a - b);
  out[`${name}_p50`] = ms[Math.floor(runs / 2)]!; out[`${name}_p95`] = ms[Math.ceil(runs * 0.95) - 1]!; out[`${name}_mean`] = ms.reduce((s, x) => s + x, 0) / runs;
}
console.log(JSON.stringify(Object.fromEntries(Object.entries(out).map(([k, v]) => [k, Math.round(v * 100) / 100]))));
await rdf.close(); db.close(); fs.rmSync(dir, { recursive: true, force: true });
