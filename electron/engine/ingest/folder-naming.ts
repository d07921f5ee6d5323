// Naming that needs the whole folder: a record's name is read from its own file, but whether a brand/vendor value
// in front of it ("Suomen Puu Oy" + "Birch Plywood Sheet 18 mm") is part of the name or a link to another record
// is known only once the folder's other files are read. After a folder's files are stored, the files whose names
// took a qualifier that is itself the name of a record elsewhere in the library are read again with those names
// (ParseOptions.linkNames): the value then stays a plain attribute, which the schema links to that record.
// Likewise a file keyed by a first column of codes that did not name its rows ("Registration,Make,Model"): where the
// folder's other files hold those codes as values (a fuel log's Vehicle), it is read again with them
// (ParseOptions.keyNames), and the codes name its rows (naming.ts keyColumnCodes).
import type { Database } from 'better-sqlite3';
import { labelsOfRecordsLike, namesHoldingTheirCodes, namesOfOtherRecords, valuesHeldElsewhere } from '../store/records.ts';
import { normaliseKey } from '../skg/entries/normalise-key.ts';
import { labelAsEnglish } from '../skg/schema/label-words.ts';
import { KEYED_SHARE } from './naming.ts';
import { getDocumentByPath } from '../store/documents.ts';

/** The names other files may write, as a share of the codes they write, for the codes to name the rows. */
const NAMES_HELD = 0.25;
/** The share of a table's (code, name) pairs whose named records hold the code for the names to be the rows' own. */
const OWN_CODES = 0.5;

export interface QualifiedFile {
  file: { path: string; relpath: string; size: number; mtime: number };
  /** The values the parse put in front of record names (ParsedDocument.nameQualifiers). */
  names: string[];
  /** The codes of a first key column that did not name the rows, with the names the rows took (ParsedDocument.keyCodes). */
  codes: Array<{ code: string; name: string; byName?: boolean; own?: boolean }>;
  /** Other columns of codes that did not name the rows, with their table's labels (ParsedDocument.refColumns). */
  refs?: Array<{ codes: string[]; labels: string[]; names: string[] }>;
}

/** Labels a table must share with the records a column of its codes names, and the share of its labels they are, for
 *  its rows to be those records. */
const SHARED_LABELS = 3;
/** Codes and names of a column looked up to decide (the first ones). */
const IDENTITY_SAMPLE = 40;
const SHARED_SHARE = 0.3;

/** The GLOB patterns of the codes' shapes, digits as any digit ("CLM-24-0145" → "CLM-[0-9][0-9]-[0-9][0-9][0-9][0-9]"),
 *  the three most common. */
function codeShapes(codes: string[]): string[] {
  const counts = new Map<string, number>();
  for (const c of codes) {
    const shape = c.replace(/[*?[\]]/g, (ch) => `[${ch}]`).replace(/\d/g, '[0-9]');
    counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([s]) => s);
}

/** The words of a label that say what it holds (English, stemmed, three letters or more). */
function labelWords(label: string): string[] {
  return normaliseKey(labelAsEnglish(label)).split(' ').filter((w) => w.length >= 3);
}

/**
 * The column of codes whose codes name records of other files that are what the rows are: an insurer's export keyed
 * by its own claim numbers ("AM-C-752479") holds the broker's ("Broker Ref: CLM-24-0174"), and the broker's claim
 * sheets state what the export's other columns do (claimed, paid, excess, status). A column naming records of
 * another sort (the policy each claim is on: premium, sum insured) shares few of the table's labels. Only where the
 * rows' own names name no record elsewhere.
 */
