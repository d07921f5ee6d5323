// Turns the structured units of a laid-out document into records for the symbolic graph.
// - Key/value structures (2-column tables, section/key/value tables, dl lists, div label/value rows,
//   "Key: value" lists and lines) describe the page subject: they all go into one 'page' record.
// - Tables whose columns are attributes (a header row and data rows) give one record per data row, the
//   subject being the name-like column; CSV/TSV rows do the same as 'csv-row' records.
// - Pairs units that carry their own subject (JSON objects) give one record each.
// Every row keeps its exact range in the document text and the block that holds it.

import { namePartColumns } from './name-parts.ts';
import { capitalSurnameFirst } from '../text/surname-first.ts';
import type { ParsedBlock, ParsedRecord, RecordKind, RecordRow } from './types.ts';
import type { LaidOutUnit } from './layout.ts';
import { isCodeLike, keyColumnCodes, keyColumnKind, looseKey, namingColumn, qualifiedName, restoreCase, tellsApart, type NameQualifiers } from './naming.ts';
import { ingestVocabulary, isNameKey } from './vocabulary.ts';
import { lineItemColumns, lineItemName } from './line-items.ts';
import { DATE_KEY, sectionItem, sectionItems } from './section-items.ts';
import { proseSectionRows, siblingFields, type SiblingFields } from './section-prose.ts';
import { defaultUnits } from '../skg/values/quantity.ts';
import { findDates } from '../skg/values/dates.ts';
import { isSideways } from './transposed.ts';
import { isNoneCell, isPeriodLabel, seriesColumns } from './period-series.ts';
import type { RenderedRow, Span } from './render.ts';
import type { ListUnit, PairsUnit, StatedField, TableUnit, TextUnit } from './units.ts';
import {
  isBrandHeader,
  isCategoryKey,
  isKeyHeader,
  isNameHeader,
  isSectionHeader,
  isValueHeader,
  norm,
  readKeyValue,
  fieldsOnOneLine,
} from './kv.ts';

export interface RecordContext {
  subject: string;
  categoryHints: string[];
  blocks: ParsedBlock[];
  /** Normalised headings that name the page itself (title, subject, first h1): not sections. */
  pageHeadings: Set<string>;
  /**
   * False when "Key: value"-looking lines and list items are not properties (the lines of a changelog are changes:
   * "send-email: drop a hack"); fields the format states itself are still read.
   */
  guessRows?: boolean;
  /** Rows of the page record found outside the units (terms a notice states in prose), ranges in the text. */
  statedRows?: StatedRow[];
  /** Names of other records: a brand/vendor column naming one of them is a link, not part of a row's name. */
  qualifiers?: NameQualifiers;
}

type RowDraft = Omit<RecordRow, 'position' | 'blockOrder'>;
export type StatedRow = RowDraft;

