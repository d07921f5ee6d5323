// The writer's term-id cache (term-dictionary.ts): on a dictionary it holds whole, a term it has not seen is inserted
// without a look-up; that shortcut must never store a term twice nor hand out an id that is gone: not when another
// connection added terms meanwhile, not after a rolled-back write, not after garbage collection freed terms.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { DataFactory } from 'rdf-data-factory';
import { openRdfStore } from '../../electron/engine/store/rdf/index.ts';
import { openDb, tempDir } from './helpers.ts';

const df = new DataFactory();
const G = df.namedNode('https://quarry.local/id/doc/1');
const P = df.namedNode('https://quarry.local/p/weight');
const quad = (s: string, o: string | number) =>
  df.quad(df.namedNode(`https://quarry.local/id/${s}`), P, typeof o === 'number' ? df.literal(String(o), df.namedNode('http://www.w3.org/2001/XMLSchema#decimal')) : df.literal(o, 'en'), G);

/** Every term once, and every id a quad uses is in the dictionary. */
function expectDictionarySound(db: Database.Database): void {
  const duplicates = db.prepare('SELECT value, kind, datatype, language, count(*) n FROM rdf_terms GROUP BY value, kind, datatype, language HAVING n > 1').all();
  expect(duplicates).toEqual([]);
  const dangling = db.prepare(`SELECT count(*) n FROM rdf_quads q WHERE NOT EXISTS (SELECT 1 FROM rdf_terms t WHERE t.id = q.s)
    OR NOT EXISTS (SELECT 1 FROM rdf_terms t WHERE t.id = q.p) OR NOT EXISTS (SELECT 1 FROM rdf_terms t WHERE t.id = q.o)
    OR NOT EXISTS (SELECT 1 FROM rdf_terms t WHERE t.id = q.g)`).get() as { n: number };
  expect(dangling.n).toBe(0);
}

describe('term-id cache of the writer', () => {
  it('reuses a term another connection added after the cache was filled', async () => {
    const file = path.join(tempDir(), 'lib.sqlite');
    const a = openDb(file);
    const b = openDb(file);
    const rdfA = await openRdfStore(a, { queryWorkers: 0 });
    const rdfB = await openRdfStore(b, { queryWorkers: 0 });
    await rdfA.putQuads([quad('phone/1', 180)]); // A's cache starts on the empty dictionary
    await rdfB.putQuads([quad('phone/2', 'black'), quad('phone/3', 200)]); // terms A has not seen
    await rdfA.putQuads([quad('phone/2', 'black'), quad('phone/3', 200), quad('phone/4', 180)]);
    expectDictionarySound(a);
    expect(rdfA.countQuads()).toBe(4);
    await rdfA.close();
    await rdfB.close();
    a.close();
    b.close();
  });

  it('stays sound after a rolled-back write and after garbage collection frees terms', async () => {
    const db = openDb(path.join(tempDir(), 'lib.sqlite'));
    const rdf = await openRdfStore(db, { queryWorkers: 0 });
    await rdf.putQuads([quad('phone/1', 180)]);
    db.exec('BEGIN IMMEDIATE');
    await rdf.putQuads([quad('phone/2', 'red'), quad('phone/3', 190)]); // ids handed out, then rolled back
    db.exec('ROLLBACK');
    await rdf.putQuads([quad('phone/5', 'blue'), quad('phone/3', 190)]);
    expectDictionarySound(db);
    await rdf.deleteGraph(G.value);
    await rdf.collectGarbage();
    expect((db.prepare('SELECT count(*) n FROM rdf_terms').get() as { n: number }).n).toBe(0);
    await rdf.putQuads([quad('phone/1', 180), quad('phone/5', 'blue')]);
    expectDictionarySound(db);
    expect(rdf.countQuads()).toBe(2);
    await rdf.close();
    db.close();
  });
});
