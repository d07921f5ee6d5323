// The answerable units of a passage: its sentences, list items (with the sentence that leads into their
// list), code and the headings written inside it, each with its range in the document's text so that a
// citation can highlight exactly the sentence that decides an answer.
import { splitSentences } from '../../tkg/sentences.ts';

export type UnitKind = 'sentence' | 'item' | 'heading' | 'code';

export interface PassageLike {
  blockId: number;
  docId: number;
  path: string;
  headingPath: string[];
  text: string;
  /** Range of the block in its document's text. */
  start: number;
  end: number;
  page?: number | null;
  /** Block kind when known ('code' blocks are one unit). */
  kind?: string;
}

export interface Unit {
  kind: UnitKind;
  text: string;
  /** Range in the document's text. */
  start: number;
  end: number;
  blockId: number;
  docId: number;
  path: string;
  /** Headings above the unit: the block's, then those written inside the block before it. */
  headings: string[];
  /** Position among its passage's units. */
  index: number;
  /** Paragraph of the block the unit is in (units of one paragraph are adjacent). */
  paragraph: number;
  /** For a list item: the index of the sentence leading into its list (ends with ':'), if in the passage. */
  leadIn: number | null;
}

const LIST_ITEM = /^\s*(?:[-*•‣◦]|\d{1,3}[.)]|[a-z][.)])\s+/;
const CODE_LINE = /^(?:\s{4,}|\t|\s*[$#>]\s)\S/;
/** A line that reads as a command or code rather than prose: no sentence end, and shell or code punctuation. */
const CODE_LIKE = /^(?![\p{Lu}][\p{Ll}]+\s+[\p{Ll}]+\s+[\p{Ll}]+)[^\n]*(?:\s--?[a-z]|[/=|{}();<>$]|\w\.\w+\()[^\n]*[^.!?:]$/u;

/** A table's rule line ("|---|:---:|"). */
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** Is a paragraph a table: two or more rows, each of cells split by " | " (a rule line under the header allowed)? */
function isTable(lines: string[]): boolean {
  const rows = lines.filter((l) => l.trim() && !TABLE_RULE.test(l));
  return rows.length >= 2 && rows.every((l) => /\S\s*\|\s*\S|^\s*\|\s*\S/.test(l) && !LIST_ITEM.test(l));
}

/** Is a paragraph a heading written inline ("Who can apply", "Eligibility")? */
function isInlineHeading(paragraph: string, hasNext: boolean): boolean {
  const t = paragraph.trim();
  return hasNext && !t.includes('\n') && t.length <= 90 && t.split(/\s+/).length <= 10 && !/[.,;:!?)"”’]$/.test(t) && /^[\p{Lu}\p{N}]/u.test(t) && !LIST_ITEM.test(t);
}

export function passageUnits(p: PassageLike): Unit[] {
  const units: Unit[] = [];
  const headings = [...p.headingPath];
  const base = { blockId: p.blockId, docId: p.docId, path: p.path };
  const push = (kind: UnitKind, start: number, end: number, paragraph: number, leadIn: number | null) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(p.text[s])) s++;
    while (e > s && /\s/.test(p.text[e - 1])) e--;
    if (e - s < 2) return;
    units.push({ ...base, kind, text: p.text.slice(s, e), start: p.start + s, end: p.start + e, headings: [...headings], index: units.length, paragraph, leadIn });
  };
  if (p.kind === 'code') {
    push('code', 0, p.text.length, 0, null);
    return units;
  }
  // paragraphs at blank lines, with their offsets
  const paragraphs: Array<{ start: number; end: number }> = [];
  const re = /\n[ \t]*\n/g;
  let at = 0;
  for (const m of p.text.matchAll(re)) {
    paragraphs.push({ start: at, end: m.index! });
    at = m.index! + m[0].length;
  }
  paragraphs.push({ start: at, end: p.text.length });
  let leadIn: number | null = null;
  paragraphs.forEach((para, pi) => {
    const body = p.text.slice(para.start, para.end);
    if (!body.trim()) return;
    if (isInlineHeading(body, pi < paragraphs.length - 1)) {
      push('heading', para.start, para.end, pi, null);
      headings.push(body.trim());
      leadIn = null;
      return;
    }
    const lines = body.split('\n');
    // code: indented or prompted lines, or code-like lines right after a lead-in ("run this command:")
    const afterLeadIn = leadIn !== null && units[units.length - 1]?.index === leadIn;
    const allCode = lines.filter((l) => l.trim()).every((l) => CODE_LINE.test(l) || (afterLeadIn && CODE_LIKE.test(l.trim())));
    if (allCode) {
      push('code', para.start, para.end, pi, null);
      return;
    }
    // a table written as rows of cells ("Rate | Level of help you need" over "Lower rate - £60 | Frequent help …"):
    // its first row names the columns — a heading of the rows, not an answer — and each row is read with it, as a
    // list item with its lead-in
    if (isTable(lines)) {
      let offset = para.start;
      let header: number | null = null;
      for (const line of lines) {
        const lineEnd = offset + line.length;
        if (line.trim() && !TABLE_RULE.test(line)) {
          if (header === null) {
            push('heading', offset, lineEnd, pi, null);
            header = units[units.length - 1]?.index ?? null;
          } else push('item', offset, lineEnd, pi, header);
        }
        offset = lineEnd + 1;
      }
      leadIn = null;
      return;
    }
    // a paragraph of list items, possibly after a lead-in line
    let offset = para.start;
    let textStart = offset;
    const flushText = (end: number) => {
      if (end <= textStart) return;
      for (const s of splitSentences(p.text.slice(textStart, end))) {
        push('sentence', textStart + s.start, textStart + s.end, pi, null);
      }
      const last = units[units.length - 1];
      leadIn = last && last.kind === 'sentence' && /:\s*$/.test(last.text) ? last.index : null;
    };
    for (const line of lines) {
      const lineEnd = offset + line.length;
      if (LIST_ITEM.test(line)) {
        flushText(offset);
        push('item', offset, lineEnd, pi, leadIn);
        textStart = lineEnd + 1;
      } else if (textStart < offset && units.length && units[units.length - 1].kind === 'item' && /^\s{2,}\S/.test(line)) {
        // a wrapped item line continues the item
        const last = units[units.length - 1];
        last.end = p.start + lineEnd;
        last.text = p.text.slice(last.start - p.start, lineEnd);
        textStart = lineEnd + 1;
      }
      offset = lineEnd + 1;
    }
    flushText(para.end);
    // a list paragraph keeps its lead-in for the next paragraph of items (lists are often their own paragraph)
    const last = units[units.length - 1];
    if (last?.kind === 'item') leadIn = last.leadIn;
  });
  return units;
}

/** Units of a run of list items: the items that share `unit`'s list (the same lead-in, adjacent). */
export function listOf(units: Unit[], unit: Unit): Unit[] {
  if (unit.kind !== 'item') return [unit];
  let a = unit.index;
  let b = unit.index;
  while (a > 0 && units[a - 1].kind === 'item' && units[a - 1].leadIn === unit.leadIn) a--;
  while (b < units.length - 1 && units[b + 1].kind === 'item' && units[b + 1].leadIn === unit.leadIn) b++;
  return units.slice(a, b + 1);
}

/** The items a lead-in sentence introduces (empty when it introduces none). */
export function itemsAfter(units: Unit[], leadIn: Unit): Unit[] {
  const out: Unit[] = [];
  for (let i = leadIn.index + 1; i < units.length && units[i].kind === 'item' && units[i].leadIn === leadIn.index; i++) out.push(units[i]);
  return out;
}