export function extractRecords(units: LaidOutUnit[], ctx: RecordContext): ParsedRecord[] {
  const pageRows: RowDraft[] = [];
  const records: ParsedRecord[] = [];
  const blockAt = blockLocator(ctx.blocks);
  // each section's parent heading path, for sections read as items (section-items.ts)
  const parentOf = new Map<string, string>();
  // text paragraphs naming their own item in a name field (nameOfParagraph)
  const named: Array<{ subject: string; rows: RowDraft[]; own?: RowDraft[]; hints?: string[]; item?: boolean }> = [];
  // the other paragraphs of "Key: value" lines, for a field each opens with (leadingNames)
  const leading: RowDraft[][] = [];
  // the prose of each section, for sections told in prose among sibling items (section-prose.ts)
  const prose = new Map<string, Array<{ text: string; start: number }>>();
  // where each heading is written, for a fact a heading states of its section's item (section-items.ts)
  const headingSpans = new Map<string, { start: number; end: number }>();
  const build = (subject: string, kind: RecordKind, rows: RowDraft[], hints: string[]): ParsedRecord => ({
    subject,
    kind,
    blockOrder: blockAt(rows[0].start),
    categoryHints: uniqueHints([...hints, ...rows.filter((r) => isCategoryKey(r.key, r.section)).map((r) => r.value)]),
    rows: rows.map((r, position) => ({ ...r, position, blockOrder: blockAt(r.start) })),
  });
  // a title line alone, then its fields in units of their own, several times over (an infobox of sections, "Amy
  // Calvert" above "Position: …", "Pay: …"): each title and its fields, while no other unit comes between
  const titled: Array<{ subject: string; rows: RowDraft[] }> = [];
  let open: { subject: string; rows: RowDraft[] } | null = null;
  for (const u of units) {
    const section = headingSection(u, ctx);
    const before: { subject: string; rows: RowDraft[] } | null = open;
    open = null;
    if (section && u.unit.kind !== 'heading' && !parentOf.has(section)) parentOf.set(section, u.headingPath.slice(0, -1).join('\u0000'));
    switch (u.unit.kind) {
      case 'table':
        tableRecords(u, u.unit, section, ctx, pageRows, (subject, kind, rows, hints) => {
          if (rows.length) records.push(build(subject, kind, rows, kind === 'line-item' ? hints : [...hints, ...ctx.categoryHints]));
        });
        break;
      case 'pairs': {
        const rows = pairRows(u, u.unit, section);
        // (a titled box of fields is a section of its own under the heading it stands in: an infobox per person, "Marco
        // Zanetti" above "Ruolo", "Paga oraria", read as sibling sections are, section-items.ts)
        const boxed = u.unit.subject === undefined && u.unit.title ? u.unit.title : null;
        if (boxed && boxed !== section && !parentOf.has(boxed)) parentOf.set(boxed, u.headingPath.join('\u0000'));
        if (u.unit.subject !== undefined) {
          if (rows.length && u.unit.recordKind === 'line-item') records.push(build(lineItemName(ctx.subject, u.unit.subject), 'line-item', rows, u.unit.categoryHints ?? []));
          else if (rows.length) records.push(build(u.unit.subject, 'json', rows, [...(u.unit.categoryHints ?? []), ...(u.unit.recordKind === 'card' ? cardKind(u) : []), ...ctx.categoryHints]));
        } else if (before && rows.length && !u.unit.title) {
          before.rows.push(...rows);
          open = before;
        } else {
          pageRows.push(...rows);
        }
        break;
      }
      case 'list': {
        if (ctx.guessRows === false) break;
        // a list of records, each opening with the same name field ("- Name: Morag Kinnear", "- Role: …", a blank
        // line, "- Name: Eilidh Drummond", …): each is an item
        const groups = listRecords(u, u.unit, section);
        if (groups) for (const g of groups) named.push({ subject: nameOfParagraph(g)!, rows: g });
        else pageRows.push(...listRows(u, u.unit, section));
        break;
      }
      case 'text': {
        if (u.unit.fields === undefined) {
          if (ctx.guessRows === false) break;
          const rows = textRows(u, u.unit, section);
          const name = nameOfParagraph(rows);
          const paragraph = name ? null : titledParagraph(u, u.unit, rows);
          if (name) named.push({ subject: name, rows });
          else if (paragraph) named.push({ subject: paragraph.subject, rows, own: paragraph.date ? [paragraph.date] : [] });
          else if (rows.length && before && rows.every((r) => !r.section || r.section === section)) {
            before.rows.push(...rows);
            open = before;
          } else if (!rows.length && loneTitle(u.rendered.text)) {
            open = { subject: u.rendered.text.trim(), rows: [] };
            titled.push(open);
          } else {
            pageRows.push(...rows);
            if (rows.length >= LEADING_MIN_ROWS) leading.push(rows);
          }
          // a section told in prose: read by what its siblings state, once they are known (section-prose.ts)
          if (!rows.length && section) (prose.get(section) ?? prose.set(section, []).get(section)!).push({ text: u.rendered.text, start: u.start });
          break;
        }
        // fields naming their own thing (an event log's lines): one record per thing, the page keeps the rest
        const own = new Map<string, StatedField[]>();
        for (const f of u.unit.fields) if (f.subject !== undefined) (own.get(f.subject) ?? own.set(f.subject, []).get(f.subject)!).push(f);
        for (const [subject, fs] of own) records.push(build(subject, 'stanza', statedRows(u, fs, null), ctx.categoryHints));
        const rows = statedRows(u, u.unit.fields.filter((f) => f.subject === undefined), section);
        if (u.unit.subject !== undefined && norm(u.unit.subject) !== norm(ctx.subject)) {
          if (rows.length) records.push(build(u.unit.subject, 'stanza', rows, [...(u.unit.categoryHints ?? []), ...ctx.categoryHints]));
        } else {
          pageRows.push(...rows);
        }
        break;
      }
      case 'heading':
        if (u.unit.fields) pageRows.push(...statedRows(u, u.unit.fields, null));
        headingSpans.set(u.headingPath[u.headingPath.length - 1] ?? u.unit.text, { start: u.start, end: u.start + u.rendered.text.length });
        break;
      default:
        break;
    }
  }
  // (two or more such titles stating alike fields, most of those stating any, are items; else their fields are the
  // page's: a phone's "Main camera" and "Selfie camera" among a dozen titles stating other things are aspects of it)
  const fielded = titled.filter((t) => t.rows.length >= TITLE_ROWS);
  const keysOf = new Map(fielded.map((t) => [t, new Set(t.rows.map((r) => norm(r.key)))] as const));
  const alike = new Set(fielded.filter((t) => [...keysOf.get(t)!].filter((k) => fielded.some((o) => o !== t && keysOf.get(o)!.has(k))).length >= TITLE_ROWS));
  const titledItems = alike.size >= 2 && alike.size >= TITLED_MAJORITY * fielded.length;
  for (const t of titled) {
    if (titledItems && alike.has(t)) named.push({ subject: t.subject, rows: t.rows, item: true });
    else pageRows.push(...t.rows);
  }
  // "MEMBER: NIELS AGGER" first in each of several paragraphs of "Key: value" lines: the field every paragraph opens
  // with, each with its own value, names them (the label says what they are), as a name field does
  // ("Ref: INS-25-003" first in each of the inspections under a hive's own fields: the paragraphs of one section
  // opening with a field of codes, alike in their fields, are items named by the codes; the page keeps the rest)
  const lead = leadingNames(leading);
  if (lead) {
    const body = ctx.blocks.map((b) => b.text).join('\n');
    for (const rows of lead.paragraphs) {
      const at = pageRows.indexOf(rows[0]!);
      if (at >= 0) pageRows.splice(at, rows.length);
      // (the label is what each is: a member; a label of codes, "Ref", says no kind, their section's plural may)
      named.push({ subject: lead.codes ? rows[0]!.value.trim() : restoreCase(rows[0]!.value.trim(), body), rows: rows.slice(1), hints: lead.hints, item: lead.codes });
    }
  }
  // paragraphs of "Key: value" lines, each naming what it describes in a name field, one after another (a staff
  // list, a rule or a blank line between records): each is an item; a page with one such paragraph is about it
  // (a paragraph a field of codes names is an item wherever it stands: leadingNames)
  for (const n of named) {
    if (named.length >= 2 || n.item) records.push(build(n.subject, 'stanza', [...(n.own ?? []), ...n.rows].map((r) => ({ ...r, section: null })), n.hints ?? []));
    else pageRows.push(...n.rows);
  }
  for (const r of ctx.statedRows ?? []) {
    // a term stated in prose never repeats a fact the file states as a field
    if (!pageRows.some((p) => norm(p.key) === norm(r.key))) pageRows.push(r);
  }
  pageRows.sort((a, b) => a.start - b.start);
  // sibling sections stating the same keys are items of their own (a handbook's heading per boat)
  const { items, rest } = ctx.guessRows === false ? { items: [], rest: pageRows } : sectionItems(pageRows, parentOf, headingSpans);
  for (const item of items) records.push(build(item.subject, 'stanza', item.rows.map((r) => ({ ...r, section: null })), kindOfHeading(parentOf.get(item.section))));
  for (const item of proseItems(items, prose, parentOf, headingSpans)) records.push(build(item.subject, 'stanza', item.rows, []));
  if (rest.length) records.unshift(build(ctx.subject, 'page', rest, ctx.categoryHints));
  return records;
}

