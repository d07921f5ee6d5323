// Lays units out into the document text and groups them into heading-aware blocks of about `targetWords`
// words. Sections are merged bottom-up: a section's own content is chunked greedily, then adjacent chunks of
// the section and of its sub-sections are merged while they stay under the target, taking the common heading
// path. Tables, lists, key/value groups and code are atomic unless longer than `maxBlockChars`, in which case
// they are split between rows. Long paragraphs are split between sentences. PDF blocks never span pages.

import type { BlockKind, ParsedBlock } from './types.ts';
import { renderUnit, type RenderedUnit } from './render.ts';
import type { Unit } from './units.ts';

export interface LayoutOptions {
  targetWords: number;
  maxBlockChars: number;
}

export interface LaidOutUnit {
  unit: Unit;
  rendered: RenderedUnit;
  /** Offset of the rendered text in the document text. */
  start: number;
  /** Headings above the unit (a heading's own path includes itself). */
  headingPath: string[];
}

export interface Layout {
  text: string;
  units: LaidOutUnit[];
  blocks: ParsedBlock[];
}

interface Piece {
  start: number;
  end: number;
  words: number;
  kind: BlockKind | 'heading';
  headingLevel: number;
  page: number | null;
  path: string[];
  /** A heading that starts a section never merged with what precedes it. */
  boundary: boolean;
}

interface Chunk {
  first: number;
  last: number;
  words: number;
  path: string[];
  headingOnly: boolean;
}

interface SectionNode {
  level: number;
  path: string[];
  own: number[];
  children: SectionNode[];
}

const UNIT_SEPARATOR = '\n\n';

/**
 * `rootHeading`: the outermost heading of every block without being part of the text (the subject a file with a
 * conventional name describes, e.g. the package of a copyright notice), so search finds the blocks by it.
 */
export function layoutUnits(units: Unit[], opts: LayoutOptions, rootHeading?: string | null): Layout {
  const laid: LaidOutUnit[] = [];
  const parts: string[] = [];
  let at = 0;
  const root = rootHeading ? [rootHeading] : [];
  const stack: { level: number; text: string }[] = [];
  for (const unit of units) {
    const rendered = renderUnit(unit);
    if (!rendered.text.trim()) continue;
    if (unit.kind === 'heading') {
      while (stack.length && stack[stack.length - 1].level >= unit.level) stack.pop();
      stack.push({ level: unit.level, text: unit.text });
    }
    if (parts.length) at += UNIT_SEPARATOR.length;
    laid.push({ unit, rendered, start: at, headingPath: [...root, ...stack.map((h) => h.text)] });
    parts.push(rendered.text);
    at += rendered.text.length;
  }
  const text = parts.join(UNIT_SEPARATOR);
  const pieces = laid.flatMap((u) => piecesOf(u, text, opts));
  const blocks = chunkPieces(pieces, opts.targetWords, root).map((c, order) => toBlock(c, order, pieces, text));
  return { text, units: laid, blocks };
}

function piecesOf(u: LaidOutUnit, text: string, opts: LayoutOptions): Piece[] {
  const { unit, rendered, start } = u;
  const base = { page: unit.page, path: u.headingPath, boundary: false };
  if (unit.kind === 'heading') {
    return [{ ...base, start, end: start + rendered.text.length, words: countWords(rendered.text), kind: 'heading', headingLevel: unit.level, boundary: unit.boundary === true }];
  }
  const kind: BlockKind = unit.kind === 'pairs' ? 'list' : unit.kind;
  const ranges =
    unit.kind === 'text'
      ? splitProse(rendered.text, opts.targetWords, opts.maxBlockChars)
      : splitAtRows(rendered, opts.maxBlockChars);
  return ranges.map(([s, e]) => ({
    ...base,
    start: start + s,
    end: start + e,
    words: countWords(text.slice(start + s, start + e)),
    kind,
    headingLevel: 0,
  }));
}

/** Splits a long paragraph between sentences into runs of about `targetWords` words (and at most `maxChars`). */
export function splitProse(text: string, targetWords: number, maxChars: number): [number, number][] {
  if (text.length <= maxChars && countWords(text) <= targetWords * 1.5) return [[0, text.length]];
  const bounds = sentenceBounds(text);
  const out: [number, number][] = [];
  let runStart = 0;
  let runWords = 0;
  for (let i = 0; i < bounds.length; i++) {
    const [s, e] = bounds[i];
    const w = countWords(text.slice(s, e));
    if (runWords > 0 && (runWords + w > targetWords || e - runStart > maxChars)) {
      out.push([runStart, trimEnd(text, runStart, bounds[i - 1][1])]);
      runStart = s;
      runWords = 0;
    }
    runWords += w;
  }
  out.push([runStart, text.length]);
  return out.flatMap(([s, e]) => hardSplit(text, s, e, maxChars));
}

