// The engine facade behind both transports: indexing jobs with progress, documents, settings, questions, SPARQL.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedHarness, type Harness } from './helpers.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { tempDir } from '../helpers/tmp.ts';

let h: Harness;
beforeAll(async () => {
  h = await indexedHarness();
});
afterAll(async () => {
  await h?.service.close();
});

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return isQuarryError(e) ? e.code : `not a QuarryError: ${String(e)}`;
  }
  return 'resolved';
}

describe('engine facade', () => {
  it('indexes an added folder with progress events, a summary and the skipped file with its reason', async () => {
    const overview = await h.service.libraryOverview();
    expect(overview.folders).toEqual([expect.objectContaining({ path: h.folder, documents: 4, skipped: 1 })]);
    expect(overview.documents).toBe(4);
    expect(overview.records).toBeGreaterThanOrEqual(2);
    expect(overview.problems).toEqual([expect.objectContaining({ path: 'photo.xyz', status: 'skipped', code: 'FORMAT_UNSUPPORTED' })]);
    const progress = h.events.filter((e) => e.type === 'index-progress');
    expect(progress.length).toBeGreaterThan(0);
    const phases = new Set(progress.map((e) => (e.type === 'index-progress' ? e.progress.phase : '')));
    expect(phases.has('parse')).toBe(true);
    const finished = h.events.find((e) => e.type === 'index-finished');
    expect(finished?.type === 'index-finished' && finished.job).toMatchObject({ running: false, error: null, summary: { added: 4, skipped: 1 } });
    expect(overview.indexing).toMatchObject({ running: false });
  });

  it('re-indexing an unchanged folder changes nothing', async () => {
    const job = await h.service.reindex({});
    expect(job.running).toBe(true);
    await h.service.indexingIdle();
    const overview = await h.service.libraryOverview();
    // the skipped binary file was read and hashed once: unchanged too
    expect(overview.indexing?.summary).toMatchObject({ added: 0, updated: 0, unchanged: 5 });
  });

  it('refuses folders that do not exist and operations it does not know', async () => {
    expect(await codeOf(h.service.addFolder({ path: path.join(h.folder, 'nope') }))).toBe('FOLDER_NOT_FOUND');
    expect(await codeOf(h.service.removeFolder({ folderId: 999 }))).toBe('FOLDER_NOT_FOUND');
    expect(await codeOf(h.service.ask({ question: '   ', requestId: 'x' }))).toBe('QUESTION_INVALID');
  });

  it('reads a document by id and by path relative to its folder, with the cited range inside its text', async () => {
    const byPath = await h.service.readDocument({ path: 'products/phones/corvid-c3.html' });
    expect(byPath.relpath).toBe('products/phones/corvid-c3.html');
    expect(byPath.folder).toBe(h.folder);
    expect(byPath.text).toContain('6000 mAh');
    const byId = await h.service.readDocument({ docId: byPath.docId });
    expect(byId.text).toBe(byPath.text);
    expect(await codeOf(h.service.readDocument({ docId: 123456 }))).toBe('FILE_NOT_FOUND');
    expect(await codeOf(h.service.readDocument({ path: 'photo.xyz' }))).toBe('FILE_NOT_FOUND');
  });

  it('refuses to read files outside the library: climbing paths, absolute paths, symlinks out', async () => {
    expect(await codeOf(h.service.readDocument({ path: '../../etc/passwd' }))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(await codeOf(h.service.readDocument({ path: '/etc/passwd' }))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(await codeOf(h.service.readDocument({ path: 'products/../../secret.md' }))).toBe('PATH_OUTSIDE_LIBRARY');
    expect(await codeOf(h.service.readDocument({ path: 'guides/\0battery-care.md' }))).toBe('PATH_OUTSIDE_LIBRARY');

    // a symlink inside the folder pointing at a file outside it
    const outside = path.join(tempDir(), 'secret.md');
    fs.writeFileSync(outside, '# Secret\n\nThe launch code is 1234.\n');
    fs.symlinkSync(outside, path.join(h.folder, 'linked-secret.md'));
    await h.service.reindex({});
    await h.service.indexingIdle();
    expect(await codeOf(h.service.readDocument({ path: 'linked-secret.md' }))).toMatch(/PATH_OUTSIDE_LIBRARY|FILE_NOT_FOUND/);
    expect(await codeOf(h.service.readDocument({ path: path.join(h.folder, 'linked-secret.md') }))).toMatch(/PATH_OUTSIDE_LIBRARY|FILE_NOT_FOUND/);
    const overview = await h.service.libraryOverview();
    for (const p of overview.problems) {
      if (p.path !== 'linked-secret.md') continue;
      expect(await codeOf(h.service.readDocument({ docId: p.docId }))).toMatch(/PATH_OUTSIDE_LIBRARY|FILE_NOT_FOUND/);
    }
    fs.rmSync(path.join(h.folder, 'linked-secret.md'));
  });

  it('keeps settings in the library and validates them', async () => {
    expect(await h.service.getSettings()).toMatchObject({ strategy: 'router-fallback', chatModel: null, threads: null });
    const saved = await h.service.saveSettings({ strategy: 'symbolic', chunkWords: 120, threads: 2 });
    expect(saved).toMatchObject({ strategy: 'symbolic', chunkWords: 120, threads: 2 });
    expect(await h.service.getSettings()).toEqual(saved);
    expect(await codeOf(h.service.saveSettings({ strategy: 'nonsense' as never }))).toBe('BAD_ARGUMENT');
    expect(await codeOf(h.service.saveSettings({ chatModel: '../../etc/passwd' }))).toBe('BAD_ARGUMENT');
    expect(await codeOf(h.service.saveSettings({ chunkWords: 3 }))).toBe('BAD_ARGUMENT');
    expect(await codeOf(h.service.saveSettings({ colour: 'red' } as never))).toBe('BAD_ARGUMENT');
    await h.service.saveSettings({ strategy: 'router-fallback', chunkWords: 150, threads: null });
  });

  it('answers through the engine function with streamed tokens and the conversation history', async () => {
    const before = h.events.length;
    const answer = await h.service.ask({ question: 'Which phones are there?', requestId: 'r1', history: [{ question: 'hi', answer: 'hello' }] });
    expect(answer.items.map((i) => i.name).sort()).toEqual(['Corvid C3', 'Lumen Nova 5']);
    const tokens = h.events.slice(before).filter((e) => e.type === 'answer-token' && e.requestId === 'r1');
    expect(tokens.map((e) => (e.type === 'answer-token' ? e.text : '')).join('')).toBe(answer.answer);
    const graph = await h.service.expandNode({ nodeId: answer.graph.nodes.find((n) => n.type === 'entity')!.id });
    expect(graph.nodes.length).toBeGreaterThan(3);
  });

  it('runs SPARQL read-only', async () => {
    const result = await h.service.runSparql({ query: 'SELECT ?s ?p ?o WHERE { ?s ?p ?o } LIMIT 3' });
    expect(result.kind).toBe('bindings');
    expect(result.vars).toEqual(['s', 'p', 'o']);
    expect(result.rows.length).toBeLessThanOrEqual(3);
    const refused = await codeOf(h.service.runSparql({ query: 'INSERT DATA { <urn:a> <urn:b> <urn:c> }' }));
    expect(['SPARQL_UPDATE_REFUSED', 'LIBRARY_READONLY']).toContain(refused);
    expect(await codeOf(h.service.runSparql({ query: 'SELEKT nothing' }))).toBe('SPARQL_SYNTAX');
  });

  it('lists the models folder (empty here) without failing', async () => {
    expect(await h.service.listModels()).toMatchObject({ models: [] });
  });

  it('removes a folder with its documents', async () => {
    const overview = await h.service.libraryOverview();
    const after = await h.service.removeFolder({ folderId: overview.folders[0].id });
    expect(after.folders).toEqual([]);
    expect(after.documents).toBe(0);
  });
});
