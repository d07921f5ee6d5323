// Writes to the graph's tables (rdf_quads and the reference-counted rdf_triples over rdf_terms ids). Called only by
// GraphStore (graph-store.ts), the one writer of the graph, inside the caller's transaction.
// rdf_triples.graphs counts the rdf_quads rows of each (s,p,o): a quad new in its graph adds one, a quad removed from
// its graph takes one away, and the triple row goes when no graph holds it any more.
import type { Database } from 'better-sqlite3';
import type { Quad, Quad_Graph } from '@rdfjs/types';
import { ensureEncodedTermId, ensureTermId, findTermId, newTermIdCache, revalidateTermIdCache, type TermIdCache } from './term-dictionary.ts';
import { LOCAL_KIND, packedTerm, type QuadPack } from './quad-pack.ts';
import type { EncodedTerm } from './term-codec.ts';
import { cachedStatement, runInTransaction } from '../transaction.ts';

const INSERT_QUAD = 'INSERT OR IGNORE INTO rdf_quads (g, s, p, o) VALUES (?, ?, ?, ?)';
const DELETE_QUAD = 'DELETE FROM rdf_quads WHERE g = ? AND s = ? AND p = ? AND o = ?';
const COUNT_TRIPLE = 'INSERT INTO rdf_triples (s, p, o, graphs) VALUES (?, ?, ?, 1) ON CONFLICT (s, p, o) DO UPDATE SET graphs = graphs + 1';
const DROP_LAST_TRIPLE = 'DELETE FROM rdf_triples WHERE s = ? AND p = ? AND o = ? AND graphs <= 1';
const UNCOUNT_TRIPLE = 'UPDATE rdf_triples SET graphs = graphs - 1 WHERE s = ? AND p = ? AND o = ?';
const OF_GRAPH = 'SELECT s, p, o FROM rdf_quads WHERE g = ?';
// Set-based, per graph: the triples only this graph holds go, the others lose one graph. Both read the graph's
// quads before they are deleted.
const DROP_LAST_TRIPLES_OF_GRAPH = `DELETE FROM rdf_triples WHERE graphs <= 1 AND (s, p, o) IN (${OF_GRAPH})`;
const UNCOUNT_TRIPLES_OF_GRAPH = `UPDATE rdf_triples SET graphs = graphs - 1 WHERE (s, p, o) IN (${OF_GRAPH})`;

/**
 * Term ids of quads removed since the last garbage collection (graph-gc.ts), per connection: the only terms that
 * can have lost their last use. An id whose removal was rolled back stays listed; checking it again is harmless.
 */
const removedTermIds = new WeakMap<Database, Set<number>>();

function noteRemoved(db: Database, ids: Iterable<number>): void {
  let set = removedTermIds.get(db);
  if (!set) removedTermIds.set(db, (set = new Set()));
  for (const id of ids) set.add(id);
}

/** The term ids noted since the last call (and forgets them). */
export function takeRemovedTermIds(db: Database): number[] {
  const set = removedTermIds.get(db);
  if (!set) return [];
  removedTermIds.delete(db);
  return [...set];
}

/**
 * Adds the quads' rows; `cache` (see term-dictionary.ts) may be kept across calls. The terms get their ids in the
 * quads' order; the rows are then written in key order (g, s, p, o), so that consecutive inserts land on the same
 * pages of rdf_quads and rdf_triples instead of wherever the deriver's order puts them.
 */
export function addQuadRows(db: Database, quads: readonly Quad[], cache: TermIdCache = newTermIdCache()): void {
  runInTransaction(db, () => {
    // inside the write transaction: no other connection can add terms between the check and the inserts
    revalidateTermIdCache(db, cache);
    const n = quads.length;
    const ids = new Float64Array(n * 4);
    // a deriver writes a node's facts one after another, in one graph: the subject and graph of a quad are mostly
    // the previous quad's, whose ids are reused without a look-up (the same term: same kind and text)
    let subject: Quad['subject'] | null = null, subjectId = 0;
    let graph: Quad['graph'] | null = null, graphId = 0;
    for (let i = 0; i < n; i++) {
      const q = quads[i]!;
      const at = i * 4;
      if (subject === null || q.subject.value !== subject.value || q.subject.termType !== subject.termType || q.subject.termType === 'Quad') {
        subject = q.subject;
        subjectId = ensureTermId(db, subject, cache);
      }
      ids[at + 1] = subjectId;
      ids[at + 2] = ensureTermId(db, q.predicate, cache);
      ids[at + 3] = ensureTermId(db, q.object, cache);
      if (graph === null || q.graph.value !== graph.value || q.graph.termType !== graph.termType) {
        graph = q.graph;
        graphId = ensureTermId(db, graph, cache);
      }
      ids[at] = graphId;
    }
    insertIdRows(db, ids, n);
  });
}

