// `quarry index` and `quarry status --json` through the real command (child processes).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../electron/engine/errors.ts';
import { tempDir } from '../helpers/tmp.ts';
import { writeCorpus } from './corpus.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = path.join(repo, 'bin', 'quarry.mjs');

function quarry(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: repo, timeout: 60_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code) : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

describe('quarry index / status', () => {
  it('finishes with exit code 0 despite skipped and failed files, and status --json lists them', async () => {
    const root = tempDir('quarry-cli-');
    const docs = path.join(root, 'docs');
    const files = writeCorpus(docs, 9);
    fs.writeFileSync(path.join(docs, 'notes.xyz'), Buffer.from([0x00, 0x01, 0x02, 0x00, 0xff, 0x00, 0x10, 0x00]));
    fs.writeFileSync(path.join(docs, 'empty.md'), '');
    fs.writeFileSync(path.join(docs, 'big.txt'), 'x'.repeat(3 * 1024 * 1024));
    const lib = path.join(root, 'lib.quarry');

    const indexed = await quarry(['index', docs, '--library', lib, '--max-file-mb', '1']);
    expect(indexed.stderr).toBe('');
    expect(indexed.code).toBe(0);
    expect(indexed.stdout).toMatch(new RegExp(`${files.length} added.*2 with errors, 1 skipped`));

    const status = await quarry(['status', '--library', lib, '--json']);
    expect(status.code).toBe(0);
    const json = JSON.parse(status.stdout);
    expect(json).toMatchObject({
      documents: files.length,
      blocks: expect.any(Number),
      records: expect.any(Number),
      recordRows: expect.any(Number),
      links: expect.any(Number),
      byFormat: { html: expect.any(Number), markdown: expect.any(Number), csv: expect.any(Number) },
      folders: [{ path: docs, documents: files.length, errors: 2, skipped: 1 }],
    });
    expect(json.blocks).toBeGreaterThanOrEqual(files.length);
    expect(json.records).toBeGreaterThan(files.length);
    expect(json.links).toBeGreaterThan(0);
    expect(Object.values(json.byFormat as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(files.length);
    expect(json.errors).toEqual([
      { path: path.join(docs, 'big.txt'), code: 'FILE_TOO_LARGE', reason: expect.stringContaining('over the limit') },
      { path: path.join(docs, 'empty.md'), code: 'FILE_EMPTY', reason: expect.any(String) },
    ]);
    expect(json.skipped).toEqual([{ path: path.join(docs, 'notes.xyz'), reason: expect.stringContaining('binary content') }]);

    // again with the same limit: the good files, the empty one and the binary one (read once, hashed) are
    // unchanged; the one over the limit (never read) is checked again
    const again = await quarry(['index', docs, '--library', lib, '--json', '--max-file-mb', '1']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ added: 0, updated: 0, removed: 0, unchanged: files.length + 2, errors: 1, skipped: 0 });
    const statusAgain = await quarry(['status', '--library', lib, '--json']);
    expect(JSON.parse(statusAgain.stdout)).toEqual(json);
  });

  it('exits non-zero with a clear message for a missing folder', async () => {
    const root = tempDir('quarry-cli-');
    const res = await quarry(['index', path.join(root, 'no-such-folder'), '--library', path.join(root, 'lib.quarry')]);
    expect(res.code).toBe(ERRORS.FOLDER_NOT_FOUND.exit);
    expect(res.stderr).toMatch(/Folder not found: .*no-such-folder/);
  });

  it('exits non-zero and leaves the file untouched for a corrupt or foreign library file', async () => {
    const root = tempDir('quarry-cli-');
    const docs = path.join(root, 'docs');
    writeCorpus(docs, 3);
    // a SQLite header followed by garbage, and a file that is not SQLite at all
    const corrupt = path.join(root, 'corrupt.quarry');
    const garbage = Buffer.alloc(8192, 0xab);
    Buffer.from('SQLite format 3\0', 'latin1').copy(garbage);
    fs.writeFileSync(corrupt, garbage);
    const foreign = path.join(root, 'foreign.quarry');
    fs.writeFileSync(foreign, 'just some text, not a library');

    const [a, b] = await Promise.all([
      quarry(['index', docs, '--library', corrupt]),
      quarry(['index', docs, '--library', foreign]),
    ]);
    expect(a.code).toBe(ERRORS.LIBRARY_CORRUPT.exit);
    expect(a.stderr).toMatch(/^quarry: (Library file is corrupt|Not a Quarry library)/);
    expect(b.code).toBe(ERRORS.LIBRARY_FOREIGN.exit);
    expect(b.stderr).toMatch(/^quarry: Not a Quarry library/);
    expect(fs.readFileSync(corrupt).equals(garbage)).toBe(true);
    expect(fs.readFileSync(foreign, 'utf8')).toBe('just some text, not a library');
  });
});
