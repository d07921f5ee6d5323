// A folder stating one yes/no property four ways — "Dogs allowed: yes" (CSV), "No dogs: Yes" (said the other way
// round), "Dog-friendly: ✓" and the Italian "Cani: sì" — holds one attribute of dogs, each hut's answer right:
// the negated key is stated as its positive with the yes/no flipped, the rest align by their subject.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { refreshSchema, type Schema } from '../../electron/engine/skg/schema/index.ts';
import { positiveOfNegatedKey } from '../../electron/engine/skg/entries/negated-label.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';
import { tempDir } from '../helpers/tmp.ts';

const DOGS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/schema/dogs');

describe('negated yes/no keys', () => {
  it('reads a key that opens with a negation as its positive, and nothing else', () => {
    expect(positiveOfNegatedKey('No dogs')).toBe('Dogs');
    expect(positiveOfNegatedKey('non_smoking')).toBe('Smoking');
    for (const k of ['No', 'No.', 'No of rooms', 'Dogs allowed', 'Nonstop']) expect(positiveOfNegatedKey(k), k).toBeNull();
  });
});

describe('one yes/no property stated four ways', () => {
  let lib: Library;
  let schema: Schema;
  beforeAll(async () => {
    lib = openLibrary(path.join(tempDir(), 'dogs.quarry'));
    await indexFolders(lib, [DOGS], { derivers: defaultDerivers() });
    schema = await refreshSchema(lib, { words: null });
  }, 120_000);
  afterAll(() => lib?.close());

  it('aligns every layout\'s label into one attribute', () => {
    const dogs = schema.attributes.find((a) => a.labels.some((l) => l.label === 'Dogs allowed'))!;
    expect(dogs.kind).toBe('bool');
    expect(dogs.labels.map((l) => l.label).sort()).toEqual(['Cani', 'Dog-friendly', 'Dogs', 'Dogs allowed']);
    expect(dogs.entities).toBe(9);
  });

  it('holds each hut\'s yes or no as the page means it', async () => {
    const dogs = schema.attributes.find((a) => a.labels.some((l) => l.label === 'Dogs allowed'))!;
    const entries = dogs.labels.map((l) => `<${l.entry}>`).join(' ');
    const rdf = await libraryRdf(lib);
    const r = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT ?name ?b WHERE { ?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?en . VALUES ?en { ${entries} } ?s q:hasBoolean ?b }`);
    const yes = Object.fromEntries(r.rows.map((x) => [x.name!.value, x.b!.value === 'true']));
    expect(yes).toEqual({
      'Alpha Hut': true, 'Bravo Hut': false, 'Charlie Hut': true, 'Delta Hut': false,
      'Echo Hut': false, 'Foxtrot Hut': true, 'Golf Hut': true, 'Rifugio Hotel': true, 'Rifugio India': false,
    });
  });
});
