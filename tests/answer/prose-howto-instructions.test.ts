// "How do I …" is answered with instructions: a changelog's list of changes ("New upstream version 2.1", "Leap
// second table updated") is no list of steps unless a sentence leads into it or an item tells the reader to act,
// and a NEWS entry indented as code ("- Added a new option --memlimit=LIMIT. This is used to …") is prose, no code
// block — and prose read as code leads into no code.
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
  fs.writeFileSync(path.join(dir, 'frob', 'changelog.Debian'), [
    'frob (2.1-1) unstable; urgency=medium', '',
    '  * New upstream version 2.1', '  * Leap second table updated for the frob version', '  * No leap second on 2025-06-30', '',
    ' -- Pat Maintainer <pat@example.org>  Mon, 20 Jan 2025 10:00:00 +0100', '',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'frob', 'README.Debian'), [
    'README for frob', '===============', '',
    'The frob table comes in two versions, with and without leap seconds.', '',
    'To use the version with leap seconds, set TZDIR=/usr/share/frob/right in your environment.', '',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'frob', 'NEWS'), [
    'Frob 5.3 (2022-08-22)', '', '    * Decoder:', '',
    '        - Added a new option --memlimit-threads=LIMIT. This is used to limit the memory the', '          frob decompressor threads use when it decompresses large files.', '',
    '        * Tests:', '',
  ].join('\n'));
  fs.mkdirSync(path.join(dir, 'zap'));
  fs.writeFileSync(path.join(dir, 'zap', 'CHANGELOG'), [
    'v1.5.2 (Jan 2022)', 'perf: Faster dictionary loading in the zap decoder (#2969)', 'build: Build zap with noexecstack on all architectures (#2964)', 'build: Fix the zap build with meson (#2950)', '',
    'v1.5.1 (Dec 2021)', 'build: Build zap on Windows with the zap build scripts (#2901)', '',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'zap', 'README.md'), [
    '# Zap', '', 'Zap is a fast lossless compressor.', '', '## Build instructions', '',
    'Run `make` and then `make install`: make is the officially maintained system for zap.', '',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'howto.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('instructions answer "how do I"', () => {
  it('a changelog list of changes is no list of steps', async () => {
    const a = await answerQuestion(lib, 'How do I use the frob version with leap seconds?', { strategy: 'textual' });
    expect(a.answer.split('\n\n')[0]).not.toContain('New upstream version');
    expect(a.citations[0]?.path).toBe('frob/README.Debian');
  });
  it('a guide answers before a changelog entry that only names the same words', async () => {
    const a = await answerQuestion(lib, 'how to build zap', { strategy: 'textual' });
    expect(a.citations[0]?.path).toBe('zap/README.md');
    expect(a.answer).toContain('make install');
  });
  it('a NEWS entry indented like code is no code block', async () => {
    const a = await answerQuestion(lib, 'How can I limit the memory the frob decompressor threads use?', { strategy: 'textual' });
    expect(a.answer).toContain('memlimit-threads');
    expect(a.answer).not.toContain('```');
  });
});
