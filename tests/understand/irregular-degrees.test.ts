// Irregular forms say their degree in resources/lang/en/gradables.tsv: "the 2 best-paid people" ranks by salary
// (a superlative with a count: the top 2), where "best" used to read as a plain adjective and "2" as a salary.
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
  fs.mkdirSync(path.join(dir, 'people'));
  const person = (name: string, office: string, salary: number) => fs.writeFileSync(path.join(dir, 'people', `${name.toLowerCase().replace(/ /g, '-')}.md`), `# ${name}\n\n- Office: ${office}\n- Pay: €${salary.toLocaleString('en-GB')}\n- Role: Engineer\n`);
  person('Anna Novak', 'Berlin', 64000);
  person('Lukas Becker', 'Berlin', 91000);
  person('Priya Raman', 'Berlin', 78000);
  person('Tom Hughes', 'London', 99000);
  person('Mia Roth', 'Berlin', 52000);
  lib = openLibrary(path.join(tempDir(), 'pay.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('irregular superlatives', () => {
  it('"the 2 best-paid" ranks by pay and takes the top 2', async () => {
    expect((await answerQuestion(lib, 'Name the 2 best-paid people in the Berlin office.')).items.map((i) => i.name)).toEqual(['Lukas Becker', 'Priya Raman']);
  });
});
