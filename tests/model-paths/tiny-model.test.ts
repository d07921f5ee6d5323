// Every model path on a real (tiny, random-weight) GGUF: its output is noise, so these tests check that each path
// RUNS end to end under its grammar and limits (candidates generated, executed, kept or rejected; routes; streamed
// answers checked by the verifier; a bounded agentic loop), never what the noise says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Library } from '../../electron/engine/store/library.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { symbolicDeriver } from '../../electron/engine/skg/symbolic-deriver.ts';
import { textGraphDerivers } from '../../electron/engine/tkg/index.ts';
import { getSetting } from '../../electron/engine/store/settings.ts';
import { getLexicon } from '../../electron/engine/retrieve/symbolic/lexicon.ts';
import { countVectors, currentVectorSpace } from '../../electron/engine/store/vectors.ts';
import { nullRuntime, openRuntime, type LlmRuntime } from '../../electron/engine/llm/index.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { citationResolves } from '../../electron/engine/answer/citations.ts';
import { indexGraphPatterns, nearestGraphPatterns, PATTERNS_SETTING, PATTERN_KINDS } from '../../electron/engine/retrieve/symbolic/model/index.ts';
import { makeTinyGguf } from '../fixtures/llm/make-tiny-gguf.ts';
import { tempDir } from '../helpers/tmp.ts';
import { SHOP, shopLibrary } from '../answer/shop-library.ts';
import { stable } from './stable-answer.ts';

let rt: LlmRuntime;
let lib: Library;
let plain: Library;
/** Short outputs keep the tests fast; the prompts use the default budget (~3k tokens). */
const model = { answerMaxTokens: 48, sparql: { maxLength: 100 } };
const FATES = ['kept', 'invalid', 'refused', 'failed', 'empty', 'over-broad', 'duplicate'];

beforeAll(async () => {
  // the tiny model with a 4k context, so that ~3k-token prompts fit (its tokens are mostly single bytes)
  const file = makeTinyGguf({ shape: { contextLength: 4096 } });
  rt = await openRuntime({ chatModel: file, embeddingModel: file, threads: 1, contextSize: 4096, embeddingContextSize: 128 });
  lib = openLibrary(path.join(tempDir(), 'shop-model.quarry'));
  await indexFolders(lib, [SHOP], { derivers: [symbolicDeriver({ runtime: rt }), ...textGraphDerivers()] });
  plain = await shopLibrary();
}, 120_000);
afterAll(async () => {
  lib?.close();
  plain?.close();
  await rt?.close();
});

describe('graph patterns in the patterns space', () => {
  it('are embedded at index time, incrementally, and found by vectors at question time', async () => {
    const report = getSetting<{ embedder: string; patterns: number; embedded: number }>(lib.db, 'patterns.lastRun')!;
    expect(report.embedder).toMatch(/^model:/);
    expect(report.patterns).toBeGreaterThan(100);
    expect(report.embedded).toBe(report.patterns);
    const space = currentVectorSpace(lib.db, 'patterns')!;
    expect(space.embedder).toBe(report.embedder);
    expect(countVectors(lib.db, space)).toBe(report.patterns);
    // a second pass over the same graph embeds nothing new
    const again = await lib.writeTransaction(() => indexGraphPatterns(lib, rt));
    expect(again).toMatchObject({ patterns: report.patterns, embedded: 0, removed: 0 });
    // items leaving the graph take their patterns with them; coming back, only theirs are embedded again
    const full = await getLexicon(lib);
    const fewer = { ...full, entities: new Map([...full.entities].filter(([, e]) => !e.name.startsWith('Corvid'))) };
    const shrunk = await lib.writeTransaction(() => indexGraphPatterns(lib, rt, { lexicon: fewer }));
    expect(shrunk).toMatchObject({ patterns: report.patterns - 2, embedded: 0, removed: 2 });
    expect(countVectors(lib.db, space)).toBe(report.patterns - 2);
    const back = await lib.writeTransaction(() => indexGraphPatterns(lib, rt, { lexicon: full }));
    expect(back).toMatchObject({ patterns: report.patterns, embedded: 2, removed: 0 });
    expect(countVectors(lib.db, space)).toBe(report.patterns);
    const near = await nearestGraphPatterns(lib, rt, 'Which handsets support fifth generation networks?', 5);
    expect(near.how).toBe('vectors');
    for (const k of PATTERN_KINDS) expect(near.byKind[k].length).toBeGreaterThan(0);
    expect(near.byKind.spec.length).toBe(5);
    // without an embedding model: words
    expect((await nearestGraphPatterns(lib, nullRuntime(), 'Which phones have a Li-Ion battery?', 5)).how).toBe('words');
    expect(getSetting(plain.db, PATTERNS_SETTING)).toBeUndefined();
  });
});

