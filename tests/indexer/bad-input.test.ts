// Bad input is recorded with a clear reason and indexing carries on with the other files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexFolders, type IndexReport } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { libraryStatus } from '../../electron/engine/store/status.ts';
import { getDocumentByPath } from '../../electron/engine/store/documents.ts';
import { symbolicDeriver } from '../../electron/engine/skg/symbolic-deriver.ts';
import { tempDir } from '../helpers/tmp.ts';
import { device, htmlPage, markdownNote } from './corpus.ts';
import { numericFacts, snapshot } from './snapshot.ts';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const MAX_BYTES = 20_000;

let dir: string;
let library: Library;
let report: IndexReport;
const sockets: net.Server[] = [];

function rowOf(rel: string) {
  return getDocumentByPath(library.db, path.join(dir, rel));
}

beforeAll(async () => {
  const root = tempDir('quarry-bad-input-');
  dir = path.join(root, 'docs');
  fs.mkdirSync(path.join(dir, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'good.html'), htmlPage(device(1)));
  fs.writeFileSync(path.join(dir, 'sub', 'good.md'), markdownNote(device(2)));
  // binary content behind a text extension
  const binary = Buffer.alloc(4096);
  for (let i = 0; i < binary.length; i++) binary[i] = (i * 7919) % 256;
  fs.writeFileSync(path.join(dir, 'photo.txt'), binary);
  fs.writeFileSync(path.join(dir, 'empty.md'), '');
  fs.writeFileSync(path.join(dir, 'blank.txt'), '   \n\n  \n');
  fs.writeFileSync(path.join(dir, 'huge.txt'), 'word '.repeat(MAX_BYTES / 4));
  // text under an unknown extension or none is read; binary content there is skipped, as is a binary name
  fs.writeFileSync(path.join(dir, 'notes.xyz'), 'Plain notes under an unknown extension.');
  fs.writeFileSync(path.join(dir, 'Makefile'), 'all:\n\techo hi\n');
  fs.writeFileSync(path.join(dir, 'archive.xyz'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00]));
  fs.writeFileSync(path.join(dir, 'picture.png'), 'not even read');
  // deeply nested HTML: must not overflow the parser's stack
  const depth = 20_000;
  fs.writeFileSync(path.join(dir, 'nested.html'), `<html><body>${'<div>'.repeat(depth)}<p>deep text at the bottom</p>${'</div>'.repeat(depth)}</body></html>`);
  // links: a folder link back to the root (a loop), a link to itself, a broken link
  fs.symlinkSync(dir, path.join(dir, 'sub', 'loop'));
  fs.symlinkSync(path.join(dir, 'self.md'), path.join(dir, 'self.md'));
  fs.symlinkSync(path.join(dir, 'missing.md'), path.join(dir, 'broken.md'));
  // a link out of the folder, to a file the kernel refuses to read: it is not followed at all
  if (process.platform === 'linux') fs.symlinkSync('/proc/self/mem', path.join(dir, 'kernel.txt'));
  // an unreadable file (root reads through chmod 000, so as root this one is readable)
  fs.writeFileSync(path.join(dir, 'unreadable.txt'), 'secret');
  fs.chmodSync(path.join(dir, 'unreadable.txt'), 0o000);
  // a named pipe and a socket: reading either would block or fail
  if (process.platform !== 'win32') {
    execFileSync('mkfifo', [path.join(dir, 'pipe.txt')]);
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(path.join(dir, 'socket.md'), resolve));
    sockets.push(server);
  }
  library = openLibrary(path.join(root, 'library.quarry'));
  report = await indexFolders(library, [dir], { derivers: [symbolicDeriver()], maxFileBytes: MAX_BYTES });
});

afterAll(() => {
  library?.close();
  for (const s of sockets) s.close();
});

