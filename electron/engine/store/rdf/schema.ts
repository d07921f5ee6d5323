import type { Database } from 'better-sqlite3';
import { runInTransaction } from '../transaction.ts';
import { ID_NS, Q_NS, RDF_LANG_STRING, RDF_NS, RDFS_NS, XSD, XSD_NS } from './namespaces.ts';

/**
 * The datatypes rdf_terms stores as a small number in `dt` (1 costs no byte at all in a SQLite record, the others
 * one) instead of their IRI (~40 bytes): code i + 1 is DATATYPE_CODES[i]. Append only: the codes are in every
 * library's file and in its schema's generated column.
 */
export const DATATYPE_CODES: readonly string[] = [
  XSD.integer, XSD.string, XSD.decimal, XSD.double, XSD.float, XSD.boolean, XSD.dateTime, `${XSD_NS}date`, RDF_LANG_STRING,
];
const CODE_OF = new Map(DATATYPE_CODES.map((iri, i) => [iri, i + 1]));

/** What rdf_terms.dt holds for a datatype IRI ('' for none): its code, or the IRI itself. */
export function datatypeCode(datatype: string): number | string {
  return CODE_OF.get(datatype) ?? datatype;
}

/**
 * The IRI namespaces rdf_terms stores as a number in `pre`, the IRI's text in `v` without them: code i + 1 is
 * IRI_PREFIXES[i] (0: none). Append only, as DATATYPE_CODES. Quarry's own ids come first (code 1 costs no byte):
 * 'https://quarry.local/id/' was 24 bytes of each of the devices library's 73k IRIs, in the table and its index.
 */
export const IRI_PREFIXES: readonly string[] = [ID_NS, Q_NS, XSD_NS, RDF_NS, RDFS_NS];

/** An IRI's text as rdf_terms stores it: the code of its namespace and the rest. */
export function splitIri(iri: string): { pre: number; v: string } {
  for (let i = 0; i < IRI_PREFIXES.length; i++) {
    const prefix = IRI_PREFIXES[i]!;
    if (iri.startsWith(prefix)) return { pre: i + 1, v: iri.slice(prefix.length) };
  }
  return { pre: 0, v: iri };
}

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** pre and v as the term's text again: the expression of the generated column rdf_terms.value. */
const VALUE_OF_PARTS = `CASE pre WHEN 0 THEN v ${IRI_PREFIXES.map((p, i) => `WHEN ${i + 1} THEN ${sqlText(p)} || v`).join(' ')} END`;
/** The other way, for the upgrade of a table that held the whole text in `value`. */
const prefixCode = (value: string) => `CASE WHEN kind <> 1 THEN 0 ${IRI_PREFIXES.map((p, i) => `WHEN substr(${value}, 1, ${p.length}) = ${sqlText(p)} THEN ${i + 1}`).join(' ')} ELSE 0 END`;
const REST_OF_VALUE = `CASE WHEN kind <> 1 THEN value ${IRI_PREFIXES.map((p) => `WHEN substr(value, 1, ${p.length}) = ${sqlText(p)} THEN substr(value, ${p.length + 1})`).join(' ')} ELSE value END`;
/** dt as its IRI again: the expression of the generated column rdf_terms.datatype (and of the upgrade, reversed). */
const DATATYPE_OF_CODE = `CASE dt ${DATATYPE_CODES.map((iri, i) => `WHEN ${i + 1} THEN ${sqlText(iri)}`).join(' ')} ELSE dt END`;
const CODE_OF_DATATYPE = `CASE datatype ${DATATYPE_CODES.map((iri, i) => `WHEN ${sqlText(iri)} THEN ${i + 1}`).join(' ')} ELSE datatype END`;

function termsTable(name: string): string {
  // dt has no declared type (no affinity): a code is stored as an integer, any other datatype IRI as its text
  return `CREATE TABLE ${name} (
        id INTEGER PRIMARY KEY,
        kind INTEGER NOT NULL,
        pre INTEGER NOT NULL DEFAULT 0,
        v TEXT NOT NULL,
        dt NOT NULL DEFAULT '',
        language TEXT NOT NULL DEFAULT '',
        num REAL,
        value TEXT GENERATED ALWAYS AS (${VALUE_OF_PARTS}) VIRTUAL,
        datatype TEXT GENERATED ALWAYS AS (${DATATYPE_OF_CODE}) VIRTUAL
      )`;
}

