// A value that names a person with a title before the name ("Dr. Sarah Lindgren") links to that person's page
// ("Sarah Lindgren"), so an export's "Doctor" column names the folder's vets; a pet whose own name starts with a
// title word ("Mr Darcy") keeps its name, because the full text is tried first. The titles are a resource
// (resources/lang/en/name-titles.txt), not engine code.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { refreshSchema, type Schema } from '../../electron/engine/skg/schema/index.ts';
import { loadNameTitles, withoutTitle } from '../../electron/engine/skg/schema/name-titles.ts';
import { tempDir } from '../helpers/tmp.ts';

const VETS = ['Sarah Lindgren', 'Kevin Park', 'Amelia Shaw'];
let lib: Library;
let schema: Schema;
beforeAll(async () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'vets'));
  VETS.forEach((v, i) => fs.writeFileSync(path.join(dir, 'vets', `${v.toLowerCase().replace(' ', '-')}.md`), `# ${v}\n\n- Role: Veterinary surgeon\n- Qualified: ${2001 + i}\n`));
  fs.writeFileSync(path.join(dir, 'mr-darcy.md'), '# Mr Darcy\n\n- Species: Rabbit\n- Weight: 2.1 kg\n');
  fs.writeFileSync(path.join(dir, 'census.tsv'), [
    '# Exported from the practice system',
    'Patient\tSpecies\tDoctor\tFriend',
    'Pumpkin\tCat\tDr. Sarah Lindgren\tMr Darcy',
    'Basil\tDog\tDr Kevin Park\tMr Darcy',
    'Archie\tDog\tDr. Amelia Shaw\tMr Darcy',
    'Olive\tRabbit\tDr. Sarah Lindgren\tMr Darcy',
  ].join('\n') + '\n');
  lib = openLibrary(path.join(tempDir(), 'vets.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
  schema = await refreshSchema(lib);
}, 180_000);
afterAll(() => lib?.close());

describe('names written with a title', () => {
  it('strips a leading title only', () => {
    const titles = loadNameTitles();
    expect(withoutTitle('Dr. Sarah Lindgren', titles)).toBe('Sarah Lindgren');
    expect(withoutTitle('Prof Ada Byrne', titles)).toBe('Ada Byrne');
    expect(withoutTitle('Sarah Lindgren', titles)).toBeNull();
    expect(withoutTitle('Dr.', titles)).toBeNull();
  });

  it('links "Dr. Sarah Lindgren" to the page "Sarah Lindgren" and keeps "Mr Darcy" as the pet', () => {
    const doctor = schema.attributes.find((a) => a.label === 'Doctor')!;
    expect(doctor.kind).toBe('entity');
    const entityName = new Map(schema.entities.map((e) => [e.iri, e.name]));
    const linked = schema.values.filter((v) => v.attribute === doctor.id && v.entity).map((v) => entityName.get(v.entity!));
    expect(new Set(linked)).toEqual(new Set(VETS));
    const friend = schema.attributes.find((a) => a.label === 'Friend')!;
    const darcy = schema.values.filter((v) => v.attribute === friend.id && v.entity).map((v) => entityName.get(v.entity!));
    expect(darcy).toEqual(['Mr Darcy']);
  });

  it('reads the export below its comment line: the first row after it is the header', () => {
    expect(schema.attributes.some((a) => /^Column \d+$/.test(a.label))).toBe(false);
    expect(schema.attributes.some((a) => a.label === 'Species')).toBe(true);
  });
});
