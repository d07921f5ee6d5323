// The 'patterns' vector space: graph patterns embedded with the model's embedder at index time (incrementally:
// only patterns not embedded before), and the nearest patterns of each kind for a question at query time.
// Without an embedded space for the runtime's embedder, patterns are ranked by the words they share with the question.
import type { Library } from '../../../store/library.ts';
import type { LlmRuntime } from '../../../llm/index.ts';
import { getSetting, setSetting } from '../../../store/settings.ts';
import { countVectors, currentVectorSpace, deleteVectors, ensureVectorSpace, makeVectorSpaceCurrent, nearestVectors, putVectors } from '../../../store/vectors.ts';
import { libraryRdf } from '../../../store/library-rdf.ts';
import { runtimeEmbedder } from '../../../tkg/embedders.ts';
import { quarryError } from '../../../errors.ts';
import type { Lexicon } from '../lexicon.ts';
import { getLexicon } from '../lexicon.ts';
import { entrySections, graphPatterns, specValues, PATTERN_KINDS, type GraphPattern, type PatternKind } from './graph-patterns.ts';

export const PATTERNS_SETTING = 'symbolic.patterns';
const PATTERNS_FORMAT = 1;
const EMBED_BATCH = 64;

export interface StoredPattern extends GraphPattern {
  id: number;
}

interface StoredPatterns {
  format: number;
  /** graph.version the patterns were made from */
  graphVersion: string;
  embedder: string;
  dimension: number;
  nextId: number;
  patterns: StoredPattern[];
}

const keyOf = (p: GraphPattern) => `${p.kind}\u0000${p.text}\u0000${p.line}`;
const graphVersion = (library: Library) => String(getSetting<number>(library.db, 'graph.version') ?? 0);

export interface PatternIndexReport {
  embedder: string;
  patterns: number;
  embedded: number;
  removed: number;
}

/**
 * Embeds the graph's patterns into the 'patterns' space with the runtime's embedding model. Runs inside the
 * caller's write transaction (the symbolic deriver's afterRun). Returns null when the runtime cannot embed.
 */
export async function indexGraphPatterns(library: Library, runtime: LlmRuntime | undefined, opts: { lexicon?: Lexicon; signal?: AbortSignal } = {}): Promise<PatternIndexReport | null> {
  const embedder = await runtimeEmbedder(runtime);
  if (!embedder) return null;
  const db = library.db;
  const lex = opts.lexicon ?? (await getLexicon(library));
  const rdf = await libraryRdf(library);
  const patterns = graphPatterns(lex, { sections: await entrySections(rdf), values: await specValues(rdf) });
  const stored = getSetting<StoredPatterns>(db, PATTERNS_SETTING);
  const reuse = stored && stored.format === PATTERNS_FORMAT && stored.embedder === embedder.id && stored.dimension === embedder.dimension ? stored : null;
  const space = ensureVectorSpace(db, 'patterns', embedder.id, embedder.dimension);
  const old = new Map((reuse?.patterns ?? []).map((p) => [keyOf(p), p]));
  let nextId = reuse?.nextId ?? 1;
  const kept: StoredPattern[] = [];
  const fresh: StoredPattern[] = [];
  for (const p of patterns) {
    const before = old.get(keyOf(p));
    if (before) {
      kept.push(before);
      old.delete(keyOf(p));
    } else fresh.push({ ...p, id: nextId++ });
  }
  for (let i = 0; i < fresh.length; i += EMBED_BATCH) {
    if (opts.signal?.aborted) throw quarryError('CANCELLED', 'embedding graph patterns');
    const batch = fresh.slice(i, i + EMBED_BATCH);
    const vectors = await embedder.embed(batch.map((p) => p.text));
    putVectors(db, space, batch.map((p, k) => ({ id: p.id, vector: vectors[k] })));
  }
  const removed = [...old.values()].map((p) => p.id);
  if (removed.length) deleteVectors(db, space, removed);
  if (currentVectorSpace(db, 'patterns')?.table !== space.table) makeVectorSpaceCurrent(db, 'patterns', embedder.id, embedder.dimension);
  setSetting(db, PATTERNS_SETTING, {
    format: PATTERNS_FORMAT, graphVersion: graphVersion(library), embedder: embedder.id, dimension: embedder.dimension, nextId,
    patterns: [...kept, ...fresh].sort((a, b) => a.id - b.id),
  } satisfies StoredPatterns);
  cache.delete(library);
  return { embedder: embedder.id, patterns: kept.length + fresh.length, embedded: fresh.length, removed: removed.length };
}

