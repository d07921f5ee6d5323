// A verb that names a number attribute (resources/lang/en/attribute-words.tsv: "owe" → balance), said of the items
// a question selects with no amount, holds where there is some of it ("clients who owe money": a balance above
// zero, in whatever currency each client is billed).
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
  fs.mkdirSync(path.join(dir, 'clients'));
  const clients: Array<[string, string, string]> = [
    ['Karen Whitaker', '$120.00', 'Portland'], ['Declan Byrne', '€0.00', 'Cork'], ['Aisling Barry', '€45.50', 'Cork'],
    ['Gareth Lewis', '£0.00', 'Bristol'], ['Emily Chen', '£30.00', 'Bristol'], ['Hank Morrison', '$0.00', 'Portland'],
  ];
  for (const [name, balance, city] of clients) fs.writeFileSync(path.join(dir, 'clients', `${name.replace(' ', '-')}.md`), `# ${name}\n\n- Balance: ${balance}\n- City: ${city}\n- Client since: 2019\n`);
  lib = openLibrary(path.join(tempDir(), 'owing.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a verb naming an amount, with no amount', () => {
  it('selects the items with some of it, in any currency', async () => {
    expect((await answerQuestion(lib, 'Which clients owe us money?')).items.map((i) => i.name).sort()).toEqual(['Aisling Barry', 'Emily Chen', 'Karen Whitaker']);
    expect(Number((await answerQuestion(lib, 'How many clients still owe us money?')).value)).toBe(3);
  });
  it('ranks by it where the question grades it', async () => {
    expect((await answerQuestion(lib, 'Which Cork client owes the most?')).items.map((i) => i.name)).toEqual(['Aisling Barry']);
  });
});

describe('a verb naming an amount in a folder of prose', () => {
  it('adds no "some of it" condition where no kind the question names states it', async () => {
    // a few pages of prose state an area; "covered" (attribute-words.tsv: cover → area) is not asking for one
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'hello.md'), '# Hello (song)\n\n"Hello" is a song by Adele. It was covered by many singers.\n');
    fs.writeFileSync(path.join(dir, 'arataca.md'), '# Arataca\n\n- Area: 438 km²\n- Country: Brazil\n');
    fs.writeFileSync(path.join(dir, 'museum.md'), '# Black Country Museum\n\n- Area: 26 acres\n- Opened: 1978\n');
    fs.writeFileSync(path.join(dir, 'lake.md'), '# Lake Vyrnwy\n\n- Area: 4.54 km²\n- Built: 1888\n');
    const prose = openLibrary(path.join(tempDir(), 'prose.quarry'));
    try {
      await indexFolders(prose, [dir], { derivers: defaultDerivers() });
      const a = await answerQuestion(prose, 'Who covered the song Hello?');
      expect(a.interpretation ?? '').not.toMatch(/Area > 0/);
      expect(a.items.map((i) => i.name)).not.toContain('Arataca');
    } finally {
      prose.close();
    }
  }, 120_000);
});
