// A release title that names the question's version is the title of the thing asked: it answers "when was X 4.9
// released" with its own date, and "what changed in X 4.8" with its whole section — sub-headings ("Bug fixes") and
// items that name other versions ("Support for autoconf 2.71") inside it, up to the next title of the same shape.
// A Debian upload's title ("foo (4.8-1) unstable") names a package version, not the release.
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
  fs.mkdirSync(path.join(dir, 'frob'));
  fs.writeFileSync(path.join(dir, 'frob', 'NEWS'), [
    'GNU frob NEWS                                    -*- outline -*-', '',
    '* Noteworthy changes in release 4.9 (2022-11-06) [stable]', '',
    '** Bug fixes', '',
    '  frob --follow-symlinks no longer loops forever on a symbolic link cycle.', '',
    '** New Features', '',
    '  The r command now accepts address 0.', '',
    '* Noteworthy changes in release 4.8 (2020-01-14) [stable]', '',
    '** Bug fixes', '',
    '  frob -i now creates temporary files with the correct umask.', '',
    '** Release', '',
    '  Support for autoconf 2.71', '',
    '** Improvements', '',
    '  Faster matching of long lines thanks to a new DFA.', '',
    '* Noteworthy changes in release 4.7 (2018-12-20) [stable]', '',
    '** Bug fixes', '',
    '  frob now works with files larger than 4 GiB.', '',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'frob', 'changelog.Debian'), [
    'frob (4.8-1) unstable; urgency=medium', '', '  * New upstream release 4.8.', '  * Bump the standards version.', '',
    ' -- Pat Maintainer <pat@example.org>  Mon, 20 Jan 2020 10:00:00 +0100', '',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'releases.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('release titles', () => {
  it('answers when a release came out from its title', async () => {
    const a = await answerQuestion(lib, 'When was frob 4.9 released?', { strategy: 'textual' });
    expect(a.answer).toMatch(/^\*\*2022-11-06\*\*/);
    expect(a.citations[0]?.path).toBe('frob/NEWS');
  });
  it('answers what changed with the whole section, sub-headings and all, up to the next release', async () => {
    const a = await answerQuestion(lib, 'What changed in frob 4.8?', { strategy: 'textual' });
    expect(a.citations[0]?.path).toBe('frob/NEWS');
    expect(a.answer).toContain('umask');
    expect(a.answer).toContain('autoconf 2.71');
    expect(a.answer).toContain('DFA');
    expect(a.answer).not.toContain('4 GiB');
  });
});
