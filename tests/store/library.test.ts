import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import BetterSqlite3 from 'better-sqlite3';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { SCHEMA_VERSION } from '../../electron/engine/store/schema.ts';
import { insertDocument, deleteDocument, getDocumentByPath } from '../../electron/engine/store/documents.ts';
import { insertBlocks, searchBlocksBm25, getBlocks } from '../../electron/engine/store/blocks.ts';
import { ensureVectorSpace, putVectors, nearestVectors, countVectors, makeVectorSpaceCurrent, currentVectorSpace } from '../../electron/engine/store/vectors.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { tempDir } from '../helpers/tmp.ts';
import { DataFactory } from 'rdf-data-factory';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';

const df = new DataFactory();
const quad = (s: string, o: string) => df.quad(df.namedNode(`https://quarry.local/id/${s}`), df.namedNode('https://quarry.local/ontology#hasName'), df.literal(o), df.namedNode('https://quarry.local/id/graph/doc/1'));

function addDoc(db: BetterSqlite3.Database, p: string, text: string): number {
  return insertDocument(db, { folderId: null, path: p, relpath: path.basename(p), hash: 'h', size: text.length, mtime: 0, format: 'text', status: 'indexed', text });
}

function vec(...xs: number[]): Float32Array {
  return new Float32Array(xs);
}

