// The last check before an answer leaves the engine (API and CLI): every document it cites must still lie inside one
// of the library's folders, as written and through its real path. The indexer never stores a file from outside
// (scan.ts), but a library indexed by an older Quarry, or a folder whose files were since replaced by links out of
// it, could still hold one: an answer resting on such a file is withheld, never shown.
import type { Database } from 'better-sqlite3';
import type { Answer } from '../../../shared/answer.ts';
import { getDocument, listFolders } from '../store/documents.ts';
import { containingFolder } from './path-guard.ts';

/** Paths of the cited documents that are not inside the library's folders. */
export function citedOutside(db: Database, answer: Answer): string[] {
  const folders = listFolders(db).map((f) => f.path);
  const outside: string[] = [];
  for (const docId of new Set(answer.citations.map((c) => c.docId))) {
    const doc = getDocument(db, docId);
    if (!doc) continue;
    try {
      containingFolder(folders, doc.path);
    } catch {
      outside.push(doc.path);
    }
  }
  return outside;
}

export function guardAnswer(db: Database, answer: Answer): Answer {
  const outside = citedOutside(db, answer);
  if (!outside.length) return answer;
  return {
    ...answer,
    answer: `This answer is withheld: it rests on ${outside.length === 1 ? 'a file' : `${outside.length} files`} no longer inside the library's folders. Re-index the library to drop ${outside.length === 1 ? 'it' : 'them'}.`,
    kind: 'none',
    items: [],
    value: null,
    citations: [],
    table: null,
    graph: { nodes: [], edges: [] },
    trace: [...answer.trace, { step: 'withheld', detail: `cited outside the library: ${outside.join(', ')}`, ms: 0 }],
  };
}