describe('model paths on the tiny model', () => {
  it('writes SPARQL candidates under the grammar and records what became of each', async () => {
    const a = await answerQuestion(lib, 'Which handsets support fifth generation networks?', { runtime: rt, strategy: 'symbolic', model });
    const summary = a.trace.find((t) => t.step === 'model-sparql')!;
    expect(summary.detail).toMatch(/^[1-3] candidates? from a \d+-token prompt \(\d+ graph patterns, found by vectors\); [0-3] kept/);
    const candidates = a.trace.filter((t) => t.step.startsWith('model-sparql:candidate'));
    expect(candidates.length).toBe(Number(summary.detail[0]));
    for (const c of candidates) expect(FATES).toContain(c.detail.split(':')[0]);
    const promptTokens = Number(/from a (\d+)-token prompt/.exec(summary.detail)![1]);
    expect(promptTokens).toBeLessThanOrEqual(3000);
    expect(promptTokens).toBeGreaterThan(500);
    for (const c of a.citations) expect(citationResolves(lib.db, c)).toBe(true);
    expect(a.usage.completionTokens).toBeGreaterThan(0);
  });

  it('asks the model to route when the rules are unsure, streams the answer and checks it', async () => {
    const pieces: string[] = [];
    const a = await answerQuestion(lib, 'Which phones are waterproof?', { runtime: rt, model, onToken: (t) => pieces.push(t) });
    expect(a.trace.find((t) => t.step === 'route-model')!.detail).toMatch(/^the rules were unsure \(textual: .*\); the model chose (symbolic|textual)/);
    const write = a.trace.find((t) => t.step === 'write')!;
    expect(write.detail).toMatch(/^\d+ tokens streamed from a \d+-token prompt/);
    expect(pieces.length).toBeGreaterThan(5);
    expect(a.trace.find((t) => t.step === 'verify')!.detail).toMatch(/answer (kept|rejected)/);
    // noise has no valid citation: the composed answer stands
    // no exact query came of the noise, so the text answers; noise has no valid citation, so the composed answer stands
    expect(a.route).toBe('textual');
    const composedOnly = await answerQuestion(lib, 'Which phones are waterproof?', { strategy: 'textual' });
    if (!a.trace.some((t) => t.step === 'verify' && /answer kept/.test(t.detail))) expect(a.answer).toBe(composedOnly.answer);
    expect(a.usage.promptTokens).toBeGreaterThan(0);
  });

  it('runs the agentic loop within its bound', async () => {
    const a = await answerQuestion(lib, 'How do returns work under the warranty?', { runtime: rt, strategy: 'agentic', model });
    const drafts = a.trace.filter((t) => t.step.startsWith('agentic:draft'));
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(drafts.length).toBeLessThanOrEqual(3);
    expect(a.trace.filter((t) => t.step.startsWith('agentic:check'))).toHaveLength(drafts.length);
    expect(a.trace.some((t) => t.step === 'agentic:stop')).toBe(true);
    expect(a.trace.find((t) => t.step === 'agentic')!.detail).toMatch(/checked draft|composed answer is kept/);
    for (const c of a.citations) expect(citationResolves(lib.db, c)).toBe(true);
  });

  it('with the null runtime, the library indexed with a model answers exactly as one indexed without', async () => {
    for (const q of ['Which phones have 5G?', 'Which phones are waterproof?', 'How do returns work under the warranty?', 'top 2 lightest phones']) {
      const a = await answerQuestion(plain, q);
      const b = await answerQuestion(lib, q, { runtime: nullRuntime() });
      expect(stable(b), q).toEqual(stable(a));
    }
  });
});
