// A/B harness (not a bench): the quads of an indexed library (default: a devices library made by _ingest-once.ts)
// written again into a fresh graph store the way the indexer writes them: one putQuads per document graph, with the
// vocabulary graph's declarations of the nodes the document uses (as record-facts.ts declares them with every
// document), 64 documents per transaction; prints the seconds and CPU seconds of the writes. With --pack, each call's
// quads are packed first (as a parse worker packs a document's facts, store/rdf/quad-pack.ts; not timed) and written
// with putPackedQuads.
// node --import tsx bench/_replay-quads.ts <library-file> [rounds] [--pack]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DataFactory } from 'rdf-data-factory';
import type { Quad } from '@rdfjs/types';
import { openRdfStore, createRdfSchema, packQuads } from '../electron/engine/store/rdf/index.ts';
import { termFromRow, type TermRow } from '../electron/engine/store/rdf/term-dictionary.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const packed = process.argv.includes('--pack');
const source = new Database(args[0]!, { readonly: true });
const rounds = Number(args[1] ?? 1);
const df = new DataFactory();
const terms = new Map<number, ReturnType<typeof termFromRow>>();
for (const r of source.prepare('SELECT id, kind, value, datatype, language FROM rdf_terms').iterate() as Iterable<TermRow>) terms.set(r.id, termFromRow(r, df));
const byGraph = new Map<number, Quad[]>();
for (const [g, s, p, o] of source.prepare('SELECT g, s, p, o FROM rdf_quads').raw(true).iterate() as Iterable<number[]>) {
  let list = byGraph.get(g!);
  if (!list) byGraph.set(g!, (list = []));
  list.push(df.quad(terms.get(s!) as any, terms.get(p!) as any, terms.get(o!) as any, terms.get(g!) as any));
}
// the vocabulary graph first, then the documents' graphs in id order (rules and schema graphs left out)
const graphs = [...byGraph.keys()].filter((g) => /graph\/(vocabulary|doc\/)/.test((terms.get(g) as any).value)).sort((a, b) => {
  const va = (terms.get(a) as any).value as string, vb = (terms.get(b) as any).value as string;
  if (va.endsWith('vocabulary')) return -1;
  if (vb.endsWith('vocabulary')) return 1;
  return Number(va.split('/').pop()) - Number(vb.split('/').pop());
});
const vocabulary = graphs.find((g) => (terms.get(g) as any).value.endsWith('vocabulary'))!;
const declarations = new Map<number, Quad[]>();
for (const [s, ...rest] of source.prepare('SELECT s, p, o FROM rdf_quads WHERE g = ?').raw(true).iterate(vocabulary) as Iterable<number[]>) {
  void rest;
  if (!declarations.has(s!)) declarations.set(s!, []);
}
const idOf = new Map<unknown, number>([...terms].map(([id, t]) => [t, id]));
for (const q of byGraph.get(vocabulary)!) declarations.get(idOf.get(q.subject)!)!.push(q);
const calls: Quad[][] = [];
for (const g of graphs) {
  if (g === vocabulary) continue;
  const own = byGraph.get(g)!;
  const used = new Set<number>();
  for (const q of own) for (const t of [q.subject, q.object]) { const id = idOf.get(t); if (id !== undefined && declarations.has(id)) used.add(id); }
  calls.push([...[...used].flatMap((id) => declarations.get(id)!), ...own]);
}
const packs = packed ? calls.map((qs) => packQuads(qs)) : [];
const noLocals = (key: string): never => { throw new Error(`no local term ${key}`); };
for (let round = 0; round < rounds; round++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-replay-'));
  const db = new Database(path.join(dir, 'l.sqlite'));
  db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL'); db.pragma('cache_size = -262144'); db.pragma(`wal_autocheckpoint = ${process.env.WAL_PAGES ?? 10000}`);
  createRdfSchema(db);
  const rdf = await openRdfStore(db, { queryWorkers: 0 });
  const t0 = performance.now(); const c0 = process.cpuUsage();
  let n = 0; let commitMs = 0;
  for (let i = 0; i < calls.length; i += 64) {
    db.exec('BEGIN IMMEDIATE');
    for (let j = i; j < Math.min(i + 64, calls.length); j++) {
      n += calls[j]!.length;
      if (packed) await rdf.putPackedQuads(packs[j]!, noLocals);
      else await rdf.putQuads(calls[j]!);
    }
    const tc = performance.now(); db.exec('COMMIT'); commitMs += performance.now() - tc;
  }
  const c = process.cpuUsage(c0);
  console.log(JSON.stringify({ quads: n, seconds: +((performance.now() - t0) / 1000).toFixed(2), cpuS: +((c.user + c.system) / 1e6).toFixed(2), commitS: +(commitMs / 1000).toFixed(2), stored: (db.prepare('SELECT count(*) n FROM rdf_quads').get() as any).n }));
  await rdf.close(); db.close(); fs.rmSync(dir, { recursive: true, force: true });
}
