// A name with a possessive inside it ("Molly's Rose") is named by the question's one token "Molly's"; a value that
// opens with the question's own article and whose other words name an attribute ("the artist", a donor line of
// works given by their artist) is not what "the artist of X" asks: that is the attribute; a label ending in a
// particle ("Check out") is said whole.
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
  fs.writeFileSync(path.join(dir, 'artworks.csv'), [
    'title,artist,donor,height (cm),evergreen,check in,check out',
    "Molly's Rose,Ada Ward,the artist,40,yes,15:00,10:00",
    'Quiet Room,Matteo Ricci,the artist,80,no,16:00,11:00',
    "Jet d'Eau,Ada Ward,Lena Holt,55,no,14:00,12:00",
    'Harbour,Jan Berg,Lena Holt,61,yes,15:30,10:30',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'artworks.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('names and articles', () => {
  it('reads a label ending in a particle whole ("check out", beside "check in", whose key is "check")', async () => {
    expect((await answerQuestion(lib, 'What is the check out of Quiet Room?')).value).toBe('11:00');
  });
  it("reads a name with a possessive inside it as the item ('Molly's Rose')", async () => {
    expect((await answerQuestion(lib, "What is the height of Molly's Rose?")).value).toBe(40);
    expect((await answerQuestion(lib, "Who made Molly's Rose?")).value).toBe('Ada Ward');
    expect((await answerQuestion(lib, "How tall is Jet d'Eau?")).value).toBe(55);
  });
  it('reads "the artist of X" as the attribute, not the value "the artist"', async () => {
    const a = await answerQuestion(lib, 'What is the artist of Quiet Room?');
    expect(a.value).toBe('Matteo Ricci');
  });
});
