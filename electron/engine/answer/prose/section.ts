// A title answers by what follows it: when the sentence that best matches an open question is a section title
// ("Noteworthy changes in release 3.8 (2022-09-02)", "E2fsprogs 1.47.0 (February 5, 2023)"), the answer is the
// section it opens — its units up to the next title of the same kind (the next release), within a size limit.
import type { Database } from 'better-sqlite3';
import { getDocumentBlocks } from '../../store/blocks.ts';
import type { ScoredUnit } from './rank.ts';
import type { QuestionTerm } from './question.ts';
import { sameStem, tokens } from './terms.ts';
import { passageUnits, type Unit } from './units.ts';

/** Units quoted from a section at most, and their characters. */
const MAX_UNITS = 10;
const MAX_CHARS = 1600;
/** … and from a release's section (its changes are the answer: their list is read whole). */
const MAX_RELEASE_UNITS = 24;
const MAX_RELEASE_CHARS = 3600;
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

/** A title's shape: its words with every version, date and number masked ("noteworthy changes in release # (#)"). */
const shapeOf = (u: Unit) => u.text.replace(/^[-*•#=\s]+/, '').toLowerCase().replace(new RegExp(VERSION_OR_DATE.source, 'gi'), '#').replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/**
 * A release title that names a number the question names ("Noteworthy changes in release 4.9 (2022-11-06)" for
 * "When was sed 4.9 released?", "What changed in sed 4.8?"): the title of the thing asked about, read as a sentence
 * (it states the release's date, its author) and opening the section that answers an open question.
 */
export function titleNamesAsked(u: Unit, terms: QuestionTerm[]): boolean {
  if (u.kind === 'item' || u.kind === 'code' || !isTitleLike(u) || !namesRelease(u)) return false;
  const numbers = terms.filter((t) => t.inQuestion && /^\d+(?:\.\d+)+[a-z]?$/i.test(t.stem));
  if (!numbers.length) return false;
  // (a release's own version, or its point release: "2.39" names "2.39.0", not the Debian upload "2.39.0-1")
  const versions = tokens(u.text).filter((x) => /^v?\d+(?:\.\d+)+[a-z]?$/i.test(x.text));
  return numbers.every((t) => versions.some((x) => sameStem(x.stem, t.stem)));
}

/** The units of the section a title opens, in document order (empty when nothing follows it). A release's section
 * holds its sub-headings ("Bug fixes", "New Features") and ends at the next release's title. */
export function sectionAfter(db: Database, title: ScoredUnit): Unit[] {
  const blocks = getDocumentBlocks(db, title.passage.docId);
  const at = blocks.findIndex((b) => b.id === title.passage.blockId);
  if (at < 0) return [];
  const out: Unit[] = [];
  let chars = 0;
  const release = namesRelease(title.unit);
  const shape = shapeOf(title.unit);
  const maxUnits = release ? MAX_RELEASE_UNITS : MAX_UNITS;
  const maxChars = release ? MAX_RELEASE_CHARS : MAX_CHARS;
  for (let i = at; i < blocks.length && out.length < maxUnits && chars < maxChars; i++) {
    const b = blocks[i];
    const units = i === at ? title.siblings : passageUnits({ ...b, blockId: b.id, path: title.passage.path, kind: b.kind });
    for (const u of units) {
      if (i === at && u.index <= title.unit.index) continue;
      // the next title of the same kind ends the section: the next release (a title of the same shape, so an item
      // "Support for autoconf 2.71" or a sub-heading "Bug fixes" stays inside), or the next heading
      if (release ? isTitleLike(u) && namesRelease(u) && shapeOf(u) === shape : u.kind === 'heading') return out;
      if (u.text.replace(/[-=*_\s]/g, '').length === 0) continue; // an underline
      out.push(u);
      chars += u.text.length;
      if (out.length >= maxUnits || chars >= maxChars) break;
    }
  }
  return out;
}
