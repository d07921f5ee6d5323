// A title answers by what follows it: when the sentence that best matches an open question is a section title
// ("Noteworthy changes in release 3.8 (2022-09-02)", "E2fsprogs 1.47.0 (February 5, 2023)"), the answer is the
// section it opens — its units up to the next title of the same kind (the next release), within a size limit.
import type { Database } from 'better-sqlite3';
import { getDocumentBlocks } from '../../store/blocks.ts';
import type { ScoredUnit } from './rank.ts';
import { passageUnits, type Unit } from './units.ts';

/** Units quoted from a section at most, and their characters. */
const MAX_UNITS = 10;
const MAX_CHARS = 1600;
const VERSION_OR_DATE = /\b\d+(?:\.\d+)+[a-z]?\b|\b(?:19|20)\d\d-\d\d-\d\d\b|\b\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* (?:19|20)\d\d\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2},? (?:19|20)\d\d\b/i;

/** A unit that reads as a title: a heading, or a short line without a sentence's end. */
export function isTitleLike(u: Unit): boolean {
  if (u.kind === 'heading') return true;
  const t = u.text.replace(/^[-*•#=\s]+/, '').trim();
  return t.length > 0 && t.length <= 100 && t.split(/\s+/).length <= 12 && !/[.!?:;,]$/.test(t);
}

/** Does a title name a release (a version number or a date)? Such titles open and close release sections. */
export function namesRelease(u: Unit): boolean {
  return VERSION_OR_DATE.test(u.text);
}

/** The units of the section a title opens, in document order (empty when nothing follows it). */
export function sectionAfter(db: Database, title: ScoredUnit): Unit[] {
  const blocks = getDocumentBlocks(db, title.passage.docId);
  const at = blocks.findIndex((b) => b.id === title.passage.blockId);
  if (at < 0) return [];
  const out: Unit[] = [];
  let chars = 0;
  const release = namesRelease(title.unit);
  for (let i = at; i < blocks.length && out.length < MAX_UNITS && chars < MAX_CHARS; i++) {
    const b = blocks[i];
    const units = i === at ? title.siblings : passageUnits({ ...b, blockId: b.id, path: title.passage.path, kind: b.kind });
    for (const u of units) {
      if (i === at && u.index <= title.unit.index) continue;
      // the next title of the same kind ends the section (the next release, or the next heading)
      if (u.kind === 'heading' || (isTitleLike(u) && release && namesRelease(u))) return out;
      if (u.text.replace(/[-=*_\s]/g, '').length === 0) continue; // an underline
      out.push(u);
      chars += u.text.length;
      if (out.length >= MAX_UNITS || chars >= MAX_CHARS) break;
    }
  }
  return out;
}
