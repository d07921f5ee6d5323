// Numbers in the symbolic graph (resources/ontology/README.md, "Numbers"): every number gets a dimension and its
// canonical value beside the number and unit as written; units come from the value, the header or a note of the
// document; a basis ("per 100 g") is recorded as such; unknown units are kept as written and reported; a×b×c and
// ranges are converted; numbers read from prose are marked, and table rows are kept beside them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { symbolicDeriver } from '../../electron/engine/skg/symbolic-deriver.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { libraryStatus } from '../../electron/engine/store/status.ts';
import { tempDir } from '../helpers/tmp.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';

const FILES: Record<string, string> = {
  'regions.csv': 'name,area_sq_km,Population\nNorthland,"500,000",1200\nEastmoor,320.5,900\n',
  'lakes.md': [
    '# Lakes', '', '| Lake | Area | Level |', '|---|---|---|',
    '| Blue Lake | 500,000 km² | 20 m |', '| Green Lake | 500,000 sq km | 25 m |', '| Grey Lake | 500000 km2 | 30 m |',
    '| Red Lake | 193,051 sq mi | 5–12 m |', '| White Lake | 500,000 square kilometres | 1,200 cm |', '',
  ].join('\n'),
  'oat-bar.md': [
    '---', 'title: Oat bar', '---', '', '# Oat bar', '',
    'All values in mg.', '', 'Values per 100 g.', '',
    '- Energy: 1,490 kJ', '- Energy (kcal): 356', '- Protein (g): 12', '- Sodium: 40', '- Folate: 24.65 µg', '- Carotene: 31 mcg',
    '- Dose (IU): 400', '- Concentration: 5 mmol/L', '- Size: 10 x 20 x 3 cm', '- Temperature range: 10–20 °C', '',
    'It weighs about 1.4 kg. In 2019 the company released version 2.3 of the recipe.', '',
  ].join('\n'),
  'flat.md': ['# Flat 4', '', '- Floor space: 80 m²', '', 'The flat has 86 m² of floor space and costs £250,000.', ''].join('\n'),
};

let dir: string;
let library: Library;
type Row = Record<string, string>;
let specs: Row[] = [];

beforeAll(async () => {
  dir = tempDir('quarry-units-');
  const folder = path.join(dir, 'docs');
  fs.mkdirSync(folder);
  for (const [name, text] of Object.entries(FILES)) fs.writeFileSync(path.join(folder, name), text);
  library = openLibrary(path.join(dir, 'lib.quarry'));
  await indexFolders(library, [folder], { derivers: [symbolicDeriver()] });
  const rdf = await libraryRdf(library);
  const res = await rdf.sparql(`${SPARQL_PREFIXES}
  SELECT ?name ?label ?raw ?v ?u ?d ?sv ?su ?basis ?in ?conf ?d1 ?d2 ?d3 ?min ?max WHERE {
    ?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label ?label . ?s q:hasValue ?val . ?val rdfs:label ?raw .
    OPTIONAL { ?s q:hasNumericValue ?v } OPTIONAL { ?s q:hasUnit ?u } OPTIONAL { ?s q:hasDimension ?d }
    OPTIONAL { ?s q:statedValue ?sv } OPTIONAL { ?s q:statedUnit ?su } OPTIONAL { ?s q:basis ?basis }
    OPTIONAL { ?s q:statedIn ?in } OPTIONAL { ?s q:confidence ?conf }
    OPTIONAL { ?s q:hasDim1 ?d1 . ?s q:hasDim2 ?d2 . ?s q:hasDim3 ?d3 } OPTIONAL { ?s q:hasMin ?min . ?s q:hasMax ?max } }`);
  specs = res.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, t]) => [k, t.value])));
});

afterAll(() => library?.close());

const spec = (name: string, label: string, where: (r: Row) => boolean = () => true) => {
  const found = specs.filter((r) => r.name === name && r.label === label && where(r));
  expect(found.length, `${name} › ${label}: ${JSON.stringify(specs.filter((r) => r.name === name).map((r) => r.label))}`).toBeGreaterThan(0);
  return found[0]!;
};

