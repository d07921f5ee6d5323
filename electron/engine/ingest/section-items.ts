// One file, a heading per item: a handbook's "### Kittiwake (GBR 6933)" sections each stating "Sail number:",
// "LOA:", "Berths:" … describe one boat each, not the handbook. Sibling sections (one parent heading) that state the
// same keys as one another, where they are most of their siblings that state any, are items of their own, named by
// their heading; the page keeps the rest. A phone's "Main camera" and "Selfie camera" share keys too, but are two of
// a dozen sections that state different things ("Display", "Battery", …): aspects of one item, left on the page.
// A heading ending in brackets that restate one of the section's own values ("Kittiwake (GBR 6933)" above "Sail
// number: GBR 6933") names the item without them, and so does a code of letters and digits in brackets ("Mass Path
// Field (IE-02)": the item's code, stated with its name); other brackets are part of the name ("Untitled (Blue)").
// A date beside the name ("8 January 2025 — B25-002", a log's entry) is the item's Date, cited at its heading. A
// numbered heading ("Bike 1") whose section states the thing its word names ("Bike: Kinesis Tripster ATR") is that
// thing's item, named by it, alone or among siblings; the page keeps the naming row, its link to the item.
import { norm } from './kv.ts';
import { identifierShaped } from '../skg/values/identifiers.ts';
import { findDates } from '../skg/values/dates.ts';

interface SectionRow {
  section: string | null;
  key: string;
  value: string;
}

/** Rows a section must state to be an item, and keys it must share with its siblings (or half its keys, if more). */
const MIN_ROWS = 2;
const MIN_SHARED = 2;
/** Share of the sibling sections stating rows that must be alike. */
const MAJORITY = 0.6;

/** The items among a page's rows: each section read as an item, its subject and rows; rows of no item stay. */
export function sectionItems<R extends SectionRow>(rows: R[], parentOf: ReadonlyMap<string, string>, headingSpans?: ReadonlyMap<string, { start: number; end: number }>): { items: Array<{ section: string; subject: string; rows: R[] }>; rest: R[] } {
  const bySection = new Map<string, R[]>();
  for (const r of rows) if (r.section && r.key) (bySection.get(r.section) ?? bySection.set(r.section, []).get(r.section)!).push(r);
  const siblings = new Map<string, string[]>();
  for (const [s, rs] of bySection) {
    if (rs.length < MIN_ROWS || !parentOf.has(s)) continue;
    const p = parentOf.get(s)!;
    (siblings.get(p) ?? siblings.set(p, []).get(p)!).push(s);
  }
  const itemSections = new Set<string>();
  for (const group of siblings.values()) {
    if (group.length < 2) continue;
    const keys = new Map(group.map((s) => [s, new Set(bySection.get(s)!.map((r) => norm(r.key)))] as const));
    // how many sections of the group state each key (one pass: a file of thousands of sections stays linear)
    const stating = new Map<string, number>();
    for (const ks of keys.values()) for (const k of ks) stating.set(k, (stating.get(k) ?? 0) + 1);
    const alike = group.filter((s) => {
      const mine = keys.get(s)!;
      const need = Math.max(MIN_SHARED, Math.ceil(mine.size / 2));
      return [...mine].filter((k) => stating.get(k)! >= 2).length >= need;
    });
    if (alike.length >= 2 && alike.length >= MAJORITY * group.length) for (const s of alike) itemSections.add(s);
  }
  // (a numbered section whose rows name it by its heading's word is an item however alone: "## Bike 1" stating "Bike:
  // Kinesis Tripster ATR", "Type: Gravel")
  for (const [s, rs] of bySection) if (rs.length >= MIN_ROWS && parentOf.has(s) && numberedHeadingName(s, rs)) itemSections.add(s);
  if (!itemSections.size) return { items: [], rest: rows };
  const items = kindWordsDropped([...itemSections].map((s) => {
    const rows = bySection.get(s)!;
    return { section: s, ...sectionItem(s, rows, headingSpans) };
  }));
  // (the row naming a numbered section's item stays on the page too, its link to the item: Ben Oldroyd's Bike)
  const naming = new Set(items.flatMap((it) => (numberedHeadingName(it.section, it.rows) ? it.rows.filter((r) => norm(r.value) === norm(it.subject)).slice(0, 1) : [])));
  return { items, rest: rows.filter((r) => !r.section || !itemSections.has(r.section) || !r.key || naming.has(r)) };
}

