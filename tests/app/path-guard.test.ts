// The guard that keeps file access inside the library's folders.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { containingFolder, isInside, resolveLibraryPath } from '../../electron/engine/api/path-guard.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { addFolder, insertDocument } from '../../electron/engine/store/documents.ts';
import { readDocumentView } from '../../electron/engine/api/documents.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { tempDir } from '../helpers/tmp.ts';

function layout() {
  const base = tempDir('quarry-guard-');
  const folder = path.join(base, 'lib');
  fs.mkdirSync(path.join(folder, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'sub', 'a.md'), '# A\n');
  fs.writeFileSync(path.join(base, 'outside.md'), '# Outside\n');
  fs.mkdirSync(path.join(base, 'lib-sibling'));
  fs.writeFileSync(path.join(base, 'lib-sibling', 'b.md'), '# B\n');
  fs.symlinkSync(path.join(base, 'outside.md'), path.join(folder, 'link-out.md'));
  fs.symlinkSync(path.join(base, 'lib-sibling'), path.join(folder, 'dir-out'));
  return { base, folder };
}

function code(fn: () => unknown): string {
  try {
    fn();
    return 'ok';
  } catch (e) {
    return isQuarryError(e) ? e.code : String(e);
  }
}

describe('path guard', () => {
  it('knows inside from outside, including sibling folders sharing a prefix', () => {
    expect(isInside('/a/lib', '/a/lib/x.md')).toBe(true);
    expect(isInside('/a/lib', '/a/lib')).toBe(true);
    expect(isInside('/a/lib', '/a/lib-sibling/x.md')).toBe(false);
    expect(isInside('/a/lib', '/a/x.md')).toBe(false);
  });

  it('resolves paths relative to a folder and refuses every way out', () => {
    const { base, folder } = layout();
    expect(resolveLibraryPath([folder], 'sub/a.md')).toBe(path.join(folder, 'sub', 'a.md'));
    expect(resolveLibraryPath([folder], path.join(folder, 'sub', 'a.md'))).toBe(path.join(folder, 'sub', 'a.md'));
    expect(code(() => resolveLibraryPath([folder], '../../etc/passwd'))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(code(() => resolveLibraryPath([folder], '/etc/passwd'))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(code(() => resolveLibraryPath([folder], '../outside.md'))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(code(() => resolveLibraryPath([folder], path.join(base, 'lib-sibling', 'b.md')))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(code(() => resolveLibraryPath([folder], 'link-out.md'))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(code(() => resolveLibraryPath([folder], 'dir-out/b.md'))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(code(() => containingFolder([folder], path.join(folder, 'link-out.md')))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(code(() => resolveLibraryPath([], 'sub/a.md'))).toBe('PATH_OUTSIDE_LIBRARY');
  });

  it('will not show a stored document whose file is a symlink out of its folder', () => {
    const { folder } = layout();
    const lib = openLibrary(path.join(tempDir(), 'lib.quarry'));
    const folderId = addFolder(lib.db, folder);
    const ok = insertDocument(lib.db, { folderId, path: path.join(folder, 'sub', 'a.md'), relpath: 'sub/a.md', hash: 'h', size: 4, mtime: 0, format: 'markdown', status: 'indexed', text: 'A' });
    const linked = insertDocument(lib.db, { folderId, path: path.join(folder, 'link-out.md'), relpath: 'link-out.md', hash: 'h', size: 4, mtime: 0, format: 'markdown', status: 'indexed', text: 'Outside' });
    expect(readDocumentView(lib.db, { docId: ok }).text).toBe('A');
    expect(code(() => readDocumentView(lib.db, { docId: linked }))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(code(() => readDocumentView(lib.db, { path: 'link-out.md' }))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(code(() => readDocumentView(lib.db, { docId: 'x' as never }))).toBe('BAD_ARGUMENT');
    expect(code(() => readDocumentView(lib.db, {} as never))).toBe('BAD_ARGUMENT');
    lib.close();
  });
});
