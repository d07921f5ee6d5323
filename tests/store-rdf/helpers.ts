// Shared setup for the store-rdf tests: a library-like SQLite file in a temp dir with the RDF store open.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Quad } from '@rdfjs/types';
import { openRdfStore, createRdfSchema, type RdfStore } from '../../electron/engine/store/rdf/index.ts';
import { generateCatalogue, type CatalogueOptions } from './synthetic-catalogue.ts';

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-rdf-'));
}

/** Opens a SQLite file the way the library does (WAL) and creates the RDF tables. */
export function openDb(file: string, opts: { readonly?: boolean } = {}): Database.Database {
  const db = new Database(file, { readonly: opts.readonly ?? false });
  if (!opts.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    createRdfSchema(db);
  }
  return db;
}

export function catalogueQuads(opts: CatalogueOptions): Quad[] {
  const all: Quad[] = [];
  generateCatalogue(opts, (_g, quads) => all.push(...quads));
  return all;
}

export async function openCatalogueStore(file: string, opts: CatalogueOptions): Promise<{ db: Database.Database; rdf: RdfStore }> {
  const db = openDb(file);
  const rdf = await openRdfStore(db);
  await rdf.putQuads(catalogueQuads(opts));
  return { db, rdf };
}
