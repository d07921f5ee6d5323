// A lookup whose asking words want an answer its attribute cannot hold is no lookup of it: "Where was she born?" of a
// date, "How many children did she have?" of a date a word's meaning reached. The text answers; a "when" still looks
// the date up. And a date named by a participle is said as a sentence ("Kino Aurora was opened in 1928").
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
  fs.writeFileSync(path.join(dir, 'ada-lovelace.md'), '# Ada Lovelace\n\n- Born: 10 December 1815\n\nAda Lovelace was an English mathematician. She was born in London, England. She had three children.\n');
  fs.writeFileSync(path.join(dir, 'kino-aurora.md'), '# Kino Aurora\n\n- Opened: 1928\n- Seats: 240\n\nKino Aurora is a cinema in the old town.\n');
  lib = openLibrary(path.join(tempDir(), 'clash.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('the kind of answer asked for', () => {
  it('answers where and how many of something else from the text, not from a date', async () => {
    const where = await answerQuestion(lib, 'Where was Ada Lovelace born?');
    expect(where.route).toBe('textual');
    expect(where.answer).toMatch(/^\*\*London\*\*/);
    const many = await answerQuestion(lib, 'How many children did Ada Lovelace have?');
    expect(many.answer).toMatch(/^\*\*three\*\*/);
  });
  it('still looks a date up for when, and says a participle date as a sentence', async () => {
    const when = await answerQuestion(lib, 'When was Ada Lovelace born?');
    expect(when.route).toBe('symbolic');
    expect(when.answer).toContain('1815');
    const opened = await answerQuestion(lib, 'When did Kino Aurora open?');
    expect(opened.answer).toMatch(/^\*\*Kino Aurora\*\* was opened in \*\*1928\*\*/);
  });
});
