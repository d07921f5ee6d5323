// Maps RDF terms to the integer ids of rdf_terms and back. A term->id cache may outlive one write only if it is
// checked with `revalidateTermIdCache` first: ids handed out inside a transaction that was later rolled back are
// reused, and the check notices that (terms are only ever added, so the highest id can only drop by a rollback).
import type { Database } from 'better-sqlite3';
import type { DataFactory, Literal, Term } from '@rdfjs/types';
import { encodeTerm, KIND, type EncodedTerm } from './term-codec.ts';
import { XSD, RDF_LANG_STRING } from './namespaces.ts';
import { cachedStatement } from '../transaction.ts';
import { datatypeCode, splitIri } from './schema.ts';

// by the stored parts of the text (rdf/schema.ts): the index is on (v, kind)
const SELECT_ID = 'SELECT id FROM rdf_terms WHERE v = ? AND kind = ? AND pre = ? AND dt = ? AND language = ?';
const INSERT_TERM = 'INSERT INTO rdf_terms (kind, pre, v, dt, language, num) VALUES (?, ?, ?, ?, ?, ?)';

/** The stored parts of a term's text: an IRI's namespace as a code (schema.ts). */
function textParts(t: EncodedTerm): { pre: number; v: string } {
  return t.kind === KIND.iri ? splitIri(t.value) : { pre: 0, v: t.value };
}

/**
 * Term ids by term, without building a key string per lookup: IRIs by their text, blank nodes by their label, literals
 * by their datatype (or language) and then their text (the writer looks up four terms per quad, millions per run).
 * `complete` says that every term of the dictionary is in the cache (it was started on an empty dictionary, every
 * term since was added through it, and no other connection added any), so a term missing from it is missing from the
 * dictionary and is inserted without a look-up.
 */
export interface TermIdCache {
  iris: Map<string, number>;
  bnodes: Map<string, number>;
  /** datatype IRI, or '@' + language tag → lexical form → id */
  literals: Map<string, Map<string, number>>;
  defaultGraph: number | undefined;
  size: number;
  highest: number;
  complete: boolean;
}

/** Entries kept at most; beyond that the cache starts over (bounded memory on huge loads). */
const MAX_CACHED_TERMS = 300_000;

export function newTermIdCache(): TermIdCache {
  return { iris: new Map(), bnodes: new Map(), literals: new Map(), defaultGraph: undefined, size: 0, highest: 0, complete: false };
}

/** Forgets every id (ids handed out may have been rolled back or freed). */
export function clearTermIdCache(cache: TermIdCache): void {
  cache.iris.clear();
  cache.bnodes.clear();
  cache.literals.clear();
  cache.defaultGraph = undefined;
  cache.size = 0;
  cache.highest = 0;
  cache.complete = false;
}

/**
 * Empties the cache if ids it holds may have been rolled back (or it grew too large); decides whether it is complete
 * (see TermIdCache). Called before every write that uses the cache.
 */
export function revalidateTermIdCache(db: Database, cache: TermIdCache): void {
  const { m } = cachedStatement(db, 'SELECT max(id) AS m FROM rdf_terms').get() as { m: number | null };
  const highest = m ?? 0;
  if (cache.size === 0) {
    clearTermIdCache(cache);
    cache.complete = highest === 0;
    return;
  }
  if (highest < cache.highest || cache.size > MAX_CACHED_TERMS) clearTermIdCache(cache);
  // terms added by anyone else (or ids the cache never saw) make a miss ambiguous again
  else if (highest !== cache.highest) cache.complete = false;
}

function literalKey(term: Term): string {
  // as encodeTerm encodes it
  const lit = term as Literal;
  return lit.language ? `@${lit.language}` : (lit.datatype?.value || XSD.string);
}

function cached(cache: TermIdCache, term: Term | EncodedTerm): number | undefined {
  if ('kind' in term) {
    switch (term.kind) {
      case KIND.iri: return cache.iris.get(term.value);
      case KIND.bnode: return cache.bnodes.get(term.value);
      case KIND.defaultGraph: return cache.defaultGraph;
      default: return cache.literals.get(term.language ? `@${term.language}` : term.datatype)?.get(term.value);
    }
  }
  switch (term.termType) {
    case 'NamedNode': return cache.iris.get(term.value);
    case 'BlankNode': return cache.bnodes.get(term.value);
    case 'DefaultGraph': return cache.defaultGraph;
    case 'Literal': return cache.literals.get(literalKey(term))?.get(term.value);
    default: return undefined;
  }
}

function remember(cache: TermIdCache, t: EncodedTerm, id: number): void {
  switch (t.kind) {
    case KIND.iri: cache.iris.set(t.value, id); break;
    case KIND.bnode: cache.bnodes.set(t.value, id); break;
    case KIND.defaultGraph: cache.defaultGraph = id; break;
    default: {
      const key = t.language ? `@${t.language}` : t.datatype;
      let values = cache.literals.get(key);
      if (!values) cache.literals.set(key, (values = new Map()));
      values.set(t.value, id);
    }
  }
  cache.size++;
  if (id > cache.highest) cache.highest = id;
}

/** The id of a term, or undefined when the dictionary does not hold it. */
export function findTermId(db: Database, term: Term | EncodedTerm, cache?: TermIdCache): number | undefined {
  const hit = cache ? cached(cache, term) : undefined;
  if (hit !== undefined) return hit;
  const t = 'kind' in term ? term : encodeTerm(term);
  const { pre, v } = textParts(t);
  const row = cachedStatement(db, SELECT_ID).get(v, t.kind, pre, datatypeCode(t.datatype), t.language) as { id: number } | undefined;
  if (row && cache) remember(cache, t, row.id);
  return row?.id;
}

/** The id of a term, inserting it into the dictionary when missing. */
export function ensureTermId(db: Database, term: Term, cache: TermIdCache): number {
  const hit = cached(cache, term);
  if (hit !== undefined) return hit;
  return insertMissing(db, encodeTerm(term), cache);
}

/** The id of an encoded term (as quad-pack.ts packs them), inserting it into the dictionary when missing. */
export function ensureEncodedTermId(db: Database, t: EncodedTerm, cache: TermIdCache): number {
  const hit = cached(cache, t);
  if (hit !== undefined) return hit;
  return insertMissing(db, t, cache);
}

function insertMissing(db: Database, t: EncodedTerm, cache: TermIdCache): number {
  const found = cache.complete ? undefined : findTermId(db, t);
  let id = found;
  if (id === undefined) {
    const { pre, v } = textParts(t);
    id = Number(cachedStatement(db, INSERT_TERM).run(t.kind, pre, v, datatypeCode(t.datatype), t.language, t.num).lastInsertRowid);
  }
  remember(cache, t, id);
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
