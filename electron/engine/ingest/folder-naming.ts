// Naming that needs the whole folder: a record's name is read from its own file, but whether a brand/vendor value
// in front of it ("Suomen Puu Oy" + "Birch Plywood Sheet 18 mm") is part of the name or a link to another record
// is known only once the folder's other files are read. After a folder's files are stored, the files whose names
// took a qualifier that is itself the name of a record elsewhere in the library are read again with those names
// (ParseOptions.linkNames): the value then stays a plain attribute, which the schema links to that record.
import type { Database } from 'better-sqlite3';
import { namesOfOtherRecords } from '../store/records.ts';
import { getDocumentByPath } from '../store/documents.ts';

export interface QualifiedFile {
  file: { path: string; relpath: string; size: number; mtime: number };
  /** The values the parse put in front of record names (ParsedDocument.nameQualifiers). */
  names: string[];
}

/** The files to read again, each with the qualifiers that name other records (its link names). */
export function filesToRelink(db: Database, qualified: QualifiedFile[]): Array<{ file: QualifiedFile['file']; linkNames: string[] }> {
  const out: Array<{ file: QualifiedFile['file']; linkNames: string[] }> = [];
  for (const q of qualified) {
    const doc = getDocumentByPath(db, q.file.path);
    if (!doc || doc.status !== 'indexed') continue;
    const linkNames = namesOfOtherRecords(db, q.names, doc.id);
    if (linkNames.length) out.push({ file: q.file, linkNames });
  }
  return out;
}
