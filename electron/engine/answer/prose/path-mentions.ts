// Files named in the text: a sentence that says "see RelNotes/2.39.0.txt" or "described in README.Debian" points
// to another document of the library as a hyperlink would. The documents its best sentences name join the
// candidates (their first blocks), with the pointing sentence as their bridge.
import type { Database } from 'better-sqlite3';
import { getDocumentBlocks } from '../../store/blocks.ts';
import { documentsByPathSuffix } from '../../store/documents.ts';
import type { ScoredUnit } from './rank.ts';
import type { PassageLike } from './units.ts';

/** A file name or relative path in running text: with a folder, or a name with an extension or a capitalised suffix. */
const PATH = /(?<![\w/.-])((?:[\w.+-]+\/)+[\w.+-]+\.[A-Za-z0-9]{1,5}|[\w+-]+\.(?:txt|md|rst|org|html?|Debian|source|gz)|(?:[\w.+-]+\/)+[A-Z][\w.+-]*)(?![\w/])/g;
/** Sentences read for mentions, documents taken per mention, blocks taken per document. */
const SENTENCES = 5;
const PER_MENTION = 2;
const BLOCKS = 12;

export interface PointedPages {
  passages: PassageLike[];
  /** Document id → the text of the sentence that points to it. */
  pointers: Map<number, string>;
}

export function pathMentions(db: Database, ranked: ScoredUnit[], have: PassageLike[]): PointedPages {
  const docs = new Set(have.map((p) => p.docId));
  const passages: PassageLike[] = [];
  const pointers = new Map<number, string>();
  for (const s of ranked.filter((r) => r.unit.kind !== 'heading').slice(0, SENTENCES)) {
    const folder = s.passage.path.includes('/') ? s.passage.path.slice(0, s.passage.path.lastIndexOf('/') + 1) : '';
    for (const m of s.unit.text.matchAll(PATH)) {
      const name = m[1].replace(/[.,;:)]+$/, '');
      // a name relative to the pointing file's folder first, then anywhere in the library
      const found = [...documentsByPathSuffix(db, `${folder}${name}`, PER_MENTION), ...documentsByPathSuffix(db, name, PER_MENTION)];
      for (const d of found.slice(0, PER_MENTION)) {
        if (docs.has(d.id) || d.id === s.unit.docId) continue;
        docs.add(d.id);
        pointers.set(d.id, s.unit.text);
        for (const b of getDocumentBlocks(db, d.id).slice(0, BLOCKS)) {
          passages.push({ blockId: b.id, docId: b.docId, path: d.relpath, headingPath: b.headingPath, text: b.text, start: b.start, end: b.end, page: b.page, kind: b.kind });
        }
      }
    }
  }
  return { passages, pointers };
}
