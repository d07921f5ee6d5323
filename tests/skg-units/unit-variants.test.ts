// A document that says it writes a unit's variant ("# Capacities in imperial gallons") reads its bare spellings of the
// unit as that variant ("1,200 gal" is 5,455 litres, not the US gallon's 4,542); a document naming no variant, or
// naming two of one unit, reads them as the table does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';
import { tableWithVariants, unitVariants } from '../../electron/engine/skg/values/document-units.ts';
import { defaultUnits, findUnit, loadUnitTable } from '../../electron/engine/skg/values/quantity.ts';
import { resourcePath } from '../../electron/engine/resources.ts';
import { tempDir } from '../helpers/tmp.ts';
import fs from 'node:fs';
import path from 'node:path';

describe('a unit\'s variant named by the document', () => {
  it('reads "UK" and "US" in capitals only: "send us tons" names no US ton', () => {
    // a library whose own unit table has a ton said bare (the long ton) and a US one
    const dir = tempDir();
    for (const f of fs.readdirSync(resourcePath('units'))) fs.copyFileSync(path.join(resourcePath('units'), f), path.join(dir, f));
    fs.appendFileSync(path.join(dir, 'units.tsv'), '\nton\t= 1016.0469088 kg\tmass\tton, tons\nUS ton\t= 907.18474 kg\tmass\tUS ton, US tons\n');
    const table = loadUnitTable(dir);
    expect([...unitVariants([{ text: 'All weights in US tons.' }], table)]).toEqual([['ton', 'US ton']]);
    expect(unitVariants([{ text: 'Please send us tons of samples.' }], table).size).toBe(0);
  });

  it('maps the bare unit to the variant the text names, and to none where it names two', () => {
    const table = defaultUnits();
    expect([...unitVariants([{ text: '# Capacities in imperial gallons (1 gal = 4.546 litres)' }], table)]).toEqual([['gal', 'imp gal']]);
    // (a variant whose bare word is no unit of the table, "UK pints" where "pints" alone is none, maps nothing)
    expect(unitVariants([{ text: 'Beer in UK pints' }], table).size).toBe(0);
    expect(unitVariants([{ text: 'Tanks in imperial gallons; the US office quotes US gallons' }], table).size).toBe(0);
    expect(unitVariants([{ text: 'Tanks of 1,200 gallons' }], table).size).toBe(0);
    const imperial = tableWithVariants(table, new Map([['gal', 'imp gal']]));
    expect(findUnit(imperial, 'gal')?.symbol).toBe('imp gal');
    expect(findUnit(imperial, 'gallons')?.symbol).toBe('imp gal');
    expect(findUnit(table, 'gallons')?.symbol).toBe('gal');
  });
});

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'winery/kit-imperial.tsv': '# Capacities in imperial gallons (1 gal = 4.546 litres)\nAsset\tKind\tCapacity\nTK-06\ttank\t1,200 gal\nTK-07\ttank\t600 gal\nTK-08\ttank\t2,000 gal\n',
    'winery/kit-us.tsv': 'Asset\tKind\tCapacity\nUS-01\ttank\t1,200 gal\nUS-02\ttank\t300 gal\nUS-03\ttank\t800 gal\n',
  }, 'unit-variants.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('facts of a document writing imperial gallons', () => {
  it('reads its gallons as imperial, and another document\'s bare gallons as US ones', async () => {
    const r = await answerQuestion(lib, 'Which tanks hold more than 5,000 litres?');
    expect(r.items.map((i) => i.name)).toEqual(['TK-06', 'TK-08']);
  });
});
