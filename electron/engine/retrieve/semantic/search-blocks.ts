// Semantic block search: BM25 (FTS5), vector kNN, entity voting, multi-hop over the entity–block graph,
// link expansion and the entity-reasoning score, fused by weighted reciprocal rank. Fusion adapts to the
// query: a long query's question sentence gets its own BM25 list, a verbose query adds pseudo-relevance
// feedback (RM3), and a document prior weighs as much as the first stage agrees on one document. Every result
// says which signals found it and how; the trace says what each step did and how long it took.
import type { Library } from '../../store/library.ts';
import { getBlocks, searchBlocksBm25 } from '../../store/blocks.ts';
import { getDocument } from '../../store/documents.ts';
import { nearestVectors } from '../../store/vectors.ts';
import { getVectors } from '../../store/vector-rows.ts';
import { errorMessage, quarryError } from '../../errors.ts';
import { modelClues } from './model-clues.ts';
import { entityVotes } from './entity-voting.ts';
import { entityReasoningScores } from './entity-reasoning.ts';
import { fusionWeights, reciprocalRankFusion, round } from './fusion.ts';
import { bridgeBlocks } from './bridge-expansion.ts';
import { linkNeighbours } from './link-expansion.ts';
import { personalisedPageRank } from './multi-hop.ts';
import { queryEntities } from './query-entities.ts';
import { queryVectors } from './query-vectors.ts';
import { queryParts } from './query-parts.ts';
import { STOP_WORDS } from '../../tkg/stop-words.ts';
import { relevanceFeedback } from './relevance-feedback.ts';
import { documentAgreement, documentPrior } from './document-prior.ts';
import type { RankedBlock, SearchOptions, SearchResponse, SearchResult, SignalName, TraceStep } from './types.ts';

const POOL = 100;
/** Weight of an entity named only in a query's scenario, not in its question sentence. */
const SCENARIO_ENTITY = 0.3;
/** A query of this many content words is verbose (pseudo-relevance feedback joins fusion). */
const VERBOSE_WORDS = 16;

function contentWords(text: string): number {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2 && !STOP_WORDS.has(w)).length;
}

