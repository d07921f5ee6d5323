// Items told only in prose: an e-mail, the minutes or a diary naming a code of a shape the folder's records are named
// by ("CO-2025-008 (the extra drainage run behind Block B) was approved by Helen Marsh at £6,480 and Trentside have
// finished it", beside a change-order log of "CO-2025-0NN" rows) where no record of the folder is named by that code:
// the sentences naming it, and those after them in the same paragraph up to one naming another code of its shape,
// state the fields the family's records hold, read as a section told in prose among its siblings is
// (`section-prose.ts`: a name a record states for a field written whole, a code of a field's shape, a quantity of
// the one dimension a field measures, a number right after a field's label). Where they state two fields or more
// they are that code's record, its rows citing their words, marked as read from prose.
// Which codes, and what their family's fields hold, is known only once the folder is read (`folder-prose.ts`): the
// indexer reads such a document again with its families (ParseOptions.proseFamilies).
import type { ParsedBlock, ParsedRecord, RecordRow } from './types.ts';
import { splitSentences } from '../tkg/sentences.ts';
import type { UnitTable } from '../skg/values/quantity.ts';
import { proseSectionRows, siblingFields } from './section-prose.ts';
import { norm } from './kv.ts';
import { isStopWord } from '../tkg/stop-words.ts';

/** The codes of one shape a document names that name no record of the folder, and what the family's records hold. */
export interface ProseFamily {
  /** A regular expression (source) matching a code of the family's shape. */
  shape: string;
  /** The codes to read (as written in the document). */
  codes: string[];
  /** Names opening a paragraph or a list item to read as items of the family (`nameLedItems`), as written. */
  names?: string[];
  /** Rows of the family's records: the fields they state and what each holds (and which record states each). */
  rows: Array<{ key: string; value: string; record?: number }>;
  /** The category hints the family's records carry. */
  hints: string[];
}

/** Fields a code's sentences must state, besides the code itself, to be its record. */
const PROSE_FIELDS = 2;
/** Fields a paragraph opening with a name must state, besides the name, to be its record (a name is weaker evidence
 *  of an item than a code of the family's shape). */
export const NAMED_FIELDS = 3;

interface Segment {
  text: string;
  start: number;
  blockOrder: number;
}

/** Paragraphs of a block (apart by a blank line, or each item of a list: "1. …", "- …"): their text and offset in the
 *  block. */
export function paragraphs(text: string): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  const re = /\n[ \t]*\n|\n(?=[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+)/g;
  let at = 0;
  for (let m = re.exec(text); ; m = re.exec(text)) {
    const end = m ? m.index : text.length;
    if (end > at) out.push({ text: text.slice(at, end), start: at });
    if (!m) break;
    at = m.index + m[0].length;
  }
  return out;
}

/** The records of the codes `families` name in `blocks` (text and list blocks of one document). */
export function proseCodeRecords(blocks: ParsedBlock[], families: ProseFamily[] | undefined, units: UnitTable): ParsedRecord[] {
  if (!families?.length) return [];
  const out: ParsedRecord[] = [];
  for (const family of families) {
    const wanted = new Map(family.codes.map((c) => [c.toLowerCase(), c] as const));
    if (!wanted.size) continue;
    const shape = new RegExp(`(?<![\\p{L}\\d])(?:${family.shape})(?![\\p{L}\\d])`, 'gu');
    const segments = new Map<string, Segment[]>();
    for (const b of blocks) {
      if (b.kind !== 'text' && b.kind !== 'list') continue;
      for (const para of paragraphs(b.text)) {
        let current: string | null = null;
        for (const s of splitSentences(para.text)) {
          const sentence = para.text.slice(s.start, s.end);
          const named = [...new Set([...sentence.matchAll(shape)].map((m) => m[0].toLowerCase()))];
          // a sentence naming one code of the shape is about it; one naming two or more is about neither
          if (named.length) current = named.length === 1 && wanted.has(named[0]!) ? named[0]! : null;
          if (!current) continue;
          const list = segments.get(current) ?? segments.set(current, []).get(current)!;
          list.push({ text: sentence, start: b.start + para.start + s.start, blockOrder: b.order });
        }
      }
    }
    if (!segments.size) continue;
    const fields = siblingFields(family.rows, units);
    for (const [code, segs] of segments) {
      const subject = wanted.get(code)!;
      // (a code of the shape in a field's values is another item's: never a value of this one)
      const rows: RecordRow[] = onceEach(segs.flatMap((s) => proseSectionRows(fields, s.text, s.start, units)))
        .filter((r) => { shape.lastIndex = 0; return !shape.test(r.value) || r.value.toLowerCase() === code; })
        .map((r, i) => ({ section: null, key: r.key, value: r.value, position: i, blockOrder: segs.find((s) => r.start >= s.start && r.start < s.start + s.text.length)?.blockOrder ?? segs[0]!.blockOrder, start: r.start, end: r.end }));
      const stated = new Set(rows.filter((r) => r.value.toLowerCase() !== code).map((r) => norm(r.key)));
      if (stated.size < PROSE_FIELDS) continue;
      out.push({ subject, kind: 'prose', blockOrder: segs[0]!.blockOrder, categoryHints: family.hints, rows });
    }
  }
  return out;
}

