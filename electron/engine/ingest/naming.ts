// How records and documents get their names (documented for users in resources/ingest/README.md):
// - a record is named by its name-like field (resources/ingest/name-keys.txt), else by its most distinctive text
//   field: the leftmost field whose values are text (not numbers or codes such as "P001") and mostly unique
//   across at least three records;
// - a title line written as "LABEL: NAME" / "LABEL — NAME" names "NAME", the label being a kind ("Recipe");
//   an all-capitals name gets its case back from the same name written in the body, else in title case;
// - a file with a conventional name (README, copyright, changelog…, resources/ingest/file-names.tsv) describes
//   the folder it is in: its subject is the folder's name; a name stated in the file wins when it names the same
//   thing (equal once case, spaces and punctuation are ignored), so only its spelling can differ.

import path from 'node:path';
import { fileRole, isNameKey, type FileRole, type IngestVocabulary } from './vocabulary.ts';
import { namePartColumns } from './name-parts.ts';
import { loadKindLabelWords } from '../skg/schema/kind-label-words.ts';
import { normaliseKey } from '../skg/entries/normalise-key.ts';
import { normText } from '../text/norm.ts';
import { findDates } from '../skg/values/dates.ts';
import { readClockTime } from '../skg/values/clock-times.ts';
import { labelAsEnglish } from '../skg/schema/label-words.ts';

/** A value that is an identifier rather than a name: one token with digits ("P001", "SKU-12", "4f3a9c"). */
export function isCodeLike(value: string): boolean {
  const v = value.trim();
  if (!v || /\s/.test(v)) return false;
  return /\d/.test(v) && v.length <= 24;
}

/** Whether a value can be a name: it has a letter ("+44 20 7946 0318" and "2024-05-01" name nothing). */
export function looksLikeName(value: string): boolean {
  return /\p{L}/u.test(value);
}

/** Whether a label says its values describe the record ("Description", "Notes", "Omschrijving"). */
function describes(label: string): boolean {
  const kinds = loadKindLabelWords();
  return normText(labelAsEnglish(label)).split(' ').some((w) => kinds.get(normaliseKey(w)) === 'description');
}

/** A value that is a calendar date and nothing more ("8 October 2024", "Tue, 12 Oct 2021"), or a date and the time
 *  on its day ("Fri 3 Oct 2025, 7.30pm", "18/09/2025 19:30"). */
function isWholeDate(value: string): boolean {
  const v = value.trim();
  const d = findDates(v);
  if (d.length !== 1) return false;
  if (d[0]!.end - d[0]!.start >= v.length - 1) return true;
  const rest = v.slice(d[0]!.end).replace(/^[\s,;]*(?:at\s+)?/i, '');
  return d[0]!.start <= 1 && rest !== '' && readClockTime(rest) !== null;
}

function isTexty(value: string): boolean {
  return /\p{L}/u.test(value) && !/^[\d\s.,%€$£+-]+$/.test(value) && !/^https?:\/\//i.test(value) && value.length <= 200;
}

export interface Column {
  key: string;
  /** One value per record ('' or null where the record has none). */
  values: Array<string | null | undefined>;
}

/**
 * The column that names the records: the name-like key, else the leftmost mostly-unique text column that is not
 * a code; -1 when none qualifies.
 */
