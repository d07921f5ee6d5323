// A verb naming a link between items of one kind, with conditions after it: the conditions describe the items the
// link names ("which towns border a town of more than 50,000 people"), not the items asked for. A verb whose label
// is its agent noun ("manage", "Manager") names the link the other way round and is left alone.
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
  const town = (name: string, people: number, coast: string, borders: string) =>
    fs.writeFileSync(path.join(dir, `${name.toLowerCase()}.md`), `# ${name}\n\n- Population: ${people}\n- Coastal: ${coast}\n- Borders: ${borders}\n`);
  town('Arnby', 82000, 'yes', 'Bexley, Colton');
  town('Bexley', 12000, 'no', 'Arnby, Dunmore');
  town('Colton', 9000, 'yes', 'Arnby');
  town('Dunmore', 61000, 'no', 'Bexley, Elford');
  town('Elford', 4000, 'yes', 'Dunmore');
  lib = openLibrary(path.join(tempDir(), 'towns.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('a link between items of one kind, named by a verb', () => {
  it('reads the conditions after the verb on the items the link names', async () => {
    expect(await names('Which towns border a town of more than 50,000 people?')).toEqual(['Bexley', 'Colton', 'Elford']);
  });
  it('keeps the conditions before the verb on the items asked for', async () => {
    expect(await names('Which coastal towns border a town of more than 50,000 people?')).toEqual(['Colton', 'Elford']);
  });
});