/** Share of a naming column's values written "SURNAME, Given" for its rows to be read as people so written. */
const SURNAME_FIRST_SHARE = 0.8;

/** A plural noun of one to three words heading sibling items ("# Distribution points" over "## Leigh Pantry",
 *  "## Atherton Larder"): what each of them is (a category hint; record-facts.ts makes it singular). */
const PLURAL_HEADING = /^\p{L}[\p{L}'’-]*(?: \p{L}[\p{L}'’-]*){0,2}$/u;
function kindOfHeading(parentPath: string | undefined): string[] {
  const heading = parentPath?.split('\u0000').pop()?.trim() ?? '';
  if (!PLURAL_HEADING.test(heading)) return [];
  const last = heading.split(' ').pop()!.toLowerCase();
  return /[^su]s$/.test(last) && last.length >= 4 ? [heading] : [];
}

/** A section heading that is a plural noun, a year after it or not ("Inspections 2025"): what the section's items are. */
function sectionKind(section: string): string[] {
  return kindOfHeading(section.replace(/\s+(?:19|20)\d\d$/, ''));
}

/** What the heading over a card or a record of a nested file says its items are ("Our pilots" over pilots' cards,
 *  the page's own title or not). */
function cardKind(u: LaidOutUnit): string[] {
  const over = u.headingPath[u.headingPath.length - 1];
  return over ? sectionKind(over) : [];
}

/** The heading above a unit, as a section name; the page's own title heading is not a section. */
function headingSection(u: LaidOutUnit, ctx: RecordContext): string | null {
  const path = u.unit.kind === 'heading' ? u.headingPath.slice(0, -1) : u.headingPath;
  const last = path[path.length - 1];
  if (!last || ctx.pageHeadings.has(norm(last))) return null;
  return last;
}

function abs(u: LaidOutUnit, s: Span): { start: number; end: number } {
  return { start: u.start + s.start, end: u.start + s.end };
}

function pairRows(u: LaidOutUnit, unit: PairsUnit, section: string | null): RowDraft[] {
  return unit.pairs.map((p, i) => ({
    section: p.section !== undefined ? p.section : unit.subject !== undefined ? null : unit.title ?? section,
    key: p.key,
    value: p.value,
    ...abs(u, u.rendered.rows[i]),
  }));
}

function statedRows(u: LaidOutUnit, fields: StatedField[], section: string | null): RowDraft[] {
  return fields.map((f) => ({
    section: f.section !== undefined ? f.section : section,
    key: f.key,
    value: f.value,
    start: u.start + f.start,
    end: u.start + f.end,
    ...(f.derived ? { derived: true } : {}),
  }));
}