export function namingColumn(vocab: IngestVocabulary, columns: Column[], qualifiers?: NameQualifiers): number {
  // a column of codes other files name records by, sharing this table's labels, names the rows: they are those
  // records (an insurer's export keyed by its own claim numbers, with the broker's as "Broker Ref"; folder-naming.ts)
  if (qualifiers?.keyed.size) {
    const keyedAt = columns.findIndex((col, c) => c > 0 && (keyColumnCodes(col) ?? []).filter((v) => qualifiers.keyed.has(looseKey(v))).length >= KEYED_SHARE * col.values.length);
    if (keyedAt > 0) return keyedAt;
  }
  const chosen = namingColumnOf(vocab, columns, qualifiers);
  // (the other columns of codes, each row its own, are handed on: which of them name records elsewhere is known once
  // the folder is read)
  if (qualifiers && !qualifiers.keyed.size && chosen >= 0) {
    const names = columns[chosen]!.values.map((v) => (typeof v === 'string' ? v.trim() : '')).filter(Boolean);
    columns.forEach((col, c) => {
      if (c === chosen) return;
      const codes = keyColumnCodes(col);
      // (the labels the rows state of what they are: neither the column naming them nor the column of codes, which
      // say what names them — a harvest log's "Harvest ref" and "Hive" are no facts the hives' pages state)
      if (codes) qualifiers.refs.push({ codes, labels: columns.filter((_, i) => i !== c && i !== chosen).map((x) => x.key), names });
    });
  }
  return chosen;
}

function namingColumnOf(vocab: IngestVocabulary, columns: Column[], qualifiers?: NameQualifiers): number {
  const named = nameColumn(vocab, columns, qualifiers);
  // (or "Order no,Customer,…": a kind and a word for its code heading the codes, beside a column headed by a kind of
  // its own rather than a word for a name — the rows are orders, each for a customer)
  const key = kindKeyColumn(columns) || (named > 0 && kindCodeColumn(columns) && !isNameKey(vocab, columns[named]!.key));
  // (the column that would name the rows, had no value been known as another record's name)
  const naming = key && qualifiers?.links.size ? nameColumn(vocab, columns) : named;
  // "Batch,Product,…" / "Lot,Field,…": a first column of codes, each row its own, headed by a kind rather than by a
  // word for a code, keys rows that are things of that kind (a batch, a lot), where the column that would name them
  // names things with records elsewhere (the beer, the field): those are links, and the codes name the rows. Which
  // values are names elsewhere is known once the folder is read: they are handed on, so the file is read again
  // with them (folder-naming.ts).
  if (naming > 0 && key) {
    const values = columns[naming]!.values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (qualifiers?.links.size && values.filter((v) => qualifiers.links.has(looseKey(v))).length >= values.length * 0.5) return 0;
    if (qualifiers) for (const v of values) if (!qualifiers.used.includes(v.trim())) qualifiers.used.push(v.trim());
  }
  // "Reference,Booked,Depot,Destination,…": a table keyed by a first column of codes, each row its own, names its
  // rows by them where the first text column is not beside the key (dates and codes between): that column is what
  // each row relates to (a destination, an account), not its name, which a key's neighbour is ("Code,Food,…")
  if (named > 1 && !isNameKey(vocab, columns[named]!.key) && identifierColumn(columns.slice(0, 1)) === 0) return 0;
  // "REF,ITEM,BORROWER,…": a text column repeating a value (one extractor lent twice) names no row where a first column
  // of codes, each row its own, tells them all apart: the rows are loans, the item what each lends
  // (a surname shared by two members names each whole with their given names: name-parts.ts)
  const nameParts = namePartColumns(columns.map((c) => c.key));
  if (named > 0 && identifierColumn(columns.slice(0, 1)) === 0 && !(nameParts && (named === nameParts.family || named === nameParts.given))) {
    const present = columns[named]!.values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (!tellsApart(present, 1)) return 0;
  }
  // "Group,Stage,Day,…" / "SL-SVN-01,Stage 1,Mon": a column numbering its rows by its own header names none of them
  // where a first column of codes, each row its own, does
  if (named > 0 && numberedByHeader(columns[named]!) && identifierColumn(columns.slice(0, 1)) === 0) return 0;
  // "Registration,Make,Model,…": a first column of codes, each row its own, names the rows where the folder's other
  // files refer to them by those codes (a fuel log's Vehicle, an export's Unit) and not by the names the rows would
  // take: that is what the rows are called there, however the rows name their model (a product list whose codes and
  // names the invoices both write keeps its names). Which codes other files hold is known once the folder is read: the
  // codes are handed on, and the file is read again with those held (folder-naming.ts).
  const codes = named > 0 ? keyColumnCodes(columns[0]!) : null;
  if (codes && qualifiers) {
    if (qualifiers.keyed.size && codes.filter((c) => qualifiers.keyed.has(looseKey(c))).length >= KEYED_SHARE * codes.length) return 0;
    // (a surname and a given-name column naming people whole names them wherever other files write their codes; a
    // column headed by what the file's items are, "Apiary" in apiaries/, holds their own names too)
    const own = !!nameParts && (named === nameParts.family || named === nameParts.given);
    const byName = isNameKey(vocab, columns[named]!.key) || qualifiers.kinds.has(singularWords(columns[named]!.key)) || own;
    codes.forEach((code, r) => {
      const name = columns[named]!.values[r];
      if (!qualifiers.keys.some((k) => k.code === code)) qualifiers.keys.push({ code, name: typeof name === 'string' ? name.trim() : '', ...(byName ? { byName } : {}), ...(own ? { own } : {}) });
    });
  }
  return named;
}

