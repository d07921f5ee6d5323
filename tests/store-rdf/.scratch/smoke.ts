import Database from 'better-sqlite3';
import { Quadstore } from 'quadstore';
import { Engine } from 'quadstore-comunica';
import { DataFactory } from 'rdf-data-factory';
import { SqliteLevel } from '/work/main/electron/engine/store/rdf/sqlite-level.ts';
import { createRdfSchema } from '/work/main/electron/engine/store/rdf/schema.ts';
const db = new Database(':memory:');
createRdfSchema(db);
const backend = new SqliteLevel(db);
const df = new DataFactory();
const store = new Quadstore({ backend: backend as any, dataFactory: df });
await store.open();
const q = 'https://quarry.local/ontology#';
const quads = [];
for (let i = 0; i < 20; i++) {
  const p = df.namedNode('https://quarry.local/id/p' + i);
  const g = df.namedNode('https://quarry.local/id/doc' + (i % 3));
  quads.push(df.quad(p, df.namedNode(q + 'hasPrice'), df.literal(String(i * 50), df.namedNode('http://www.w3.org/2001/XMLSchema#integer')), g));
  quads.push(df.quad(p, df.namedNode(q + 'hasName'), df.literal('Product ' + i), g));
}
await store.multiPut(quads);
const engine = new Engine(store);
for (const ctx of [{}, { unionDefaultGraph: true }]) {
  const s = await engine.queryBindings(`SELECT ?p ?n WHERE { ?p <${q}hasPrice> ?v . ?p <${q}hasName> ?n FILTER(?v < 300) } ORDER BY ?n`, ctx as any);
  const rows = await s.toArray();
  console.log(JSON.stringify(ctx), rows.length, rows.slice(0, 2).map(b => b.get('n')?.value));
}
const s2 = await engine.queryBindings(`SELECT (COUNT(?p) AS ?c) (SUM(?v) AS ?s) (AVG(?v) AS ?a) (MIN(?v) AS ?mi) WHERE { ?p <${q}hasPrice> ?v }`, { unionDefaultGraph: true } as any);
for (const b of await s2.toArray()) console.log([...b].map(([k, v]) => k.value + '=' + v.value + '^^' + (v as any).datatype?.value));
const s3 = await engine.queryBindings(`SELECT ?g (COUNT(*) AS ?c) WHERE { GRAPH ?g { ?p <${q}hasPrice> ?v } } GROUP BY ?g`, {} as any);
for (const b of await s3.toArray()) console.log([...b].map(([k, v]) => k.value + '=' + v.value));
console.log(db.prepare('select count(*) n from rdf_kv').get());