function listRows(u: LaidOutUnit, unit: ListUnit, section: string | null): RowDraft[] {
  const items = unit.items;
  const strict = items.length === 1;
  const reads = items.map((it) => readKeyValue(it.text, strict));
  const hits = reads.filter(Boolean).length;
  if (hits === 0 || (items.length > 1 && (hits < 2 || hits < items.length * 0.6))) return [];
  if (repeatsKeys(reads)) return [];
  return items.map((it, i) => {
    const kv = reads[i];
    // A row that does not read as "Key: value" inside a key/value list is kept raw, with an empty key.
    return { section, key: kv ? kv.key : '', value: kv ? kv.value : it.text, ...abs(u, u.rendered.rows[i]) };
  });
}

/**
 * A list whose items are "Key: value" rows in runs each opening with the same name field, every run naming itself in
 * it (nameOfParagraph): the runs, each a record's rows; else null.
 */
function listRecords(u: LaidOutUnit, unit: ListUnit, section: string | null): RowDraft[][] | null {
  const reads = unit.items.map((it) => readKeyValue(it.text, false));
  if (reads.length < 6 || reads.some((r) => !r)) return null;
  const first = norm(reads[0]!.key);
  const starts = reads.flatMap((r, i) => (norm(r!.key) === first ? [i] : []));
  if (starts.length < 2) return null;
  const rows = reads.map((kv, i): RowDraft => ({ section, key: kv!.key, value: kv!.value, ...abs(u, u.rendered.rows[i]) }));
  const groups = starts.map((s, j) => rows.slice(s, starts[j + 1] ?? rows.length));
  // (each run names itself in the field they open with, and states no key twice)
  const named = groups.every((g) => nameOfParagraph(g) === g[0]!.value.trim() && new Set(g.map((r) => norm(r.key))).size === g.length);
  return named ? groups : null;
}

/**
 * Lines that repeat one key three times or more ("attr: fix overflow", "attr: fix out-of-bounds read", …) are a
 * list of changes or messages by topic, not properties of the page.
 */
function repeatsKeys(reads: Array<{ key: string } | null>): boolean {
  const seen = new Map<string, number>();
  for (const r of reads) {
    if (!r) continue;
    const k = norm(r.key);
    const n = (seen.get(k) ?? 0) + 1;
    if (n >= 3) return true;
    seen.set(k, n);
  }
  return false;
}

function textRows(u: LaidOutUnit, unit: TextUnit, section: string | null): RowDraft[] {
  const lines = u.rendered.rows;
  if (lines.length === 0) return [];
  const lineText = (r: RenderedRow) => unit.text.slice(r.start, r.end);
  if (lines.length === 1) {
    // "See also: <a>…</a>, <a>…</a>" is navigation, not a property.
    if (unit.links.length >= 2) return [];
    const kv = readKeyValue(lineText(lines[0]), true);
    if (!kv) return [];
    const side = fieldsOnOneLine(lineText(lines[0]));
    if (side) return side.map((f) => ({ section, key: f.key, value: f.value, ...abs(u, { start: lines[0]!.start + f.start, end: lines[0]!.start + f.end }) }));
    return [{ section, key: kv.key, value: kv.value, ...abs(u, lines[0]) }];
  }
  const reads = lines.map((r) => readKeyValue(lineText(r), false));
  const hits = reads.filter(Boolean).length;
  if (hits < 2 || hits < lines.length * 0.6) return [];
  if (repeatsKeys(reads)) return [];
  const rows: RowDraft[] = [];
  reads.forEach((kv, i) => {
    if (!kv) return;
    // "Farm: Ballykeel   Field no.: IE-07": fields set side by side on one line, apart by a run of spaces or a tab
    const side = fieldsOnOneLine(lineText(lines[i]!));
    if (side) for (const f of side) rows.push({ section, key: f.key, value: f.value, ...abs(u, { start: lines[i]!.start + f.start, end: lines[i]!.start + f.end }) });
    else rows.push({ section, key: kv.key, value: kv.value, ...abs(u, lines[i]) });
  });
  return rows;
}

/** The name a paragraph of "Key: value" rows gives itself in a name field ("Name: Tom Harrowfield"; a name written
 *  in capitals, "NAME: TOM HARROWFIELD", where no other is), or null: at least three rows, one name field. */
function nameOfParagraph(rows: RowDraft[]): string | null {
  if (rows.length < 3) return null;
  const vocab = ingestVocabulary();
  const names = rows.filter((r) => !r.section && isNameKey(vocab, r.key) && r.value.trim() && r.value.length <= 80);
  if (!names.length) return null;
  const cased = names.find((r) => /\p{Ll}/u.test(r.value));
  return (cased ?? names[0]!).value.trim();
}

/** Paragraphs that must open with one field, and the rows each must have, for that field to name them. */
const LEADING_PARAGRAPHS = 2;
const LEADING_MIN_ROWS = 3;