/**
 * What a table's rows are, where its first column of codes, each row its own, names them under a header naming a
 * kind ("Group", "Rope", "Batch"; never a word for a code, "Code", "Ref"): that header, a category hint of every row,
 * as a title's kind word is of the code it names ("Invoice INV-0005"). Null where another column names the rows.
 */
export function keyColumnKind(columns: Column[], chosen: number): string | null {
  if (chosen !== 0 || !columns.length || !kindKeyColumn(columns)) return null;
  return columns[0]!.key.trim() || null;
}

/** Whether every value of a column is its own header and a number ("Stage" → "Stage 1", "Stage 9"): an amount
 *  written with its label, the column's value, never a name of its row. */
function numberedByHeader(column: Column): boolean {
  const head = normText(column.key);
  const values = column.values.map((v) => (typeof v === 'string' ? normText(v) : '')).filter(Boolean);
  return head !== '' && values.length >= 2 && values.every((v) => v.startsWith(`${head} `) && /^\d+[a-z]?$/.test(v.slice(head.length + 1)));
}

/** Share of a key column's codes other files must hold for the codes to name the rows. */
export const KEYED_SHARE = 0.5;

/** Whether the first column is a key of codes (every row its own, letters and digits) headed by a kind, not by a
 *  word for a code ("Code", "Ref no.", "ID": resources/lang/en/kind-label-words.tsv). */
function kindKeyColumn(columns: Column[]): boolean {
  if (identifierColumn(columns.slice(0, 1)) !== 0) return false;
  const words = normText(columns[0]!.key).split(' ').filter(Boolean);
  return words.length > 0 && words.some((w) => /\p{L}/u.test(w)) && !words.some(isIdentifierWord);
}

/** A first column of codes, each row its own, headed by a kind and a word for its code ("Order no", "Booking ref"). */
function kindCodeColumn(columns: Column[]): boolean {
  if (identifierColumn(columns.slice(0, 1)) !== 0) return false;
  const words = normText(columns[0]!.key).split(' ').filter((w) => /\p{L}/u.test(w));
  return words.some(isIdentifierWord) && words.some((w) => !isIdentifierWord(w));
}

/** A word a label uses for a code ("id", "ref", "no", "code"; the kind-label-words resource of each language). */
function isIdentifierWord(word: string): boolean {
  return loadKindLabelWords().get(normaliseKey(word)) === 'identifier';
}