export async function searchBlocks(library: Library, question: string, opts: SearchOptions = {}): Promise<SearchResponse> {
  const q = question.trim();
  if (!q) throw quarryError('QUESTION_INVALID', 'empty question');
  const k = Math.max(1, Math.floor(opts.k ?? 10));
  if (!Number.isFinite(k)) throw quarryError('BAD_ARGUMENT', `k=${opts.k}`);
  const mode = opts.mode ?? 'fusion';
  if (!['bm25', 'vector', 'fusion'].includes(mode)) throw quarryError('BAD_ARGUMENT', `mode ${mode} (bm25, vector or fusion)`);
  const db = library.db;
  const trace: TraceStep[] = [];
  const timed = async <T>(step: string, fn: () => T | Promise<T>, detail: (r: T) => string): Promise<T> => {
    const t = performance.now();
    const r = await fn();
    trace.push({ step, detail: detail(r), ms: round(performance.now() - t) });
    return r;
  };
  const weights = fusionWeights(db, opts.weights);
  const pool = Math.max(POOL, k * 3);
  const lists: Partial<Record<SignalName, RankedBlock[]>> = {};

  const fields = mode === 'fusion' ? { text: 1, heading: weights.headingField } : undefined;
  const parts = mode === 'fusion' ? queryParts(q) : null;
  if (mode !== 'vector') {
    lists.bm25 = await timed('bm25', () => searchBlocksBm25(db, q, pool, fields), (r) => `${r.length} blocks`);
  }
  if (mode === 'fusion' && parts && weights.focus > 0) {
    // a long query's question sentence, on its own (its scenario does not drown it)
    lists.focus = await timed('bm25 of the question sentence', () => searchBlocksBm25(db, parts.question, pool, fields), (r) => `${r.length} blocks for "${parts.question.slice(0, 60)}"`);
  }
  // feedback helps a verbose query find its vocabulary (a scenario); a short, name-led question it only dilutes
  const verbose = !!parts || contentWords(q) >= VERBOSE_WORDS;
  if (mode === 'fusion' && weights.prf > 0 && verbose && lists.bm25?.length) {
    lists.prf = await timed('relevance feedback (RM3)', () => relevanceFeedback(db, parts?.question ?? q, parts ? (lists.focus ?? lists.bm25!) : lists.bm25!, { k: pool }, fields), (r) => (r.length ? `${r.length} blocks, query ${r[0].note}` : 'no expansion'));
  }
  let vectors: Awaited<ReturnType<typeof queryVectors>> | null = null;
  if (mode !== 'bm25') {
    vectors = await timed(
      'embed question',
      () => queryVectors(db, q, { runtime: opts.runtime, embedder: opts.embedder, wordVectors: opts.wordVectors, needEntity: mode === 'fusion' }),
      (v) => (v.block ? `${v.blockSpace!.embedder} (${v.blockSpace!.dimension}-d)` : `no block vector: ${v.missing}`),
    );
    if (vectors.block && vectors.blockSpace) {
      const { block, blockSpace } = vectors;
      lists.vector = await timed(
        'vector kNN',
        () => nearestVectors(db, blockSpace, block, pool).map((n) => ({ blockId: n.id, score: 1 - n.distance })),
        (r) => `${r.length} blocks`,
      );
    }
  }

  if (mode === 'fusion') {
    const entities = await timed(
      'question entities',
      () => {
        const all = queryEntities(db, q, { entityQueryVector: vectors?.entity });
        if (!parts) return all;
        // a scenario's names are context: the question sentence's own entities lead, the scenario's weigh less
        const asked = new Set(queryEntities(db, parts.question).map((e) => e.id));
        return all.map((e) => (asked.has(e.id) ? e : { ...e, score: e.score * SCENARIO_ENTITY })).sort((a, b) => b.score - a.score);
      },
      (r) => r.map((e) => `${e.name} (${e.how}, ${round(e.score)})`).join(', ') || 'none',
    );
    lists.entity = await timed('entity voting', () => entityVotes(db, entities), (r) => `${r.length} blocks`);

    const first = reciprocalRankFusion({ bm25: lists.bm25, focus: lists.focus, prf: lists.prf, vector: lists.vector, entity: lists.entity }, weights);
    if (weights.document > 0) {
      // the document prior weighs as much as the first stage agrees on one document
      const agreement = documentAgreement(db, first);
      weights.document *= agreement;
      if (agreement > 0) lists.document = await timed('document prior', () => documentPrior(db, first), (r) => `${r.length} blocks ranked by their document (agreement ${round(agreement)})`);
    }
    const seeds = first.slice(0, 5).map((f, i) => ({ blockId: f.blockId, weight: 1 / (i + 1) }));
    // with a model: it prunes the entities that lead nowhere and proposes clues for the next hop
    if (opts.runtime?.available && opts.runtime.chatModel && opts.modelHops !== false) {
      try {
        const texts = getBlocks(db, seeds.slice(0, 4).map((s) => s.blockId)).map((b) => b.text);
        const clues = await timed(
          'model clues',
          () => modelClues(opts.runtime!, q, entities, texts),
          (r) => `dropped ${[...r.drop].join(', ') || 'none'}; clues ${r.clues.map((c) => `"${c}"`).join(', ') || 'none'}`,
        );
        if (clues.drop.size) entities.splice(0, entities.length, ...entities.filter((e) => !clues.drop.has(e.name)));
        const found = clues.clues.flatMap((c) => searchBlocksBm25(db, c, 20).map((b) => ({ ...b, note: c })));
        const best = new Map<number, RankedBlock>();
        for (const b of found) if (!best.has(b.blockId) || best.get(b.blockId)!.score < b.score) best.set(b.blockId, b);
        lists.clue = [...best.values()].sort((a, b) => b.score - a.score).slice(0, pool);
      } catch (e) {
        trace.push({ step: 'model clues', detail: `the model could not help (${errorMessage(e)}); hops use scores only`, ms: 0 });
      }
    }
    lists.hop = await timed(
      'multi-hop (personalised PageRank)',
      () => personalisedPageRank(db, { entities, blocks: seeds }).slice(0, pool),
      (r) => `${r.length} blocks reached from ${entities.length} entities and ${seeds.length} seed blocks`,
    );
    const cosineOf = (ids: number[]) => {
      const out = new Map<number, number>();
      if (vectors?.block && vectors.blockSpace) for (const [id, v] of getVectors(db, vectors.blockSpace, ids)) out.set(id, dot(v, vectors.block));
      return out;
    };
    lists.bridge = await timed(
      'bridge expansion',
      () => bridgeBlocks(db, seeds, cosineOf).slice(0, pool),
      (r) => `${r.length} pages of entities named by the top blocks`,
    );
    lists.link = await timed('link expansion', () => linkNeighbours(db, seeds.map((s) => s.blockId)), (r) => `${r.length} blocks`);

    const candidates = [
      ...new Set([...first.slice(0, 40).map((f) => f.blockId), ...(lists.focus ?? []).slice(0, 20).map((f) => f.blockId), ...(lists.prf ?? []).slice(0, 20).map((f) => f.blockId), ...lists.hop.slice(0, 20).map((h) => h.blockId), ...lists.bridge.slice(0, 10).map((h) => h.blockId), ...lists.link.slice(0, 10).map((l) => l.blockId)]),
    ];
    lists.reason = await timed(
      'entity reasoning',
      () => {
        return entityReasoningScores(db, candidates, cosineOf(candidates), entities);
      },
      (r) => `${r.length} candidates scored`,
    );
  }

  const fused = await timed('fusion', () => reciprocalRankFusion(lists, weights), (r) => `${r.length} blocks from ${Object.keys(lists).join(', ')}`);
  const results = await timed('results', () => materialise(library, fused.slice(0, k)), (r) => `${r.length} results`);
  return { results, trace };
}

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    s += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? s / Math.sqrt(na * nb) : 0;
}

/** Search results (path, headings, text) of ranked blocks, in their order. */
export function materialiseBlocks(library: Library, ranked: Array<{ blockId: number; score: number; signals?: Record<string, number | string> }>): SearchResult[] {
  return materialise(library, ranked.map((r) => ({ ...r, signals: r.signals ?? {} })));
}

function materialise(library: Library, fused: Array<{ blockId: number; score: number; signals: Record<string, number | string> }>): SearchResult[] {
  const blocks = new Map(getBlocks(library.db, fused.map((f) => f.blockId)).map((b) => [b.id, b]));
  const docs = new Map<number, string>();
  const out: SearchResult[] = [];
  for (const f of fused) {
    const b = blocks.get(f.blockId);
    if (!b) continue;
    if (!docs.has(b.docId)) docs.set(b.docId, getDocument(library.db, b.docId)?.relpath ?? '');
    out.push({
      blockId: b.id,
      docId: b.docId,
      path: docs.get(b.docId)!,
      headingPath: b.headingPath,
      text: b.text,
      start: b.start,
      end: b.end,
      page: b.page,
      kind: b.kind,
      score: round(f.score),
      signals: f.signals,
    });
  }
  return out;
}
