// Writes to the fast-path tables (rdf_quads over rdf_terms ids). Called only by SyncedQuadstore, so that every quad
// quadstore writes or deletes is mirrored here inside the same transaction.
import type { Database } from 'better-sqlite3';
import type { DataFactory, Quad, Quad_Graph, Quad_Object, Quad_Predicate, Quad_Subject } from '@rdfjs/types';
import { ensureTermId, findTermId, loadTerms, newTermIdCache, revalidateTermIdCache, termFromRow, type TermIdCache } from './term-dictionary.ts';
import { cachedStatement, runInTransaction } from './transaction.ts';

const INSERT_QUAD = 'INSERT OR IGNORE INTO rdf_quads (s, p, o, g) VALUES (?, ?, ?, ?)';
const DELETE_QUAD = 'DELETE FROM rdf_quads WHERE s = ? AND p = ? AND o = ? AND g = ?';

/** Adds the quads' rows; `cache` (see term-dictionary.ts) may be kept across calls. */
export function addQuadRows(db: Database, quads: readonly Quad[], cache: TermIdCache = newTermIdCache()): void {
  revalidateTermIdCache(db, cache);
  const insert = cachedStatement(db, INSERT_QUAD);
  runInTransaction(db, () => {
    for (const q of quads) {
      insert.run(ensureTermId(db, q.subject, cache), ensureTermId(db, q.predicate, cache),
        ensureTermId(db, q.object, cache), ensureTermId(db, q.graph, cache));
    }
  });
}

export function removeQuadRows(db: Database, quads: readonly Quad[]): void {
  const cache = newTermIdCache();
  const del = cachedStatement(db, DELETE_QUAD);
  runInTransaction(db, () => {
    for (const q of quads) {
      const ids = [q.subject, q.predicate, q.object, q.graph].map((t) => findTermId(db, t, cache));
      if (ids.every((id) => id !== undefined)) del.run(...ids);
    }
  });
}

export function clearQuadRows(db: Database): void {
  runInTransaction(db, () => db.exec('DELETE FROM rdf_quads; DELETE FROM rdf_terms;'));
}

function graphId(db: Database, graphIri: string): number | undefined {
  return findTermId(db, { termType: 'NamedNode', value: graphIri } as Quad_Graph);
}

/** The quads of one named graph, read from the fast-path table. */
export function quadsOfGraph(db: Database, graphIri: string, df: DataFactory): Quad[] {
  const g = graphId(db, graphIri);
  if (g === undefined) return [];
  const rows = cachedStatement(db, 'SELECT s, p, o FROM rdf_quads INDEXED BY rdf_quads_g WHERE g = ?').raw(true).all(g) as number[][];
  const terms = loadTerms(db, [g, ...rows.flat()], new Map());
  const term = (id: number) => termFromRow(terms.get(id)!, df);
  const graph = term(g) as Quad_Graph;
  return rows.map(([s, p, o]) => df.quad(term(s!) as Quad_Subject, term(p!) as Quad_Predicate, term(o!) as Quad_Object, graph));
}

export function deleteGraphRows(db: Database, graphIri: string): void {
  const g = graphId(db, graphIri);
  if (g !== undefined) runInTransaction(db, () => cachedStatement(db, 'DELETE FROM rdf_quads WHERE g = ?').run(g));
}
