// A word right after a name that names a kind of item the named one is ("the Whernside run", of the runs Whernside is
// one of) says what the item is: it is no link whose label it also is (the bookings' "Run"), so the name stays the
// item asked about.
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
  fs.mkdirSync(path.join(dir, 'runs'));
  const run = (name: string, area: string, heated: string) => fs.writeFileSync(path.join(dir, 'runs', `${name.toLowerCase()}.md`), `# ${name}\n\n- Floor area: ${area}\n- Heated: ${heated}\n- Nightly rate: £24.00\n`);
  run('Whernside', '5.76 m²', 'Yes');
  run('Ingleborough', '4.2 m²', 'No');
  run('Pen-y-ghent', '6.1 m²', 'Yes');
  fs.writeFileSync(path.join(dir, 'bookings.csv'), ['Booking,Dog,Run,Nights', 'BK-001,Bertie,Whernside,4', 'BK-002,Bonnie,Ingleborough,2', 'BK-003,Bram,Whernside,7', 'BK-004,Guus,Pen-y-ghent,3'].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'kind-after.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a kind word after a name', () => {
  it('reads "the Whernside run" as the run Whernside, not the bookings whose Run names it', async () => {
    const a = await answerQuestion(lib, 'How big is the Whernside run in square metres?');
    expect(a.answer).toContain('5.76');
    // (a word that names no kind the item is of still links: the bookings of a run)
    const b = await answerQuestion(lib, 'Which bookings are for Whernside?');
    expect(b.items).toHaveLength(2);
  });
});