describe('library file', () => {
  it('keeps documents, FTS blocks, vectors and quads written in one transaction across reopen', async () => {
    const file = path.join(tempDir(), 'lib.quarry');
    const lib = openLibrary(file);
    await lib.writeTransaction(async () => {
      const doc = addDoc(lib.db, '/x/a.txt', 'The battery lasts two days. Screen is bright.');
      const ids = insertBlocks(lib.db, doc, [
        { ord: 0, kind: 'text', headingPath: ['Battery'], text: 'The battery lasts two days.', start: 0, end: 27, page: null },
        { ord: 1, kind: 'text', headingPath: ['Display'], text: 'Screen is bright.', start: 28, end: 45, page: null },
      ]);
      const space = ensureVectorSpace(lib.db, 'blocks', 'test', 3);
      putVectors(lib.db, space, [{ id: ids[0], vector: vec(1, 0, 0) }, { id: ids[1], vector: vec(0, 1, 0) }]);
      await (await libraryRdf(lib)).putQuads([quad('a', 'Phone A'), quad('b', 'Phone B')]);
    });
    lib.close();

    const again = openLibrary(file);
    const hits = searchBlocksBm25(again.db, 'battery days', 5);
    expect(hits).toHaveLength(1);
    expect(getBlocks(again.db, [hits[0].blockId])[0].headingPath).toEqual(['Battery']);
    const space = currentVectorSpace(again.db, 'blocks')!;
    const near = nearestVectors(again.db, space, vec(0.1, 0.9, 0), 2);
    expect(getBlocks(again.db, [near[0].id])[0].text).toBe('Screen is bright.');
    const names = await (await libraryRdf(again)).sparql('SELECT ?n WHERE { ?e <https://quarry.local/ontology#hasName> ?n } ORDER BY ?n');
    expect(names.rows.map((r) => r.n.value)).toEqual(['Phone A', 'Phone B']);
    again.close();
  });

  it('a rolled back transaction leaves no document, block, vector or quad', async () => {
    const file = path.join(tempDir(), 'lib.quarry');
    const lib = openLibrary(file);
    const space = ensureVectorSpace(lib.db, 'blocks', 'test', 3);
    const rdf = await libraryRdf(lib);
    await expect(
      lib.writeTransaction(async () => {
        const doc = addDoc(lib.db, '/x/b.txt', 'nothing to keep');
        const [id] = insertBlocks(lib.db, doc, [{ ord: 0, kind: 'text', headingPath: [], text: 'nothing to keep', start: 0, end: 15, page: null }]);
        putVectors(lib.db, space, [{ id, vector: vec(1, 1, 0) }]);
        await rdf.putQuads([quad('c', 'Phone C')]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(rdf.countQuads()).toBe(0);
    expect((await rdf.sparql('ASK { ?s ?p ?o }', { engine: 'comunica' })).boolean).toBe(false);
    expect(getDocumentByPath(lib.db, '/x/b.txt')).toBeUndefined();
    expect(searchBlocksBm25(lib.db, 'nothing keep', 5)).toEqual([]);
    expect(countVectors(lib.db, space)).toBe(0);
    lib.close();
  });

  it('deleting a document removes its blocks from FTS and vectors', async () => {
    const lib = openLibrary(path.join(tempDir(), 'lib.quarry'));
    const space = ensureVectorSpace(lib.db, 'blocks', 'test', 2);
    const doc = await lib.writeTransaction(() => {
      const d = addDoc(lib.db, '/x/c.txt', 'zebra stripes');
      const [id] = insertBlocks(lib.db, d, [{ ord: 0, kind: 'text', headingPath: [], text: 'zebra stripes', start: 0, end: 13, page: null }]);
      putVectors(lib.db, space, [{ id, vector: vec(1, 0) }]);
      return d;
    });
    expect(searchBlocksBm25(lib.db, 'zebra', 5)).toHaveLength(1);
    await lib.writeTransaction(() => deleteDocument(lib.db, doc));
    expect(searchBlocksBm25(lib.db, 'zebra', 5)).toEqual([]);
    expect(countVectors(lib.db, space)).toBe(0);
    lib.close();
  });

  it('a new embedder gets its own space; the old one serves until switched', () => {
    const lib = openLibrary(path.join(tempDir(), 'lib.quarry'));
    const a = ensureVectorSpace(lib.db, 'blocks', 'glove', 3);
    const b = ensureVectorSpace(lib.db, 'blocks', 'model-x', 5);
    expect(currentVectorSpace(lib.db, 'blocks')!.table).toBe(a.table);
    makeVectorSpaceCurrent(lib.db, 'blocks', 'model-x', 5);
    expect(currentVectorSpace(lib.db, 'blocks')).toMatchObject({ embedder: 'model-x', dimension: 5, table: b.table });
    expect(() => nearestVectors(lib.db, b, vec(1, 2, 3), 1)).toThrow(/length 3/);
    lib.close();
  });

  it('refuses a foreign file and never overwrites it', () => {
    const dir = tempDir();
    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'my precious notes, not a database at all');
    expect(() => openLibrary(text)).toThrow(/not a SQLite database/);
    expect(fs.readFileSync(text, 'utf8')).toBe('my precious notes, not a database at all');

    const other = path.join(dir, 'other.db');
    const db = new BetterSqlite3(other);
    db.exec('CREATE TABLE mine(x)');
    db.close();
    const before = fs.readFileSync(other);
    try {
      openLibrary(other);
      expect.unreachable();
    } catch (e) {
      expect(isQuarryError(e, 'LIBRARY_FOREIGN')).toBe(true);
    }
    expect(fs.readFileSync(other).equals(before)).toBe(true);
  });

  it('reports a corrupt library clearly', () => {
    const dir = tempDir();
    const file = path.join(dir, 'lib.quarry');
    const lib = openLibrary(file);
    lib.db.pragma('wal_checkpoint(TRUNCATE)');
    lib.close();
    const bytes = fs.readFileSync(file);
    // keep the header, garble the schema page
    for (let i = 100; i < Math.min(bytes.length, 4096); i++) bytes[i] = 0xa5;
    fs.writeFileSync(file, bytes);
    try {
      openLibrary(file);
      expect.unreachable();
    } catch (e) {
      expect(isQuarryError(e) && ['LIBRARY_CORRUPT', 'LIBRARY_FOREIGN'].includes(e.code)).toBe(true);
    }
  });

  it('two readers query while a writer writes', async () => {
    const file = path.join(tempDir(), 'lib.quarry');
    const writer = openLibrary(file);
    await writer.writeTransaction(() => addDoc(writer.db, '/x/first.txt', 'first'));
    const readers = [openLibrary(file, { readonly: true }), openLibrary(file, { readonly: true })];
    writer.db.exec('BEGIN IMMEDIATE');
    addDoc(writer.db, '/x/second.txt', 'second');
    // both readers see the committed state while the write is open
    for (const reader of readers) {
      expect(getDocumentByPath(reader.db, '/x/first.txt')).toBeDefined();
      expect(getDocumentByPath(reader.db, '/x/second.txt')).toBeUndefined();
    }
    writer.db.exec('COMMIT');
    for (const reader of readers) {
      expect(getDocumentByPath(reader.db, '/x/second.txt')).toBeDefined();
      reader.close();
    }
    writer.close();
  });

  it('a second writer gets LIBRARY_LOCKED instead of hanging', async () => {
    const file = path.join(tempDir(), 'lib.quarry');
    const a = openLibrary(file);
    const b = openLibrary(file, { busyTimeoutMs: 50 });
    a.db.exec('BEGIN IMMEDIATE');
    await expect(b.writeTransaction(() => 1)).rejects.toMatchObject({ code: 'LIBRARY_LOCKED' });
    a.db.exec('ROLLBACK');
    await expect(b.writeTransaction(() => 2)).resolves.toBe(2);
    a.close();
    b.close();
  });

  it('upgrades a schema-3 library (quadstore copy in rdf_kv, rdf_quads keyed s,p,o,g) in place and gives the space back', async () => {
    const file = path.join(tempDir(), 'lib.quarry');
    const lib = openLibrary(file);
    const names = Array.from({ length: 300 }, (_, i) => `Phone ${String(i).padStart(3, '0')}`);
    await lib.writeTransaction(async () => (await libraryRdf(lib)).putQuads(names.map((n, i) => quad(`p${i}`, n))));
    // the layout schema 3 wrote: quadstore's key/value space beside the fast-path tables
    lib.db.exec(`
      CREATE TABLE rdf_kv (key BLOB PRIMARY KEY, value BLOB) WITHOUT ROWID;
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) INSERT INTO rdf_kv SELECT randomblob(40), randomblob(200) FROM n;
      CREATE TABLE old_quads (s INTEGER NOT NULL, p INTEGER NOT NULL, o INTEGER NOT NULL, g INTEGER NOT NULL, PRIMARY KEY (s, p, o, g)) WITHOUT ROWID;
      INSERT INTO old_quads SELECT s, p, o, g FROM rdf_quads; DROP TABLE rdf_quads; ALTER TABLE old_quads RENAME TO rdf_quads;
      CREATE INDEX rdf_quads_g ON rdf_quads (g);
      PRAGMA user_version = 3;
      PRAGMA wal_checkpoint(TRUNCATE);`);
    lib.close();
    const before = fs.statSync(file).size;

    const again = openLibrary(file);
    expect(again.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(again.db.prepare("SELECT name FROM sqlite_master WHERE name = 'rdf_kv'").all()).toEqual([]);
    expect(again.db.prepare('SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk').pluck().all('rdf_quads')).toEqual(['g', 's', 'p', 'o']);
    again.db.pragma('wal_checkpoint(TRUNCATE)');
    expect(fs.statSync(file).size).toBeLessThan(before / 2);
    const rdf = await libraryRdf(again);
    for (const engine of ['fast', 'comunica'] as const) {
      const r = await rdf.sparql('SELECT ?n WHERE { ?e <https://quarry.local/ontology#hasName> ?n } ORDER BY ?n', { engine });
      expect(r.rows.map((row) => row.n.value), engine).toEqual(names);
    }
    again.close();
  });

  it('upgrades a schema-5 library (texts and datatype IRIs written whole in rdf_terms) to codes, same ids and answers', async () => {
    const file = path.join(tempDir(), 'lib.quarry');
    const lib = openLibrary(file);
    const xsd = 'http://www.w3.org/2001/XMLSchema#';
    const literals = [df.literal('12', df.namedNode(`${xsd}integer`)), df.literal('2.5', df.namedNode(`${xsd}decimal`)), df.literal('Nokia'),
      df.literal('Hallo', 'de'), df.literal('true', df.namedNode(`${xsd}boolean`)), df.literal('2024-05-01', df.namedNode(`${xsd}date`)),
      df.literal('P1D', df.namedNode(`${xsd}duration`)), df.literal('7', df.namedNode(`${xsd}int`))];
    const graph = df.namedNode('https://quarry.local/id/graph/doc/1');
    const e = (i: number) => df.namedNode(`https://quarry.local/id/e${i}`);
    const has = df.namedNode('https://quarry.local/ontology#has');
    await lib.writeTransaction(async () => (await libraryRdf(lib)).putQuads(literals.map((l, i) => df.quad(e(i), has, l, graph))));
    const terms = lib.db.prepare('SELECT id, kind, value, datatype, language, num FROM rdf_terms ORDER BY id').all();
    // the layout schema 5 wrote: the datatype IRI in a column of its own
    lib.db.exec(`
      CREATE TABLE old_terms (id INTEGER PRIMARY KEY, kind INTEGER NOT NULL, value TEXT NOT NULL, datatype TEXT NOT NULL DEFAULT '', language TEXT NOT NULL DEFAULT '', num REAL);
      INSERT INTO old_terms SELECT id, kind, value, datatype, language, num FROM rdf_terms;
      DROP TABLE rdf_terms; ALTER TABLE old_terms RENAME TO rdf_terms;
      CREATE INDEX rdf_terms_by_text ON rdf_terms (value, kind);
      PRAGMA user_version = 5;`);
    lib.close();

    const again = openLibrary(file);
    expect(again.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(again.db.prepare("SELECT hidden FROM pragma_table_xinfo('rdf_terms') WHERE name = 'datatype'").pluck().get()).toBe(2);
    expect(again.db.prepare('SELECT id, kind, value, datatype, language, num FROM rdf_terms ORDER BY id').all()).toEqual(terms);
    // known datatypes are stored as codes, others as their IRI; so are known namespaces
    expect(again.db.prepare("SELECT dt FROM rdf_terms WHERE value IN ('12', 'P1D') ORDER BY value").pluck().all()).toEqual([1, `${xsd}duration`]);
    expect(again.db.prepare('SELECT pre, v FROM rdf_terms WHERE kind = 1 ORDER BY id LIMIT 3').raw().all()).toEqual([[1, 'e0'], [2, 'has'], [1, 'graph/doc/1']]);
    const rdf = await libraryRdf(again);
    for (const engine of ['fast', 'comunica'] as const) {
      const r = await rdf.sparql('SELECT ?v WHERE { ?e <https://quarry.local/ontology#has> ?v } ORDER BY ?e', { engine });
      expect(r.rows.map((row) => [row.v.value, row.v.datatype ?? '', row.v.lang ?? '']), engine).toEqual(
        literals.map((l) => [l.value, l.language || l.datatype.value === `${xsd}string` ? '' : l.datatype.value, l.language]),
      );
      const n = await rdf.sparql(`SELECT ?e WHERE { ?e <https://quarry.local/ontology#has> ?v FILTER(?v > 5) } ORDER BY ?e`, { engine });
      expect(n.rows.map((row) => row.e.value), engine).toEqual([e(0).value, e(7).value]);
    }
    // and is written to as a library of this schema
    await again.writeTransaction(async () => rdf.putQuads([df.quad(e(9), has, df.literal('3', df.namedNode(`${xsd}integer`)), graph)]));
    expect(again.db.prepare("SELECT count(*) FROM rdf_terms WHERE value = '3' AND datatype = ?").pluck().get(`${xsd}integer`)).toBe(1);
    again.close();
  });

  it('refuses a library of a newer schema, untouched', () => {
    const file = path.join(tempDir(), 'lib.quarry');
    const lib = openLibrary(file);
    const current = lib.db.pragma('user_version', { simple: true }) as number;
    lib.db.pragma(`user_version = ${current + 1}`);
    lib.close();
    const bytes = fs.readFileSync(file);
    let error: unknown;
    try {
      openLibrary(file);
    } catch (e) {
      error = e;
    }
    expect(isQuarryError(error, 'LIBRARY_TOO_NEW')).toBe(true);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });
});