describe('numbers in the graph', () => {
  it('km², sq km, km2, square kilometres (and a header unit) give one canonical area; sq mi converts', () => {
    for (const lake of ['Blue Lake', 'Green Lake', 'Grey Lake', 'White Lake']) {
      const r = spec(lake, 'Area');
      expect([Number(r.v), r.u, r.d], lake).toEqual([5e11, 'm²', 'area']);
      expect([Number(r.sv), r.su], lake).toEqual([500000, 'km²']);
    }
    expect(Number(spec('Red Lake', 'Area').v)).toBeCloseTo(193_051 * 2_589_988.11, -4);
    // header-only unit: area_sq_km
    const north = spec('Northland', 'Area');
    expect([Number(north.v), north.u, north.su]).toEqual([5e11, 'm²', 'km²']);
    expect(Number(spec('Eastmoor', 'Area').v)).toBe(320.5e6);
    const pop = spec('Northland', 'Population');
    expect([Number(pop.v), pop.d, pop.u]).toEqual([1200, 'number', undefined]);
  });

  it('kJ and kcal become joules; g, mg, µg and mcg grams; a header unit and a document note give bare numbers a unit', () => {
    const energy = specs.filter((r) => r.name === 'Oat bar' && r.label === 'Energy').map((r) => [Number(r.v), r.u, r.su]);
    expect(energy).toContainEqual([1_490_000, 'J', 'kJ']);
    expect(energy).toContainEqual([356 * 4184, 'J', 'kcal']);
    expect([Number(spec('Oat bar', 'Protein').v), spec('Oat bar', 'Protein').su]).toEqual([12, 'g']);
    // "All values in mg." gives the bare number its unit; "Values per 100 g." is a basis, never a unit
    const sodium = spec('Oat bar', 'Sodium');
    expect([Number(sodium.v), sodium.u, sodium.su, sodium.basis]).toEqual([0.04, 'g', 'mg', '100 g']);
    expect(Number(spec('Oat bar', 'Folate').v)).toBeCloseTo(24.65e-6, 12);
    expect([Number(spec('Oat bar', 'Carotene').v), spec('Oat bar', 'Carotene').su]).toEqual([31e-6, 'µg']);
  });

  it('keeps unknown units as written, without a dimension, and reports them', () => {
    const dose = spec('Oat bar', 'Dose (IU)');
    expect([Number(dose.v), dose.u, dose.su, dose.d]).toEqual([400, 'IU', 'IU', undefined]);
    const conc = spec('Oat bar', 'Concentration');
    expect([Number(conc.v), conc.u, conc.d]).toEqual([5, 'mmol/L', undefined]);
    const report = libraryStatus(library.db).unitsNotRecognised;
    expect(report).toContainEqual({ unit: 'IU', values: 1, documents: 1 });
    expect(report).toContainEqual({ unit: 'mmol/L', values: 1, documents: 1 });
  });

  it('converts dimensions and ranges the same way', () => {
    const size = spec('Oat bar', 'Size');
    expect([Number(size.d1), Number(size.d2), Number(size.d3), size.u, size.su, size.d]).toEqual([0.1, 0.2, 0.03, 'm', 'cm', 'length']);
    const t = spec('Oat bar', 'Temperature range');
    expect([Number(t.min), Number(t.max), t.u]).toEqual([10, 20, '°C']);
    const depth = spec('Red Lake', 'Level');
    expect([Number(depth.min), Number(depth.max), depth.u]).toEqual([5, 12, 'm']);
    expect(Number(spec('White Lake', 'Level').v)).toBe(12);
  });

  it('reads facts from prose with lower confidence, beside the table row of the same entity', () => {
    const prose = spec('Flat 4', 'Floor space', (r) => r.in === 'prose');
    expect([Number(prose.v), prose.u, Number(prose.conf)]).toEqual([86, 'm²', 0.6]);
    const table = spec('Flat 4', 'Floor space', (r) => r.in === undefined);
    expect(Number(table.v)).toBe(80);
    expect(Number(spec('Flat 4', 'Price', (r) => r.in === 'prose').v)).toBe(250000);
    expect(Number(spec('Oat bar', 'Weight', (r) => r.in === 'prose').v)).toBe(1400);
    // "in 2019", "version 2.3": numbers without a unit never become facts
    expect(specs.filter((r) => r.in === 'prose' && r.name === 'Oat bar').map((r) => r.label)).toEqual(['Weight']);
  });
});