function identityColumn(db: Database, refs: Array<{ codes: string[]; labels: string[]; names: string[] }>, docId: number): string[] {
  let best: { codes: string[]; shared: number } | null = null;
  // (a sample of each column is looked up: a file of thousands of rows costs what one of a few dozen does)
  const sample = (xs: string[]) => xs.slice(0, IDENTITY_SAMPLE);
  for (const ref of refs) {
    // (rows whose own names other files use are known by them: an invoice register's numbers a ledger holds)
    const names = sample(ref.names);
    if (names.length && namesOfOtherRecords(db, names, docId).length + valuesHeldElsewhere(db, names, docId).length >= KEYED_SHARE * names.length) continue;
    const codes = sample(ref.codes);
    const named = namesOfOtherRecords(db, codes, docId);
    if (named.length < KEYED_SHARE * codes.length) continue;
    // (the records of codes of this shape, "CLM-24-0110" for "CLM-24-0145": the sheets of some, the reserves of others)
    const theirs = new Set(labelsOfRecordsLike(db, codeShapes(named), docId).flatMap(labelWords));
    const labels = ref.labels.filter((l) => l.trim());
    const shared = labels.filter((l) => labelWords(l).some((w) => theirs.has(w))).length;
    if (shared >= SHARED_LABELS && shared >= SHARED_SHARE * labels.length && (!best || shared > best.shared)) best = { codes: ref.codes, shared };
  }
  return best?.codes ?? [];
}

/** The files to read again, each with the qualifiers that name other records (its link names) and the codes of its
 *  key column other files hold (its key names). */
export function filesToRelink(db: Database, qualified: QualifiedFile[]): Array<{ file: QualifiedFile['file']; linkNames: string[]; keyNames: string[] }> {
  const out: Array<{ file: QualifiedFile['file']; linkNames: string[]; keyNames: string[] }> = [];
  for (const q of qualified) {
    const doc = getDocumentByPath(db, q.file.path);
    if (!doc || doc.status !== 'indexed') continue;
    // (names the rows took beside their codes, where the records so named elsewhere hold those codes as their own
    // values, are the rows' own names, not links: "Staff no,Stylist" rows whose stylists' pages state their staff
    // numbers are those stylists)
    const sample = q.codes.filter((k) => k.code && k.name).slice(0, IDENTITY_SAMPLE);
    const own = sample.length ? namesHoldingTheirCodes(db, sample, doc.id) : [];
    const rowsOwn = own.length >= OWN_CODES * sample.length ? new Set(q.codes.map((k) => k.name.toLowerCase())) : new Set<string>();
    const linkNames = namesOfOtherRecords(db, q.names.filter((n) => !rowsOwn.has(n.trim().toLowerCase())), doc.id);
    // (the codes name the rows where other files write them, and seldom the names: a product list whose codes and
    // names the invoices both write keeps its names)
    // (one pass over the other files' values for both the codes and the names)
    const rowNames = q.codes.map((k) => k.name).filter(Boolean);
    const elsewhere = new Set(valuesHeldElsewhere(db, [...q.codes.map((k) => k.code), ...rowNames], doc.id));
    const held = q.codes.map((k) => k.code).filter((c) => elsewhere.has(c));
    const recordNames = namesOfOtherRecords(db, rowNames, doc.id);
    const names = new Set([...rowNames.filter((n) => elsewhere.has(n)), ...recordNames].map((n) => n.toLowerCase()));
    // (codes that name records of other files, "GR-24-003" a row of a scores sheet, name the items the rows are where
    // the names the rows took are other records' too: an extract's "Ref,Applicant,…" rows are applications, not the
    // applicants who have pages of their own; a plant register's machines, named nowhere else, keep their names and
    // the codes of the hours sheet are theirs, as a value of them)
    // (never where the rows took their names from a column headed as their name, "Product": those are their own
    // names, which other files use too — a price list's loaves with recipe pages of their own)
    const ownNames = q.codes.some((k) => k.byName);
    const named = q.codes.length && !ownNames && recordNames.length >= KEYED_SHARE * rowNames.length ? namesOfOtherRecords(db, q.codes.map((k) => k.code), doc.id) : [];
    // (people a register names by their surnames and given names keep them wherever their numbers are written: a
    // rota's "staffNo" is the person's number, a field of theirs, code-names.ts)
    const ownNamed = q.codes.some((k) => k.own);
    const keyNames = q.codes.length && named.length >= KEYED_SHARE * q.codes.length ? q.codes.map((k) => k.code)
      : q.codes.length && !ownNamed && held.length >= KEYED_SHARE * q.codes.length && names.size <= NAMES_HELD * held.length ? held : [];
    // (the rows of a table named by codes of its own whose other column of codes names the records they are)
    const identity = keyNames.length ? [] : identityColumn(db, q.refs ?? [], doc.id);
    if (linkNames.length || keyNames.length || identity.length) out.push({ file: q.file, linkNames, keyNames: keyNames.length ? keyNames : identity });
  }
  return out;
}
