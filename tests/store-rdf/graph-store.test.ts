// GraphStore, the RDF/JS source and store over rdf_terms/rdf_quads/rdf_triples that Comunica reads: every pattern
// shape matches exactly the quads a plain filter of the stored quads gives (across page and graph boundaries), its
// counts are exact, a small decoded-term cache starting over mid-read loses nothing, and the RDF/JS write methods
// keep the tables in step.
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Quad, Term } from '@rdfjs/types';
import { DataFactory } from 'rdf-data-factory';
import { GraphStore } from '../../electron/engine/store/rdf/graph-store.ts';
import { openDb, tempDir } from './helpers.ts';
import { multiGraphFixture } from './multi-graph-fixture.ts';

const df = new DataFactory();
const key = (q: Quad) => [q.subject, q.predicate, q.object, q.graph].map((t) => `${t.termType}:${t.value}:${t.termType === 'Literal' ? (t as { datatype: Term }).datatype.value : ''}`).join(' ');
const tripleKey = (q: Quad) => key(df.quad(q.subject, q.predicate, q.object));

function readAll(it: NodeJS.EventEmitter): Promise<Quad[]> {
  return new Promise((resolve, reject) => {
    const out: Quad[] = [];
    it.on('data', (q: Quad) => out.push(q));
    it.on('end', () => resolve(out));
    it.on('error', reject);
  });
}

function done(emitter: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve, reject) => {
    emitter.on('end', () => resolve());
    emitter.on('error', reject);
  });
}

async function filled(opts: { maxDecodedTerms?: number } = {}) {
  const db = openDb(path.join(tempDir(), 'graph.sqlite'));
  const store = new GraphStore(db, opts);
  // enough products that patterns span several 512-row pages and every graph kind (documents, shared graphs)
  const fixture = multiGraphFixture({ products: 150, specsPerProduct: 4 });
  await store.multiPut(fixture.quads);
  return { db, store, fixture };
}

describe('GraphStore', () => {
  it('matches every bound/unbound pattern, in named graphs and in the union default graph, as a filter of the quads would', async () => {
    const { db, store, fixture } = await filled();
    const unique = new Map(fixture.quads.map((q) => [key(q), q]));
    const quads = [...unique.values()];
    expect(quads.length).toBeGreaterThan(1500);
    const sample = [quads[0]!, quads[Math.floor(quads.length / 2)]!, quads[quads.length - 1]!];
    for (const q of sample) {
      for (let mask = 0; mask < 16; mask++) {
        const [s, p, o, g] = [q.subject, q.predicate, q.object, q.graph].map((t, i) => (mask & (1 << i) ? t : null));
        const expected = quads.filter((x) => (!s || x.subject.equals(s)) && (!p || x.predicate.equals(p)) && (!o || x.object.equals(o)) && (!g || x.graph.equals(g)));
        const got = await readAll(store.match(s, p, o, g));
        expect(got.map(key).sort(), `mask ${mask}`).toEqual(expected.map(key).sort());
        expect(await store.countQuads(s, p, o, g), `count, mask ${mask}`).toBe(expected.length);
        // the same pattern in the default graph: the RDF merge, each triple once
        const merged = [...new Set(expected.map(tripleKey))].sort();
        const inDefault = await readAll(store.match(s, p, o, df.defaultGraph()));
        if (!g) {
          expect(inDefault.map(tripleKey).sort(), `default graph, mask ${mask}`).toEqual(merged);
          expect(await store.countQuads(s, p, o, df.defaultGraph())).toBe(merged.length);
        }
      }
    }
    expect((await readAll(store.match(null, null, null, df.defaultGraph()))).length).toBe(fixture.tripleCount);
    expect(await readAll(store.match(df.namedNode('https://quarry.local/nothing'), null, null, null))).toEqual([]);
    db.close();
  });

  it('reads a match whose terms overflow the decoded-term cache without losing any', async () => {
    const { db, store, fixture } = await filled({ maxDecodedTerms: 50 });
    const all = await readAll(store.match(null, null, null, null));
    expect(new Set(all.map(key)).size).toBe(new Set(fixture.quads.map(key)).size);
    expect(all.every((q) => q.subject && q.predicate && q.object && q.graph)).toBe(true);
    db.close();
  });

  it('lets other statements run between pages of an open match', async () => {
    const { db, store } = await filled();
    const it = store.match(null, null, null, null);
    let seen = 0;
    const writes: Promise<void>[] = [];
    await new Promise<void>((resolve, reject) => {
      it.on('data', () => {
        seen++;
        if (seen % 600 === 0) writes.push(store.put(df.quad(df.namedNode(`urn:x:${seen}`), df.namedNode('urn:p'), df.literal('v'), df.namedNode('urn:late'))));
      });
      it.on('end', () => resolve());
      it.on('error', reject);
    });
    await Promise.all(writes);
    expect(seen).toBeGreaterThan(1500);
    expect(await store.countQuads(null, null, null, df.namedNode('urn:late'))).toBe(writes.length);
    db.close();
  });

  it('imports, removes, removes matches and deletes graphs as an RDF/JS store, keeping rdf_triples in step', async () => {
    const { db, store } = await filled();
    const g = df.namedNode('urn:g');
    const q1 = df.quad(df.namedNode('urn:s'), df.namedNode('urn:p'), df.literal('1'), g);
    const q2 = df.quad(df.namedNode('urn:s'), df.namedNode('urn:p'), df.literal('2'), g);
    await done(store.import(Readable.from([q1, q2])));
    expect(await store.countQuads(null, null, null, g)).toBe(2);
    await done(store.remove(Readable.from([q1])));
    expect((await readAll(store.match(null, null, null, g))).map(key)).toEqual([key(q2)]);
    await done(store.removeMatches(df.namedNode('urn:s'), null, null, null));
    expect(await store.countQuads(df.namedNode('urn:s'), null, null, df.defaultGraph())).toBe(0);
    await done(store.import(Readable.from([q1])));
    await done(store.deleteGraph(g));
    expect(await store.countQuads(null, null, null, g)).toBe(0);
    const drift = db.prepare(`SELECT count(*) FROM (SELECT s, p, o, count(*) AS n FROM rdf_quads GROUP BY s, p, o) q
      FULL JOIN rdf_triples t USING (s, p, o) WHERE q.n IS NOT t.graphs`).pluck().get();
    expect(drift).toBe(0);
    db.close();
  });

  it('refuses writes when read-only', async () => {
    const { db } = await filled();
    const reader = new GraphStore(db, { readonly: true });
    await expect(reader.put(df.quad(df.namedNode('urn:s'), df.namedNode('urn:p'), df.literal('x')))).rejects.toThrow(/read-only/);
    db.close();
  });
});
