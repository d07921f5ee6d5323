// Files are read by content when their name does not say what they are: extensionless READMEs, reStructuredText,
// Org, UTF-16 without a BOM, gzip-compressed text; binary content is refused with a reason.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { decodeText, parseFile } from '../../electron/engine/ingest/parse.ts';
import { textFormatOf } from '../../electron/engine/ingest/sniff.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { libraryStatus } from '../../electron/engine/store/status.ts';
import { tempDir } from '../helpers/tmp.ts';
import { expectRangesHold, FIXTURES, parseFixture } from './helpers.ts';

async function failure(p: Promise<unknown>): Promise<{ code: string; detail: string } | null> {
  try {
    await p;
    return null;
  } catch (e) {
    return isQuarryError(e) ? { code: e.code, detail: e.detail } : { code: `not a QuarryError: ${String(e)}`, detail: '' };
  }
}

const headings = (doc: { blocks: { headingPath: string[] }[] }) => [...new Set(doc.blocks.flatMap((b) => b.headingPath))];

describe('reading files by content', () => {
  it('indexes an extensionless README with its underlined headings, under the folder it describes', async () => {
    const doc = await parseFixture('docs/quarrytool/README', { targetWords: 10 });
    expectRangesHold(doc);
    expect(doc.format).toBe('text');
    expect(doc.title).toBe('Quarry Tool');
    expect(doc.subject).toBe('quarrytool');
    const pathOf = (words: string) => doc.blocks.find((b) => b.text.includes(words))?.headingPath;
    expect(pathOf('digs through folders')).toEqual(['Quarry Tool']);
    expect(pathOf('Run the installer')).toEqual(['Quarry Tool', 'Installation']);
    expect(pathOf('Point it at a folder')).toEqual(['Quarry Tool', 'Usage']);
    // the underline is markup, not text
    expect(doc.text).not.toContain('====');
  });

  it('reads reStructuredText: overlined and underlined titles as headings, a field list as fields, directives dropped', async () => {
    const doc = await parseFixture('guide.rst', { targetWords: 10 });
    expectRangesHold(doc);
    expect(doc.format).toBe('rst');
    expect(doc.title).toBe('Field Guide');
    expect(headings(doc)).toEqual(['Field Guide', 'Getting started', 'Advanced use']);
    expect(doc.blocks.find((b) => b.text.includes('Combine two tools'))?.headingPath).toEqual(['Field Guide', 'Getting started', 'Advanced use']);
    expect(doc.records[0].rows.map((r) => `${r.key}=${r.value}`)).toEqual(['Author=Rita Writer', 'Version=1.4']);
    expect(doc.text).not.toContain('.. note::');
  });

  it('reads Org: star headings at their levels and #+TITLE as the title', async () => {
    const doc = await parseFixture('notes.org', { targetWords: 5 });
    expectRangesHold(doc);
    expect(doc.format).toBe('org');
    expect(doc.title).toBe('Garden Notes');
    expect(doc.blocks.find((b) => b.text.includes('Prune the roses'))?.headingPath).toEqual(['Spring', 'Pruning']);
    expect(doc.blocks.find((b) => b.text.includes('Collect the seeds'))?.headingPath).toEqual(['Autumn']);
  });

  it('reads GNU outline NEWS: one block per release, headed by the release', async () => {
    const doc = await parseFixture('docs/quarrytool/NEWS');
    expectRangesHold(doc);
    expect(doc.format).toBe('org');
    const entry = doc.blocks.find((b) => b.text.includes('nested archives'));
    expect(entry?.headingPath).toEqual(['quarrytool', 'Noteworthy changes in release 2.39 (2022-12-01) [stable]']);
    expect(entry?.text).not.toContain('80 characters');
  });

  it('recognises the kind of a text from its content', () => {
    expect(textFormatOf('pkg (1.0-1) unstable; urgency=low\n\n  * Initial release.\n\n -- A B <a@b.c>  Mon, 01 Jan 2024 00:00:00 +0000\n')).toBe('changelog');
    expect(textFormatOf('Package: foo\nVersion: 1.0\nDescription: a thing\n')).toBe('stanzas');
    expect(textFormatOf('<!DOCTYPE html><html><body><p>x</p></body></html>')).toBe('html');
    expect(textFormatOf('{"a": [1, 2]}')).toBe('json');
    expect(textFormatOf('.TH FOO 1\n.SH NAME\nfoo \\- does things\n')).toBe('man');
    expect(textFormatOf('=head1 NAME\n\nFoo - bar\n')).toBe('pod');
    expect(textFormatOf('# Title\n\nSome text.\n\n## Usage\n\nRun it.\n')).toBe('markdown');
    expect(textFormatOf('#!/bin/sh\n# a script\n## with comments\necho hi\n')).toBe('code');
    expect(textFormatOf('Just some notes.\n\nBattery capacity: 4000 mAh\n')).toBe('text');
  });

  it('reads a man page: sections as headings, the page name as the title, no troff markup', async () => {
    const man = [
      '.\\" a comment',
      '.TH QUARRY 1 "2024" "Quarry"',
      '.SH NAME',
      'quarry \\- answers questions about your own folders of files, offline, with the evidence',
      '.SH OPTIONS',
      '.TP',
      '.B \\-\\-json',
      'print \\fBJSON\\fR instead of the table, so that other programs can read the answer',
    ].join('\n');
    const doc = await parseFile('quarry.1', Buffer.from(man), { targetWords: 10 });
    expectRangesHold(doc);
    expect(doc.format).toBe('man');
    expect(doc.title).toBe('QUARRY(1)');
    expect(doc.blocks.map((b) => b.headingPath)).toEqual([['NAME'], ['OPTIONS']]);
    expect(doc.text).toContain('--json');
    expect(doc.text).toContain('print JSON');
    expect(doc.text).not.toMatch(/\\f|\.TP/);
  });

  it('decodes UTF-16 LE and BE without a BOM from their zero-byte pattern', async () => {
    const s = 'Größe: 10 cm\nFarbe: Rot\nGewicht: 5 kg';
    expect(decodeText(iconv.encode(s, 'utf-16le'))).toEqual({ text: s, encoding: 'utf-16le' });
    expect(decodeText(iconv.encode(s, 'utf-16be'))).toEqual({ text: s, encoding: 'utf-16be' });
    const be = await parseFile('werte.txt', iconv.encode(s, 'utf-16be'));
    expect(be.records[0].rows.map((r) => r.value)).toEqual(['10 cm', 'Rot', '5 kg']);
    const le = await parseFile('WERTE', iconv.encode(s, 'utf-16le'));
    expect(le.records[0].rows.map((r) => r.key)).toEqual(['Größe', 'Farbe', 'Gewicht']);
  });

  it('reads a .gz file as the file inside it, and refuses one that decompresses past the cap', async () => {
    const changelog = fs.readFileSync(path.join(FIXTURES, 'docs/quarrytool/changelog.Debian'));
    const file = path.join(FIXTURES, 'docs/quarrytool/changelog.Debian.gz'); // never written: the bytes are given
    const doc = await parseFile(file, zlib.gzipSync(changelog));
    expectRangesHold(doc);
    expect(doc.format).toBe('changelog');
    expect(doc.subject).toBe('quarrytool');
    expect(doc.title).toBe('quarrytool changelog.Debian');
    expect(doc.records[0].rows.find((r) => r.key === 'Latest version')?.value).toBe('2.39.1-2');
    const bomb = zlib.gzipSync(Buffer.alloc(2_000_000, 'a'));
    expect(await failure(parseFile('big.txt.gz', bomb, { maxDecompressedBytes: 1_000_000 }))).toEqual({
      code: 'FILE_TOO_LARGE',
      detail: 'decompressed, it is larger than the limit of 1000000 bytes',
    });
    expect((await failure(parseFile('broken.gz', zlib.gzipSync(changelog).subarray(0, 40))))?.code).toBe('FILE_CORRUPT');
    const png = zlib.gzipSync(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]));
    expect((await failure(parseFile('icon.png.gz', png)))?.code).toBe('FORMAT_UNSUPPORTED');
  });

  it('refuses binary content: skipped without an extension, an error behind a text extension', async () => {
    const binary = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x3e, 0x00]);
    const skipped = await failure(parseFile('program', binary));
    expect(skipped?.code).toBe('FORMAT_UNSUPPORTED');
    expect(skipped?.detail).toMatch(/^binary content: NUL bytes/);
    expect((await failure(parseFile('program.txt', binary)))?.code).toBe('FILE_BINARY');
    // FILE_EMPTY says the file is empty, not its name
    expect(await failure(parseFile('NEWS', Buffer.alloc(0)))).toEqual({ code: 'FILE_EMPTY', detail: 'the file has no content (0 bytes)' });
  });

  it('indexes a folder of extensionless files, listing the binary one as skipped with its reason', async () => {
    const root = tempDir('quarry-sniff-');
    const dir = path.join(root, 'doc', 'quarrytool');
    fs.mkdirSync(dir, { recursive: true });
    for (const f of ['README', 'NEWS', 'copyright', 'changelog.Debian']) fs.copyFileSync(path.join(FIXTURES, 'docs/quarrytool', f), path.join(dir, f));
    fs.writeFileSync(path.join(dir, 'changelog.gz'), zlib.gzipSync('2022-12-01  Jane Maintainer  <jane@example.org>\n\n\t* src/main.c: read nested archives.\n'));
    fs.writeFileSync(path.join(dir, 'logo'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]));
    const library = openLibrary(path.join(root, 'lib.quarry'));
    try {
      const report = await indexFolders(library, [path.join(root, 'doc')]);
      expect(report).toMatchObject({ added: 5, skipped: 1, errors: 0 });
      const status = libraryStatus(library.db);
      expect(status.byFormat).toEqual({ changelog: 1, org: 1, stanzas: 1, text: 2 });
      expect(status.skipped).toEqual([{ path: path.join(dir, 'logo'), reason: expect.stringMatching(/^binary content: NUL bytes/) }]);
    } finally {
      library.close();
    }
  });
});
