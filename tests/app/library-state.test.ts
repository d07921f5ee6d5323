// What the app keeps and offers per library: example questions made from the library's own graph and documents
// (each one answered exactly by it), and the conversation, kept in the library file across restarts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuarryService, type QuarryService } from '../../electron/engine/api/service.ts';
import { boundConversation, MAX_CONVERSATION_BYTES } from '../../electron/engine/api/conversation.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import type { SavedTurn } from '../../shared/api.ts';
import { tempDir } from '../helpers/tmp.ts';
import { SAMPLE } from './helpers.ts';

const libraryPath = path.join(tempDir(), 'lib.quarry');
let service: QuarryService;

beforeAll(async () => {
  service = createQuarryService({ libraryPath, modelsDir: tempDir('quarry-models-'), watch: false });
  await service.addFolder({ path: SAMPLE });
  await service.indexingIdle();
});
afterAll(async () => {
  await service?.close();
});

/** Every word of the library: its documents' text. */
function libraryWords(): Set<string> {
  const words = new Set<string>();
  for (const f of fs.readdirSync(SAMPLE, { recursive: true })) {
    const file = path.join(SAMPLE, String(f));
    if (fs.statSync(file).isFile()) for (const w of fs.readFileSync(file, 'utf8').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) words.add(w);
  }
  return words;
}

describe('example questions', () => {
  it('are made from the library: each names what it holds, and each is answered', async () => {
    const suggestions = await service.suggestQuestions();
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(suggestions.map((s) => s.kind)).size).toBeGreaterThanOrEqual(3);
    const known = libraryWords();
    const grammar = new Set(['which', 'have', 'has', 'the', 'lowest', 'how', 'many', 'compare', 'and', 'what', 'do', 'my', 'documents', 'say', 'about']);
    for (const s of suggestions) {
      const words = s.question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      // plurals are made by the grammar ("phones" from "phone")
      const unknown = words.filter((w) => !grammar.has(w) && !known.has(w) && !known.has(w.replace(/e?s$/, '')));
      expect(unknown, s.question).toEqual([]);
      const answer = await service.ask({ question: s.question, requestId: `s-${s.kind}` });
      expect(answer.kind, s.question).not.toBe('none');
      if (s.kind !== 'text') {
        expect(answer.route, s.question).toBe('symbolic');
        expect(answer.items.length, s.question).toBeGreaterThan(0);
      }
    }
  });

  it('offer questions over the text when the library holds only prose', async () => {
    const prose = path.join(tempDir(), 'notes');
    fs.mkdirSync(prose);
    fs.copyFileSync(path.join(SAMPLE, 'guides', 'battery-care.md'), path.join(prose, 'battery-care.md'));
    const other = createQuarryService({ libraryPath: path.join(tempDir(), 'prose.quarry'), modelsDir: tempDir('quarry-models-'), watch: false });
    try {
      await other.addFolder({ path: prose });
      await other.indexingIdle();
      const suggestions = await other.suggestQuestions();
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.every((s) => s.kind === 'text')).toBe(true);
      expect(suggestions[0].question.toLowerCase()).toContain('battery');
      expect(await createQuarryService({ libraryPath: path.join(tempDir(), 'empty.quarry'), watch: false }).suggestQuestions()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('the conversation', () => {
  it('is kept in the library and survives a restart', async () => {
    const answer = await service.ask({ question: 'Which phones have 5G?', requestId: 't1' });
    const turns: SavedTurn[] = [
      { id: 't1', question: 'Which phones have 5G?', answer, error: null, askedAt: 1 },
      { id: 't2', question: 'x'.repeat(10), answer: null, error: 'The question is empty', askedAt: 2 },
    ];
    expect(await service.saveConversation({ turns })).toEqual({ saved: 2 });
    await service.close();
    service = createQuarryService({ libraryPath, modelsDir: tempDir('quarry-models-'), watch: false });
    const back = await service.getConversation();
    expect(back.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(back[0].answer?.items.map((i) => i.name)).toEqual(answer.items.map((i) => i.name));
    const refused = await service.saveConversation({ turns: [{ id: 1 }] as never }).catch((e: unknown) => e);
    expect(isQuarryError(refused, 'BAD_ARGUMENT')).toBe(true);
  });

  it('stays within its size bound, dropping the oldest evidence graphs first', async () => {
    const big = (i: number): SavedTurn => ({
      id: `b${i}`,
      question: `q${i}`,
      askedAt: i,
      error: null,
      answer: {
        question: `q${i}`, answer: 'a', kind: 'text', items: [], value: null, citations: [], route: 'textual', strategy: 'router', sparql: null,
        trace: [], mapping: [], unmapped: [], usage: { promptTokens: 0, completionTokens: 0 }, timings: {},
        graph: { nodes: Array.from({ length: 6000 }, (_, n) => ({ id: `n${n}`, label: 'x'.repeat(60), type: 'block' as const })), edges: [] },
      },
    });
    const turns = Array.from({ length: 30 }, (_, i) => big(i));
    const kept = boundConversation(turns);
    expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThanOrEqual(MAX_CONVERSATION_BYTES);
    expect(kept[kept.length - 1].answer?.graph.nodes.length).toBe(6000);
    expect(kept[0].answer?.graph.nodes.length).toBe(0);
    expect(kept.length).toBe(30);
  });
});