function nameColumn(vocab: IngestVocabulary, columns: Column[], qualifiers?: NameQualifiers): number {
  // a name-like key whose values are mostly numbers ("Phone" of a contact list) names nothing, nor one holding no
  // text at all (a JSON record's "product": {"type": …, "size": …}, an object)
  const named = columns.findIndex((c) => {
    if (!isNameKey(vocab, c.key)) return false;
    const present = c.values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    return present.length > 0 && present.filter(looksLikeName).length >= present.length * 0.5;
  });
  if (named >= 0) {
    const fuller = fullerColumn(columns, columns[named].values);
    if (fuller >= 0) return fuller;
    // "date,slip,ticket,item": a name-like column of codes only ("D/12/3/1", the document produced) names no row where
    // a column of codes before it, each row its own, does: the rows are the slips, the item what each is for
    const codes = columns[named].values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    const own = codes.length >= 3 && codes.every((v) => isCodeLike(v)) ? identifierColumn(columns.slice(0, named)) : -1;
    if (own >= 0) return own;
    // a name-like column that does not tell the records apart (a register's "Model", several laptops of one; a
    // catalogue's "label", one imprint's) names none of them where a text column or an identifier every record has,
    // each its own, does ("titel", "LT-0490")
    const present = columns[named].values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (present.length >= 3 && !tellsApart(present)) {
      const other = distinctiveColumn(columns.map((c, i) => (i === named ? { key: c.key, values: [] } : c)), qualifiers);
      if (other >= 0) return other;
    }
    return named;
  }
  return distinctiveColumn(columns, qualifiers);
}

/** Whether `values` tell their records apart: at least `share` of them distinct (case aside). */
export function tellsApart(values: readonly string[], share = 0.8): boolean {
  return new Set(values.map((v) => v.trim().toLowerCase())).size >= values.length * share;
}

/** A column of identifiers every record has, each its own ("INV-0001", "LT-0490"), or -1. */
export function identifierColumn(columns: Column[]): number {
  const rows = columns.reduce((n, c) => Math.max(n, c.values.length), 0);
  if (rows < 3) return -1;
  for (let i = 0; i < columns.length; i++) {
    const values = columns[i].values.map((v) => (typeof v === 'string' ? v.trim() : '')).filter(Boolean);
    if (values.length < rows * 0.8 || !values.every((v) => isCodeLike(v) && /\p{L}/u.test(v))) continue;
    if (tellsApart(values, 1)) return i;
  }
  return -1;
}

/** "1 dia", "1.5 days", "512 GB", "4.33 t/ha": a number and the word it counts in, a measurement, never a name; nor a date and
 *  time written in numbers ("03/20/2025 4:47 PM"). (A code before a number is a flight's name, "CB 731", as often as
 *  money, "GBP 1,944.99": it stays a name.) */
const MEASUREMENT = /^[-+]?\d[\d.,]*\s*\p{L}+(?:\/\p{L}+)?\.?$|^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}(?:[ T]\d{1,2}[:.]\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)?$/iu;

/** Words a fuller name may add to a name ("Hyundai Tucson 1.6 T-GDi Premium" to "Tucson 1.6 T-GDi"). */
const FULLER_EXTRA_WORDS = 4;
/** Share of the records whose value must hold the name and more. */
const FULLER_SHARE = 0.9;

/**
 * A column that names each record more fully than `names`: its value holds the record's name and a few words more
 * ("vehicle": "SEAT Leon 1.5 TSI FR" beside "model": "Leon 1.5 TSI"), in nearly every record, and it tells at least
 * as many records apart — a model shared by two trims names neither. -1 when none does.
 */
