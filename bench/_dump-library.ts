// Checking driver (not a bench): writes everything an indexing run stored in a library as sorted text lines, so
// that two runs (before and after a change to the indexer's speed) can be diffed: every quad with its terms written
// out, documents, blocks, records and their rows, links, entities and mentions, word counts, settings and the
// vectors (as hashes). Timestamps and run times (the schema's version among them) are left out; row ids are written as they are (a change of numbering
// shows as a difference too). node --import tsx bench/_dump-library.ts <library-file> <out-file>
import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import BetterSqlite3 from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';

const [file, out] = process.argv.slice(2);
if (!file || !out) throw new Error('usage: _dump-library.ts <library-file> <out-file>');
const db = new BetterSqlite3(file, { readonly: true });
sqliteVec.load(db);
const lines: string[] = [];
const j = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? String(x) : x));
const sha = (b: Buffer | string) => crypto.createHash('sha1').update(b).digest('hex').slice(0, 16);

function table(name: string, sql: string, leaveOut: string[] = []): void {
  const rows: string[] = [];
  for (const r of db.prepare(sql).iterate() as Iterable<Record<string, unknown>>) {
    for (const k of leaveOut) delete r[k];
    rows.push(`${name} ${j(r)}`);
  }
  rows.sort();
  for (const r of rows) lines.push(r);
}

const term = `CASE t.kind WHEN 3 THEN '"' || t.value || '"^^' || t.datatype || '@' || t.language ELSE t.kind || ':' || t.value END`;
const termOf = (col: string) => `(SELECT ${term} FROM rdf_terms t WHERE t.id = ${col})`;
table('quad', `SELECT ${termOf('q.g')} g, ${termOf('q.s')} s, ${termOf('q.p')} p, ${termOf('q.o')} o FROM rdf_quads q`);
table('triple', `SELECT ${termOf('q.s')} s, ${termOf('q.p')} p, ${termOf('q.o')} o, graphs FROM rdf_triples q`);
table('term', `SELECT id, kind, pre, v, dt, language, num FROM rdf_terms`);
table('document', `SELECT * FROM documents`, ['indexed_at']);
table('folder', `SELECT id, path FROM folders`);
table('block', `SELECT * FROM blocks`);
table('record', `SELECT * FROM records`);
table('record_row', `SELECT * FROM record_rows`);
table('link', `SELECT * FROM links`);
table('entity', `SELECT * FROM entities`);
table('mention', `SELECT * FROM mentions`);
table('word_count', `SELECT * FROM word_counts`);
table('fts', `SELECT rowid, * FROM blocks_fts_docsize`);
for (const r of db.prepare(`SELECT key, value FROM settings`).all() as Array<{ key: string; value: unknown }>) {
  if (r.key === 'graph.version') continue;
  let v = r.value;
  if (Buffer.isBuffer(v)) {
    let text: string;
    try { text = zlib.gunzipSync(v).toString('utf8'); } catch { try { text = zlib.inflateRawSync(v).toString('utf8'); } catch { try { text = zlib.brotliDecompressSync(v).toString('utf8'); } catch { text = `blob ${sha(v)}`; } } }
    v = text;
  }
  if (typeof v === 'string' && v.startsWith('{')) {
    try { const o = JSON.parse(v); if (o && typeof o === 'object' && 'ms' in o) delete o.ms; if (r.key === 'schema') { delete o.version; delete o.builtMs; } v = j(o); } catch { /* kept as it is */ }
  }
  lines.push(`setting ${r.key} ${typeof v === 'string' && v.length > 2000 ? `${v.length} chars ${sha(v)}` : j(v)}`);
}
for (const { name } of db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'vec\\_%' ESCAPE '\\' AND sql LIKE '%USING vec0%'`).all() as Array<{ name: string }>) {
  const rows: string[] = [];
  for (const r of db.prepare(`SELECT rowid, embedding FROM ${name}`).iterate() as Iterable<{ rowid: number; embedding: Buffer }>) rows.push(`vector ${name} ${r.rowid} ${sha(r.embedding)}`);
  rows.sort();
  for (const r of rows) lines.push(r);
}
fs.writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${lines.length} lines -> ${out}`);
