// Documents as the source viewer shows them: the extracted text every citation indexes into, with PDF page
// starts. Only indexed documents inside the library's folders are readable.
import type { Database } from 'better-sqlite3';
import type { DocumentRef, DocumentView } from '../../../shared/api.ts';
import { getDocument, getDocumentByPath, getDocumentText, listFolders, type DocumentRow } from '../store/documents.ts';
import { getDocumentBlocks } from '../store/blocks.ts';
import { quarryError } from '../errors.ts';
import { containingFolder, resolveLibraryPath } from './path-guard.ts';

function findDocument(db: Database, folders: string[], ref: DocumentRef): { doc: DocumentRow; folder: string } {
  if (ref && typeof ref === 'object' && 'docId' in ref) {
    if (!Number.isInteger(ref.docId)) throw quarryError('BAD_ARGUMENT', 'docId must be an integer');
    const doc = getDocument(db, ref.docId);
    if (!doc) throw quarryError('FILE_NOT_FOUND', `document ${ref.docId}`);
    return { doc, folder: containingFolder(folders, doc.path) };
  }
  if (ref && typeof ref === 'object' && 'path' in ref && typeof ref.path === 'string') {
    const absolute = resolveLibraryPath(folders, ref.path);
    const doc = getDocumentByPath(db, absolute);
    if (!doc) throw quarryError('FILE_NOT_FOUND', `${ref.path} is not a document of the library`);
    return { doc, folder: containingFolder(folders, absolute) };
  }
  throw quarryError('BAD_ARGUMENT', 'name a document by docId or path');
}

export function readDocumentView(db: Database, ref: DocumentRef): DocumentView {
  const folders = listFolders(db).map((f) => f.path);
  const { doc, folder } = findDocument(db, folders, ref);
  if (doc.status !== 'indexed') throw quarryError('FILE_NOT_FOUND', `${doc.relpath} was not indexed: ${doc.error ?? doc.status}`);
  const pageStarts: DocumentView['pageStarts'] = [];
  const blockRows = getDocumentBlocks(db, doc.id);
  if (doc.pages) {
    const seen = new Map<number, number>();
    for (const b of blockRows) {
      if (b.page !== null && (!seen.has(b.page) || b.start < seen.get(b.page)!)) seen.set(b.page, b.start);
    }
    for (const [page, start] of seen) pageStarts.push({ page, start });
    pageStarts.sort((a, b) => a.start - b.start);
  }
  return {
    docId: doc.id,
    path: doc.path,
    relpath: doc.relpath,
    folder,
    title: doc.title,
    format: doc.format,
    pages: doc.pages,
    text: getDocumentText(db, doc.id) ?? '',
    pageStarts,
    blocks: blockRows
      .map((b) => ({ kind: b.kind, start: b.start, end: b.end, page: b.page, headingPath: b.headingPath }))
      .sort((a, b) => a.start - b.start),
  };
}
