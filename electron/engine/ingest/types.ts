// What a parsed file hands to the library: the extracted text, its heading-aware blocks, the structured
// records found in it (for the symbolic graph) and its hyperlinks (for the site graph).
// Invariant for every range: `doc.text.slice(start, end)` is exactly the text it names, so a citation can
// highlight it later.

export type DocFormat =
  | 'markdown'
  | 'text'
  | 'html'
  | 'pdf'
  | 'docx'
  | 'csv'
  | 'tsv'
  | 'json'
  /** YAML data and configuration files, read as the data tree they write. */
  | 'yaml'
  | 'rst'
  | 'org'
  | 'asciidoc'
  | 'man'
  | 'pod'
  /** RFC-822-style `Field: value` stanzas (Debian copyright/control, package metadata). */
  | 'stanzas'
  /** Contacts (vCard, .vcf) and calendars (iCalendar, .ics): tagged content lines, a record per contact or event. */
  | 'vcard'
  | 'ical'
  /** A family tree (GEDCOM, .ged): numbered lines, a record per person. */
  | 'gedcom'
  /** Debian changelog format. */
  | 'changelog'
  /** Source code, scripts and style sheets: searchable text, no records. */
  | 'code';

export type BlockKind = 'text' | 'table' | 'list' | 'code';

export interface ParsedBlock {
  /** 0-based position of the block in the document. */
  order: number;
  kind: BlockKind;
  /** Headings above the block, outermost first (e.g. ["Galaxy A54 5G", "Battery"]). */
  headingPath: string[];
  text: string;
  /** Character range in ParsedDocument.text: text === doc.text.slice(start, end). */
  start: number;
  end: number;
  /** 1-based page for PDFs; null elsewhere. */
  page: number | null;
}

export interface RecordRow {
  /** Section header (table section row, heading above a key/value list), or null. */
  section: string | null;
  /** The row's key as written ("Battery (mAh)", "Weight"). */
  key: string;
  /** The raw value text as written; never lost, even if nothing can parse it. */
  value: string;
  /** 0-based position of the row within its record. */
  position: number;
  /**
   * True when the value is read from the text rather than written there as such (a licence named in prose:
   * "GNU General Public License … version 3 … any later version" → "GPL-3+"); the range is the phrase.
   */
  derived?: boolean;
  /** The block that holds the row. */
  blockOrder: number;
  /** Character range of the row (or of its value cell) in ParsedDocument.text. */
  start: number;
  end: number;
}

/** 'line-item': a row of a table inside a record that buys a quantity at a price (ingest/line-items.ts): a part of
 *  that record, of no category of the folder's. */
export type RecordKind = 'page' | 'table-row' | 'csv-row' | 'json' | 'stanza' | 'prose' | 'line-item';

export interface ParsedRecord {
  /** The subject the rows describe: page title/h1 for a one-subject page, the name-like column otherwise. */
  subject: string;
  kind: RecordKind;
  /** Block holding (the start of) the record. */
  blockOrder: number;
  /** Category hints found in the file itself (breadcrumbs, an explicit category/type field). */
  categoryHints: string[];
  rows: RecordRow[];
}

export interface ParsedLink {
  /** The href as written in the file. */
  href: string;
  /** The link's anchor text. */
  text: string;
  /** Block containing the link, if known. */
  blockOrder: number | null;
}

export interface ParsedDocument {
  format: DocFormat;
  title: string;
  /** The extracted plain text; all ranges index into it. */
  text: string;
  blocks: ParsedBlock[];
  records: ParsedRecord[];
  links: ParsedLink[];
  /** Total pages for PDFs; null elsewhere. */
  pages: number | null;
  /** The name of the thing the document describes (its page record's subject). */
  subject: string;
  /** Parts of the file left out or cut, in words for `quarry status` (empty when the whole file was read). */
  warnings: string[];
  /**
   * Values put in front of record names as their brand ("Quarry" + "P1"); the indexer reads the file again, with
   * `linkNames`, when one of them turns out to name another record of the library (index-folder.ts).
   */
  nameQualifiers?: string[];
  /** Codes of a first key column that did not name its rows ("Registration"); the indexer reads the file again with
   *  those other files hold as values (`keyNames`), which then name the rows (naming.ts keyColumnCodes). */
  keyCodes?: Array<{ code: string; name: string; byName?: boolean; own?: boolean }>;
  /** Columns of codes, each row its own, that did not name a table's rows ("Broker Ref" of an insurer's export),
   *  with the table's column labels: where the codes name records of other files that share the table's labels, the
   *  rows are those records, and the file is read again with the codes as its key names (folder-naming.ts). */
  refColumns?: Array<{ codes: string[]; labels: string[]; names: string[] }>;
}
