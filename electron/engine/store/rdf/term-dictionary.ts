// Maps RDF terms to the integer ids of rdf_terms and back. A term->id cache may outlive one write only if it is
// checked with `revalidateTermIdCache` first: ids handed out inside a transaction that was later rolled back are
// reused, and the check notices that (terms are only ever added, so the highest id can only drop by a rollback).
import type { Database } from 'better-sqlite3';
import type { DataFactory, Term } from '@rdfjs/types';
import { encodeTerm, termKey, KIND, type EncodedTerm } from './term-codec.ts';
import { XSD, RDF_LANG_STRING } from './namespaces.ts';
import { cachedStatement } from '../transaction.ts';

const SELECT_ID = 'SELECT id FROM rdf_terms WHERE value = ? AND kind = ? AND datatype = ? AND language = ?';
const INSERT_TERM = 'INSERT INTO rdf_terms (kind, value, datatype, language, num) VALUES (?, ?, ?, ?, ?)';

export interface TermIdCache { ids: Map<string, number>; highest: number }

/** Entries kept at most; beyond that the cache starts over (bounded memory on huge loads). */
const MAX_CACHED_TERMS = 300_000;

export function newTermIdCache(): TermIdCache {
  return { ids: new Map(), highest: 0 };
}

/** Empties the cache if ids it holds may have been rolled back (or it grew too large). */
export function revalidateTermIdCache(db: Database, cache: TermIdCache): void {
  if (cache.ids.size === 0) return;
  const { m } = cachedStatement(db, 'SELECT max(id) AS m FROM rdf_terms').get() as { m: number | null };
  if ((m ?? 0) < cache.highest || cache.ids.size > MAX_CACHED_TERMS) {
    cache.ids.clear();
    cache.highest = 0;
  }
}

function remember(cache: TermIdCache, key: string, id: number): void {
  cache.ids.set(key, id);
  if (id > cache.highest) cache.highest = id;
}

/** The id of a term, or undefined when the dictionary does not hold it. */
export function findTermId(db: Database, term: Term | EncodedTerm, cache?: TermIdCache): number | undefined {
  const t = 'kind' in term ? term : encodeTerm(term);
  const key = cache ? termKey(t) : '';
  const hit = cache?.ids.get(key);
  if (hit !== undefined) return hit;
  const row = cachedStatement(db, SELECT_ID).get(t.value, t.kind, t.datatype, t.language) as { id: number } | undefined;
  if (row && cache) remember(cache, key, row.id);
  return row?.id;
}

/** The id of a term, inserting it into the dictionary when missing. */
export function ensureTermId(db: Database, term: Term, cache: TermIdCache): number {
  const t = encodeTerm(term);
  const key = termKey(t);
  const hit = cache.ids.get(key);
  if (hit !== undefined) return hit;
  const found = findTermId(db, t);
  const id = found ?? Number(cachedStatement(db, INSERT_TERM).run(t.kind, t.value, t.datatype, t.language, t.num).lastInsertRowid);
  remember(cache, key, id);
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
