// A type asked that the best sentence does not state, its passage does: an upload's title names the version asked
// about and the line closing its entry says when and by whom; a change listed under a release is versioned by that
// release's title. A whole calendar date is one span ("Fri, 02 Sep 2022"), never the weekday alone.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { analyse } from '../../electron/engine/answer/prose/nlp.ts';
import { candidatesOf } from '../../electron/engine/answer/prose/types/index.ts';
import { loadLanguage } from '../../electron/engine/answer/prose/language.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'quill'));
  fs.writeFileSync(path.join(dir, 'quill', 'changelog.Debian'), [
    'quill (1.11.1-2) unstable; urgency=medium', '', '  * Support large inode numbers on 32-bit systems. (Closes: #1041897)', '',
    ' -- Felix Geyer <fgeyer@debian.org>  Sun, 03 Sep 2023 16:34:04 +0200', '',
    'quill (1.11.1-1) unstable; urgency=medium', '', '  * New upstream release.', '  * Stop shipping the emacs quill mode.', '',
    ' -- Felix Geyer <fgeyer@debian.org>  Fri, 02 Sep 2022 12:31:31 +0200', '',
    'quill (1.10.1-1) unstable; urgency=medium', '', '  * New upstream release.', '  * Drop the obsolete menu file.', '',
    ' -- Ana Ruiz <ana@debian.org>  Tue, 12 Oct 2021 09:00:00 +0200', '',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'quill.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a whole calendar date', () => {
  it('is one span, the weekday with it', () => {
    const texts = candidatesOf(analyse(' -- Felix Geyer <fgeyer@debian.org>  Fri, 02 Sep 2022 12:31:31 +0200'), 'date', { focus: [], actions: loadLanguage().actions, heads: loadLanguage().headNouns }).map((c) => c.text);
    expect(texts[0]).toBe('Fri, 02 Sep 2022');
    expect(candidatesOf(analyse('It shipped on September 2, 2022.'), 'date', { focus: [], actions: loadLanguage().actions, heads: loadLanguage().headNouns })[0]?.text).toBe('September 2, 2022');
  });
});

describe('a type asked that the best sentence does not state', () => {
  it('is read from the line closing the entry the question names', async () => {
    const a = await answerQuestion(lib, 'When was quill 1.11.1-1 uploaded?');
    expect(a.answer.split('\n')[0]).toContain('02 Sep 2022');
  });
  it('is read from the title of the release a change is listed under', async () => {
    const a = await answerQuestion(lib, 'Which version of quill dropped the obsolete menu file?');
    expect(a.answer.split('\n')[0]).toContain('1.10.1-1');
  });
});
