// A label's meaning is decided per layout, and units in labels and in objects are the values' units: a folder of
// lettings whose exports write the floor area as "area_m2", "Size" ("785 sq ft"), "Floor area" ("46 m² (495 sq ft)")
// and {"floor_area": {"value": 460, "unit": "sq_ft"}}, and the rent as "rent_eur_pm", "Rent pcm", "Rent
// (EUR/month)" — while one export uses "Area" for the neighbourhood. Every floor area is one attribute of area
// (the neighbourhood "Area" is not), every rent one attribute of money, and the questions' SPARQL over an
// attribute's entries finds each layout's numbers.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { refreshSchema, type Schema } from '../../electron/engine/skg/schema/index.ts';
import { tempDir } from '../helpers/tmp.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';

let lib: Library;
let schema: Schema;
beforeAll(async () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'exports'));
  fs.mkdirSync(path.join(dir, 'listings'));
  fs.writeFileSync(path.join(dir, 'exports', 'north.csv'), [
    'address,ref,bedrooms,area_m2,rent_eur_pm,neighbourhood',
    'Bellamystraat 91,NL-1,2,61,2100,Oud-West',
    'Van Woustraat 62,NL-2,3,85,2650,De Pijp',
    'Javastraat 177,NL-3,1,48,1750,Indische Buurt',
    'Albert Cuypstraat 9,NL-4,2,72,2300,De Pijp',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'exports', 'south.tsv'), [
    ['Property', 'Ref', 'Beds', 'Size', 'Rent', 'Area'].join('\t'),
    ['93 Keppel Road', 'UK-1', '2', '785 sq ft', '£1,250 pcm', 'Chorlton'].join('\t'),
    ['108 Grange Road', 'UK-2', '1', '500 sq ft', '£925 pcm', 'Didsbury'].join('\t'),
    ['12 Wilmslow Road', 'UK-3', '3', '1,040 sq ft', '£1,600 pcm', 'Didsbury'].join('\t'),
    ['7 Beech Road', 'UK-4', '2', '690 sq ft', '£1,150 pcm', 'Chorlton'].join('\t'),
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'exports', 'west.csv'), [
    'address,ref,bedrooms,Floor area (m²),Rent (EUR/month),neighbourhood',
    '98 Lennox Street,IE-1,1,54,1800,Portobello',
    '106 Mountpleasant Avenue,IE-2,0,33,1250,Ranelagh',
    '41 Oakley Road,IE-3,2,70,2400,Ranelagh',
  ].join('\n'));
  const md = (name: string, area: string, rent: string) => `# ${name}\n\n- Bedrooms: 2\n- Floor area: ${area}\n- Rent pcm: ${rent}\n- Neighbourhood: Leith\n`;
  fs.writeFileSync(path.join(dir, 'listings', '14-elm-row.md'), md('14 Elm Row', '46 m² (495 sq ft)', '£1,100'));
  fs.writeFileSync(path.join(dir, 'listings', '3-iona-street.md'), md('3 Iona Street', '1,405 sq ft (130 m²)', '£2,350'));
  fs.writeFileSync(path.join(dir, 'listings', '8-aberdeen-road.json'), JSON.stringify({
    property: { address: '8 Aberdeen Road', bedrooms: 1, floor_area: { value: 460, unit: 'sq_ft' }, rent: { amount: 1825, currency: 'GBP' }, neighbourhood: 'Highbury' },
  }, null, 2));
  lib = openLibrary(path.join(tempDir(), 'lettings.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
  schema = await refreshSchema(lib);
}, 180_000);
afterAll(() => lib?.close());

const attributesOf = (label: string) => schema.attributes.filter((a) => a.labels.some((l) => l.label.toLowerCase() === label.toLowerCase()));
const entitiesOf = (a: Schema['attributes'][number]) => a.entityIndexes.map((i) => schema.entities[i]!.name).sort();

async function numbersOf(attributeId: string): Promise<Map<string, number>> {
  const a = schema.attributes.find((x) => x.id === attributeId)!;
  const rdf = await libraryRdf(lib);
  const r = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT ?name ?v WHERE { ?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?s q:hasNumericValue ?v . VALUES ?en { ${a.labels.map((l) => `<${l.entry}>`).join(' ')} } }`);
  return new Map(r.rows.map((row) => [row.name.value, Number(row.v.value)]));
}

describe('units in labels and objects, meaning per layout', () => {
  it('makes every floor area one attribute of area, whatever its label, unit or layout', async () => {
    const area = attributesOf('Floor area');
    expect(area).toHaveLength(1);
    expect(area[0]!.kind).toBe('number');
    expect(area[0]!.dimension).toBe('area');
    const labels = area[0]!.labels.map((l) => l.label.toLowerCase());
    expect(labels).toEqual(expect.arrayContaining(['floor area', 'size', 'area']));
    const n = await numbersOf(area[0]!.id);
    // m² everywhere: 785 sq ft ≈ 72.9 m², the object's 460 sq_ft ≈ 42.7 m², a bracketed equivalent is not the value
    expect(n.get('Bellamystraat 91')).toBe(61);
    expect(n.get('93 Keppel Road')).toBeCloseTo(72.93, 1);
    // (named by its address or its file, whichever the naming reads)
    expect([...n].find(([name]) => /aberdeen/i.test(name))?.[1]).toBeCloseTo(42.74, 1);
    expect(n.get('3 Iona Street')).toBeCloseTo(130.53, 1);
    expect(n.get('98 Lennox Street')).toBe(54);
    expect(n.size).toBe(14);
  });

  it('keeps the export whose "Area" is a neighbourhood out of the floor area', () => {
    const areas = attributesOf('Area');
    const text = areas.find((a) => a.kind === 'text' || a.kind === 'entity');
    expect(text).toBeDefined();
    // (the export's neighbourhoods: with the other layouts' neighbourhood where it completes it, complement.ts)
    expect(entitiesOf(text!)).toEqual(expect.arrayContaining(['108 Grange Road', '12 Wilmslow Road', '7 Beech Road', '93 Keppel Road']));
    expect(text!.labels.every((l) => !/floor|size/i.test(l.label))).toBe(true);
    expect(text!.topValues.map((v) => v.label)).toContain('Chorlton');
    expect(new Set(schema.attributes.map((a) => a.id)).size).toBe(schema.attributes.length);
  });

  it('makes every rent one attribute of money, the period and unit out of the label', async () => {
    const rent = attributesOf('Rent');
    expect(rent).toHaveLength(1);
    expect(rent[0]!.dimension).toBe('currency');
    expect(schema.attributes.some((a) => /pcm|pm|month/i.test(a.label))).toBe(false);
    const n = await numbersOf(rent[0]!.id);
    expect(n.get('Bellamystraat 91')).toBe(2100);
    expect(n.get('93 Keppel Road')).toBe(1250);
    expect(n.get('98 Lennox Street')).toBe(1800);
    expect(n.get('14 Elm Row')).toBe(1100);
    expect(n.size).toBe(14);
  });
});
