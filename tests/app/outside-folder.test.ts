// Nothing outside the library's folders reaches an answer: links out of a folder are not followed when indexing
// (they are listed as skipped), `ask` never returns text of a file outside the folders (also when a file was swapped
// for such a link after indexing), and `readDocument` refuses such a path. With links followed, a link may lead
// into another of the library's folders, never elsewhere.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuarryService, type QuarryService } from '../../electron/engine/api/service.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { getDocumentByPath, listDocuments } from '../../electron/engine/store/documents.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { tempDir } from '../helpers/tmp.ts';

const SECRET = 'zebraquokka launch codes are 7781';
const SECRET_WORDS = /zebraquokka|7781/i;

let root: string;
let docs: string;
let outside: string;
let service: QuarryService;

function note(title: string, body: string): string {
  return `# ${title}\n\n${body}\n`;
}

beforeAll(async () => {
  root = tempDir('quarry-outside-');
  docs = path.join(root, 'docs');
  outside = path.join(root, 'outside');
  fs.mkdirSync(docs);
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'secret.md'), note('Secret', SECRET));
  fs.writeFileSync(path.join(docs, 'garden.md'), note('Garden', 'The garden has roses and a pond with koi.'));
  fs.writeFileSync(path.join(docs, 'victim.md'), note('Victim', 'A harmless note about teapots and kettles.'));
  fs.symlinkSync(outside, path.join(docs, 'elsewhere')); // a folder link out
  fs.symlinkSync(path.join(outside, 'secret.md'), path.join(docs, 'passwd.md')); // a file link out
  service = createQuarryService({ libraryPath: path.join(root, 'lib.quarry'), modelsDir: tempDir('quarry-models-'), watch: false });
  await service.addFolder({ path: docs });
  await service.indexingIdle();
}, 120_000);
afterAll(async () => {
  await service?.close();
});

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'resolved';
  } catch (e) {
    return isQuarryError(e) ? e.code : String(e);
  }
}

describe('links out of a folder', () => {
  it('are not followed: the outside file is not indexed, and both links are listed as skipped with the reason', async () => {
    const overview = await service.libraryOverview();
    expect(overview.documents).toBe(2);
    const skipped = overview.problems.filter((p) => p.status === 'skipped');
    expect(skipped.map((p) => p.path).sort()).toEqual(['elsewhere', 'passwd.md']);
    expect(skipped.every((p) => p.code === 'PATH_OUTSIDE_LIBRARY' && /outside the folder; not followed/.test(p.reason))).toBe(true);
  });

  it('ask never returns the text of a file outside the folders', async () => {
    for (const q of ['What are the zebraquokka launch codes?', 'zebraquokka 7781', 'secret']) {
      const a = await service.ask({ question: q, requestId: 'q' });
      expect(a.answer).not.toMatch(SECRET_WORDS);
      expect(JSON.stringify(a.citations)).not.toMatch(SECRET_WORDS);
      expect(a.citations.every((c) => !c.path.includes('..') && !c.path.startsWith('elsewhere') && c.path !== 'passwd.md')).toBe(true);
    }
  });

  it('readDocument refuses a path through a link out of the folder', async () => {
    expect(await codeOf(service.readDocument({ path: 'passwd.md' }))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(await codeOf(service.readDocument({ path: 'elsewhere/secret.md' }))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(await codeOf(service.readDocument({ path: path.join(outside, 'secret.md') }))).toBe('PATH_OUTSIDE_LIBRARY');
  });

  it('an indexed file later swapped for a link out of the folder is never quoted, and the next run drops it', async () => {
    const before = await service.ask({ question: 'teapots and kettles', requestId: 't' });
    expect(before.citations.some((c) => c.path === 'victim.md')).toBe(true);
    const victim = path.join(docs, 'victim.md');
    fs.rmSync(victim);
    fs.symlinkSync(path.join(outside, 'secret.md'), victim);
    const after = await service.ask({ question: 'teapots and kettles', requestId: 't' });
    expect(after.citations.some((c) => c.path === 'victim.md')).toBe(false);
    expect(after.answer).not.toMatch(SECRET_WORDS);
    expect(await codeOf(service.readDocument({ path: 'victim.md' }))).toBe('PATH_OUTSIDE_LIBRARY');
    await service.reindex({});
    await service.indexingIdle();
    const overview = await service.libraryOverview();
    expect(overview.problems.find((p) => p.path === 'victim.md')).toMatchObject({ status: 'skipped', code: 'PATH_OUTSIDE_LIBRARY' });
    expect(overview.documents).toBe(1);
  }, 60_000);
});

describe('following links (an option, off by default)', () => {
  it('leads into another of the library folders, never out of them', async () => {
    const base = tempDir('quarry-follow-');
    const a = path.join(base, 'a');
    const b = path.join(base, 'b');
    const away = path.join(base, 'away');
    for (const d of [a, b, away]) fs.mkdirSync(d);
    fs.writeFileSync(path.join(b, 'shared.md'), note('Shared', 'Notes kept in folder b.'));
    fs.writeFileSync(path.join(away, 'private.md'), note('Private', SECRET));
    fs.symlinkSync(b, path.join(a, 'to-b'));
    fs.symlinkSync(away, path.join(a, 'to-away'));
    const library = openLibrary(path.join(base, 'lib.quarry'));
    try {
      await indexFolders(library, [b], { derivers: [] });
      await indexFolders(library, [a], { derivers: [], followLinks: true });
      expect(getDocumentByPath(library.db, path.join(a, 'to-b', 'shared.md'))?.status).toBe('indexed');
      expect(getDocumentByPath(library.db, path.join(a, 'to-away'))).toMatchObject({ status: 'skipped', errorCode: 'PATH_OUTSIDE_LIBRARY' });
      expect(listDocuments(library.db).some((d) => d.path.includes('private.md'))).toBe(false);
      // off (the default): not even into another library folder
      await indexFolders(library, [a], { derivers: [] });
      expect(getDocumentByPath(library.db, path.join(a, 'to-b', 'shared.md'))).toBeUndefined();
    } finally {
      library.close();
    }
  });
});