describe('bad input', () => {
  it('indexes the good files and finishes', async () => {
    expect(rowOf('good.html')?.status).toBe('indexed');
    expect(rowOf('sub/good.md')?.status).toBe('indexed');
    expect(await numericFacts(library, 'Testphone 1')).toContain('Battery=3010');
    expect(await numericFacts(library, 'Testphone 2')).toContain('Battery=3020');
  });

  it('records a binary file with a text extension as an error', () => {
    expect(rowOf('photo.txt')).toMatchObject({ status: 'error', errorCode: 'FILE_BINARY' });
    expect(rowOf('photo.txt')?.error).toMatch(/NUL|control/);
  });

  it('records empty and blank files as errors, with a reason that says so', () => {
    expect(rowOf('empty.md')).toMatchObject({ status: 'error', errorCode: 'FILE_EMPTY', error: expect.stringMatching(/no content \(0 bytes\)/) });
    expect(rowOf('blank.txt')).toMatchObject({ status: 'error', errorCode: 'FILE_EMPTY', error: expect.stringMatching(/white space|no text/) });
    expect(rowOf('blank.txt')?.error).not.toContain('blank.txt'); // the reason, not the file's name
  });

  it.skipIf(process.platform === 'win32')('records named pipes and sockets as skipped, saying what they are', () => {
    expect(rowOf('pipe.txt')).toMatchObject({ status: 'skipped', errorCode: 'FILE_SPECIAL' });
    expect(rowOf('pipe.txt')?.error).toMatch(/named pipe \(FIFO\), not a regular file/);
    expect(rowOf('socket.md')).toMatchObject({ status: 'skipped', errorCode: 'FILE_SPECIAL' });
    expect(rowOf('socket.md')?.error).toMatch(/a socket/);
    const skipped = libraryStatus(library.db).skipped.map((s) => s.path);
    expect(skipped).toEqual(expect.arrayContaining([path.join(dir, 'pipe.txt'), path.join(dir, 'socket.md')]));
  });

  it.skipIf(process.platform !== 'linux')('does not follow a link out of the folder (not even to read it)', () => {
    expect(rowOf('kernel.txt')).toMatchObject({ status: 'skipped', errorCode: 'PATH_OUTSIDE_LIBRARY' });
    expect(rowOf('kernel.txt')?.error).toMatch(/symbolic link to \/proc\/\d+\/mem, outside the folder; not followed/);
  });

  it('records a file over the size limit with its size and the limit', () => {
    const row = rowOf('huge.txt');
    expect(row).toMatchObject({ status: 'error', errorCode: 'FILE_TOO_LARGE' });
    expect(row?.error).toContain(String(MAX_BYTES));
  });

  it('reads text under unknown extensions and none; lists binary content and binary names as skipped with the reason', () => {
    expect(rowOf('notes.xyz')).toMatchObject({ status: 'indexed', format: 'text' });
    expect(rowOf('Makefile')).toMatchObject({ status: 'indexed', format: 'text' });
    expect(rowOf('archive.xyz')).toMatchObject({ status: 'skipped', errorCode: 'FORMAT_UNSUPPORTED' });
    expect(rowOf('archive.xyz')?.error).toMatch(/binary content: NUL bytes/);
    expect(rowOf('picture.png')).toMatchObject({ status: 'skipped', errorCode: 'FORMAT_UNSUPPORTED' });
    expect(rowOf('picture.png')?.error).toContain('.png');
    const status = libraryStatus(library.db);
    // pipes, sockets and links out of the folder are skipped too (tested above); these are the files Quarry does not read
    const notRead = status.skipped.filter((s) => !/not a regular file|outside the folder/.test(s.reason));
    expect(notRead.map((s) => path.basename(s.path)).sort()).toEqual(['archive.xyz', 'picture.png']);
  });

  it('indexes deeply nested HTML (or records why not) without crashing the run', () => {
    const row = rowOf('nested.html');
    expect(row).toBeDefined();
    if (row!.status === 'indexed') {
      const text = library.db.prepare(`SELECT text FROM documents WHERE id = ?`).get(row!.id) as { text: string };
      expect(text.text).toContain('deep text at the bottom');
    } else {
      expect(row!.error).toBeTruthy();
    }
  });

  it('does not loop through a folder link to an ancestor, nor index files twice through it', () => {
    const paths = (library.db.prepare(`SELECT path FROM documents`).all() as Array<{ path: string }>).map((r) => r.path);
    expect(paths.some((p) => p.includes(`${path.sep}loop${path.sep}`))).toBe(false);
    expect(paths.filter((p) => p.endsWith('good.html'))).toHaveLength(1);
  });

  it('records broken and self-referencing links as errors', () => {
    expect(rowOf('broken.md')).toMatchObject({ status: 'error', error: 'broken symbolic link' });
    expect(rowOf('self.md')?.status).toBe('error');
    expect(rowOf('self.md')?.error).toMatch(/ELOOP/);
  });

  it.skipIf(isRoot)('records an unreadable file as an error with the system reason', () => {
    // as root chmod 000 does not stop reads
    const row = rowOf('unreadable.txt');
    expect(row).toMatchObject({ status: 'error', errorCode: 'FILE_UNREADABLE' });
    expect(row?.error).toMatch(/EIO|EACCES|EPERM/);
  });

  it('counts every problem in the report and the status', () => {
    const status = libraryStatus(library.db);
    expect(report.added).toBe(status.documents);
    expect(report.errors).toBe(status.errors.length);
    expect(report.skipped).toBe(status.skipped.length);
    for (const e of status.errors) expect(e.reason).toBeTruthy();
  });

  it('changes nothing when the folder is indexed again', async () => {
    const before = snapshot(library);
    const again = await indexFolders(library, [dir], { derivers: [symbolicDeriver()], maxFileBytes: MAX_BYTES });
    expect(again.added + again.updated + again.removed).toBe(0);
    expect(snapshot(library)).toEqual(before);
  });
});

