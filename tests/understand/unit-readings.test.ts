// A unit word with readings in two dimensions ("pounds": lb or GBP) is read in the dimension of the attribute the
// question names ("weigh" → Weight, mass), and keeps its money reading where the question names a bill. A plural
// common noun ("animals") is never the start of a longer value ("Animal Friends", an insurer) nor a misspelling of
// its own singular: it is the head noun, not a condition.
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
  const pets: Array<[string, string, string, string, string, string, string]> = [
    ['Rufus', 'Dog', '17.4 kg', '£165.82', 'Animal Friends', 'Amelia Shaw', '2019-03-02'],
    ['Biscuit', 'Dog', '31.0 kg', '£48.10', 'Petplan', 'Amelia Shaw', '2012-07-21'],
    ['Luna', 'Cat', '4.1 kg', '£92.00', 'Animal Friends', 'Rhys Pritchard', '2016-01-30'],
    ['Otis', 'Dog', '29.5 kg', '£12.50', 'none', 'Amelia Shaw', '2010-05-11'],
    ['Kiwi', 'Rabbit', '1.9 kg', '£240.00', 'Petplan', 'Rhys Pritchard', '2021-09-14'],
  ];
  fs.mkdirSync(path.join(dir, 'patients'));
  for (const [name, species, weight, bill, insurer, vet, born] of pets) {
    fs.writeFileSync(path.join(dir, 'patients', `${name.toLowerCase()}.md`), `# ${name}\n\n- Species: ${species}\n- Weight: ${weight}\n- Last bill: ${bill}\n- Insurance: ${insurer}\n- Neutered: ${name.length % 2 ? 'yes' : 'no'}\n- Usual vet: ${vet}\n- Born: ${born}\n`);
  }
  fs.mkdirSync(path.join(dir, 'vets'));
  for (const [vet, year] of [['Amelia Shaw', 2004], ['Rhys Pritchard', 2015]] as const) fs.writeFileSync(path.join(dir, 'vets', `${vet.toLowerCase().replace(' ', '-')}.md`), `# ${vet}\n\n- Role: Veterinary surgeon\n- Qualified: ${year}\n`);
  fs.writeFileSync(path.join(dir, 'vaccination-protocol.md'), '# Vaccination protocol\n\nFirst boosters are due at these ages.\n\n- Puppies: 8 weeks\n- Rabbits: 5 weeks\n');
  lib = openLibrary(path.join(tempDir(), 'pets.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('a unit word read in the dimension the question measures', () => {
  it('reads "pounds" as lb after "weigh"', async () => {
    // 60 lb = 27.2 kg
    expect(await names('Which animals weigh over sixty pounds?')).toEqual(['Biscuit', 'Otis']);
    const a = await answerQuestion(lib, 'How many pounds does Rufus weigh?');
    expect(Number(a.value)).toBeCloseTo(38.36, 1);
  });
  it('reads "pounds" as lb after a gradable word of mass', async () => {
    const a = await answerQuestion(lib, 'How heavy is Rufus in pounds?');
    expect(Number(a.value)).toBeCloseTo(38.36, 1);
  });
  it('keeps "pounds" as money for a bill', async () => {
    expect(await names('Which animals had a last bill over sixty pounds?')).toEqual(['Kiwi', 'Luna', 'Rufus']);
  });
});

describe('a plural head noun', () => {
  it('is not the start of a longer value nor a misspelling of its singular', async () => {
    expect(await names("which animals aren't neutered")).toEqual(['Kiwi', 'Luna', 'Otis']);
  });
});

describe('the head noun and what names it', () => {
  it('counts the head kind\'s items whose link names the person ("how many patients does X look after")', async () => {
    const a = await answerQuestion(lib, 'How many patients does Amelia Shaw look after?');
    expect(Number(a.value)).toBe(3);
  });
  it('reads a kind as the value the items hold, not a label one document states once ("Rabbits: 5 weeks")', async () => {
    expect(await names('show me all the rabbits')).toEqual(['Kiwi']);
  });
  it('never reads a lower-case common noun as the first word of a proper name ("animal" is not "Animal Friends")', async () => {
    expect(await names("Who's the oldest animal we treat?")).toEqual(['Otis']);
  });
});
