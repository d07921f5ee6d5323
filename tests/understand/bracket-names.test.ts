// An item whose name holds another name in brackets ("Flughafen Hamburg (Hamburg Airport)") is the item other pages
// name by either part: a question names it so, and a link written "To: Hamburg Airport" reaches it.
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
  fs.mkdirSync(path.join(dir, 'airports'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'routes'), { recursive: true });
  const airport = (file: string, name: string, country: string, elevation: string) =>
    fs.writeFileSync(path.join(dir, 'airports', file), `# ${name}\n\n- Country: ${country}\n- Elevation: ${elevation}\n- Runways: 2\n`);
  airport('ham.md', 'Flughafen Hamburg (Hamburg Airport)', 'Germany', '16 m');
  airport('bgo.md', 'Bergen Airport', 'Norway', '50 m');
  airport('cph.md', 'Copenhagen Airport', 'Denmark', '5 m');
  const route = (file: string, code: string, to: string, seats: number) =>
    fs.writeFileSync(path.join(dir, 'routes', file), `# ${code}\n\n- Destination: ${to}\n- Seats: ${seats}\n- Operator: Nordic Hop\n`);
  route('nh1.md', 'NH 1', 'Hamburg Airport', 70);
  route('nh2.md', 'NH 2', 'Bergen Airport', 90);
  route('nh3.md', 'NH 3', 'Hamburg Airport', 120);
  route('nh4.md', 'NH 4', 'Copenhagen Airport', 50);
  lib = openLibrary(path.join(tempDir(), 'airports.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('names in brackets', () => {
  it('answers a lookup of the item by the name in its brackets', async () => {
    const a = await answerQuestion(lib, 'What is the elevation of Hamburg Airport?');
    expect(a.items.map((i) => i.name)).toEqual(['Flughafen Hamburg (Hamburg Airport)']);
    expect(a.answer).toMatch(/16 m/);
  });

  it('follows a link written with the name in brackets to the item\'s own facts', async () => {
    expect(await names('Which routes go to Germany?')).toEqual(['NH 1', 'NH 3']);
  });
});