/** Writes `n` quads given as (g, s, p, o) term ids, in key order (see addQuadRows). */
function insertIdRows(db: Database, ids: Float64Array, n: number): void {
  const insert = cachedStatement(db, INSERT_QUAD);
  const count = cachedStatement(db, COUNT_TRIPLE);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i * 4;
  order.sort((a, b) => ids[a]! - ids[b]! || ids[a + 1]! - ids[b + 1]! || ids[a + 2]! - ids[b + 2]! || ids[a + 3]! - ids[b + 3]!);
  for (let i = 0; i < n; i++) {
    const at = order[i]!;
    const s = ids[at + 1]!, p = ids[at + 2]!, o = ids[at + 3]!;
    if (insert.run(ids[at]!, s, p, o).changes) count.run(s, p, o);
  }
}

/**
 * Adds the rows of packed quads (quad-pack.ts): each distinct term is looked up once, in the pack's order (the order
 * addQuadRows would meet them in, so the dictionary hands out the same ids), its local terms resolved by `resolve`.
 */
export function addPackedQuadRows(db: Database, pack: QuadPack, resolve: (key: string) => EncodedTerm, cache: TermIdCache = newTermIdCache()): void {
  runInTransaction(db, () => {
    revalidateTermIdCache(db, cache);
    const terms = pack.kinds.length;
    const termIds = new Float64Array(terms);
    for (let i = 0; i < terms; i++) {
      const t = pack.kinds[i] === LOCAL_KIND ? resolve(pack.values[i]!) : packedTerm(pack, i);
      termIds[i] = ensureEncodedTermId(db, t, cache);
    }
    const ids = new Float64Array(pack.quads.length);
    for (let i = 0; i < ids.length; i++) ids[i] = termIds[pack.quads[i]!]!;
    insertIdRows(db, ids, ids.length / 4);
  });
}

export function removeQuadRows(db: Database, quads: readonly Quad[]): void {
  const cache = newTermIdCache();
  const del = cachedStatement(db, DELETE_QUAD);
  const dropLast = cachedStatement(db, DROP_LAST_TRIPLE);
  const uncount = cachedStatement(db, UNCOUNT_TRIPLE);
  runInTransaction(db, () => {
    for (const q of quads) {
      const ids = [q.graph, q.subject, q.predicate, q.object].map((t) => findTermId(db, t, cache));
      if (!ids.every((id) => id !== undefined) || !del.run(...ids).changes) continue;
      noteRemoved(db, ids as number[]);
      const triple = ids.slice(1);
      if (!dropLast.run(...triple).changes) uncount.run(...triple);
    }
  });
}

export function clearQuadRows(db: Database): void {
  runInTransaction(db, () => db.exec('DELETE FROM rdf_triples; DELETE FROM rdf_quads; DELETE FROM rdf_terms;'));
}

function graphId(db: Database, graphIri: string): number | undefined {
  return findTermId(db, { termType: 'NamedNode', value: graphIri } as Quad_Graph);
}

/** Removes every quad of one graph; → how many there were. */
export function deleteGraphRows(db: Database, graphIri: string): number {
  const g = graphId(db, graphIri);
  if (g === undefined) return 0;
  return runInTransaction(db, () => {
    const ids = new Set<number>([g]);
    for (const row of cachedStatement(db, OF_GRAPH).raw(true).iterate(g) as IterableIterator<number[]>) for (const id of row) ids.add(id);
    noteRemoved(db, ids);
    cachedStatement(db, DROP_LAST_TRIPLES_OF_GRAPH).run(g);
    cachedStatement(db, UNCOUNT_TRIPLES_OF_GRAPH).run(g);
    return cachedStatement(db, 'DELETE FROM rdf_quads WHERE g = ?').run(g).changes;
  });
}
