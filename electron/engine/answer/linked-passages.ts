// A passage that points elsewhere ("see the battery care guide") says less than the page it points to: the pages
// linked from the best results join the candidates, so the answer can quote the guide itself.
import type { Database } from 'better-sqlite3';
import type { SearchResult } from '../retrieve/semantic/index.ts';
import { linkedDocuments } from '../store/links.ts';
import { getDocumentBlocks } from '../store/blocks.ts';
import { getDocument } from '../store/documents.ts';

export function withLinkedPassages(db: Database, results: SearchResult[], opts: { from?: number; blocksPerPage?: number } = {}): SearchResult[] {
  const out = [...results];
  const have = new Set(results.map((r) => r.blockId));
  const seenDocs = new Set<number>();
  for (const r of results.slice(0, opts.from ?? 5)) {
    if (seenDocs.has(r.docId)) continue;
    seenDocs.add(r.docId);
    for (const link of linkedDocuments(db, r.docId)) {
      if (link.direction !== 'out' || link.docId === r.docId) continue;
      const path = getDocument(db, link.docId)?.relpath ?? '';
      for (const b of getDocumentBlocks(db, link.docId).slice(0, opts.blocksPerPage ?? 12)) {
        if (have.has(b.id)) continue;
        have.add(b.id);
        out.push({
          blockId: b.id, docId: b.docId, path, headingPath: b.headingPath, text: b.text, start: b.start, end: b.end, page: b.page, kind: b.kind,
          score: r.score * 0.8, signals: { linked_from: r.path },
        });
      }
    }
  }
  return out;
}
