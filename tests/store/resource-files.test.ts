// The resource-file loaders (resource-files.ts): parsed once per change of a file, a missing file read as empty.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileResource, folderResource } from '../../electron/engine/resource-files.ts';
import { tempDir } from '../helpers/tmp.ts';

describe('resource files', () => {
  it('parses a file once, again after it changes, and reads a missing file as empty', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'words.tsv');
    fs.writeFileSync(file, 'a\nb\n');
    let parses = 0;
    const load = fileResource((text) => (parses++, text.split('\n').filter(Boolean)));
    expect(load(file)).toEqual(['a', 'b']);
    expect(load(file)).toEqual(['a', 'b']);
    expect(parses).toBe(1);
    fs.writeFileSync(file, 'c\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    await new Promise((r) => setTimeout(r, 1100));
    expect(load(file)).toEqual(['c']);
    expect(load(path.join(dir, 'missing.tsv'))).toEqual([]);
  });

  it('reads one file per sub-folder, in order, with a key that changes with them', () => {
    const dir = tempDir();
    for (const [lang, text] of [['de', 'ja'], ['fr', 'oui']]) {
      fs.mkdirSync(path.join(dir, lang));
      fs.writeFileSync(path.join(dir, lang, 'yes.tsv'), text);
    }
    fs.mkdirSync(path.join(dir, 'it'));
    const load = folderResource('yes.tsv', (texts) => texts);
    const { value, key } = load(dir);
    expect(value).toEqual(['ja', 'oui']);
    expect(key).toContain('yes.tsv');
  });
});
