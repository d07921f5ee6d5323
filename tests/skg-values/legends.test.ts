// A page that says once what its codes stand for ("V = vegetarian, VG = vegan") states those words wherever a value
// is made only of its codes; a line with one "x = 3" is no legend, and a value with other words keeps them.
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandCodes, findLegend } from '../../electron/engine/skg/values/legends.ts';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';
import { tempDir } from '../helpers/tmp.ts';

const text = (t: string) => ({ kind: 'text', text: t });

describe('legends', () => {
  it('reads the codes of a short line that pairs two or more with what they stand for', () => {
    const l = findLegend([text('_Diet badges: V = vegetarian, VG = vegan, GF = gluten-free._'), text('Sizes (S = small; M = medium; L = large)')]);
    expect(Object.fromEntries(l)).toEqual({ V: 'vegetarian', VG: 'vegan', GF: 'gluten-free', S: 'small', M: 'medium', L: 'large' });
  });
  it('reads no legend from a formula, a single pair, prose or a table block', () => {
    expect(findLegend([text('If x = 3 then y = 4, so we stop.')]).size).toBe(0);
    expect(findLegend([text('Note: VG = vegan.')]).size).toBe(0);
    expect(findLegend([{ kind: 'table', text: 'V = vegetarian, VG = vegan' }]).size).toBe(0);
  });
  it('expands a value only when every part is a code', () => {
    const l = findLegend([text('V = vegetarian, VG = vegan')]);
    expect(expandCodes(l, ['V', 'VG'])).toEqual(['vegetarian', 'vegan']);
    expect(expandCodes(l, ['VG'])).toEqual(['vegan']);
    expect(expandCodes(l, ['V', 'spicy'])).toBeNull();
  });
});

describe('a page with a legend', () => {
  let lib: Library;
  beforeAll(async () => {
    const dir = tempDir();
    const folder = path.join(dir, 'recipes');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'stew.md'), '# Tofu stew\n\n- Cuisine: Korean\n- Diet: V, VG\n- Spice: H\n\n_Diet badges: V = vegetarian, VG = vegan, GF = gluten-free._\n');
    fs.writeFileSync(path.join(folder, 'pie.md'), '# Fish pie\n\n- Cuisine: British\n- Diet: GF\n\n_Badges: V = vegetarian, GF = gluten-free._\n');
    lib = openLibrary(path.join(dir, 'recipes.quarry'));
    await indexFolders(lib, [folder], { derivers: defaultDerivers() });
  }, 120_000);
  afterAll(() => lib?.close());

  it('states the words its codes stand for; a code the legend lacks stays as written', async () => {
    const rdf = await libraryRdf(lib);
    const r = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT ?name ?l ?v WHERE { ?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label ?l . FILTER(?l IN ("Diet", "Spice")) ?s q:hasValue ?x . ?x rdfs:label ?v }`);
    const got = r.rows.map((x) => `${x.name!.value} ${x.l!.value}: ${x.v!.value}`).sort();
    expect(got).toEqual(['Fish pie Diet: gluten-free', 'Tofu stew Diet: V, VG', 'Tofu stew Diet: vegan', 'Tofu stew Diet: vegetarian', 'Tofu stew Spice: H']);
  });
});
