// Fusion that adapts to the query, on a fixture where fixed fusion lost to its own BM25: a scenario full of
// names (that other pages are about) before a short question. Fixture: tests/fixtures/prose-fusion.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { searchBlocks } from '../../electron/engine/retrieve/semantic/index.ts';
import { queryParts } from '../../electron/engine/retrieve/semantic/query-parts.ts';
import { feedbackTerms } from '../../electron/engine/retrieve/semantic/relevance-feedback.ts';
import { searchBlocksBm25 } from '../../electron/engine/store/blocks.ts';
import { tempDir } from '../helpers/tmp.ts';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/prose-fusion');
const SCENARIO = 'My neighbour is an engineer at Orion Labs and flies a Kestrel drone with Falcon maps. I bought my device two years ago. How long does the warranty last?';

let lib: Library;
beforeAll(async () => {
  lib = openLibrary(path.join(tempDir(), 'fusion.quarry'));
  await indexFolders(lib, [FIXTURE], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const rankOf = (paths: string[]) => paths.indexOf('warranty.md') + 1;

describe('fusion that never loses to its own BM25', () => {
  it('ranks the answer page as BM25 does where fixed weights put the scenario’s names first', async () => {
    const bm25 = await searchBlocks(lib, SCENARIO, { k: 4, mode: 'bm25' });
    const fixed = await searchBlocks(lib, SCENARIO, { k: 4, weights: { focus: 0, prf: 0, document: 0 } });
    const adaptive = await searchBlocks(lib, SCENARIO, { k: 4 });
    expect(rankOf(bm25.results.map((r) => r.path))).toBe(1);
    expect(rankOf(fixed.results.map((r) => r.path))).toBeGreaterThan(1);
    expect(rankOf(adaptive.results.map((r) => r.path))).toBe(1);
    const steps = adaptive.trace.map((t) => t.step);
    expect(steps).toContain('bm25 of the question sentence');
    expect(steps).toContain('relevance feedback (RM3)');
    expect(adaptive.results[0].signals.focus_rank).toBe(1);
  });

  it('splits a scenario from its question and finds feedback terms in the top blocks', () => {
    expect(queryParts(SCENARIO)).toEqual({ question: 'How long does the warranty last?', context: 'My neighbour is an engineer at Orion Labs and flies a Kestrel drone with Falcon maps. I bought my device two years ago.' });
    expect(queryParts('How long does the warranty last?')).toBeNull();
    const top = searchBlocksBm25(lib.db, 'warranty last', 3);
    const terms = feedbackTerms(lib.db, 'warranty last', top);
    expect(terms.length).toBeGreaterThan(0);
    expect(terms).not.toContain('warranty');
  });

  it('weighs BM25 fields (heading against text)', () => {
    const plain = searchBlocksBm25(lib.db, 'warranty', 3, { text: 1, heading: 0 });
    const headed = searchBlocksBm25(lib.db, 'warranty', 3, { text: 1, heading: 5 });
    expect(headed[0].score).toBeGreaterThan(plain[0].score);
  });
});
