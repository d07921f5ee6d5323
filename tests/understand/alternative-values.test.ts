// A yes/no question about one item that offers values of one attribute as alternatives ("Is the Ford S-MAX manual or
// automatic?") asks which of them it has: the lookup of that attribute, answered with its value.
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
  fs.writeFileSync(path.join(dir, 'cars.csv'), [
    'Vehicle,Gearbox,Fuel,Price (GBP)',
    'Ford S-MAX 2.0 EcoBlue,Automatic,Diesel,18990',
    'Fiat 500 1.2 Lounge,Manual,Petrol,7490',
    'Toyota Yaris Hybrid,Automatic,Hybrid,14250',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'eu-cars.csv'), ['Vehicle,Gearbox,Fuel,Price (EUR)', 'Renault Clio 1.0 TCe,Manual,Petrol,11990'].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'cars.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('values offered as alternatives', () => {
  it('answers which of them the item has', async () => {
    const a = await answerQuestion(lib, 'Is the Ford S-MAX manual or automatic?');
    expect(a.answer).toMatch(/Automatic/);
    expect(a.kind).not.toBe('boolean');
    const b = await answerQuestion(lib, 'Is the Fiat 500 petrol or diesel?');
    expect(b.answer).toMatch(/Petrol/);
  });
  it('still answers yes or no to one value', async () => {
    const a = await answerQuestion(lib, 'Is the Fiat 500 manual?');
    expect(a.kind).toBe('boolean');
    expect(a.value).toBe(true);
  });
});

describe('"how much" of one item', () => {
  it('names the money it asks for, and answers in the currency the row states', async () => {
    const a = await answerQuestion(lib, 'how much are you asking for the Renault Clio?');
    expect(a.route).toBe('symbolic');
    expect(a.value).toBe(11990);
    expect(a.answer).toMatch(/€11,990/);
    const b = await answerQuestion(lib, 'how much are you asking for the Fiat 500?');
    expect(b.answer).toMatch(/£7,490/);
  });
});
