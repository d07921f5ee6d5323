// What a library holds, in a form two runs can be compared by: status, quad count, and per-document content.
import type { Library } from '../../electron/engine/store/library.ts';
import { libraryStatus, type LibraryStatus } from '../../electron/engine/store/status.ts';

export interface LibrarySnapshot {
  status: LibraryStatus;
  quads: number;
  /** path → status, hash, block count, record-row count (ids left out: they change when a file is re-stored). */
  documents: Record<string, { status: string; hash: string | null; blocks: number; rows: number }>;
}

/** Quads in the graph rules derive into. */
export function ruleQuadCount(library: Library): number {
  const row = library.db.prepare(`SELECT id FROM rdf_terms WHERE value = ?`).get('https://quarry.local/id/graph/rules') as { id: number } | undefined;
  return row ? (library.db.prepare(`SELECT count(*) AS n FROM rdf_quads WHERE g = ?`).get(row.id) as { n: number }).n : 0;
}


export function quadCount(library: Library): number {
  return (library.db.prepare(`SELECT count(*) AS n FROM rdf_quads`).get() as { n: number }).n;
}

export function snapshot(library: Library): LibrarySnapshot {
  const documents: LibrarySnapshot['documents'] = {};
  const rows = library.db
    .prepare(
      `SELECT d.path, d.status, d.hash,
              (SELECT count(*) FROM blocks b WHERE b.doc_id = d.id) AS blocks,
              (SELECT count(*) FROM record_rows r WHERE r.doc_id = d.id) AS rows
         FROM documents d ORDER BY d.path`,
    )
    .all() as Array<{ path: string; status: string; hash: string | null; blocks: number; rows: number }>;
  for (const r of rows) documents[r.path] = { status: r.status, hash: r.hash, blocks: r.blocks, rows: r.rows };
  return { status: libraryStatus(library.db), quads: quadCount(library), documents };
}

/** Numeric facts of one entity as "Entry=value" strings (the numbers as written), read straight from the graph by SPARQL. */
export async function numericFacts(library: Library, name: string): Promise<string[]> {
  const { libraryRdf } = await import('../../electron/engine/store/library-rdf.ts');
  const rdf = await libraryRdf(library);
  const res = await rdf.sparql(
    `PREFIX q: <https://quarry.local/ontology#>
     PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
     SELECT ?label ?v WHERE { ?e q:hasName ${JSON.stringify(name)} . ?e q:hasSpec ?s . ?s q:inEntry ?entry . ?entry rdfs:label ?label . ?s q:statedValue ?v }`,
  );
  return res.rows.map((r) => `${r.label.value}=${Number(r.v.value)}`).sort();
}
