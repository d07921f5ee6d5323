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

/**
 * The graph as sets of strings two libraries can be compared by: every quad (named graphs included) and every
 * dictionary term, with the ids a run assigns (documents, blocks, record rows) replaced by what they stand for
 * (path, block order, record order and row position), plus rdf_triples' size and the sum of its graph counts.
 */
export function graphSnapshot(library: Library): { quads: string[]; terms: string[]; graphRefs: number; triples: number } {
  const db = library.db;
  const docs = new Map((db.prepare(`SELECT id, relpath FROM documents`).all() as Array<{ id: number; relpath: string }>).map((d) => [String(d.id), d.relpath]));
  const blocks = new Map((db.prepare(`SELECT b.id, d.relpath, b.ord FROM blocks b JOIN documents d ON d.id = b.doc_id`).all() as Array<{ id: number; relpath: string; ord: number }>).map((b) => [String(b.id), `${b.relpath}#b${b.ord}`]));
  const rows = new Map(
    (db.prepare(`SELECT r.id, d.relpath, rec.ord, r.position FROM record_rows r JOIN records rec ON rec.id = r.record_id JOIN documents d ON d.id = r.doc_id`).all() as Array<{ id: number; relpath: string; ord: number; position: number }>).map((r) => [String(r.id), `${r.relpath}#r${r.ord}.${r.position}`]),
  );
  const ID = 'https://quarry.local/id/';
  const norm = (kind: number, value: string, datatype: string, language: string, predicate?: string): string => {
    let v = value;
    if (kind === 1) {
      v = v
        .replace(new RegExp(`^${ID}(graph/doc|doc)/(\\d+)$`), (_m, k: string, id: string) => `${ID}${k}/<${docs.get(id) ?? `?${id}`}>`)
        .replace(new RegExp(`^${ID}block/(\\d+)$`), (_m, id: string) => `${ID}block/<${blocks.get(id) ?? `?${id}`}>`)
        .replace(new RegExp(`^${ID}spec/(\\d+)((\\.\\d+)?)$`), (_m, id: string, part: string) => `${ID}spec/<${rows.get(id) ?? `?${id}`}>${part}`);
    } else if (predicate === 'https://quarry.local/ontology#sourceRow') v = `<${rows.get(value) ?? `?${value}`}>`;
    return `${kind}|${v}|${datatype}|${language}`;
  };
  const quads = (db
    .prepare(
      `SELECT s.kind sk, s.value sv, p.value pv, o.kind ok, o.value ov, o.datatype od, o.language ol, g.kind gk, g.value gv
         FROM rdf_quads q JOIN rdf_terms s ON s.id = q.s JOIN rdf_terms p ON p.id = q.p JOIN rdf_terms o ON o.id = q.o JOIN rdf_terms g ON g.id = q.g`,
    )
    .all() as Array<{ sk: number; sv: string; pv: string; ok: number; ov: string; od: string; ol: string; gk: number; gv: string }>)
    .map((q) => [norm(q.sk, q.sv, '', ''), q.pv, norm(q.ok, q.ov, q.od, q.ol, q.pv), norm(q.gk, q.gv, '', '')].join(' '))
    .sort();
  // a literal's normal form depends on its use: as a sourceRow it names a row, elsewhere it is itself (both when both)
  const SOURCE_ROW = 'https://quarry.local/ontology#sourceRow';
  const ids = (sql: string) => new Set((db.prepare(sql).all(SOURCE_ROW) as Array<{ id: number }>).map((r) => r.id));
  const asRow = ids(`SELECT DISTINCT q.o AS id FROM rdf_quads q JOIN rdf_terms p ON p.id = q.p WHERE p.value = ?`);
  const asItself = ids(`SELECT DISTINCT q.o AS id FROM rdf_quads q JOIN rdf_terms p ON p.id = q.p WHERE p.value <> ?`);
  const terms = (db.prepare(`SELECT id, kind, value, datatype, language FROM rdf_terms`).all() as Array<{ id: number; kind: number; value: string; datatype: string; language: string }>)
    .flatMap((t) => {
      const forms: string[] = [];
      if (asRow.has(t.id)) forms.push(norm(t.kind, t.value, t.datatype, t.language, SOURCE_ROW));
      if (!asRow.has(t.id) || asItself.has(t.id)) forms.push(norm(t.kind, t.value, t.datatype, t.language));
      return forms;
    })
    .sort();
  const graphRefs = (db.prepare(`SELECT coalesce(sum(graphs), 0) AS n FROM rdf_triples`).get() as { n: number }).n;
  const triples = (db.prepare(`SELECT count(*) AS n FROM rdf_triples`).get() as { n: number }).n;
  return { quads, terms, graphRefs, triples };
}
