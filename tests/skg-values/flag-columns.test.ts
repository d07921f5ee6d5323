// A column of 1s and 0s is a yes/no column ("vegan: 1"), so it is one attribute with the layouts that write yes and
// no in words; a column of few rows, one with other numbers, or one whose header counts things stays numbers.
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagColumns } from '../../electron/engine/skg/values/flag-columns.ts';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';
import { tempDir } from '../helpers/tmp.ts';

const rec = (cols: Record<string, string>) => ({ kind: 'csv-row', rows: Object.entries(cols).map(([key, value]) => ({ key, value, section: null })) });

describe('columns of ones and zeros', () => {
  it('are yes/no where nothing else is written in them, both digits occur and there are enough rows', () => {
    const rows = [
      rec({ vegan: '1', rating: '4', parking_spaces: '1', portions: '1' }),
      rec({ vegan: '0', rating: '0', parking_spaces: '0', portions: '2' }),
      rec({ vegan: 'n/a', rating: '1', parking_spaces: '1', portions: '1' }),
      rec({ vegan: '1', rating: '1', parking_spaces: '0', portions: '0' }),
      rec({ vegan: '0', rating: '0', parking_spaces: '1', portions: '1' }),
    ];
    expect([...flagColumns(rows)].map((c) => c.split('\u0000')[1])).toEqual(['vegan']);
    // too few rows to tell a flag from a small count
    expect(flagColumns(rows.slice(0, 2)).size).toBe(0);
    // only ones: nothing says they are not counts
    expect(flagColumns([1, 2, 3, 4, 5].map(() => rec({ vegan: '1' }))).size).toBe(0);
  });
});

describe('a folder writing a yes/no as 1/0 in one export and as yes/no on its pages', () => {
  let lib: Library;
  beforeAll(async () => {
    const dir = tempDir();
    const folder = path.join(dir, 'kitchen');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'plan.csv'), 'name;cuisine;vegan;servings;fibre (g)\nDal;Indian;1;4;1\nPaella;Spanish;0;4;0\nGazpacho;Spanish;1;6;1\nRamen;Japanese;0;2;0\nMiso soup;Japanese;1;4;1\n');
    fs.writeFileSync(path.join(folder, 'curry.md'), '# Curry\n\n- Cuisine: Thai\n- Vegan: yes\n- Servings: 4\n');
    lib = openLibrary(path.join(dir, 'kitchen.quarry'));
    await indexFolders(lib, [folder], { derivers: defaultDerivers() });
  }, 120_000);
  afterAll(() => lib?.close());

  it('states yes and no for the 1s and 0s, not the numbers 1 and 0', async () => {
    const rdf = await libraryRdf(lib);
    const r = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT ?name ?b WHERE { ?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label ?l . FILTER(LCASE(STR(?l)) = "vegan") ?s q:hasBoolean ?b }`);
    expect(Object.fromEntries(r.rows.map((x) => [x.name!.value, x.b!.value]))).toEqual({ Dal: 'true', Paella: 'false', Gazpacho: 'true', Ramen: 'false', 'Miso soup': 'true', Curry: 'true' });
    const n = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT ?name WHERE { ?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label ?l . FILTER(LCASE(STR(?l)) = "vegan") ?s q:hasNumericValue ?v }`);
    expect(n.rows).toEqual([]);
    // a column of counts keeps its numbers
    const servings = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT ?v WHERE { ?e q:hasName "Ramen" . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label ?l . FILTER(LCASE(STR(?l)) = "servings") ?s q:hasNumericValue ?v }`);
    expect(servings.rows.map((x) => Number(x.v!.value))).toEqual([2]);
    // and so does a column of 1s and 0s whose header gives them a unit
    const fibre = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT ?v WHERE { ?e q:hasName "Dal" . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label ?l . FILTER(CONTAINS(LCASE(STR(?l)), "fibre")) ?s q:hasNumericValue ?v }`);
    expect(fibre.rows.map((x) => Number(x.v!.value))).toEqual([1]);
  });
});