const cache = new WeakMap<Library, { version: string; stored: StoredPatterns | null; byId: Map<number, StoredPattern> }>();

function storedPatterns(library: Library): { stored: StoredPatterns | null; byId: Map<number, StoredPattern> } {
  const version = graphVersion(library);
  const hit = cache.get(library);
  if (hit && hit.version === version) return hit;
  const stored = getSetting<StoredPatterns>(library.db, PATTERNS_SETTING) ?? null;
  const usable = stored && stored.format === PATTERNS_FORMAT ? stored : null;
  const entry = { version, stored: usable, byId: new Map((usable?.patterns ?? []).map((p) => [p.id, p])) };
  cache.set(library, entry);
  return entry;
}

export interface NearestPatterns {
  /** How they were found: the embedded space, or shared words (no space for this runtime's embedder). */
  how: 'vectors' | 'words';
  byKind: Record<PatternKind, GraphPattern[]>;
}

const STOP = new Set('a an the of in on at to for from by with and or is are was were be do does did what which who how that this these those it its as than there their have has any all me show list give find tell many much'.split(' '));
function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w)).map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

/** Patterns ranked by the share of the question's words they contain (ties: shorter patterns first). */
export function patternsByWords(patterns: GraphPattern[], question: string, perKind: number): Record<PatternKind, GraphPattern[]> {
  const q = new Set(words(question));
  const scored = patterns
    .map((p) => {
      const w = new Set(words(p.text));
      let hits = 0;
      for (const x of q) if (w.has(x)) hits++;
      return { p, score: hits / Math.sqrt(1 + w.size) };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.p.text.length - b.p.text.length);
  return pickPerKind(scored.map((s) => s.p), perKind);
}

function pickPerKind(ranked: GraphPattern[], perKind: number): Record<PatternKind, GraphPattern[]> {
  const out = Object.fromEntries(PATTERN_KINDS.map((k) => [k, [] as GraphPattern[]])) as Record<PatternKind, GraphPattern[]>;
  for (const p of ranked) if (out[p.kind].length < perKind) out[p.kind].push(p);
  return out;
}

/** How many nearest vectors are read to find `perKind` of every kind (kinds share one space). */
const NEAREST_SCAN = 2000;

/** The `perKind` patterns of each kind nearest to the question. */
export async function nearestGraphPatterns(library: Library, runtime: LlmRuntime | undefined, question: string, perKind = 5): Promise<NearestPatterns> {
  const { stored, byId } = storedPatterns(library);
  const embedder = await runtimeEmbedder(runtime);
  const space = currentVectorSpace(library.db, 'patterns');
  if (stored && embedder && space && space.embedder === embedder.id && stored.embedder === embedder.id && space.dimension === embedder.dimension) {
    const [vector] = await embedder.embed([question]);
    const k = Math.min(NEAREST_SCAN, countVectors(library.db, space));
    const ranked = k > 0 ? nearestVectors(library.db, space, vector, k).map((n) => byId.get(n.id)).filter((p): p is StoredPattern => !!p) : [];
    return { how: 'vectors', byKind: pickPerKind(ranked, perKind) };
  }
  const patterns = stored?.patterns ?? graphPatterns(await getLexicon(library));
  return { how: 'words', byKind: patternsByWords(patterns, question, perKind) };
}
