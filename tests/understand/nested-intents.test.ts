// A phrase asking for an aggregate inside a longer one ("total" inside "total number") still asks for it where another
// reading takes the rest: "the total number of fume hoods", over an attribute "Number of fume hoods", is their sum.
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
  fs.mkdirSync(path.join(dir, 'rooms'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'rooms', 'rooms.csv'), ['Room,Building,Number of fume hoods,Area (m²)', 'Lab A1,North,4,60', 'Lab A2,North,2,45', 'Lab B1,South,6,90', 'Store C1,East,0,20'].join('\n'));
  // chemicals stored in the rooms: another kind of item the rooms are linked from
  fs.mkdirSync(path.join(dir, 'chemicals'), { recursive: true });
  for (const [name, room, grams] of [['Ethanol', 'Lab A1', 500], ['Acetone', 'Lab B1', 250], ['Toluene', 'Lab A1', 100], ['Phenol', 'Store C1', 50], ['Iodine', 'Lab A2', 25]] as const) {
    fs.writeFileSync(path.join(dir, 'chemicals', `${name.toLowerCase()}.md`), `# ${name}\n\n- Stored in: ${room}\n- Quantity: ${grams} g\n- Supplier: Acme Labs\n`);
  }
  lib = openLibrary(path.join(tempDir(), 'rooms.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('an aggregate asked inside a longer phrase', () => {
  it('sums an attribute whose label takes part of "total number"', async () => {
    const a = await answerQuestion(lib, 'What is the total number of fume hoods?');
    expect(a.kind).toBe('value');
    expect(a.value).toBe(12);
  });

  it('sums over the items a condition keeps', async () => {
    expect((await answerQuestion(lib, 'What is the total number of fume hoods in the North building?')).value).toBe(6);
  });

  it('counts the kind named after "the number of", no prepositional phrase', async () => {
    const a = await answerQuestion(lib, 'What is the number of rooms?');
    expect(a.kind).toBe('count');
    expect(a.value).toBe(4);
  });
});
