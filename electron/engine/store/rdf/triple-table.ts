// Writes to the fast-path tables (rdf_quads and the reference-counted rdf_triples over rdf_terms ids). Called only
// by SyncedQuadstore, so that every quad quadstore writes or deletes is mirrored here inside the same transaction.
// rdf_triples.graphs counts the rdf_quads rows of each (s,p,o): a quad new in its graph adds one, a quad removed from
// its graph takes one away, and the triple row goes when no graph holds it any more.
import type { Database } from 'better-sqlite3';
import type { DataFactory, Quad, Quad_Graph, Quad_Object, Quad_Predicate, Quad_Subject } from '@rdfjs/types';
import { ensureTermId, findTermId, loadTerms, newTermIdCache, revalidateTermIdCache, termFromRow, type TermIdCache } from './term-dictionary.ts';
import { cachedStatement, runInTransaction } from '../transaction.ts';

const INSERT_QUAD = 'INSERT OR IGNORE INTO rdf_quads (s, p, o, g) VALUES (?, ?, ?, ?)';
const DELETE_QUAD = 'DELETE FROM rdf_quads WHERE s = ? AND p = ? AND o = ? AND g = ?';
const COUNT_TRIPLE = 'INSERT INTO rdf_triples (s, p, o, graphs) VALUES (?, ?, ?, 1) ON CONFLICT (s, p, o) DO UPDATE SET graphs = graphs + 1';
const DROP_LAST_TRIPLE = 'DELETE FROM rdf_triples WHERE s = ? AND p = ? AND o = ? AND graphs <= 1';
const UNCOUNT_TRIPLE = 'UPDATE rdf_triples SET graphs = graphs - 1 WHERE s = ? AND p = ? AND o = ?';
const OF_GRAPH = 'SELECT s, p, o FROM rdf_quads INDEXED BY rdf_quads_g WHERE g = ?';
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

/** Adds the quads' rows; `cache` (see term-dictionary.ts) may be kept across calls. */
export function addQuadRows(db: Database, quads: readonly Quad[], cache: TermIdCache = newTermIdCache()): void {
  revalidateTermIdCache(db, cache);
  const insert = cachedStatement(db, INSERT_QUAD);
  const count = cachedStatement(db, COUNT_TRIPLE);
  runInTransaction(db, () => {
    for (const q of quads) {
      const s = ensureTermId(db, q.subject, cache);
      const p = ensureTermId(db, q.predicate, cache);
      const o = ensureTermId(db, q.object, cache);
      if (insert.run(s, p, o, ensureTermId(db, q.graph, cache)).changes) count.run(s, p, o);
    }
  });
}

export function removeQuadRows(db: Database, quads: readonly Quad[]): void {
  const cache = newTermIdCache();
  const del = cachedStatement(db, DELETE_QUAD);
  const dropLast = cachedStatement(db, DROP_LAST_TRIPLE);
  const uncount = cachedStatement(db, UNCOUNT_TRIPLE);
  runInTransaction(db, () => {
    for (const q of quads) {
      const ids = [q.subject, q.predicate, q.object, q.graph].map((t) => findTermId(db, t, cache));
      if (!ids.every((id) => id !== undefined) || !del.run(...ids).changes) continue;
      noteRemoved(db, ids as number[]);
      const triple = ids.slice(0, 3);
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

/** The quads of one named graph, read from the fast-path table. */
export function quadsOfGraph(db: Database, graphIri: string, df: DataFactory): Quad[] {
  const g = graphId(db, graphIri);
  if (g === undefined) return [];
  const rows = cachedStatement(db, OF_GRAPH).raw(true).all(g) as number[][];
  const terms = loadTerms(db, [g, ...rows.flat()], new Map());
  const term = (id: number) => termFromRow(terms.get(id)!, df);
  const graph = term(g) as Quad_Graph;
  return rows.map(([s, p, o]) => df.quad(term(s!) as Quad_Subject, term(p!) as Quad_Predicate, term(o!) as Quad_Object, graph));
}

export function deleteGraphRows(db: Database, graphIri: string): void {
  const g = graphId(db, graphIri);
  if (g === undefined) return;
  runInTransaction(db, () => {
    const ids = new Set<number>([g]);
    for (const row of cachedStatement(db, OF_GRAPH).raw(true).iterate(g) as IterableIterator<number[]>) for (const id of row) ids.add(id);
    noteRemoved(db, ids);
    cachedStatement(db, DROP_LAST_TRIPLES_OF_GRAPH).run(g);
    cachedStatement(db, UNCOUNT_TRIPLES_OF_GRAPH).run(g);
    cachedStatement(db, 'DELETE FROM rdf_quads WHERE g = ?').run(g);
  });
}