/** A name opening a paragraph: two to four capitalised words, none a function word, then a word written small or a
 *  stop ("Hannah Brookes joins us", "Ava Kowalski (PPC-0284)", "Kettlebell Power at Hawthorn Park"); never the start
 *  of a longer name ("Samsung Galaxy S21"). */
const WORD = "\\p{Lu}[\\p{Ll}'’]+(?:-\\p{Lu}?[\\p{Ll}'’]+)*";
const LEADING_NAME = new RegExp(`^((?:${WORD}\\s+){1,3}${WORD})(?=\\s+\\p{Ll}|\\s*[(,:;—–])`, 'u');

export function leadingName(text: string): string | null {
  const name = LEADING_NAME.exec(text)?.[1];
  if (!name) return null;
  return name.split(/\s+/).some((w) => isStopWord(w.toLowerCase())) ? null : name.replace(/\s+/g, ' ') === name ? name : null;
}

/** A list item's marker at the start of a paragraph ("1. ", "- "). */
const MARKER = /^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+/;

/** The paragraphs of `blocks` (text and list blocks) each opening with one of `names`, and the name's offset. */
export function nameLedParagraphs(blocks: ReadonlyArray<Pick<ParsedBlock, 'kind' | 'text' | 'start'> & { order?: number }>): Array<{ text: string; start: number; blockOrder: number; lead: string }> {
  const out: Array<{ text: string; start: number; blockOrder: number; lead: string }> = [];
  for (const b of blocks) {
    if (b.kind !== 'text' && b.kind !== 'list') continue;
    for (const para of paragraphs(b.text)) {
      const marker = MARKER.exec(para.text)?.[0].length ?? 0;
      out.push({ text: para.text.slice(marker), start: b.start + para.start + marker, blockOrder: b.order ?? 0, lead: para.text.slice(marker, marker + 80) });
    }
  }
  return out;
}

/** The records of the names `families` lead paragraphs with in `blocks`: each paragraph opening with a name the
 *  family reads it by, where it states NAMED_FIELDS of the family's fields besides the name. */
export function nameLedRecords(blocks: ParsedBlock[], families: ProseFamily[] | undefined, units: UnitTable): ParsedRecord[] {
  const out: ParsedRecord[] = [];
  for (const family of families ?? []) {
    if (!family.names?.length) continue;
    const fields = siblingFields(family.rows, units);
    const names = new Set(family.names);
    for (const p of nameLedParagraphs(blocks)) {
      const name = leadingName(p.lead);
      if (!name || !names.has(name)) continue;
      const rows = namedRows(fields, p.text, p.start, name, units);
      if (!rows) continue;
      names.delete(name);
      out.push({ subject: name, kind: 'prose', blockOrder: p.blockOrder, categoryHints: family.hints, rows: rows.map((r, i) => ({ section: null, key: r.key, value: r.value, position: i, blockOrder: p.blockOrder, start: r.start, end: r.end })) });
    }
  }
  return out;
}

/** The rows a paragraph opening with `name` states of `fields`, or null where it states fewer than NAMED_FIELDS. */
export function namedRows(fields: ReturnType<typeof siblingFields>, text: string, start: number, name: string, units: UnitTable): Array<{ key: string; value: string; start: number; end: number }> | null {
  // (words of the name are no field's value)
  const rows = onceEach(proseSectionRows(fields, text, start, units).filter((r) => r.start >= start + name.length));
  return new Set(rows.map((r) => norm(r.key))).size >= NAMED_FIELDS ? rows : null;
}

/** The rows of fields read with one value only: a field read with several ("Tier 1", "Tier 2") is about several
 *  things, none of them this item's. */
function onceEach<R extends { key: string; value: string }>(rows: R[]): R[] {
  const values = new Map<string, Set<string>>();
  for (const r of rows) (values.get(norm(r.key)) ?? values.set(norm(r.key), new Set()).get(norm(r.key))!).add(norm(r.value));
  return rows.filter((r) => values.get(norm(r.key))!.size === 1);
}
