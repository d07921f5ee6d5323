// Typed operations on the site graph: hyperlinks between files of the library.
import type { Database } from 'better-sqlite3';
import { cachedStatement } from './transaction.ts';

export interface NewLink {
  href: string;
  targetPath: string | null;
  text: string;
  blockId: number | null;
}

export function insertLinks(db: Database, docId: number, links: NewLink[]): void {
  const stmt = cachedStatement(db, `INSERT INTO links(src_doc_id, href, target_path, text, block_id) VALUES (?, ?, ?, ?, ?)`);
  for (const l of links) stmt.run(docId, l.href, l.targetPath, l.text, l.blockId);
}

/** Page→page edges whose target is a document of the library. */
export function linkedDocuments(db: Database, docId: number): Array<{ docId: number; text: string; direction: 'out' | 'in' }> {
  return cachedStatement(db, 
      `SELECT d.id AS docId, l.text AS text, 'out' AS direction FROM links l JOIN documents d ON d.path = l.target_path
        WHERE l.src_doc_id = ?
       UNION ALL
       SELECT l.src_doc_id AS docId, l.text AS text, 'in' AS direction FROM links l
        WHERE l.target_path = (SELECT path FROM documents WHERE id = ?)`,
    )
    .all(docId, docId) as Array<{ docId: number; text: string; direction: 'out' | 'in' }>;
}
