// The library's relational schema and its forward migrations. `PRAGMA user_version` holds the schema version;
// `PRAGMA application_id` marks the file as a Quarry library so a foreign SQLite file is never taken for one.
import type { Database } from 'better-sqlite3';
import { createRdfSchema } from './rdf/schema.ts';

export const APPLICATION_ID = 0x51525259; // 'QRRY'

type Migration = (db: Database) => void;

const MIGRATIONS: Migration[] = [
  // 1: documents, blocks (+FTS5), records, links, entities, mentions, settings, vector metadata
  (db) => {
    db.exec(`
      CREATE TABLE folders (
        id INTEGER PRIMARY KEY,
        path TEXT NOT NULL UNIQUE,
        added_at TEXT NOT NULL DEFAULT (datetime('now'))
      );
      CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        folder_id INTEGER REFERENCES folders(id) ON DELETE CASCADE,
        path TEXT NOT NULL UNIQUE,
        relpath TEXT NOT NULL,
        hash TEXT,
        size INTEGER NOT NULL DEFAULT 0,
        mtime REAL NOT NULL DEFAULT 0,
        format TEXT,
        status TEXT NOT NULL CHECK (status IN ('indexed', 'error', 'skipped')),
        error_code TEXT,
        error TEXT,
        title TEXT,
        text TEXT,
        pages INTEGER,
        indexed_at TEXT NOT NULL DEFAULT (datetime('now'))
      );
      CREATE INDEX documents_folder ON documents(folder_id);
      CREATE INDEX documents_status ON documents(status);

      CREATE TABLE blocks (
        id INTEGER PRIMARY KEY,
        doc_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        ord INTEGER NOT NULL,
        kind TEXT NOT NULL,
        heading_path TEXT NOT NULL,
        text TEXT NOT NULL,
        start INTEGER NOT NULL,
        "end" INTEGER NOT NULL,
        page INTEGER,
        fingerprint TEXT
      );
      CREATE INDEX blocks_doc ON blocks(doc_id, ord);
      CREATE INDEX blocks_fingerprint ON blocks(fingerprint);
      CREATE VIRTUAL TABLE blocks_fts USING fts5(
        text, heading, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2'
      );
      CREATE TRIGGER blocks_fts_insert AFTER INSERT ON blocks BEGIN
        INSERT INTO blocks_fts(rowid, text, heading) VALUES (new.id, new.text, new.heading_path);
      END;
      CREATE TRIGGER blocks_fts_delete AFTER DELETE ON blocks BEGIN
        DELETE FROM blocks_fts WHERE rowid = old.id;
      END;

      CREATE TABLE records (
        id INTEGER PRIMARY KEY,
        doc_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        ord INTEGER NOT NULL,
        subject TEXT NOT NULL,
        kind TEXT NOT NULL,
        block_id INTEGER REFERENCES blocks(id) ON DELETE SET NULL,
        category_hints TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX records_doc ON records(doc_id);
      CREATE TABLE record_rows (
        id INTEGER PRIMARY KEY,
        record_id INTEGER NOT NULL REFERENCES records(id) ON DELETE CASCADE,
        doc_id INTEGER NOT NULL,
        position INTEGER NOT NULL,
        section TEXT,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        block_id INTEGER,
        start INTEGER NOT NULL,
        "end" INTEGER NOT NULL
      );
      CREATE INDEX record_rows_record ON record_rows(record_id, position);
      CREATE INDEX record_rows_doc ON record_rows(doc_id);

      CREATE TABLE links (
        id INTEGER PRIMARY KEY,
        src_doc_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        href TEXT NOT NULL,
        target_path TEXT,
        text TEXT NOT NULL DEFAULT '',
        block_id INTEGER
      );
      CREATE INDEX links_src ON links(src_doc_id);
      CREATE INDEX links_target ON links(target_path);

      CREATE TABLE entities (
        id INTEGER PRIMARY KEY,
        canonical TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        kind TEXT NOT NULL DEFAULT 'concept',
        description TEXT NOT NULL DEFAULT '',
        node_iri TEXT
      );
      CREATE TABLE mentions (
        entity_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
        block_id INTEGER NOT NULL REFERENCES blocks(id) ON DELETE CASCADE,
        doc_id INTEGER NOT NULL,
        PRIMARY KEY (entity_id, block_id)
      ) WITHOUT ROWID;
      CREATE INDEX mentions_block ON mentions(block_id);
      CREATE INDEX mentions_doc ON mentions(doc_id);

      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE vector_spaces (
        name TEXT PRIMARY KEY,
        embedder TEXT NOT NULL,
        dimension INTEGER NOT NULL,
        created_at TEXT NOT NULL DEFAULT (datetime('now'))
      );
    `);
  },
  // 2: textual graph: library word counts (SIF weights), the best sentence and weight of each mention
  (db) => {
    db.exec(`
      CREATE TABLE word_counts (
        word TEXT PRIMARY KEY,
        count INTEGER NOT NULL
      ) WITHOUT ROWID;
      ALTER TABLE mentions ADD COLUMN sentence_start INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE mentions ADD COLUMN sentence_end INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE mentions ADD COLUMN weight REAL NOT NULL DEFAULT 1;
    `);
  },
  // 3: per-file budgets: why an indexed document holds only part of its file (NULL when it holds all of it)
  (db) => {
    db.exec(`ALTER TABLE documents ADD COLUMN truncated TEXT;`);
  },
  // 4: the RDF graph kept once, in the dictionary-encoded tables both engines read: quadstore's key/value copy
  // (rdf_kv) dropped, rdf_quads keyed (g, s, p, o). createRdfSchema detects and rewrites the older layout (the
  // quads themselves were already all in rdf_quads, so nothing is re-indexed). The version moves so that an older
  // Quarry, whose Comunica would read an empty rdf_kv, refuses this file (LIBRARY_TOO_NEW) instead of misreading it.
  (db) => {
    createRdfSchema(db);
  },
  // 5: the version of the parsers and derivers each document was stored with (FACTS_VERSION, facts-version.ts):
  // NULL on documents stored before it was recorded, which therefore count as older and are re-derived
  (db) => {
    const has = db.prepare(`SELECT 1 FROM pragma_table_info('documents') WHERE name = 'facts_version'`).get() !== undefined;
    if (!has) db.exec(`ALTER TABLE documents ADD COLUMN facts_version INTEGER;`);
  },
  // 6: rdf_terms stores a literal's datatype as a code (dt) read through the generated column `datatype`
  // (rdf/schema.ts DATATYPE_CODES): createRdfSchema rewrites the table, same ids. The version moves so that an older
  // Quarry, which writes the datatype column itself, refuses this file (LIBRARY_TOO_NEW) instead of failing on it.
  (db) => {
    createRdfSchema(db);
  },
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Hooks run after the relational migrations (e.g. the RDF store's own tables); idempotent. */
export type SchemaExtension = (db: Database) => void;

/** Brings the file to SCHEMA_VERSION, one migration per transaction. */
export function migrate(db: Database, extensions: SchemaExtension[] = []): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let v = current; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      MIGRATIONS[v](db);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
  if (current === 0) db.pragma(`application_id = ${APPLICATION_ID}`);
  for (const extend of extensions) db.transaction(() => extend(db))();
}
