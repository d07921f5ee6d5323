// A sentence ending in a colon leads into what follows it, and the answer quotes that too: the command under "To get
// the latest from version control …:" though a block ends between them (a factoid "where" question), and a
// paragraph of commands joined by a lone "or" ("eval $(frobpipe) / or / eval $(frobfile)") under "put the following in
// your .profile:" (a "how do I" question). And a list right after a sentence's paragraph that no sentence leads into
// continues that sentence: a NEWS file's "This is a terse description of the new features …" then "a. …", "b. …".
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getDocumentBlocks } from '../../electron/engine/store/blocks.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'frob'));
  fs.writeFileSync(path.join(dir, 'frob', 'README'), [
    'Welcome to frob!', '',
    'frob is a archive browser: it lets a pager show the insides of tarballs, zip files and compressed logs.', '',
    'This release runs on Linux, the BSDs and macOS, and it needs nothing but a C library and a shell.', '',
    'To get and build the latest from version control - note that this requires autoconf and automake:', '',
    '\t$ git clone https://example.org/frob/frob.git', '\t$ cd frob', '\t$ sh autogen.sh && make', '',
    'Bug reports and patches are most welcome by email to the frob mailing list.', '',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'frob', 'PAGER'), [
    'From the manual: you may define an input preprocessor for the pager.', '',
    'What this means is that the pager can automatically open up tar files and uncompress gzipped files.', '',
    'You just need to put the following in your', '.profile/.bash_profile/whatever:', '',
    'eval $(frobpipe)', 'or', 'eval $(frobfile)', '',
    'frobpipe will write the contents on stdout and the pager will read them as they come across.', '',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'frob', 'NEWS'), [
    'This is a terse description of the new features added to frob-2.0 since', 'the release of frob-1.9.  As always, the manual page is the place to look.', '',
    'a. Frob now reads zstd archives as well as gzip and xz ones.', '',
    'b. There is a new --quiet option that prints nothing but errors.', '',
    'c. The pager integration now handles file names with spaces.', '',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'lead-ins.quarry'));
  // (small blocks, so that a block ends between the lead-in and its command)
  await indexFolders(lib, [dir], { derivers: defaultDerivers(), targetWords: 40, maxBlockChars: 300 });
}, 120_000);
afterAll(() => lib?.close());

describe('what a sentence ending in a colon leads into', () => {
  it('is quoted after the sentence, from the next block', async () => {
    const doc = lib.db.prepare(`SELECT id FROM documents WHERE relpath LIKE '%README'`).get() as { id: number };
    const blocks = getDocumentBlocks(lib.db, doc.id);
    // (the fixture's premise: the command starts a block of its own)
    expect(blocks.some((b) => b.text.trimStart().startsWith('$ git clone'))).toBe(true);
    const a = await answerQuestion(lib, 'Where can I get the latest frob from version control?', { strategy: 'textual' });
    expect(a.answer.split('\n\n')[0]).toContain('version control');
    expect(a.answer).toContain('$ git clone https://example.org/frob/frob.git');
    expect(a.citations.some((c) => c.role === 'step' && c.snippet.includes('git clone'))).toBe(true);
  });
  it('answers "how do I" with commands written one per line, joined by "or"', async () => {
    const a = await answerQuestion(lib, 'How can I make the pager open tar files and gzipped files?', { strategy: 'textual' });
    expect(a.answer).toContain('eval $(frobpipe)');
    expect(a.answer).toContain('eval $(frobfile)');
  });
  it('quotes the list that follows a sentence no colon ends, when no sentence leads into it', async () => {
    const a = await answerQuestion(lib, 'What new features does frob 2.0 have?', { strategy: 'textual' });
    expect(a.answer.split('\n\n')[0]).toContain('terse description of the new features');
    expect(a.answer).toContain('reads zstd archives');
    expect(a.answer).toContain('new --quiet option');
  });
});