/**
 * Where every paragraph opens with the same field ("MEMBER: …"), each with a value of its own that reads as a name
 * (letters, a few words, no number), that field names them. Where some paragraphs of one section open with the same
 * field of codes ("Ref: INS-25-003"), each a code of its own, and state alike fields (half of them shared at least),
 * those paragraphs are named by it. Null otherwise.
 */
function leadingNames(paragraphs: RowDraft[][]): { paragraphs: RowDraft[][]; codes: boolean; hints: string[] } | null {
  if (paragraphs.length < LEADING_PARAGRAPHS) return null;
  const key = (r: RowDraft) => r.key.trim().toLowerCase();
  const first = paragraphs.map((p) => p[0]!);
  const values = first.map((r) => r.value.trim());
  const nameLike = (v: string) => /^\p{L}[\p{L}\p{M}'’&.\- ]{1,60}$/u.test(v) && v.split(/\s+/).length <= 6;
  // (a field whose value repeats, "Type: Individual", names nothing)
  if (first.every((r) => !r.section && key(r) === key(first[0]!)) && values.every(nameLike) && tellsApart(values, 1)) return { paragraphs, codes: false, hints: [restoreCase(first[0]!.key.trim())] };
  const byKey = new Map<string, RowDraft[][]>();
  for (const p of paragraphs) (byKey.get(key(p[0]!)) ?? byKey.set(key(p[0]!), []).get(key(p[0]!))!).push(p);
  for (const group of byKey.values()) {
    // (one such paragraph is an item where its section is headed by a plural, "Inspections 2025": what it holds)
    const section = group[0]![0]!.section;
    if (group.some((p) => p[0]!.section !== section)) continue;
    if (group.length < LEADING_PARAGRAPHS && !(section && sectionKind(section).length)) continue;
    const codes = group.map((p) => p[0]!.value.trim());
    if (!codes.every((c) => isCodeLike(c) && /\p{L}/u.test(c) && !findDates(c).length) || !tellsApart(codes, 1)) continue;
    // (each alike the first: one pass, however many entries a log holds)
    const keys = group.map((p) => new Set(p.map(key)));
    const alike = keys.every((k) => [...k].filter((x) => keys[0]!.has(x)).length * 2 >= Math.max(k.size, keys[0]!.size));
    if (alike) return { paragraphs: group, codes: true, hints: section ? sectionKind(section) : [] };
  }
  return null;
}

/** Fields a section told in prose must state to be an item among its siblings. */
const PROSE_FIELDS = 2;

/**
 * The sections told in prose among sibling sections read as items (a brew log whose entries are now lists, now a
 * sentence): each stating at least two of the fields its siblings state (section-prose.ts) is an item too.
 */
function proseItems(items: Array<{ section: string; rows: RowDraft[] }>, prose: ReadonlyMap<string, Array<{ text: string; start: number }>>, parentOf: ReadonlyMap<string, string>, headingSpans: ReadonlyMap<string, { start: number; end: number }>): Array<{ subject: string; rows: RowDraft[] }> {
  if (!items.length || !prose.size) return [];
  const byParent = new Map<string, RowDraft[]>();
  for (const item of items) {
    const p = parentOf.get(item.section);
    if (p !== undefined) (byParent.get(p) ?? byParent.set(p, []).get(p)!).push(...item.rows);
  }
  const taken = new Set(items.map((i) => i.section));
  const units = defaultUnits();
  // what each parent's item sections state, read once for all its prose sections
  const fieldsOf = new Map<string, SiblingFields>();
  const out: Array<{ subject: string; rows: RowDraft[] }> = [];
  for (const [section, texts] of prose) {
    const parent = parentOf.get(section) ?? '\u0000';
    const siblings = byParent.get(parent);
    if (!siblings || taken.has(section)) continue;
    let fields = fieldsOf.get(parent);
    if (!fields) fieldsOf.set(parent, (fields = siblingFields(siblings, units)));
    const rows: RowDraft[] = texts.flatMap((t) => proseSectionRows(fields!, t.text, t.start, units)).map((r) => ({ section: null, ...r }));
    if (new Set(rows.map((r) => norm(r.key))).size < PROSE_FIELDS) continue;
    const item = sectionItem(section, rows, headingSpans);
    out.push({ subject: item.subject, rows: item.rows.map((r) => ({ ...r, section: null })) });
  }
  return out;
}

/** Words a paragraph's title may hold at most, and the rows below it. */
const TITLE_WORDS = 10;
const TITLE_ROWS = 3;

/**
 * A paragraph of a title line above "Key: value" lines ("Sud B25-H04 vom 21.01.2025" above "Bier:", "Gärtank:" …):
 * the title names what the rows describe (an item where the file has two such paragraphs or more). A date in the
 * title is the item's Date, cited at the title line, and leaves the name with the word that led to it ("vom", "on").
 */
/** Share of the titled runs of fields that must be alike for them to be items. */
const TITLED_MAJORITY = 0.6;

/** A line that can title the fields after it: a short name (a few words, a letter, no colon, no sentence). */
function loneTitle(text: string): boolean {
  const t = text.trim();
  return !!t && !t.includes('\n') && t.length <= 60 && t.split(/\s+/).length <= TITLE_WORDS && /^\p{Lu}/u.test(t) && !/[:.!?;]$/.test(t) && !readKeyValue(t, false);
}

function titledParagraph(u: LaidOutUnit, unit: TextUnit, rows: RowDraft[]): { subject: string; date: RowDraft | null } | null {
  const lines = u.rendered.rows;
  if (lines.length < TITLE_ROWS + 1 || rows.length < TITLE_ROWS) return null;
  const first = lines[0]!;
  const title = unit.text.slice(first.start, first.end).trim();
  if (!title || title.length > 80 || title.split(/\s+/).length > TITLE_WORDS || !/\p{L}/u.test(title) || readKeyValue(title, false)) return null;
  if (rows.some((r) => r.start < u.start + first.end)) return null;
  const at = findDates(title)[0] ?? findDates(title, 'dmy')[0];
  if (!at) return { subject: title, date: null };
  // the name without the date and a lower-case word leading to it ("vom", "of", "on")
  const name = `${title.slice(0, at.start).replace(/\s+\p{Ll}{1,4}\s*$/u, '')} ${title.slice(at.end)}`.replace(/[\s,;:—–-]+$/u, '').replace(/\s+/g, ' ').trim();
  if (!/[\p{L}\d]/u.test(name)) return { subject: title, date: null };
  const offset = unit.text.slice(first.start, first.end).indexOf(title);
  const date: RowDraft = { section: null, key: DATE_KEY, value: title.slice(at.start, at.end), ...abs(u, { start: first.start + offset + at.start, end: first.start + offset + at.end }) };
  return { subject: name, date };
}

// ---- tables ----

interface GridCell {
  text: string;
  span: Span;
  th: boolean;
  rowHeader: boolean;
}

interface GridRow {
  cells: (GridCell | null)[];
  header: boolean;
  section: string | null;
  span: Span;
}

type Emit = (subject: string, kind: RecordKind, rows: RowDraft[], hints: string[]) => void;

function tableRecords(
  u: LaidOutUnit,
  unit: TableUnit,
  headingSec: string | null,
  ctx: RecordContext,
  pageRows: RowDraft[],
  emit: Emit,
): void {
  const grid = toGrid(u, unit);
  const ncols = grid.reduce((n, r) => Math.max(n, r.cells.length), 0);
  if (ncols < 2) return;
  // Leading header rows name the columns.
  let firstData = 0;
  while (firstData < grid.length && grid[firstData].header) firstData++;
  const headerRows = grid.slice(0, firstData);
  const headers: string[] | null = headerRows.length
    ? Array.from({ length: ncols }, (_, c) => {
        const parts: string[] = [];
        for (const r of headerRows) {
          const t = r.cells[c]?.text ?? '';
          // a header row of units only ("(year)", "(Y/N)") adds the unit to the label above
          if (t && parts.length && /^\(.*\)$/.test(t)) parts[parts.length - 1] = `${parts[parts.length - 1]} ${t}`;
          else if (t && parts[parts.length - 1] !== t) parts.push(t);
        }
        return parts.join(' / ');
      })
    : null;
  const body = grid.slice(firstData).filter((r) => !(r.header && headers && sameRow(r, headers)));
  const dataRows = body.filter((r) => r.section === null);
  // a table written sideways (the items across its header, a property per row) gives one record per column
  if (headers && unit.source !== 'csv' && isSideways(headers, dataRows.map((r) => r.cells.map((c) => c?.text ?? '')))) {
    headers.slice(1).forEach((name, k) => {
      const c = k + 1;
      const rows: RowDraft[] = [];
      for (const r of dataRows) {
        const cell = r.cells[c];
        const key = r.cells[0]?.text ?? '';
        if (cell?.text && key && cell !== r.cells[c - 1]) rows.push({ section: headingSec, key, value: cell.text, ...abs(u, cell.span) });
      }
      rows.sort((a, b) => a.start - b.start);
      emit(name, 'table-row', rows, []);
    });
    return;
  }
  const mode = tableMode(ncols, headers, dataRows, unit.source === 'csv');
  let section = headingSec;
  if (mode === 'attributes') {
    const keys = headers ?? Array.from({ length: ncols }, (_, c) => `Column ${c + 1}`);
    const subjectCol = subjectColumn(keys, dataRows, ctx.qualifiers);

    // a brand/vendor column one of whose values names another record of the library links to those records: it is
    // never part of a row's name (naming.ts, index-folder.ts)
    const brandAt = keys.findIndex(isBrandHeader);
    const links = ctx.qualifiers?.links;
    // (nor part of a code that names the rows because other files refer to them by it, "YK21 HFD" of a register: a
    // make qualifies a model, not a plate)
    const keyed = ctx.qualifiers?.keyed;
    const codesName = !!keyed?.size && (keyColumnCodes({ key: keys[subjectCol] ?? '', values: dataRows.map((r) => r.cells[subjectCol]?.text ?? '') }) ?? []).some((c) => keyed.has(looseKey(c)));
    // a surname column and a given-name column name the rows (people) whole, unless a column is headed as their
    // name or other files refer to the rows by the codes that name them
    const parts = namePartColumns(keys);
    const nameParts = parts && !codesName && (subjectCol === parts.family || subjectCol === parts.given || !isNameHeader(keys[subjectCol] ?? '')) ? parts : null;
    // "HANNA, Jonathan" down the naming column (most rows): people written surname first, named as written elsewhere
    const subjectValues = dataRows.map((r) => (r.cells[subjectCol]?.text ?? '').trim()).filter(Boolean);
    // (their given names telling them apart: "HARROGATE, Yorkshire", "RIPON, Yorkshire" are places of one county)
    const readings = subjectValues.map(capitalSurnameFirst).filter((x) => x !== null);
    const surnamesFirst = !nameParts && subjectValues.length >= 2 && readings.length >= SURNAME_FIRST_SHARE * subjectValues.length && tellsApart(readings.map((x) => x.given));
    // (nor part of an asset's own code under a header naming no name: "Asset tag" RG-1014 beside "Make" and "Model")
    const ownCodes = !isNameHeader(keys[subjectCol] ?? '') && subjectValues.length >= 2 && subjectValues.every((v) => isCodeLike(v) && /\p{L}/u.test(v) && /\d[-/.]|[-/.]\d/u.test(v));
    const brandCol = codesName || ownCodes || (brandAt >= 0 && links?.size && dataRows.some((r) => links.has(looseKey(r.cells[brandAt]?.text ?? '')))) ? -1 : brandAt;
    const categoryCols = keys.map((k, c) => (isCategoryKey(k) ? c : -1)).filter((c) => c >= 0);
    // (a first column of codes under a kind header names rows of that kind: "Group" → SL-SVN-01 is a group)
    const keyKind = keyColumnKind(keys.map((key, c) => ({ key, values: dataRows.map((r) => r.cells[c]?.text ?? '') })), subjectCol);
    // a table inside a page whose rows each buy a quantity at a price (line-items.ts): lines of the page's record,
    // named by it and by what they buy, which stays a row of theirs (a link to its own page)
    const lineColumns = unit.source !== 'csv' && ctx.subject.trim() !== '' ? lineItemColumns(dataRows.map((r) => r.cells.map((c) => c?.text ?? null))) : null;
    const lines = lineColumns !== null;
    // (a row totalling the lines, "Total due | | £80.89", states the whole's total: a field of its page)
    const totals = new Set((lineColumns?.totals ?? []).map((i) => dataRows[i]));
    const kind: RecordKind = lines ? 'line-item' : unit.source === 'csv' ? 'csv-row' : 'table-row';
    let n = 0;
    for (const r of body) {
      if (r.section !== null) {
        section = r.section;
        continue;
      }
      if (totals.has(r)) {
        const label = r.cells[subjectCol]?.text || r.cells.find((c) => c?.text)?.text || '';
        const amount = r.cells[lineColumns!.amount];
        if (label && amount?.text) pageRows.push({ section, key: label, value: amount.text, ...abs(u, amount.span) });
        continue;
      }
      n++;
      // (a surname column and a given-name column name a person whole: "Holroyd", "Graham" → "Graham Holroyd")
      const given = nameParts ? (r.cells[nameParts.given]?.text ?? '').trim() : '';
      const written = r.cells[subjectCol]?.text ?? '';
      const first = surnamesFirst ? capitalSurnameFirst(written) : null;
      const name = nameParts && given ? `${given} ${(r.cells[nameParts.family]?.text ?? '').trim()}`.trim() : first ? `${first.given} ${restoreCase(first.surname)}` : written;
      const brand = brandCol >= 0 && brandCol !== subjectCol ? (r.cells[brandCol]?.text ?? '') : '';
      const own = name ? qualifiedName(name, brand, ctx.qualifiers) : `${ctx.subject} (row ${n})`;
      const subject = lines ? lineItemName(ctx.subject, name || String(n)) : own;
      const rows: RowDraft[] = [];
      r.cells.forEach((cell, c) => {
        // (a column naming no row whose people a surname and a given name name stays a field: "Member no")
        if (!cell || (c === subjectCol && !lines && !(nameParts && given)) || !cell.text) return;
        rows.push({ section, key: keys[c] || `Column ${c + 1}`, value: cell.text, ...abs(u, cell.span) });
      });
      emit(subject, kind, rows, [...categoryCols.map((c) => r.cells[c]?.text ?? ''), lines ? '' : keyKind ?? ''].filter(Boolean));
    }
    // periods down the first column, items across: each column is also its item's series (period-series.ts)
    if (!lines && subjectCol === 0 && headers) {
      const cells = dataRows.map((r) => r.cells.map((c) => c?.text ?? ''));
      for (const c of seriesColumns(keys, cells)) {
        const rows: RowDraft[] = [];
        for (const r of body) {
          const cell = r.cells[c];
          const period = r.cells[0]?.text ?? '';
          if (r.section !== null || !cell?.text || isNoneCell(cell.text) || !isPeriodLabel(period)) continue;
          rows.push({ section: headingSec, key: period, value: cell.text, ...abs(u, cell.span) });
        }
        if (rows.length) emit(keys[c]!, kind, rows, []);
      }
    }
    return;
  }
  for (const r of body) {
    if (r.section !== null) {
      section = r.section;
      continue;
    }
    const cells = r.cells.filter((c, i) => c && (i === 0 || c !== r.cells[i - 1])) as GridCell[];
    const range = abs(u, r.span);
    if (mode === 'section-key-value' && cells.length >= 3) {
      pageRows.push({ section: cells[0].text || section, key: cells[1].text, value: cells.slice(2).map((c) => c.text).filter(Boolean).join(' | '), ...range });
    } else if (cells.length >= 2) {
      pageRows.push({ section, key: cells[0].text, value: cells.slice(1).map((c) => c.text).filter(Boolean).join(' | '), ...range });
    } else if (cells.length === 1 && cells[0].text) {
      pageRows.push({ section, key: '', value: cells[0].text, ...range });
    }
  }
}

function sameRow(r: GridRow, headers: string[]): boolean {
  return r.cells.every((c, i) => (c?.text ?? '') === (headers[i] ?? ''));
}

type TableMode = 'key-value' | 'section-key-value' | 'attributes';

function tableMode(ncols: number, headers: string[] | null, dataRows: GridRow[], csv = false): TableMode {
  // a CSV's first row names its columns and each further row is a record ("brand,founded"), however few: it is
  // a list of keys and values only when its header says so ("field,value")
  if (csv && headers && ncols === 2) return isValueHeader(headers[1]) || isKeyHeader(headers[0]) ? 'key-value' : 'attributes';
  if (!headers) {
    if (ncols === 2) return 'key-value';
    if (dataRows.length && dataRows.every((r) => r.cells[0]?.rowHeader)) return 'key-value';
    return 'attributes';
  }
  if (ncols === 2) {
    const [h0, h1] = headers;
    if (isValueHeader(h1) || isKeyHeader(h0) || !isNameHeader(h0)) return dataRows.length > 0 ? 'key-value' : 'attributes';
    return 'attributes';
  }
  if (ncols === 3 && isSectionHeader(headers[0]) && (isValueHeader(headers[2]) || isKeyHeader(headers[1]))) return 'section-key-value';
  return 'attributes';
}

/** The name-like column, else the most distinctive text column (naming.ts), else the first column. */
function subjectColumn(keys: string[], rows: GridRow[], qualifiers?: NameQualifiers): number {
  const columns = keys.map((key, c) => ({ key, values: rows.map((r) => r.cells[c]?.text ?? '') }));
  const c = namingColumn(ingestVocabulary(), columns, qualifiers);
  return c >= 0 ? c : 0;
}

function toGrid(u: LaidOutUnit, unit: TableUnit): GridRow[] {
  const ncolsWritten = unit.rows.reduce((n, r) => Math.max(n, r.cells.reduce((s, c) => s + c.colspan, 0)), 0);
  const carry: { cell: GridCell; left: number }[] = [];
  return unit.rows.map((row, ri) => {
    const rendered = u.rendered.rows[ri];
    const cells: (GridCell | null)[] = [];
    let col = 0;
    const place = () => {
      while (carry[col] && carry[col].left > 0) {
        cells[col] = carry[col].cell;
        carry[col].left--;
        col++;
      }
    };
    row.cells.forEach((c, ci) => {
      place();
      const cell: GridCell = { text: c.text, span: rendered.cells![ci], th: c.th, rowHeader: c.rowHeader };
      for (let k = 0; k < c.colspan; k++) {
        cells[col] = cell;
        if (c.rowspan > 1) carry[col] = { cell, left: c.rowspan - 1 };
        col++;
      }
    });
    place();
    const filled = row.cells.filter((c) => c.text);
    const single = row.cells.length === 1 || (filled.length === 1 && filled[0].th && filled[0].colspan > 1);
    const isSection = ncolsWritten >= 2 && single && filled.length === 1 && !row.header;
    const headerSection = ncolsWritten >= 2 && row.header && row.cells.length === 1 && row.cells[0].colspan >= ncolsWritten;
    return {
      cells: isSection || headerSection ? [] : cells,
      header: row.header && !headerSection,
      section: isSection || headerSection ? filled[0]?.text ?? row.cells[0].text : null,
      span: { start: rendered.start, end: rendered.end },
    };
  });
}

function blockLocator(blocks: ParsedBlock[]): (offset: number) => number {
  return (offset) => {
    let lo = 0;
    let hi = blocks.length - 1;
    let ans = 0;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (blocks[mid].start <= offset) {
        ans = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return blocks[ans]?.order ?? 0;
  };
}

function uniqueHints(hints: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const h of hints) {
    const t = h.trim();
    if (!t || seen.has(norm(t))) continue;
    seen.add(norm(t));
    out.push(t);
  }
  return out;
}