describe('folder arguments', () => {
  it('refuses a missing folder and a file given as a folder', async () => {
    const root = tempDir('quarry-bad-folder-');
    const lib = openLibrary(path.join(root, 'l.quarry'));
    try {
      await expect(indexFolders(lib, [path.join(root, 'nope')])).rejects.toMatchObject({ code: 'FOLDER_NOT_FOUND' });
      fs.writeFileSync(path.join(root, 'file.txt'), 'x');
      await expect(indexFolders(lib, [path.join(root, 'file.txt')])).rejects.toMatchObject({ code: 'FOLDER_NOT_FOUND' });
    } finally {
      lib.close();
    }
  });

  it('resolves links between files of the folder, and leaves external links unresolved', async () => {
    const root = tempDir('quarry-links-');
    const docs = path.join(root, 'site');
    fs.mkdirSync(path.join(docs, 'a'), { recursive: true });
    fs.writeFileSync(path.join(docs, 'index.html'), `<html><body><h1>Home</h1><p>See <a href="a/page.html#top">the page</a>, <a href="/a/note.md">the note</a>, <a href="https://example.com/x">elsewhere</a>, <a href="../outside.html">outside</a> and <a href="#here">here</a>.</p></body></html>`);
    fs.writeFileSync(path.join(docs, 'a', 'page.html'), `<html><body><h1>Page</h1><p>Back <a href="../index.html">home</a>.</p></body></html>`);
    fs.writeFileSync(path.join(docs, 'a', 'note.md'), `# Note\n\nSee [the page](page.html) and [home](../index.html?x=1).\n`);
    const lib = openLibrary(path.join(root, 'l.quarry'));
    try {
      await indexFolders(lib, [docs]);
      const links = lib.db
        .prepare(`SELECT d.relpath AS src, l.href, l.target_path AS target FROM links l JOIN documents d ON d.id = l.src_doc_id ORDER BY d.relpath, l.href`)
        .all() as Array<{ src: string; href: string; target: string | null }>;
      const byHref = (src: string, href: string) => links.find((l) => l.src === src && l.href === href);
      expect(byHref('index.html', 'a/page.html#top')?.target).toBe(path.join(docs, 'a', 'page.html'));
      expect(byHref('index.html', '/a/note.md')?.target).toBe(path.join(docs, 'a', 'note.md'));
      expect(byHref('index.html', 'https://example.com/x')?.target).toBeNull();
      expect(byHref('index.html', '../outside.html')?.target).toBeNull();
      expect(byHref(path.join('a', 'page.html'), '../index.html')?.target).toBe(path.join(docs, 'index.html'));
      expect(byHref(path.join('a', 'note.md'), 'page.html')?.target).toBe(path.join(docs, 'a', 'page.html'));
      expect(byHref(path.join('a', 'note.md'), '../index.html?x=1')?.target).toBe(path.join(docs, 'index.html'));
      // every resolved target is a document of the library
      for (const l of links.filter((x) => x.target)) expect(getDocumentByPath(lib.db, l.target!)).toBeDefined();
    } finally {
      lib.close();
    }
  });
});