/**
 * Tables of the RDF store (all idempotent), one copy of the graph that both the fast path and Comunica read
 * (graph-store.ts):
 * - rdf_terms: the dictionary. kind: 0 default graph, 1 IRI, 2 blank node, 3 literal; num holds the value of numeric
 *   literals (xsd:integer/decimal/double/float and their derived types) so FILTERs compare numerically. A term is
 *   found by its text and kind (index rdf_terms_by_text), its datatype and language read from the row: the index
 *   leaves out the datatype IRI (~40 bytes on every typed literal, a third of the index). Each term is stored once
 *   because the one writer (term-dictionary.ts) looks a term up before it inserts it. Namespaces and datatypes are
 *   stored as codes: an IRI's text is `pre` (IRI_PREFIXES) + `v`, a literal's datatype `dt` (DATATYPE_CODES), and
 *   every reader reads the generated columns `value` (the whole text) and `datatype` (its IRI, '' for none); the
 *   index is on (v, kind), the text without its namespace (term-dictionary.ts finds a term by v, pre, kind…).
 *   On the devices library the datatype IRIs were 1.8 MB (46k typed literals), Quarry's id namespace 1.75 MB of
 *   the table and as much of the index (73k IRIs).
 * - rdf_quads (g,s,p,o) holds every quad, WITHOUT ROWID with primary key (g, s, p, o): per-graph reads and deletes
 *   are a key prefix, a quad's existence one lookup; a pattern over every graph reads graph after graph.
 * - rdf_triples (s,p,o,graphs) is the union default graph as SPARQL defines it, an RDF merge: each triple once,
 *   with the number of graphs holding it (a reference count kept in step with rdf_quads). Both engines read it for
 *   every pattern outside GRAPH, so a triple written in k graphs matches once, not k times. Primary key (s,p,o) and
 *   covering indexes (p,o,s), (o,s,p): enough for every bound/unbound combination.
 * Older layouts are brought up to date here: rdf_triples filled from rdf_quads the first time (libraries written
 * before it existed); rdf_quads moved from (s,p,o,g) + an index on g to its (g,s,p,o) key; rdf_kv, the key/value
 * space of the quadstore copy of the graph that libraries used to keep beside these tables, dropped; rdf_terms with
 * its texts and datatype IRIs written out whole (before schema 6) rewritten with codes, same ids.
 * → whether an older layout was rewritten (the file then holds free pages worth a VACUUM).
 */
export function createRdfSchema(db: Database): boolean {
  return runInTransaction(db, () => {
    const has = (type: string, name: string) => db.prepare('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?').get(type, name) !== undefined;
    const hadTriples = has('table', 'rdf_triples');
    const hadKv = has('table', 'rdf_kv');
    const oldQuads = has('index', 'rdf_quads_g') || has('index', 'rdf_quads_pos');
    const hadTerms = has('table', 'rdf_terms');
    const oldTerms = hadTerms && db.prepare(`SELECT 1 FROM pragma_table_xinfo('rdf_terms') WHERE name = 'dt'`).get() === undefined;
    db.exec('DROP TABLE IF EXISTS rdf_kv;');
    if (!hadTerms) db.exec(termsTable('rdf_terms'));
    if (oldTerms) {
      // same ids, in id order: the quads keep pointing at the same terms
      db.exec(`
        ${termsTable('rdf_terms_coded')};
        INSERT INTO rdf_terms_coded (id, kind, pre, v, dt, language, num)
          SELECT id, kind, ${prefixCode('value')}, ${REST_OF_VALUE}, ${CODE_OF_DATATYPE}, language, num FROM rdf_terms ORDER BY id;
        DROP TABLE rdf_terms;
        ALTER TABLE rdf_terms_coded RENAME TO rdf_terms;
      `);
    }
    db.exec(`
      DROP INDEX IF EXISTS rdf_terms_by_value;
      CREATE INDEX IF NOT EXISTS rdf_terms_by_text ON rdf_terms (v, kind);
    `);
    if (oldQuads) {
      // Copied in key order into the new layout: one sorted pass.
      db.exec(`
        CREATE TABLE rdf_quads_by_graph (
          g INTEGER NOT NULL, s INTEGER NOT NULL, p INTEGER NOT NULL, o INTEGER NOT NULL,
          PRIMARY KEY (g, s, p, o)
        ) WITHOUT ROWID;
        INSERT INTO rdf_quads_by_graph (g, s, p, o) SELECT g, s, p, o FROM rdf_quads ORDER BY g, s, p, o;
        DROP TABLE rdf_quads;
        ALTER TABLE rdf_quads_by_graph RENAME TO rdf_quads;
      `);
    }
    db.exec(`
      CREATE TABLE IF NOT EXISTS rdf_quads (
        g INTEGER NOT NULL, s INTEGER NOT NULL, p INTEGER NOT NULL, o INTEGER NOT NULL,
        PRIMARY KEY (g, s, p, o)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS rdf_triples (
        s INTEGER NOT NULL, p INTEGER NOT NULL, o INTEGER NOT NULL, graphs INTEGER NOT NULL,
        PRIMARY KEY (s, p, o)
      ) WITHOUT ROWID;
    `);
    // Filled in key order before its indexes exist: one sorted pass instead of random index inserts.
    if (!hadTriples) db.exec('INSERT INTO rdf_triples (s, p, o, graphs) SELECT s, p, o, count(*) FROM rdf_quads GROUP BY s, p, o ORDER BY s, p, o');
    db.exec(`
      CREATE INDEX IF NOT EXISTS rdf_triples_pos ON rdf_triples (p, o, s);
      CREATE INDEX IF NOT EXISTS rdf_triples_osp ON rdf_triples (o, s, p);
    `);
    return hadKv || oldQuads || oldTerms;
  });
}
