// The neutral outline every format parser produces: a flat, ordered list of block-level units (headings,
// paragraphs, lists, tables, key/value groups, code). One shared layout step turns units into the document
// text, blocks and records, so every format gets the same chunking, ranges and record extraction.

export interface UnitLink {
  href: string;
  text: string;
}

/** One table row. `cells` are the cells as written (colspan/rowspan are expanded by the record step). */
export interface TableRow {
  cells: TableCell[];
  /** A header row (in thead, or all cells are th). */
  header: boolean;
}

export interface TableCell {
  text: string;
  th: boolean;
  colspan: number;
  rowspan: number;
  /** th with scope="row" (a row header in the first column). */
  rowHeader: boolean;
}

export interface Pair {
  key: string;
  value: string;
  /** Section the pair belongs to (a group title, a JSON parent path), if the source says so. */
  section?: string | null;
}

interface UnitBase {
  /** 1-based page (PDF); null elsewhere. */
  page: number | null;
  links: UnitLink[];
}

/**
 * A field the file states explicitly (a stanza field, a front-matter key, a changelog entry's version): the
 * record step takes it as a row instead of guessing "Key: value" lines. Offsets are inside the unit's text.
 */
export interface StatedField {
  key: string;
  /** The value (continuation lines joined with "; " when they form a list). */
  value: string;
  start: number;
  end: number;
  section?: string | null;
  /** The value is counted or read from the text, not written in the range (which is where it is evidenced). */
  derived?: boolean;
  /** The thing the field is about, where one unit states fields of several (an event log's lines). */
  subject?: string;
}

export interface HeadingUnit extends UnitBase {
  kind: 'heading';
  level: number;
  text: string;
  /** Facts stated by the heading itself (a changelog entry's version); they go to the page record. */
  fields?: StatedField[];
  /** Starts a section that is never merged into one block with what comes before it (a changelog entry). */
  boundary?: boolean;
}

export interface TextUnit extends UnitBase {
  kind: 'text';
  /** May contain "\n" (hard line breaks); lines are candidates for "Key: value" rows. */
  text: string;
  /** Set when the format parser read the fields itself (stanzas, front matter): exactly these rows, no guessing. */
  fields?: StatedField[];
  /** Set when the fields describe their own subject (one stanza per package) rather than the page subject. */
  subject?: string;
  categoryHints?: string[];
}

export interface ListUnit extends UnitBase {
  kind: 'list';
  /** One entry per item (nested items carry `depth` > 0). */
  items: { text: string; depth: number }[];
}

export interface CodeUnit extends UnitBase {
  kind: 'code';
  text: string;
}

export interface TableUnit extends UnitBase {
  kind: 'table';
  rows: TableRow[];
  /** CSV/TSV tables make 'csv-row' records. */
  source: 'markup' | 'csv';
}

export interface PairsUnit extends UnitBase {
  kind: 'pairs';
  /** Group title shown above the pairs (a spec-group title), used as their section. */
  title: string | null;
  pairs: Pair[];
  /** Set when the pairs describe their own subject (a JSON record) rather than the page subject. */
  subject?: string;
  /** 'line-item': a line of the file's own record (an invoice's), named after it in records.ts; 'card': one of a
   *  page's cards, what they are told by the heading over them. */
  recordKind?: 'json' | 'line-item' | 'card';
  categoryHints?: string[];
}

export type Unit = HeadingUnit | TextUnit | ListUnit | CodeUnit | TableUnit | PairsUnit;

/** What a format parser hands to the shared layout step. */
export interface Outline {
  units: Unit[];
  /** Title as the file states it (<title>, first heading, front matter), or null to fall back. */
  title: string | null;
  /** The name of the thing the page describes (h1), if different from the title. */
  subject?: string | null;
  /** Category hints found outside the units (breadcrumbs, meta keywords, JSON-LD category). */
  categoryHints: string[];
  /** Links found in dropped regions (nav, header, footer); they belong to no block. */
  looseLinks: UnitLink[];
  pages: number | null;
  /** False when headings are record names (JSON), not document titles: the title falls back to the file name. */
  titleFromHeadings?: boolean;
  /** A name the file states for its own subject in a name field (a stanza's name, a changelog's package). */
  statedName?: string | null;
  /** What the parser had to leave out or cut (too deep, too long), in words a user can read. */
  warnings?: string[];
}

export function emptyOutline(): Outline {
  return { units: [], title: null, subject: null, categoryHints: [], looseLinks: [], pages: null };
}
