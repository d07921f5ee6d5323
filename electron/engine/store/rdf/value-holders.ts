// The items stating one of some values (a text value's IRIs: "Leeds"), read from the fast path's triple table in one
// synchronous query: item q:hasSpec spec, spec q:hasValue value. The question parser asks it which of several
// link paths leads to items that hold a value ("Leeds games": the branch's city, not the publisher's).
import type { Database } from 'better-sqlite3';
import { KIND } from './term-codec.ts';
import { Q_NS } from './namespaces.ts';
import { cachedStatement } from '../transaction.ts';

const HOLDERS = `
  SELECT DISTINCT item.value AS iri
  FROM rdf_terms v
  JOIN rdf_triples sv ON sv.o = v.id AND sv.p = (SELECT id FROM rdf_terms WHERE value = ? AND kind = ${KIND.iri})
  JOIN rdf_triples hs ON hs.o = sv.s AND hs.p = (SELECT id FROM rdf_terms WHERE value = ? AND kind = ${KIND.iri})
  JOIN rdf_terms item ON item.id = hs.s
  WHERE v.value = ? AND v.kind = ${KIND.iri}`;

/** The IRIs of the items that state any of these values. */
export function valueHolders(db: Database, valueIris: readonly string[]): Set<string> {
  const out = new Set<string>();
  const stmt = cachedStatement(db, HOLDERS);
  for (const v of valueIris) for (const r of stmt.all(`${Q_NS}hasValue`, `${Q_NS}hasSpec`, v) as Array<{ iri: string }>) out.add(r.iri);
  return out;
}
