// Among one attribute's values, a value ending in another whole value is a kind of it ("CVT automatic" is an
// automatic) and a one-word value that is another's first letters, under half its length, is it written short
// ("Auto"): asking for the longer value finds them all; a value that merely starts alike ("Mini", "Minivan") does not.
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
  fs.mkdirSync(path.join(dir, 'stock'));
  const car = (name: string, gearbox: string, body: string) =>
    fs.writeFileSync(path.join(dir, 'stock', `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.md`), `# ${name}\n\n- Gearbox: ${gearbox}\n- Body: ${body}\n- Price: £${9000 + name.length * 100}\n`);
  car('Ford Focus Zetec', 'Manual', 'Hatchback');
  car('Ford Kuga Titanium', 'Automatic', 'SUV');
  car('Toyota Yaris Icon', 'CVT automatic', 'Hatchback');
  car('BMW 320d SE', '7-speed automatic', 'Saloon');
  car('Volvo XC40 Plus', 'Auto', 'SUV');
  car('Mini Cooper S', 'Manual', 'Mini');
  car('Ford Galaxy Style', 'Manual', 'Minivan');
  car('Skoda Fabia SE', '6-speed manual', 'Hatchback');
  car('Kia Niro Hybrid', 'Automatic (petrol/manual)', 'SUV');
  lib = openLibrary(path.join(tempDir(), 'gearbox.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('kinds and short forms of a value', () => {
  it('finds the kinds of a value and its short form with it', async () => {
    const automatics = ['BMW 320d SE', 'Ford Kuga Titanium', 'Kia Niro Hybrid', 'Toyota Yaris Icon', 'Volvo XC40 Plus'];
    expect(await names('Which cars are automatic?')).toEqual(automatics);
    expect(await names('Which automatics do you have?')).toEqual(automatics);
    expect(await names('Which cars are manual?')).toEqual(['Ford Focus Zetec', 'Ford Galaxy Style', 'Mini Cooper S', 'Skoda Fabia SE']);
  });
  it('reads no kind into words joined by a slash ("petrol/manual" is no manual)', async () => {
    expect(await names('Which cars are manual?')).not.toContain('Kia Niro Hybrid');
  });
  it('asks for a kind by its whole value only', async () => {
    expect(await names('Which cars have a CVT automatic gearbox?')).toEqual(['Toyota Yaris Icon']);
  });
  it('reads no short form into a value that only starts alike', async () => {
    expect(await names('Which cars are minivans?')).toEqual(['Ford Galaxy Style']);
  });
});