function sentenceBounds(text: string): [number, number][] {
  const out: [number, number][] = [];
  const re = /[.!?]["'’”)\]]*\s+(?=["'“‘(\[]?[A-Z0-9])|\n+/g;
  let start = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const end = m.index + m[0].length;
    out.push([start, end]);
    start = end;
  }
  if (start < text.length) out.push([start, text.length]);
  return out;
}

function hardSplit(text: string, s: number, e: number, maxChars: number): [number, number][] {
  const out: [number, number][] = [];
  while (e - s > maxChars) {
    let cut = text.lastIndexOf(' ', s + maxChars);
    if (cut <= s) cut = s + maxChars;
    out.push([s, cut]);
    s = cut;
    while (s < e && text[s] === ' ') s++;
  }
  if (e > s) out.push([s, e]);
  return out;
}

function trimEnd(text: string, s: number, e: number): number {
  while (e > s && /\s/.test(text[e - 1])) e--;
  return e;
}

function splitAtRows(rendered: RenderedUnit, maxChars: number): [number, number][] {
  const t = rendered.text;
  if (t.length <= maxChars) return [[0, t.length]];
  // Row boundaries are the line breaks of the rendered unit.
  const lines: [number, number][] = [];
  let s = 0;
  for (;;) {
    const nl = t.indexOf('\n', s);
    const e = nl < 0 ? t.length : nl;
    lines.push([s, e]);
    if (nl < 0) break;
    s = nl + 1;
  }
  const out: [number, number][] = [];
  let runStart = lines[0][0];
  let runEnd = lines[0][1];
  for (let i = 1; i < lines.length; i++) {
    if (lines[i][1] - runStart > maxChars) {
      out.push([runStart, runEnd]);
      runStart = lines[i][0];
    }
    runEnd = lines[i][1];
  }
  out.push([runStart, runEnd]);
  return out.flatMap(([a, b]) => hardSplit(t, a, b, maxChars));
}

export function countWords(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || c === 10 || c === 9 || c === 13 || c === 160;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

function chunkPieces(pieces: Piece[], target: number, rootPath: string[]): Chunk[] {
  const root: SectionNode = { level: 0, path: rootPath, own: [], children: [] };
  const stack: SectionNode[] = [root];
  pieces.forEach((p, i) => {
    if (p.kind === 'heading') {
      while (stack.length > 1 && stack[stack.length - 1].level >= p.headingLevel) stack.pop();
      const node: SectionNode = { level: p.headingLevel, path: p.path, own: [i], children: [] };
      stack[stack.length - 1].children.push(node);
      stack.push(node);
    } else {
      stack[stack.length - 1].own.push(i);
    }
  });
  return sectionChunks(root, pieces, target);
}

/** Recursion depth is bounded by the number of heading levels (6). */
function sectionChunks(node: SectionNode, pieces: Piece[], target: number): Chunk[] {
  const own: Chunk[] = [];
  let cur: Chunk | null = null;
  for (const i of node.own) {
    const p = pieces[i];
    const fits =
      cur !== null &&
      (cur.headingOnly || cur.words + p.words <= target) &&
      samePage(pieces[cur.last], p);
    if (cur && fits) {
      cur.last = i;
      cur.words += p.words;
      cur.headingOnly = false;
    } else {
      if (cur) own.push(cur);
      cur = { first: i, last: i, words: p.words, path: node.path, headingOnly: p.kind === 'heading' };
    }
  }
  if (cur) own.push(cur);
  const all = own.concat(node.children.flatMap((c) => sectionChunks(c, pieces, target)));
  const merged: Chunk[] = [];
  for (const c of all) {
    const prev = merged[merged.length - 1];
    const first = pieces[c.first];
    const boundary = first.kind === 'heading' && first.boundary;
    if (
      prev &&
      (!boundary || prev.headingOnly) &&
      (prev.headingOnly || prev.words + c.words <= target) &&
      samePage(pieces[prev.last], pieces[c.first])
    ) {
      prev.last = c.last;
      prev.words += c.words;
      // a lone heading before a boundary section (a document title) joins it without hiding its heading
      prev.path = boundary ? c.path : commonPrefix(prev.path, c.path);
      prev.headingOnly = prev.headingOnly && c.headingOnly;
    } else {
      merged.push({ ...c });
    }
  }
  return merged;
}

function samePage(a: Piece, b: Piece): boolean {
  return a.page === null || b.page === null || a.page === b.page;
}

function commonPrefix(a: string[], b: string[]): string[] {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n === a.length ? a : a.slice(0, n);
}

function toBlock(c: Chunk, order: number, pieces: Piece[], text: string): ParsedBlock {
  const start = pieces[c.first].start;
  const end = pieces[c.last].end;
  const kinds = new Set<BlockKind>();
  let page: number | null = null;
  for (let i = c.first; i <= c.last; i++) {
    const k = pieces[i].kind;
    if (k !== 'heading') kinds.add(k);
    if (page === null) page = pieces[i].page;
  }
  const kind: BlockKind = kinds.size === 1 ? [...kinds][0] : 'text';
  return { order, kind, headingPath: c.path, text: text.slice(start, end), start, end, page };
}
