// A place adjective or a short name of a place ("Polish suppliers", "the UK branches"; resources/lang/en/places.tsv)
// means the place a library value holds, and a money condition reads the values in the currency it names.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'branches.csv'), [
    'Branch,City,Country,Staff',
    'Avonside Autos,Bristol,United Kingdom,14',
    'Salford Quays Car Centre,Manchester,United Kingdom,31',
    'Rheinblick Automobile,Cologne,Germany,22',
    'Garage des Deux Rives,Lyon,France,9',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'stock.csv'), [
    'Car,Price,Mileage (km)',
    'Fiat 500 1.2 Pop,"£6,950",61000',
    'Ford Focus 1.0 EcoBoost,"£11,200",42000',
    'Kia Ceed 1.4 T-GDi,"€7,900",55000',
    'Peugeot 208 1.2 PureTech,"€12,400",23000',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'places.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('place words', () => {
  it('reads a place adjective as the place a value holds', async () => {
    const a = await answerQuestion(lib, 'Which German branches are there?');
    expect(a.items.map((i) => i.name)).toEqual(['Rheinblick Automobile']);
  });
  it('reads a short name of a country, written in capitals, as the country', async () => {
    const a = await answerQuestion(lib, 'How many staff do the UK branches have in total?');
    expect(Number(a.value)).toBe(45);
  });
});

describe('money in the currency asked', () => {
  it('compares only the prices stated in that currency', async () => {
    const a = await answerQuestion(lib, 'Which cars cost less than £10,000?');
    expect(a.items.map((i) => i.name)).toEqual(['Fiat 500 1.2 Pop']);
    const b = await answerQuestion(lib, 'Which cars cost less than €10,000?');
    expect(b.items.map((i) => i.name)).toEqual(['Kia Ceed 1.4 T-GDi']);
  });
});
