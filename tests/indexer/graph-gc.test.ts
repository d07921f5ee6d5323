// Garbage collection of the graph: after files are modified, deleted and renamed, a re-indexed library holds exactly
// the quads and dictionary terms a fresh index of the final folder holds (ids that runs assign aside), so nothing a
// removed document used lingers: not its facts, not the shared value nodes only it used, not their terms.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { tempDir } from '../helpers/tmp.ts';
import { csvCatalogue, device, htmlPage, markdownNote, writeCorpus } from './corpus.ts';
import { graphSnapshot } from './snapshot.ts';

const index = (library: Library, dir: string) => indexFolders(library, [dir], { derivers: defaultDerivers() });

function diff(a: string[], b: string[]): { onlyA: string[]; onlyB: string[] } {
  const sb = new Set(b);
  const sa = new Set(a);
  return { onlyA: a.filter((x) => !sb.has(x)).slice(0, 10), onlyB: b.filter((x) => !sa.has(x)).slice(0, 10) };
}

describe('graph garbage collection', () => {
  it('a library re-indexed after modify, delete and rename equals a fresh index of the final folder', async () => {
    const root = tempDir('quarry-gc-');
    const dir = path.join(root, 'docs');
    writeCorpus(dir, 30);
    // a file whose values no other file states (its value nodes and terms are its own)
    const unique = { ...device(500), name: 'Loner Phone', battery: 4321, weight: 321 };
    fs.writeFileSync(path.join(dir, 'brand0', 'loner.md'), markdownNote(unique).replace('## Misc', '## Colours\n\nColour: Aubergine Frost\n\n## Misc'));
    const library = openLibrary(path.join(root, 'reindexed.quarry'));
    try {
      await index(library, dir);
      // modify: new numbers and a new section; delete: the loner and a catalogue; rename: a page and a note
      fs.writeFileSync(path.join(dir, 'brand0', 'testphone-0.html'), htmlPage({ ...device(0), battery: 9876, weight: 99 }));
      fs.rmSync(path.join(dir, 'brand0', 'loner.md'));
      fs.rmSync(path.join(dir, 'catalogues', 'catalogue-14.csv'));
      fs.renameSync(path.join(dir, 'brand1', 'testphone-1.md'), path.join(dir, 'brand2', 'renamed-1.md'));
      fs.renameSync(path.join(dir, 'brand3', 'testphone-3.html'), path.join(dir, 'brand3', 'moved-3.html'));
      fs.writeFileSync(path.join(dir, 'catalogues', 'catalogue-29.csv'), csvCatalogue([{ ...device(6), price: 777 }, device(7)]));
      const report = await index(library, dir);
      expect(report.removed).toBeGreaterThanOrEqual(4);

      const fresh = openLibrary(path.join(root, 'fresh.quarry'));
      try {
        await index(fresh, dir);
        const a = graphSnapshot(library);
        const b = graphSnapshot(fresh);
        expect(diff(a.quads, b.quads)).toEqual({ onlyA: [], onlyB: [] });
        expect(a.quads.length).toBe(b.quads.length);
        expect(diff(a.terms, b.terms)).toEqual({ onlyA: [], onlyB: [] });
        expect(a.terms.length).toBe(b.terms.length);
        expect(a.graphRefs).toBe(b.graphRefs);
        expect(a.triples).toBe(b.triples);
        expect(a.terms.some((t) => t.includes('Aubergine Frost'))).toBe(false);
      } finally {
        fresh.close();
      }
    } finally {
      library.close();
    }
  }, 120_000);
});