export function fullerColumn(columns: Column[], names: ReadonlyArray<string | null | undefined>): number {
  const key = (v: string) => v.toLowerCase().replace(/\s+/g, ' ').trim();
  const words = (v: string) => v.trim().split(/\s+/).length;
  const nameValues = names.map((n) => (typeof n === 'string' && n.trim() ? n.trim() : null));
  const withName = nameValues.filter((n): n is string => n !== null);
  if (withName.length < 2) return -1;
  const distinctNames = new Set(withName.map(key)).size;
  let best = -1;
  let bestDistinct = -1;
  columns.forEach((c, i) => {
    let holds = 0;
    const values: string[] = [];
    for (let r = 0; r < nameValues.length; r++) {
      const n = nameValues[r];
      const v = typeof c.values[r] === 'string' ? (c.values[r] as string).trim() : '';
      if (!n) continue;
      if (!v) return;
      values.push(v);
      const at = key(v).indexOf(key(n));
      const bounded = at >= 0 && !/[\p{L}\p{N}]/u.test(key(v)[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(key(v)[at + key(n).length] ?? ' ');
      if (bounded && key(v) !== key(n) && words(v) - words(n) <= FULLER_EXTRA_WORDS && !/[.!?]\s/.test(v) && isTexty(v) && !isContentsList(v)) holds++;
    }
    if (holds < FULLER_SHARE * withName.length) return;
    const distinct = new Set(values.map(key)).size;
    if (distinct < distinctNames || distinct <= bestDistinct) return;
    best = i;
    bestDistinct = distinct;
  });
  return best;
}

/** `qualifiers`: a column whose values mostly name other records links to them and does not name these. */
export function distinctiveColumn(columns: Column[], qualifiers?: NameQualifiers): number {
  const rows = columns.reduce((n, c) => Math.max(n, c.values.length), 0);
  // two records are always "unique": it takes three to tell a name from a repeated value
  if (rows < 3) return -1;
  const present = columns.map((c) => c.values.map((v) => (typeof v === 'string' ? v.trim() : '')).filter(Boolean));
  for (let i = 0; i < columns.length; i++) {
    const values = present[i];
    if (values.length === 0 || values.length < rows * 0.8) continue;
    const texty = values.filter(isTexty).length;
    if (texty < values.length * 0.8) continue;
    if (values.filter(isCodeLike).length >= values.length * 0.5) continue;
    // "307 x Cat6 Patch Cable; 6 x HDPE Drum" says what a record holds, it does not name it; nor do "1,5 dias" and
    // "03/20/2025 4:47 PM"
    if (values.filter(isContentsList).length >= values.length * 0.5) continue;
    if (values.filter((v) => MEASUREMENT.test(v)).length >= values.length * 0.5) continue;
    // nor does a date ("8 October 2024" of a register's "Date declared"): it says when, not what
    if (values.filter(isWholeDate).length >= values.length * 0.5) continue;
    if (qualifiers?.links.size && values.filter((v) => qualifiers.links.has(looseKey(v))).length >= values.length * 0.5) continue;
    // nor a description ("Omschrijving": "Bijkomende palen zone C (6 st.)") where every record has an identifier
    if (describes(columns[i]!.key) && identifierColumn(columns) >= 0) continue;
    if (tellsApart(values)) return i;
  }
  // no text names the records: an identifier every record has, each its own ("INV-0001"), does
  return identifierColumn(columns);
}

/**
 * A value listing quantities of things ("198 x Cat6 Patch Cable 5 m", "2 × Oak Plank; 4 × Pine Batten") or several
 * items joined by semicolons: the contents of a record, never its name.
 */
export function isContentsList(value: string): boolean {
  const v = value.trim();
  if (/^\d[\d.,]*\s*[x×]\s+\S/iu.test(v)) return true;
  return v.split(/\s*;\s*/).filter((p) => /\p{L}/u.test(p)).length >= 2;
}

/**
 * What a parse knows of the names of records elsewhere in the library, for the qualifier (brand, vendor) put in
 * front of a record's name: a qualifier that is itself the name of another record ("Vendor: Suomen Puu Oy", a
 * supplier with its own page) is a link to that record, never part of this one's name. `used` collects the
 * qualifiers that did go in front of a name, so the indexer can tell which files to read again once it knows the
 * folder's names (index-folder.ts).
 */
export interface NameQualifiers {
  /** The names of other records, as the library writes them. */
  known: string[];
  /** looseKey of the names of other records. */
  links: Set<string>;
  /** Qualifiers put in front of names, and all-capitals titles written in title case for want of a better case. */
  used: string[];
  /** looseKey of the codes of a first key column that other files of the folder hold as values (keyColumnCodes). */
  keyed: Set<string>;
  /** The codes of first key columns that did not name their rows, each with the name its row took, for the indexer
   *  to look up in other files. */
  /** (`byName`: the column the row took its name from is headed as a name, name-keys.txt: "Product", "Title";
   *  `own`: the row is a person named by a surname and a given-name column) */
  keys: Array<{ code: string; name: string; byName?: boolean; own?: boolean }>;
  /** Other columns of codes, each row its own, with their table's labels (ParsedDocument.refColumns). */
  refs: Array<{ codes: string[]; labels: string[]; names: string[] }>;
  /** What the file's items are, by the plural folders it is in ("apiaries/" → apiary): a column headed so holds the
   *  names of the rows, as a name-key column does ("Apiary" in apiaries/). */
  kinds: Set<string>;
}

export function nameQualifiers(linkNames: Iterable<string> = [], keyNames: Iterable<string> = [], folders: string[] = []): NameQualifiers {
  const known = [...linkNames];
  return { known, links: new Set(known.map(looseKey).filter(Boolean)), used: [], keyed: new Set([...keyNames].map(looseKey).filter(Boolean)), keys: [], refs: [], kinds: pluralFolderKinds(folders) };
}

/** The singulars of the folders named by a plural ("apiaries" → "apiary"; "hives" → "hive"; "2025" and "misc" none). */
function pluralFolderKinds(folders: string[]): Set<string> {
  return new Set(folders.filter((f) => /\p{L}/u.test(f) && singularWords(f) !== f.toLowerCase().replace(/[_\-\s]+/g, ' ').trim()).map(singularWords));
}

/** A code of a key column: capitals and digits, up to three parts ("WF18 TLN", "72-BRT-4", "PO 7K219"). */
const KEY_CODE = /^(?=.*\d)(?=.*\p{Lu})[\p{Lu}\d][\p{Lu}\d./-]*(?: [\p{Lu}\d][\p{Lu}\d./-]*){0,2}$/u;
const KEY_CODE_LENGTH = 16;

/** The values of a column of codes every row has, each its own (a register's "Registration"); null otherwise. */
export function keyColumnCodes(column: Column): string[] | null {
  const values = column.values.map((v) => (typeof v === 'string' ? v.trim() : ''));
  if (values.length < 3 || values.some((v) => !v || v.length > KEY_CODE_LENGTH || !KEY_CODE.test(v))) return null;
  return tellsApart(values, 1) ? values : null;
}

/** "Quarry" + "P1" → "Quarry P1"; the name alone when it starts with the qualifier or the qualifier is a link. */
export function qualifiedName(name: string, qualifier: string | null | undefined, q?: NameQualifiers): string {
  const n = name.replace(/[\s\u00a0]+/g, ' ').trim();
  const b = (qualifier ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
  if (!b || !n || n.toLowerCase().startsWith(b.toLowerCase())) return n;
  if (q?.links.has(looseKey(b))) return n;
  if (q && !q.used.includes(b)) q.used.push(b);
  return `${b} ${n}`;
}

/** Small joining words a name in title case writes in lower case ("Isle of Skye", "Pont y Pair"). */
export const SMALL_WORDS: ReadonlySet<string> = new Set('a an and as at but by de del der di du for in la le nor of on or per the to van von vs with y'.split(' '));

/**
 * An all-capitals name in its usual case: as the same words are written elsewhere in `body` when they are
 * (case-insensitively, as whole words), else in title case — small joining words lower-case, words with digits
 * and words without vowels ("BBC", "TV") as written.
 */
export function restoreCase(name: string, body = ''): string {
  if (name !== name.toUpperCase() || !/\p{Lu}/u.test(name)) return name;
  if (body) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
    for (const m of body.matchAll(re)) {
      if (m[0] !== m[0].toUpperCase()) return m[0].replace(/\s+/g, ' ');
    }
  }
  return name
    .split(/(\s+|(?<=-)|(?=-))/)
    .map((w, i) => {
      if (!/\p{L}/u.test(w) || /\d/.test(w) || !/[AEIOUYÀ-ÖØ-Ý]/u.test(w)) return w;
      const lower = w.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      // (a letter and an apostrophe before a name take a capital each: "O'HAGAN" → "O'Hagan", "D'ARCY" → "D'Arcy")
      return (lower.charAt(0).toUpperCase() + lower.slice(1)).replace(/^(\p{Lu}['’])(\p{Ll})/u, (_m, a: string, b: string) => a + b.toUpperCase());
    })
    .join('');
}

export interface LabelledTitle {
  /** The kind the label names ("Recipe"), or null when the label is itself a name key ("Title", "Name"). */
  label: string | null;
  name: string;
}

const LABELLED = /^\s*(\p{L}[\p{L}'’]*(?: \p{L}[\p{L}'’]*)?)\s*(?::|：|\s[—–-]\s|[—–])\s*(\S.*?)\s*$/u;

/**
 * "RECIPE: PAD THAI", "PROFILE — ANNA NOVAK", "Title: Name" → the label and the name; null for a line that is
 * not a one- or two-word label followed by a short name. A mixed-case line needs a colon or a name-key label
 * ("Chapter — Introduction" and "Notes - draft" stay titles).
 */
export function readLabelledTitle(vocab: IngestVocabulary, line: string): LabelledTitle | null {
  const m = LABELLED.exec(line);
  if (!m) return null;
  const [, rawLabel, name] = m;
  if (name.length > 100 || name.split(/\s+/).length > 10 || /[.!?]$/.test(name)) return null;
  const nameKey = isNameKey(vocab, rawLabel);
  const capitals = rawLabel === rawLabel.toUpperCase() && /\p{Lu}/u.test(rawLabel);
  const colon = /^[^:：]*[:：]/.test(line.slice(0, line.indexOf(name)));
  if (!capitals && !nameKey && !colon) return null;
  if (!capitals && !nameKey && !/^\p{Lu}/u.test(name)) return null;
  const label = nameKey ? null : restoreCase(rawLabel);
  return { label, name };
}

/** "invoices" → "invoice", "categories" → "category", "purchase_orders" → "purchase order". */
export function singularWords(s: string): string {
  return s
    .toLowerCase()
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|ss|x)es$/, '$1')
    .replace(/([^s])s$/, '$1');
}

/** An identifier that can name a record alone: one token of letters and digits, as "INV-0005" or "PO24047". */
function isIdentifier(token: string): boolean {
  return isCodeLike(token) && /\p{L}/u.test(token) && token.replace(/[^\p{L}\p{N}]/gu, '').length >= 4;
}

/**
 * "Invoice INV-0005" → "INV-0005" (and the kind "Invoice") when the words before the identifier only say what kind
 * of record it is: the name of a folder the file is in is their plural ("invoices/" holds invoices). A folder named
 * by a brand or a model line ("htc/", "galaxy/") is not a plural of its word, so "HTC A103" and "Galaxy S23U" keep
 * their first word; neither does a file named by the identifier say anything ("htc/a103.html"). Null otherwise.
 */
export function identifierOfKind(name: string, folders: string[]): { identifier: string; kind: string } | null {
  const m = /^(\p{L}[\p{L}'’]*(?: \p{L}[\p{L}'’]*)?)\s+(?:(?:no\.?|nr\.?|number|#)\s*)?(\S+)$/iu.exec(name.trim());
  if (!m) return null;
  const [, kind, identifier] = m;
  if (!isIdentifier(identifier)) return null;
  const k = singularWords(kind);
  const plural = (folder: string) => {
    const one = singularWords(folder);
    return one !== folder.toLowerCase().replace(/[_\-\s]+/g, ' ').trim() && one === k;
  };
  return folders.some(plural) ? { identifier, kind } : null;
}

/**
 * "Spring Series 2025 - results", "GUERNSEY WEEK 2025 — PROVISIONAL RESULTS" in results/ name "Spring Series 2025":
 * up to four words after a dash, one of them the singular of a plural folder the file is in, say what kind of file it
 * is, not which item. Null otherwise ("Kitchen — Sunday" in paintings/ keeps its name).
 */
export function nameBeforeKind(name: string, folders: string[]): string | null {
  const m = /^(.*?\S)\s+[—–-]\s+(\S.*)$/u.exec(name.trim()) ?? /^(.*?\S)\s*[—–]\s*(\S.*)$/u.exec(name.trim());
  if (!m) return null;
  const [, head, tail] = m;
  const words = tail!.split(/\s+/);
  if (words.length > 4) return null;
  const kinds = pluralFolderKinds(folders);
  return words.some((w) => kinds.has(singularWords(w))) ? head! : null;
}

/**
 * "Bristol depot" in depots/ names Bristol: a last word written in lower case that is the singular of a plural folder
 * the file is in says what kind of item the capitalised name before it is; written capitalised it is part of the
 * name ("Tower Gallery" in galleries/). Null otherwise.
 */
export function nameBeforeKindWord(name: string, folders: string[]): string | null {
  const m = /^(\p{Lu}.*\S)\s+(\p{Ll}+)$/u.exec(name.trim());
  if (!m) return null;
  const kinds = pluralFolderKinds(folders);
  return kinds.has(singularWords(m[2]!)) ? m[1]! : null;
}

/**
 * "Stasjon Finse" of stasjoner/finse.md, "Station Finse" of stations/finse.md: a title opening with the word its folder
 * is the plural of (in whatever language: the two share all but the word's last letter, and differ by three letters at
 * most), whose rest is the file's own name, names the rest; null otherwise.
 */
export function nameAfterKindWord(name: string, folders: string[], fileTitle: string): string | null {
  const m = /^(\p{L}{4,})\s+(\S.*)$/u.exec(name.trim());
  const folder = (folders[folders.length - 1] ?? '').toLowerCase();
  if (!m || !folder) return null;
  const word = m[1]!.toLowerCase();
  let common = 0;
  while (common < word.length && common < folder.length && word[common] === folder[common]) common++;
  if (common < word.length - 1 || folder.length - common > 3 || folder === word) return null;
  return slugKey(m[2]!) === slugKey(fileTitle) ? m[2]! : null;
}

export interface FolderNaming {
  role: FileRole;
  /** The name of the folder the file describes. */
  folder: string;
}

/** Removes a compression suffix: "changelog.Debian.gz" → "changelog.Debian". */
export function withoutCompression(fileName: string): string {
  return fileName.replace(/\.(gz|gzip)$/i, '');
}

/** For a file with a conventional name: its role and the folder it describes; null otherwise. */
export function folderNaming(vocab: IngestVocabulary, filePath: string): FolderNaming | null {
  const name = withoutCompression(path.basename(filePath));
  const role = fileRole(vocab, name);
  if (!role) return null;
  const folder = path.basename(path.dirname(path.resolve(filePath)));
  if (!folder || folder === path.sep) return null;
  return { role, folder };
}

export function looseKey(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
}

/**
 * A name as a file name spells it: "Bread & Roses" and "Über die Robustheit" are the files "bread-and-roses.json" and
 * "uber-die-robustheit.md" (accents dropped, "&" written out, as slug makers do).
 */
export function slugKey(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Whether two names name the same thing for the naming rule: equal once case, spaces and punctuation go. */
export function sameName(a: string, b: string): boolean {
  const ka = looseKey(a);
  return ka !== '' && ka === looseKey(b);
}
