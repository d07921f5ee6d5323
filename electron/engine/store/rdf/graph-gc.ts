// Garbage collection of the graph, run inside the transaction that removed quads: the nodes of a shared graph (the
// vocabulary graph declares value, entry, section… nodes once for every document) that no other graph uses any more
// lose their declarations, and dictionary terms that no quad uses any more are deleted. Only the terms of quads
// removed since the last collection are checked (triple-table.ts notes them), so its cost follows what changed.
import type { Database } from 'better-sqlite3';
import type { Quad, Quad_Graph, Quad_Object, Quad_Predicate, Quad_Subject } from '@rdfjs/types';
import type { GraphStore } from './graph-store.ts';
import { clearTermIdCache, findTermId, loadTerms, termFromRow } from './term-dictionary.ts';
import { takeRemovedTermIds } from './triple-table.ts';
import { cachedStatement } from '../transaction.ts';

export interface GarbageReport {
  quads: number;
  terms: number;
}

// Used by a graph other than @graph: as an object anywhere, or as the subject of a triple that another graph holds
// too (graphs > 1) or that @graph does not hold (rdf_quads is keyed (g, s, p, o), so it is looked up, not scanned).
const USED_OUTSIDE = `EXISTS (SELECT 1 FROM rdf_triples t WHERE t.o = @id)
  OR EXISTS (SELECT 1 FROM rdf_triples t WHERE t.s = @id AND (t.graphs > 1
    OR NOT EXISTS (SELECT 1 FROM rdf_quads x WHERE x.g = @graph AND x.s = t.s AND x.p = t.p AND x.o = t.o)))`;
const DECLARED_IN = 'SELECT s, p, o FROM rdf_quads WHERE s = ? AND g = ?';
const TERM_USED = `EXISTS (SELECT 1 FROM rdf_triples WHERE s = @id) OR EXISTS (SELECT 1 FROM rdf_triples WHERE p = @id)
  OR EXISTS (SELECT 1 FROM rdf_triples WHERE o = @id) OR EXISTS (SELECT 1 FROM rdf_quads WHERE g = @id)`;

function chunked<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

/** Quads of `graph` whose subject is one of `subjects`, as RDF/JS quads (for the store to delete). */
function declarations(db: Database, store: GraphStore, graph: number, subjects: number[]): Quad[] {
  const rows: number[][] = [];
  for (const s of subjects) rows.push(...(cachedStatement(db, DECLARED_IN).raw(true).all(s, graph) as number[][]));
  if (!rows.length) return [];
  const terms = loadTerms(db, [graph, ...rows.flat()], new Map());
  const df = store.dataFactory;
  const term = (id: number) => termFromRow(terms.get(id)!, df);
  const g = term(graph) as Quad_Graph;
  return rows.map(([s, p, o]) => df.quad(term(s!) as Quad_Subject, term(p!) as Quad_Predicate, term(o!) as Quad_Object, g));
}

export async function collectGarbage(store: GraphStore, sharedGraphs: string[]): Promise<GarbageReport> {
  const db = store.sqlite;
  const report: GarbageReport = { quads: 0, terms: 0 };
  let candidates = takeRemovedTermIds(db);
  // shared nodes no other graph uses: their declarations go (which frees their terms in turn)
  for (const iri of sharedGraphs) {
    const graph = findTermId(db, { termType: 'NamedNode', value: iri } as Quad_Graph);
    if (graph === undefined || !candidates.length) continue;
    const usedOutside = cachedStatement(db, `SELECT ${USED_OUTSIDE} AS used`);
    const unused = candidates.filter((id) => id !== graph && !(usedOutside.get({ id, graph }) as { used: number }).used);
    const quads = declarations(db, store, graph, unused);
    for (const chunk of chunked(quads, 10_000)) await store.multiDel(chunk);
    report.quads += quads.length;
    candidates = [...new Set([...candidates, ...takeRemovedTermIds(db)])];
  }
  // terms no quad uses
  const used = cachedStatement(db, `SELECT ${TERM_USED} AS used`);
  const dead = candidates.filter((id) => !(used.get({ id }) as { used: number }).used);
  const del = cachedStatement(db, 'DELETE FROM rdf_terms WHERE id = ?');
  for (const id of dead) report.terms += del.run(id).changes;
  if (report.terms) {
    // ids handed out before may now be free for other terms: the writer's id cache starts over
    clearTermIdCache(store.termIds);
  }
  return report;
}
