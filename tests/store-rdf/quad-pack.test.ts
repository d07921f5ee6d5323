// Packed quads (quad-pack.ts: each term once, local terms the writer resolves) are stored as the same quads stored one
// by one are: the same rows, and the dictionary hands out the same ids in the same order.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { DataFactory } from 'rdf-data-factory';
import type { Quad } from '@rdfjs/types';
import { openRdfStore } from '../../electron/engine/store/rdf/index.ts';
import { LOCAL_KIND, packQuads } from '../../electron/engine/store/rdf/quad-pack.ts';
import { encodeTerm } from '../../electron/engine/store/rdf/term-codec.ts';
import { openDb, tempDir } from './helpers.ts';

const df = new DataFactory();
const XSD = 'http://www.w3.org/2001/XMLSchema#';
const n = (v: string) => df.namedNode(`https://quarry.local/id/${v}`);
const p = (v: string) => df.namedNode(`https://quarry.local/ontology#${v}`);

/** Quads of two graphs with every kind of term, repeated terms, a duplicate quad and the default graph. */
function sample(doc: number, row: number): Quad[] {
  const g = n(`graph/doc/${doc}`);
  return [
    df.quad(n('entity/a'), p('hasSpec'), n(`spec/${row}`), g),
    df.quad(n(`spec/${row}`), p('sourceRow'), df.literal(String(row), df.namedNode(`${XSD}integer`)), g),
    df.quad(n(`spec/${row}`), p('hasNumericValue'), df.literal('12.5', df.namedNode(`${XSD}decimal`)), g),
    df.quad(n(`spec/${row}`), p('hasValue'), df.literal('12', df.namedNode(`${XSD}integer`)), g),
    df.quad(n(`spec/${row}`), p('label'), df.literal('douze', 'fr'), g),
    df.quad(n(`spec/${row}`), p('label'), df.literal('twelve'), g),
    df.quad(df.blankNode('b1'), p('label'), df.literal('twelve'), df.defaultGraph()),
    df.quad(n('entity/a'), p('hasSpec'), n(`spec/${row}`), g),
    df.quad(n('entity/a'), p('path'), df.literal('a.md'), n('graph/vocabulary')),
  ];
}

const rows = (db: Database.Database) => ({
  terms: db.prepare('SELECT * FROM rdf_terms ORDER BY id').all(),
  quads: db.prepare('SELECT * FROM rdf_quads ORDER BY g, s, p, o').all(),
  triples: db.prepare('SELECT * FROM rdf_triples ORDER BY s, p, o').all(),
});

describe('packed quads', () => {
  it('store what the quads store, with the same term ids, local terms resolved by the writer', async () => {
    const dir = tempDir();
    const plain = openDb(path.join(dir, 'plain.sqlite'));
    const packed = openDb(path.join(dir, 'packed.sqlite'));
    const rdfPlain = await openRdfStore(plain, { queryWorkers: 0 });
    const rdfPacked = await openRdfStore(packed, { queryWorkers: 0 });
    for (const [doc, row] of [[1, 12], [2, 7], [3, 12]] as const) {
      await rdfPlain.putQuads(sample(doc, row));
      // the worker's view: document 0, row 0; the writer names the graph, the spec and the row
      const pack = packQuads(sample(0, 0), {
        iri: (value) => (value === n('graph/doc/0').value ? 'g' : value === n('spec/0').value ? 's' : null),
        literal: (_value, _datatype, predicate) => (predicate === p('sourceRow').value ? 'r' : null),
      });
      expect(pack.kinds.filter((k) => k === LOCAL_KIND).length).toBe(3);
      const resolve = (key: string) => encodeTerm(key === 'g' ? n(`graph/doc/${doc}`) : key === 's' ? n(`spec/${row}`) : df.literal(String(row), df.namedNode(`${XSD}integer`)));
      await rdfPacked.putPackedQuads(pack, resolve);
    }
    expect(rows(packed)).toEqual(rows(plain));
    expect(rdfPacked.countQuads()).toBe(rdfPlain.countQuads());
    await rdfPlain.close();
    await rdfPacked.close();
  });

  it('holds each term once, in the order the quads first name them', () => {
    const pack = packQuads(sample(1, 5));
    expect(pack.values.slice(0, 4)).toEqual([n('entity/a').value, p('hasSpec').value, n('spec/5').value, n('graph/doc/1').value]);
    expect(new Set(pack.values.map((v, i) => `${pack.kinds[i]} ${pack.datatypes[i]} ${pack.languages[i]} ${v}`)).size).toBe(pack.values.length);
    expect(pack.quads.length).toBe(sample(1, 5).length * 4);
    expect(Number.isNaN(pack.nums[pack.values.indexOf('12.5')]!)).toBe(false);
  });
});
