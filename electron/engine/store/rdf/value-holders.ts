// The items stating one of some values (a text value's IRIs: "Leeds"), read from the fast path's triple table:
// item q:hasSpec spec, spec q:hasValue value. The question parser asks it which of several link paths leads to
// items that hold a value ("Leeds games": the branch's city, not the publisher's).
import type { Database } from 'better-sqlite3';
import { KIND, type EncodedTerm } from './term-codec.ts';
import { Q_NS } from './namespaces.ts';
import { findTermId } from './term-dictionary.ts';
import { cachedStatement } from '../transaction.ts';

const HOLDERS = `
  SELECT DISTINCT item.value AS iri
  FROM rdf_triples sv
  JOIN rdf_triples hs ON hs.o = sv.s AND hs.p = ?
  JOIN rdf_terms item ON item.id = hs.s
  WHERE sv.p = ? AND sv.o = ?`;

const iriTerm = (value: string): EncodedTerm => ({ kind: KIND.iri, value, datatype: '', language: '', num: null });

/** The IRIs of the items that state any of these values. */
export function valueHolders(db: Database, valueIris: readonly string[]): Set<string> {
  const out = new Set<string>();
  const hasValue = findTermId(db, iriTerm(`${Q_NS}hasValue`));
  const hasSpec = findTermId(db, iriTerm(`${Q_NS}hasSpec`));
  if (hasValue === undefined || hasSpec === undefined) return out;
  const stmt = cachedStatement(db, HOLDERS);
  for (const v of valueIris) {
    const id = findTermId(db, iriTerm(v));
    if (id === undefined) continue;
    for (const r of stmt.all(hasSpec, hasValue, id) as Array<{ iri: string }>) out.add(r.iri);
  }
  return out;
}
