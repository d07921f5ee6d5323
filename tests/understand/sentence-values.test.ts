// A value that is a sentence (a remark ending with a period, "Jamal prefers to be contacted by text message.") is named
// by all of it, never by a few of its words: the words of a question that echo it still name the attribute and value
// they are about.
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
  fs.writeFileSync(path.join(dir, 'clients.csv'), [
    'Client,Preferred contact,Notes',
    'Jamal Brooks,Text message,Jamal prefers to be contacted by text message.',
    'Ana Moreira,Email,Ana asks for invoices by post.',
    'Hank Morrison,Text message,Works nights; call after noon.',
    'Fien Claes,Phone,Fien prefers to be contacted by phone.',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'clients.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a sentence as a value', () => {
  it('is not named by a few of its words', async () => {
    const a = await answerQuestion(lib, 'Which clients prefer to be contacted by text message?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Hank Morrison', 'Jamal Brooks']);
  });
});
