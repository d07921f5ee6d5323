// Maps RDF terms to the integer ids of rdf_terms and back. Caches live only as long as one operation (a write call
// or a query), because ids handed out inside a transaction that is later rolled back may be reused.
import type { Database } from 'better-sqlite3';
import type { DataFactory, Term } from '@rdfjs/types';
import { encodeTerm, termKey, KIND, type EncodedTerm } from './term-codec.ts';
import { XSD, RDF_LANG_STRING } from './namespaces.ts';
import { cachedStatement } from './transaction.ts';

const SELECT_ID = 'SELECT id FROM rdf_terms WHERE value = ? AND kind = ? AND datatype = ? AND language = ?';
const INSERT_TERM = 'INSERT INTO rdf_terms (kind, value, datatype, language, num) VALUES (?, ?, ?, ?, ?)';

export type TermIdCache = Map<string, number>;

/** The id of a term, or undefined when the dictionary does not hold it. */
export function findTermId(db: Database, term: Term | EncodedTerm, cache?: TermIdCache): number | undefined {
  const t = 'kind' in term ? term : encodeTerm(term);
  const key = cache ? termKey(t) : '';
  const hit = cache?.get(key);
  if (hit !== undefined) return hit;
  const row = cachedStatement(db, SELECT_ID).get(t.value, t.kind, t.datatype, t.language) as { id: number } | undefined;
  if (row && cache) cache.set(key, row.id);
  return row?.id;
}

/** The id of a term, inserting it into the dictionary when missing. */
export function ensureTermId(db: Database, term: Term, cache: TermIdCache): number {
  const t = encodeTerm(term);
  const key = termKey(t);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const found = findTermId(db, t);
  const id = found ?? Number(cachedStatement(db, INSERT_TERM).run(t.kind, t.value, t.datatype, t.language, t.num).lastInsertRowid);
  cache.set(key, id);
  return id;
}

export interface TermRow { id: number; kind: number; value: string; datatype: string; language: string }

export function termFromRow(row: TermRow, df: DataFactory): Term {
  switch (row.kind) {
    case KIND.iri: return df.namedNode(row.value);
    case KIND.bnode: return df.blankNode(row.value);
    case KIND.defaultGraph: return df.defaultGraph();
    default:
      if (row.language) return df.literal(row.value, row.language);
      return df.literal(row.value, row.datatype && row.datatype !== XSD.string && row.datatype !== RDF_LANG_STRING ? df.namedNode(row.datatype) : undefined);
  }
}

/** Loads the terms of the given ids (ids already in `into` are skipped). */
export function loadTerms(db: Database, ids: Iterable<number>, into: Map<number, TermRow>): Map<number, TermRow> {
  const missing = [...new Set(ids)].filter((id) => !into.has(id));
  for (let i = 0; i < missing.length; i += 500) {
    const chunk = missing.slice(i, i + 500);
    const rows = db.prepare(`SELECT id, kind, value, datatype, language FROM rdf_terms WHERE id IN (${chunk.map(() => '?').join(',')})`).all(...chunk) as TermRow[];
    for (const r of rows) into.set(r.id, r);
  }
  return into;
}
