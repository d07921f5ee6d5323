// A condition held two links away: a pet names its owner, the owner names a practice, the practice states its
// city — "cats in Portland" reaches the city through both links (the pet pages never name the city). A price
// list whose columns are named after the cities does not turn the city's name into a number attribute the
// question "names" with nothing to compare.
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
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  const clinics: Array<[string, string, number]> = [['Munjoy Hill Clinic', 'Portland', 5], ['Clifton Clinic', 'Bristol', 3], ['Douglas Road Clinic', 'Cork', 4]];
  for (const [name, city, rooms] of clinics) write(`clinics/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- City: ${city}\n- Consulting rooms: ${rooms}\n`);
  const clients: Array<[string, string]> = [['Hank Morrison', 'Munjoy Hill Clinic'], ['Emily Chen', 'Munjoy Hill Clinic'], ['Gareth Lewis', 'Clifton Clinic'], ['Aisling Barry', 'Douglas Road Clinic']];
  for (const [name, clinic] of clients) write(`clients/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Registered at: ${clinic}\n- Preferred contact: Email\n`);
  const pets: Array<[string, string, string, string]> = [
    ['Pumpkin', 'Cat', 'Hank Morrison', 'yes'], ['Basil', 'Dog', 'Emily Chen', 'yes'], ['Olive', 'Cat', 'Emily Chen', 'no'],
    ['Hazel', 'Cat', 'Gareth Lewis', 'yes'], ['Pickles', 'Dog', 'Gareth Lewis', 'no'], ['Nala', 'Cat', 'Aisling Barry', 'yes'],
  ];
  for (const [name, species, owner, insured] of pets) write(`patients/${name.toLowerCase()}.md`, `# ${name}\n\n- Species: ${species}\n- Owner: ${owner}\n- Insured: ${insured}\n`);
  write('admin/price-list.md', '# Price list 2024\n\n| Service | Bristol | Cork | Portland |\n|---|---|---|---|\n| Consultation | £48 | €52 | $95 |\n| Nail clip | £12 | €15 | $20 |\n| Dental scale | £210 | €230 | $320 |\n');
  lib = openLibrary(path.join(tempDir(), 'clinics.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('a condition two links away', () => {
  it('reaches the city of the practice of the owner', async () => {
    expect(await names('Which cats are in Portland?')).toEqual(['Olive', 'Pumpkin']);
    expect(await names('insured cats in Portland')).toEqual(['Pumpkin']);
  });
  it('still reaches a practice one link away', async () => {
    expect(await names('Which cats are registered at the Clifton Clinic?')).toEqual(['Hazel']);
  });
});
