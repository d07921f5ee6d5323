// A question that names a package answers from the package's own folder: "Who wrote zork?" cites zork/'s licence
// notice, not another package's AUTHORS file that says "wrote" twice; a folder named with a version ("python3") is
// named by the word alone; a common word ("less", "make") names no folder by its spelling, nor does a word before a
// noun for documents ("open tar files").
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { foldersNamed } from '../../electron/engine/answer/prose/named-folders.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  const put = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  put('zork/copyright', 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: zork\nSource: https://example.org/zork\n\nFiles: *\nCopyright: 2012 Stephen Dolan <mu@example.org>\nLicense: MIT\n Permission is hereby granted, free of charge, to any person obtaining a copy.\n');
  put('zork/README', 'zork is a small adventure game engine.\n\nIt runs in a terminal.\n');
  put('bc/AUTHORS', 'Phil Nelson wrote bc, and Ken Pizzini wrote dc, making use of the code that Phil Nelson wrote.\n');
  put('python3/README', 'This is the Python interpreter, version 3.\n');
  put('less/README', 'less is a pager.\n');
  put('make/README', 'make builds programs.\n');
  lib = openLibrary(path.join(tempDir(), 'folders.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('the folder a question names', () => {
  it('finds folders by name, by name and version, and not by a common word', () => {
    const common = (w: string) => ['less', 'make', 'use', 'memory'].includes(w);
    expect(foldersNamed(lib.db, 'Who wrote zork?', common)).toEqual(['zork']);
    expect(foldersNamed(lib.db, 'What license is Python under?', common)).toEqual(['python3']);
    expect(foldersNamed(lib.db, 'How can I make zork use less memory?', common)).toEqual(['zork']);
    // (a word before a noun for documents describes a kind of file)
    expect(foldersNamed(lib.db, 'How can I open zork files?', common, new Set(['files']))).toEqual([]);
  });
  it('answers from the named package\'s folder first', async () => {
    const a = await answerQuestion(lib, 'Who wrote zork?', { strategy: 'textual' });
    expect(a.citations[0]?.path).toMatch(/^zork\//);
  });
});