/** Words before a code in a heading: what kind of item it is ("Encomenda", "Purchase order"). */
const KIND_THEN_CODE = /^(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s+(\S+)$/u;

/** Sibling items whose headings are all the same words and a code each ("Encomenda ENC-LN-07", "Encomenda
 *  ENC-LN-09"): the words say what kind of item each is, the codes name them, as other files name them. */
function kindWordsDropped<T extends { subject: string }>(items: T[]): T[] {
  if (items.length < 2) return items;
  const parts = items.map((it) => KIND_THEN_CODE.exec(it.subject.trim()));
  const words = parts[0]?.[1]?.toLowerCase();
  if (!words || !parts.every((m) => m && m[1]!.toLowerCase() === words && identifierShaped(m[2]!) && /\p{L}/u.test(m[2]!))) return items;
  return items.map((it, i) => ({ ...it, subject: parts[i]![2]! }));
}

/** A section's item: named by its heading, a date beside the name ("8 January 2025 — B25-002") a fact of the item
 *  (its heading cites it), not its name. */
export function sectionItem<R extends SectionRow>(section: string, rows: R[], headingSpans?: ReadonlyMap<string, { start: number; end: number }>): { subject: string; rows: R[] } {
  const dated = datedHeading(section);
  const at = dated && headingSpans?.get(section);
  if (!dated || !at || !rows.length) return { subject: itemName(dated && !at ? section : dated?.name ?? section, rows), rows };
  return { subject: itemName(dated.name, rows), rows: [{ ...rows[0]!, section, key: DATE_KEY, value: dated.date, start: at.start, end: at.end } as R, ...rows] };
}

/** The label of the date a heading or a title states beside the item's name. */
export const DATE_KEY = 'Date';

/** A heading of a date and a name joined by a dash or a bar ("8 January 2025 — B25-002", "B25-011 | 4 Feb 2025"):
 *  the name and the date as written; null when neither side is a whole date or the other side names nothing. */
export function datedHeading(heading: string): { name: string; date: string } | null {
  const parts = heading.trim().split(/\s+[—–-]\s+|\s*[—–|]\s*/u);
  if (parts.length !== 2) return null;
  const whole = (t: string) => {
    const d = findDates(t);
    return d.length === 1 && d[0]!.day !== undefined && d[0]!.start === 0 && d[0]!.end === t.length;
  };
  const [a, b] = parts.map((p) => p.trim()) as [string, string];
  if (whole(a) && !whole(b) && /[\p{L}\d]/u.test(b)) return { name: b, date: a };
  if (whole(b) && !whole(a) && /[\p{L}\d]/u.test(a)) return { name: a, date: b };
  return null;
}

/** The longest heading read as a word and a number ("Bike 1", "Room no. 12"). */
const MAX_NUMBERED_HEADING = 60;

/** The value a numbered heading's own word labels ("Bike 1" stating "Bike: Kinesis Tripster ATR"): the item's name;
 *  null where the heading is no word and a number, or no row of the section is labelled by the word. */
export function numberedHeadingName(heading: string, rows: readonly SectionRow[]): string | null {
  // (a numbered item's heading is short; a long one is read no further, so a hostile heading costs nothing)
  if (heading.length > MAX_NUMBERED_HEADING) return null;
  const m = /^(\p{L}[\p{L}'’ -]*?)\s*(?:#|\bno\.?\s*)?\d{1,3}$/iu.exec(heading.trim());
  if (!m) return null;
  const word = norm(m[1]!);
  const row = rows.find((r) => norm(r.key) === word && /\p{L}/u.test(r.value) && r.value.length <= 80);
  return row ? row.value.trim() : null;
}

/** The heading as the item's name: without trailing brackets that restate one of its own values; a numbered
 *  heading ("Bike 1") names its item by the value its word labels ("Bike: Kinesis Tripster ATR"). */
export function itemName(heading: string, rows: readonly SectionRow[]): string {
  const numbered = numberedHeadingName(heading, rows);
  if (numbered) return numbered;
  const m = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(heading.trim());
  if (!m) return heading.trim();
  const inside = norm(m[2]!);
  // a code of letters and digits in brackets is the item's code, not its name ("Mass Path Field (IE-02)")
  const code = /\p{L}/u.test(m[2]!) && /\d/.test(m[2]!) && identifierShaped(m[2]!.trim());
  return code || rows.some((r) => norm(r.value) === inside) ? m[1]! : heading.trim();
}
