// Citations resolve to exact spans of a document's extracted text: table/spec rows for symbolic facts, the most
// relevant sentences of a block for passages. Each citation is made once per answer and numbered in order.
import type { Database } from 'better-sqlite3';
import type { Answer, AnswerItem, Citation } from '../../../shared/answer.ts';
import { getRecordRows } from '../store/records.ts';
import { getBlocks } from '../store/blocks.ts';
import { getDocument, getDocumentText } from '../store/documents.ts';

export interface CitationSet {
  /** The citation of a record row (a table or spec row); null when the row no longer exists. */
  row(rowId: number): Citation | null;
  /** A passage of a block: the given range inside the block's document, or the whole block. */
  block(blockId: number, range?: { start: number; end: number }): Citation | null;
  list(): Citation[];
}

export function citationSet(db: Database): CitationSet {
  const list: Citation[] = [];
  const byKey = new Map<string, Citation>();
  const texts = new Map<number, string>();
  const docs = new Map<number, { relpath: string }>();
  const docText = (id: number) => {
    if (!texts.has(id)) texts.set(id, getDocumentText(db, id) ?? '');
    return texts.get(id)!;
  };
  const docPath = (id: number) => {
    if (!docs.has(id)) docs.set(id, { relpath: getDocument(db, id)?.relpath ?? '' });
    return docs.get(id)!.relpath;
  };
  const add = (key: string, c: Omit<Citation, 'id'>): Citation => {
    const existing = byKey.get(key);
    if (existing) return existing;
    const citation = { id: `c${list.length + 1}`, ...c };
    list.push(citation);
    byKey.set(key, citation);
    return citation;
  };
  const pageOf = (blockId: number | null) => (blockId === null ? null : (getBlocks(db, [blockId])[0]?.page ?? null));
  return {
    row(rowId) {
      const r = getRecordRows(db, [rowId])[0];
      if (!r) return null;
      const text = docText(r.docId);
      return add(`row:${rowId}`, {
        path: docPath(r.docId), docId: r.docId, page: pageOf(r.blockId), start: r.start, end: r.end,
        snippet: text.slice(r.start, r.end), kind: 'row', blockId: r.blockId, rowId,
      });
    },
    block(blockId, range) {
      const b = getBlocks(db, [blockId])[0];
      if (!b) return null;
      const start = range ? Math.max(b.start, range.start) : b.start;
      const end = range ? Math.min(b.end, range.end) : b.end;
      const text = docText(b.docId);
      return add(`block:${blockId}:${start}:${end}`, {
        path: docPath(b.docId), docId: b.docId, page: b.page, start, end, snippet: text.slice(start, end), kind: 'block', blockId, rowId: null,
      });
    },
    list: () => list,
  };
}

/** Checks a citation against the library: its snippet must be the document's text at its range. */
export function citationResolves(db: Database, c: Citation): boolean {
  const text = getDocumentText(db, c.docId);
  return text !== undefined && c.start >= 0 && c.end <= text.length && c.start < c.end && text.slice(c.start, c.end) === c.snippet;
}

/** Numbers written in a text ("5,000 mAh" → 5000, "€ 329.50" → 329.5). */
function numbersIn(text: string): number[] {
  return (text.match(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g) ?? []).map((s) => Number(s.replace(/,/g, '')));
}

/** Does a cited text state one of the values that qualified an item (its number, or its text as written)? */
export function statesItemValue(snippet: string, item: AnswerItem): boolean {
  const lower = snippet.toLowerCase();
  const nums = numbersIn(snippet);
  for (const [key, v] of Object.entries(item.values)) {
    if (typeof v === 'number' && nums.some((n) => Math.abs(n - v) < 1e-6 * Math.max(1, Math.abs(v)))) return true;
    if (typeof v === 'string' && v && (lower.includes(v.toLowerCase()) || (v === 'yes' && lower.includes(key.toLowerCase())))) return true;
    // a range of a group ("3000–5000 mAh") is proved by the rows of its ends
    const range = typeof v === 'string' ? /^(\d+(?:\.\d+)?)–(\d+(?:\.\d+)?)/.exec(v) : null;
    if (range && nums.some((n) => n === Number(range[1]) || n === Number(range[2]))) return true;
    if (typeof v === 'boolean' && lower.includes(key.toLowerCase())) return true;
  }
  return false;
}

/** Whether an item of an answer has a table-row citation stating the value that qualified it. */
export function itemIsCited(answer: Answer, item: AnswerItem): boolean {
  const byId = new Map(answer.citations.map((c) => [c.id, c]));
  return item.citations.some((id) => {
    const c = byId.get(id);
    return !!c && c.kind === 'row' && statesItemValue(c.snippet, item);
  });
}
