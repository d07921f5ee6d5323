// HTML → outline. Parses with htmlparser2/domhandler and walks the DOM with an explicit stack (no recursion
// over the tree, so 100k nested divs are fine). Scripts, styles, nav, header/footer, aside, forms and hidden
// elements are dropped (breadcrumbs and links inside them are kept as hints and loose links). Headings,
// tables, dl lists, ul/ol lists, pre blocks and div-based label/value rows become structured units; the rest
// becomes paragraphs.

import { parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';
import type { Outline, PairsUnit, TableRow, Unit, UnitLink } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { collapseSpace, crumbHints, fieldsOnOneLine, readBreadcrumb, readKeyValue } from '../kv.ts';

const BLOCK = new Set(
  'address article aside blockquote body center dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr html li main nav ol p pre section summary table tbody td tfoot th thead tr ul caption legend'.split(' '),
);
const DROP_TAGS = new Set(
  'script style noscript template svg canvas iframe object embed form button select input textarea nav aside footer head dialog map audio video picture'.split(' '),
);
const DROP_TOKENS = new Set(
  'footer site-footer page-footer navbar nav navigation menu sidebar breadcrumb breadcrumbs cookie cookies cookie-banner advert advertisement ads skip-link header site-header page-header topbar masthead'.split(' '),
);
const DROP_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'search', 'complementary']);
const HEADING = /^h([1-6])$/;
const ROW_HINT = /row|spec|label|key|value|field|prop|attr|ttl|nfo|param|name|term|def/i;
const MAX_SPAN = 100;

export interface HtmlOutlineOptions {
  /** Use <title> as the title (web pages); off for DOCX output, where the first heading is the title. */
  useTitleTag?: boolean;
}

export function htmlOutline(html: string, opts: HtmlOutlineOptions = {}): Outline {
  const dom = parseDocument(capNesting(html), { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  const out = emptyOutline();
  let titleTag: string | null = null;
  let firstH1: string | null = null;
  const consumed = new Set<AnyNode>();
  let buffer = '';
  let bufferLinks: UnitLink[] = [];

  const push = (u: Unit) => out.units.push(u);
  const flush = () => {
    const lines = buffer.split('\n').map(collapseSpace).filter(Boolean);
    if (lines.length) push({ kind: 'text', text: lines.join('\n'), page: null, links: bufferLinks });
    buffer = '';
    bufferLinks = [];
  };

  type Item = AnyNode | { exit: Element };
  const stack: Item[] = [...dom.children].reverse();
  while (stack.length) {
    const item = stack.pop()!;
    if ('exit' in item) {
      flush();
      continue;
    }
    const node = item;
    if (consumed.has(node)) continue;
    if (node.type === 'text') {
      buffer += (node as unknown as { data: string }).data;
      continue;
    }
    if (!isElement(node)) continue;
    const el = node;
    const name = el.name;
    if (name === 'head') {
      titleTag = readHead(el, out) ?? titleTag;
      continue;
    }
    if (name === 'script') {
      readJsonLd(el, out);
      continue;
    }
    if (name === 'title') {
      titleTag ??= collapseSpace(textOf(el));
      continue;
    }
    if (name === 'meta') {
      readMeta(el, out);
      continue;
    }
    if (isDropped(el)) {
      keepFromDropped(el, out);
      continue;
    }
    if (name === 'br') {
      buffer += '\n';
      continue;
    }
    const isBlock = BLOCK.has(name);
    if (isBlock) flush();
    const h = HEADING.exec(name);
    if (h) {
      const links: UnitLink[] = [];
      const text = inlineText(el, links);
      if (text) {
        push({ kind: 'heading', level: Number(h[1]), text, page: null, links });
        if (h[1] === '1') firstH1 ??= text;
      }
      continue;
    }
    if (name === 'table' && !hasDescendant(el, 'table')) {
      tableUnits(el, push);
      continue;
    }
    if (name === 'tr' && !hasAncestor(el, 'table')) {
      push(bareRows(el, consumed));
      continue;
    }
    if (name === 'li' && !hasAncestor(el, 'ul') && !hasAncestor(el, 'ol')) {
      push(bareItems(el, consumed));
      continue;
    }
    if (name === 'dl') {
      const u = dlUnit(el);
      if (u) push(u);
      continue;
    }
    // a list or row of cards, each a heading and fields its classes name ("li.beer > h3 + p.price"): a record each
    if (name === 'ul' || name === 'ol' || isBlock) {
      const cards = cardUnits(elementChildren(el).filter((k) => !isDropped(k)));
      if (cards) {
        for (const c of cards) push(c);
        continue;
      }
      // (or a run of sibling cards of one tag and class among other elements: "div.card" after a page's h2)
      const run = cardRun(el);
      const inRun = run ? cardUnits(run) : null;
      if (run && inRun) {
        for (const c of inRun) push(c);
        for (const k of run) consumed.add(k);
        continue;
      }
    }
    if (name === 'ul' || name === 'ol') {
      const links: UnitLink[] = [];
      const items = listItems(el, links);
      if (items.length) push({ kind: 'list', items, page: null, links });
      continue;
    }
    if (name === 'pre') {
      const text = textOf(el).replace(/^\n+/, '').trimEnd();
      if (text) push({ kind: 'code', text, page: null, links: [] });
      continue;
    }
    if (name === 'a') {
      const href = el.attribs.href;
      if (href !== undefined) bufferLinks.push({ href, text: inlineText(el, []) });
    }
    if (isBlock) {
      const group = pairGroup(el);
      if (group) {
        push(group);
        continue;
      }
      stack.push({ exit: el });
    }
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  }
  flush();
  out.title = opts.useTitleTag === false ? firstH1 : (titleTag || firstH1);
  out.subject = firstH1;
  return out;
}

const MAX_NESTING = 4000;
const VOID = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '));

/**
 * The HTML parser slows down quadratically with nesting depth (100k nested divs take seconds). Tags opened
 * deeper than MAX_NESTING (and their closing tags) are removed before parsing; their text is kept.
 */
export function capNesting(html: string): string {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>/g;
  let depth = 0;
  let over = false;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(html))) {
    if (m[3] || VOID.has(m[2].toLowerCase())) continue;
    depth += m[1] ? -1 : 1;
    if (depth > MAX_NESTING) {
      over = true;
      break;
    }
  }
  if (!over) return html;
  depth = 0;
  const dropped: number[] = [];
  return html.replace(tag, (whole, close: string, name: string, selfClose: string) => {
    if (selfClose || VOID.has(name.toLowerCase())) return whole;
    if (!close) {
      depth++;
      if (depth > MAX_NESTING) {
        dropped.push(depth);
        return ' ';
      }
      return whole;
    }
    const d = depth;
    depth = Math.max(0, depth - 1);
    if (dropped.length && dropped[dropped.length - 1] === d) {
      dropped.pop();
      return ' ';
    }
    return whole;
  });
}

function isElement(n: AnyNode): n is Element {
  return n.type === 'tag' || n.type === 'script' || n.type === 'style';
}

function elementChildren(el: Element): Element[] {
  return el.children.filter(isElement);
}

function hasText(el: Element): boolean {
  return el.children.some((c) => c.type === 'text' && /\S/.test((c as unknown as { data: string }).data));
}

function isDropped(el: Element): boolean {
  const a = el.attribs;
  if (DROP_TAGS.has(el.name)) return true;
  if (a.hidden !== undefined || a['aria-hidden'] === 'true' || a.type === 'hidden') return true;
  if (a.style && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(a.style)) return true;
  if (a.role && DROP_ROLES.has(a.role.toLowerCase())) return true;
  const tokens = `${a.class ?? ''} ${a.id ?? ''}`.toLowerCase().split(/\s+/);
  const tokenDrop = tokens.some((t) => DROP_TOKENS.has(t));
  if (el.name === 'header' || (tokenDrop && tokens.some((t) => t.includes('header')))) {
    // A page header that holds the page's h1 is content.
    return !hasDescendant(el, 'h1');
  }
  // (a class a navigation menu has, on a list of headed entries with no links, is content: a bar's menu of beers)
  if (tokenDrop && el.name !== 'nav' && el.name !== 'footer' && ['h2', 'h3', 'h4', 'h5', 'h6'].some((h) => hasDescendant(el, h)) && !hasDescendant(el, 'a')) return false;
  return tokenDrop;
}

/** Breadcrumbs become category hints; links in dropped nav/header/footer are kept as loose links. */
function keepFromDropped(el: Element, out: Outline): void {
  if (['script', 'style', 'head', 'template', 'noscript', 'svg'].includes(el.name)) return;
  const links: UnitLink[] = [];
  const text = inlineText(el, links);
  out.looseLinks.push(...links);
  const label = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''} ${el.attribs['aria-label'] ?? ''}`.toLowerCase();
  const navLike = label.includes('breadcrumb') || el.name === 'nav' || el.name === 'header' || /header|nav|topbar/.test(label);
  if (!navLike) return;
  const crumbs = readBreadcrumb(text);
  if (crumbs) out.categoryHints.push(...crumbHints(crumbs, null));
  else if (label.includes('breadcrumb') && links.length >= 2) {
    out.categoryHints.push(...crumbHints(links.map((l) => l.text).filter(Boolean), null));
  }
}

function readHead(head: Element, out: Outline): string | null {
  let title: string | null = null;
  const stack: AnyNode[] = [...head.children];
  while (stack.length) {
    const n = stack.pop()!;
    if (!isElement(n)) continue;
    if (n.name === 'title') title = collapseSpace(textOf(n)) || null;
    else if (n.name === 'meta') readMeta(n, out);
    else if (n.name === 'script') readJsonLd(n, out);
    else stack.push(...n.children);
  }
  return title;
}

function readMeta(el: Element, out: Outline): void {
  if ((el.attribs.name ?? '').toLowerCase() === 'keywords' && el.attribs.content) {
    out.categoryHints.push(...el.attribs.content.split(',').map((s) => s.trim()).filter(Boolean));
  }
}

function readJsonLd(el: Element, out: Outline): void {
  if ((el.attribs.type ?? '').toLowerCase() !== 'application/ld+json') return;
  try {
    const data: unknown = JSON.parse(textOf(el));
    const items = Array.isArray(data) ? data : [data, ...(((data as { '@graph'?: unknown[] })?.['@graph']) ?? [])];
    for (const it of items) {
      const cat = (it as { category?: unknown })?.category;
      if (typeof cat === 'string' && cat.trim()) out.categoryHints.push(cat.trim());
    }
  } catch {
    // malformed JSON-LD carries no hints
  }
}

function hasDescendant(el: Element, name: string): boolean {
  const stack: AnyNode[] = [...el.children];
  while (stack.length) {
    const n = stack.pop()!;
    if (!isElement(n)) continue;
    if (n.name === name) return true;
    for (const c of n.children) stack.push(c);
  }
  return false;
}

function hasAncestor(el: Element, name: string): boolean {
  for (let p = el.parent; p; p = p.parent) if (isElement(p) && p.name === name) return true;
  return false;
}

/** Raw text of an element (for pre, title, script), skipping nothing. */
function textOf(el: Element): string {
  let s = '';
  const stack: AnyNode[] = [el];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'text') s += (n as unknown as { data: string }).data;
    else if (isElement(n)) {
      if (n.name === 'br') s += '\n';
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    }
  }
  return s;
}

/**
 * Visible text of an element on one line: dropped descendants skipped, block boundaries become spaces,
 * links collected. `skip` names descendants to leave out (nested lists of a list item).
 */
function inlineText(el: Element, links: UnitLink[], skip?: Set<string>): string {
  let s = '';
  const stack: (AnyNode | null)[] = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  while (stack.length) {
    const n = stack.pop();
    if (n === null) {
      s += ' ';
      continue;
    }
    if (!n) continue;
    if (n.type === 'text') {
      s += (n as unknown as { data: string }).data;
      continue;
    }
    if (!isElement(n)) continue;
    if (skip?.has(n.name) || isDropped(n)) continue;
    if (n.name === 'br') {
      s += ' ';
      continue;
    }
    if (n.name === 'a' && n.attribs.href !== undefined) links.push({ href: n.attribs.href, text: inlineText(n, []) });
    const block = BLOCK.has(n.name);
    if (block) {
      s += ' ';
      stack.push(null);
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return collapseSpace(s);
}

/** Inline-only text up to `max` characters; null if the element holds block-level elements or is longer. */
function shortText(el: Element, max: number): string | null {
  let s = '';
  const stack: AnyNode[] = [...el.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'text') {
      s += (n as unknown as { data: string }).data;
      if (s.length > max * 2 + 200) return null;
      continue;
    }
    if (!isElement(n)) continue;
    if (isDropped(n)) continue;
    if (n.name === 'br') {
      s += ' ';
      continue;
    }
    if (BLOCK.has(n.name)) return null;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  const t = collapseSpace(s);
  return t && t.length <= max ? t : null;
}

// ---- tables ----

function tableUnits(table: Element, push: (u: Unit) => void): void {
  const rows: TableRow[] = [];
  const links: UnitLink[] = [];
  let caption: string | null = null;
  const stack: { n: AnyNode; head: boolean }[] = [...table.children].reverse().map((n) => ({ n, head: false }));
  while (stack.length) {
    const { n, head } = stack.pop()!;
    if (!isElement(n) || isDropped(n)) continue;
    if (n.name === 'caption') {
      caption = inlineText(n, links) || null;
      continue;
    }
    if (n.name === 'tr') {
      const row = tableRow(n, head, links);
      if (row) rows.push(row);
      continue;
    }
    if (n.name === 'table') continue;
    const inHead = head || n.name === 'thead';
    for (let i = n.children.length - 1; i >= 0; i--) stack.push({ n: n.children[i], head: inHead });
  }
  if (caption) push({ kind: 'text', text: caption, page: null, links: [] });
  if (rows.length) push({ kind: 'table', rows, source: 'markup', page: null, links });
}

function tableRow(tr: Element, inHead: boolean, links: UnitLink[]): TableRow | null {
  const cells = elementChildren(tr)
    .filter((c) => (c.name === 'td' || c.name === 'th') && !isDropped(c))
    .map((c) => ({
      text: inlineText(c, links),
      th: c.name === 'th',
      colspan: clampSpan(c.attribs.colspan),
      rowspan: clampSpan(c.attribs.rowspan),
      rowHeader: c.name === 'th' && c.attribs.scope === 'row',
    }));
  if (!cells.length) return null;
  const thCells = cells.filter((c) => c.th).length;
  // A first-column th followed by td cells is a row header, not a header row.
  if (cells.length > 1 && cells[0].th && thCells === 1) cells[0].rowHeader = true;
  return { cells, header: inHead || thCells === cells.length };
}

function clampSpan(v: string | undefined): number {
  const n = Number.parseInt(v ?? '1', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_SPAN) : 1;
}

/** `<tr>` elements outside any table (plain-text exports): consecutive rows become one table. */
function bareRows(first: Element, consumed: Set<AnyNode>): Unit {
  const rows: TableRow[] = [];
  const links: UnitLink[] = [];
  for (let n: AnyNode | null = first; n; n = n.next) {
    if (n.type === 'text' && !/\S/.test((n as unknown as { data: string }).data)) continue;
    if (!isElement(n) || n.name !== 'tr') break;
    consumed.add(n);
    const structured = tableRow(n, false, links);
    if (structured && elementChildren(n).some((c) => c.name === 'td' || c.name === 'th')) {
      rows.push(structured);
    } else {
      const text = inlineText(n, links);
      const cells = text.split(/\s+\|\s+/).map((t) => ({ text: t.trim(), th: false, colspan: 1, rowspan: 1, rowHeader: false }));
      if (text) rows.push({ cells, header: false });
    }
  }
  // Plain-text table exports put the column names in the first row.
  if (rows.length >= 2 && rows[0].cells.length >= 2) rows[0].header = true;
  return { kind: 'table', rows, source: 'markup', page: null, links };
}

/** `<li>` elements outside any list (plain-text exports): consecutive items become one list. */
function bareItems(first: Element, consumed: Set<AnyNode>): Unit {
  const items: { text: string; depth: number }[] = [];
  const links: UnitLink[] = [];
  for (let n: AnyNode | null = first; n; n = n.next) {
    if (n.type === 'text' && !/\S/.test((n as unknown as { data: string }).data)) continue;
    if (!isElement(n) || n.name !== 'li') break;
    consumed.add(n);
    const text = inlineText(n, links);
    if (text) items.push({ text, depth: 0 });
  }
  return { kind: 'list', items, page: null, links };
}

// ---- key/value structures ----

function dlUnit(dl: Element): PairsUnit | null {
  const pairs: { key: string; value: string }[] = [];
  const links: UnitLink[] = [];
  const stack: AnyNode[] = [...dl.children].reverse();
  let current: { key: string; value: string } | null = null;
  while (stack.length) {
    const n = stack.pop()!;
    if (!isElement(n) || isDropped(n)) continue;
    if (n.name === 'dt') {
      current = { key: inlineText(n, links), value: '' };
      pairs.push(current);
    } else if (n.name === 'dd') {
      const v = inlineText(n, links);
      if (!current) {
        current = { key: '', value: v };
        pairs.push(current);
      } else if (v) current.value = current.value ? `${current.value}; ${v}` : v;
    } else if (n.name === 'div') {
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    }
  }
  const kept = pairs.filter((p) => p.key || p.value);
  return kept.length ? { kind: 'pairs', title: null, pairs: kept, page: null, links } : null;
}

const PAIR_EXCLUDED = new Set(['a', 'ul', 'ol', 'table', 'dl', 'pre', 'tr', 'section', 'article', 'header', 'footer', 'img']);

function pairOf(el: Element): [string, string] | null {
  if (PAIR_EXCLUDED.has(el.name) || HEADING.test(el.name)) return null;
  if (hasText(el)) return null;
  const kids = elementChildren(el).filter((k) => !isDropped(k));
  if (kids.length !== 2) return null;
  if (kids.some((k) => PAIR_EXCLUDED.has(k.name) || HEADING.test(k.name) || k.name === 'p')) return null;
  const label = shortText(kids[0], 80);
  if (!label || label.split(' ').length > 8) return null;
  const value = shortText(kids[1], 300);
  if (!value) return null;
  return [label.replace(/\s*[:：]$/, ''), value];
}

function rowHinted(el: Element): boolean {
  const cls = (e: Element) => `${e.attribs.class ?? ''} ${e.attribs.itemprop ?? ''}`;
  return ROW_HINT.test(cls(el)) || elementChildren(el).some((k) => ROW_HINT.test(cls(k)));
}

/** A container of label/value rows (e.g. div.spec-row > div.spec-label + div.spec-value), with an optional title. */
function pairGroup(el: Element): PairsUnit | null {
  if (hasText(el)) return null;
  const kids = elementChildren(el).filter((k) => !isDropped(k));
  if (kids.length === 0) return null;
  const own = pairOf(el);
  if (own && rowHinted(el)) {
    return { kind: 'pairs', title: null, pairs: [{ key: own[0], value: own[1] }], page: null, links: [] };
  }
  const pairs: { key: string; value: string }[] = [];
  let title: string | null = null;
  let hinted = false;
  for (let i = 0; i < kids.length; i++) {
    const p = pairOf(kids[i]);
    if (p) {
      pairs.push({ key: p[0], value: p[1] });
      hinted ||= rowHinted(kids[i]);
    } else if (i === 0 && !HEADING.test(kids[i].name)) {
      title = shortText(kids[i], 120);
      if (!title) return null;
    } else return null;
  }
  if (pairs.length === 0 || (pairs.length < 2 && !hinted)) return null;
  const links: UnitLink[] = [];
  for (const k of kids) inlineText(k, links);
  return { kind: 'pairs', title, pairs, page: null, links };
}

// ---- cards ----

/** Cards a list or row must hold, and the share of them that must share a field's class or a line's lead words. */
const MIN_CARDS = 2;
const CARD_FIELD_SHARE = 0.5;
/** A class that names a field: a word or a few joined by hyphens or underscores, no digits ("price", "unit-price"). */
const FIELD_CLASS = /^[a-z]+(?:[-_][a-z]+){0,3}$/i;
/** Words a line's lead may have ("With us since"), and a line's most, for its lead to be read as its label. */
const LEAD_WORDS = 4;
const LEAD_LINE_WORDS = 10;

interface CardLine {
  cls: string;
  text: string;
  /** The fields the line is read as, once read. */
  fields?: Array<{ key: string; value: string }>;
}

/**
 * A list or a row of cards (product tiles, a menu, a team page): element children of one tag, each holding one
 * heading and short lines. Each card is a record named by its heading, its fields read as a reader reads them:
 * a line "Key: value" (several apart by a middle dot or bar: "Position: Barista · Shop: Broad Street") by its
 * own key, as are a list's items and a dl's terms inside it; a line whose class names what it holds ("<p
 * class=role>Pharmacist</p>", "<p class=price>£5.00 pint</p>") by its class, where most cards share the class (a
 * one-off styling class names nothing); a line opening with the words that open a line of most cards, the rest
 * different ("With us since April 2014", "With us since August 2022"), by those words, where they end in a
 * lower-case word that leads to the value or the rest is a number. A heading's own classed part ("<span
 * class=code>(DOS)</span>") is a field too, the name without it. Fields keep the card's order; lines of no field
 * stay as text after their card's fields. Null when the element is no such list, or when no field is shared by most
 * cards (a phone page's sections, "Network", "Launch", are aspects of one item).
 */
function cardUnits(kids: Element[]): Unit[] | null {
  if (kids.length < MIN_CARDS || new Set(kids.map((k) => k.name)).size !== 1) return null;
  const cards: Array<{ name: string; lines: CardLine[]; links: UnitLink[] }> = [];
  for (const k of kids) {
    if (hasText(k)) return null;
    const parts = elementChildren(k).filter((x) => !isDropped(x));
    const headings = parts.filter((x) => HEADING.test(x.name));
    if (headings.length !== 1) return null;
    const links: UnitLink[] = [];
    const heading = headings[0]!;
    const lines: CardLine[] = [];
    // (a classed part of the heading is a field of its own: the name is the rest)
    const own = elementChildren(heading).filter((x) => FIELD_CLASS.test((x.attribs.class ?? '').trim()) && shortText(x, 80));
    const name = collapseSpace(own.reduce((t, x) => t.replace(shortText(x, 80)!, ' '), inlineText(heading, links)));
    if (!name) return null;
    for (const x of own) lines.push({ cls: x.attribs.class!.trim(), text: shortText(x, 80)!.replace(/^\((.*)\)$/, '$1') });
    for (const x of parts) {
      if (x === heading) continue;
      if (x.name === 'dl') {
        const terms = elementChildren(x);
        for (let i = 0; i < terms.length; i++) {
          if (terms[i]!.name !== 'dt' || terms[i + 1]?.name !== 'dd') continue;
          const key = shortText(terms[i]!, 80);
          const value = shortText(terms[i + 1]!, 300);
          if (key && value) lines.push({ cls: '', text: `${key} ${value}`, fields: [{ key: key.replace(/\s*[:：]$/, ''), value }] });
        }
        continue;
      }
      const entries = x.name === 'ul' || x.name === 'ol' ? elementChildren(x).filter((li) => li.name === 'li' && !isDropped(li)) : [x];
      for (const e of entries) {
        const text = shortText(e, 300);
        if (text === null) return null;
        if (text) lines.push({ cls: (e.attribs.class ?? '').trim().split(/\s+/)[0] ?? '', text });
      }
    }
    if (!lines.length) return null;
    cards.push({ name, lines, links });
  }
  const open = (c: (typeof cards)[number]) => c.lines.filter((l) => !l.fields);
  // a line that reads "Key: value" is a field by its own key
  for (const c of cards) {
    for (const l of open(c)) {
      const kv = readKeyValue(l.text, false);
      if (kv) l.fields = (fieldsOnOneLine(l.text) ?? [kv]).map((f) => ({ key: f.key, value: f.value }));
    }
  }
  const enough = (n: number) => n >= CARD_FIELD_SHARE * cards.length && n >= MIN_CARDS;
  const counts = new Map<string, number>();
  for (const c of cards) for (const f of new Set(open(c).map((x) => x.cls).filter((x) => FIELD_CLASS.test(x)))) counts.set(f, (counts.get(f) ?? 0) + 1);
  for (const c of cards) {
    for (const l of open(c)) if (enough(counts.get(l.cls) ?? 0)) l.fields = [{ key: l.cls.replace(/[-_]+/g, ' '), value: l.text }];
  }
  const leads = sharedLeads(cards.map((c) => open(c).map((l) => l.text)), enough);
  for (const c of cards) {
    for (const l of open(c)) {
      const lead = leads.find((w) => l.text.startsWith(`${w} `));
      if (lead) l.fields = [{ key: lead, value: l.text.slice(lead.length + 1).trim() }];
    }
  }
  if (!enough(cards.filter((c) => c.lines.some((l) => l.fields)).length)) return null;
  // (cards state alike fields, a key most of them share: a phone page's sections, "Network", "Launch", each with
  // fields of its own, are aspects of one item, not items)
  const keyed = new Map<string, number>();
  for (const c of cards) for (const k of new Set(c.lines.flatMap((l) => (l.fields ?? []).map((f) => f.key.toLowerCase())))) keyed.set(k, (keyed.get(k) ?? 0) + 1);
  if (![...keyed.values()].some(enough)) return null;
  return cards.flatMap((c): Unit[] => {
    const rest = open(c);
    return [
      { kind: 'pairs' as const, title: c.name, subject: c.name, pairs: c.lines.flatMap((l) => l.fields ?? []), page: null, links: c.links, recordKind: 'card' as const },
      ...(rest.length ? [{ kind: 'text' as const, text: rest.map((l) => l.text).join('\n'), page: null, links: [] }] : []),
    ];
  });
}

/** The run of sibling elements of one tag and class that an element opens (it has a class; no earlier sibling is
 *  of its kind), or null: the cards of a page that has other elements beside them. */
function cardRun(el: Element): Element[] | null {
  const cls = (el.attribs.class ?? '').trim();
  if (!cls) return null;
  const alike = (x: AnyNode | null): x is Element => !!x && isElement(x) && x.name === el.name && (x.attribs.class ?? '').trim() === cls;
  const nextElement = (x: AnyNode): AnyNode | null => {
    let n = x.next;
    while (n && !isElement(n) && !(n.type === 'text' && /\S/.test((n as unknown as { data: string }).data))) n = n.next;
    return n;
  };
  let p = el.prev;
  while (p && !isElement(p) && !(p.type === 'text' && /\S/.test((p as unknown as { data: string }).data))) p = p.prev;
  if (alike(p)) return null;
  const run = [el];
  for (let n = nextElement(el); alike(n); n = nextElement(n)) run.push(n);
  return run.length >= MIN_CARDS ? run.filter((k) => !isDropped(k)) : null;
}

/** The lead words several cards open a line with ("With us since"), longest first: each opens a line of enough cards,
 *  the rest of those lines differ, and it ends in a lower-case word or every rest opens with a digit. */
function sharedLeads(cards: string[][], enough: (n: number) => boolean): string[] {
  const support = new Map<string, { cards: Set<number>; rests: Set<string> }>();
  cards.forEach((lines, k) => {
    for (const line of lines) {
      const words = line.split(' ');
      if (words.length > LEAD_LINE_WORDS) continue;
      for (let n = 1; n <= Math.min(LEAD_WORDS, words.length - 1); n++) {
        const lead = words.slice(0, n).join(' ');
        const s = support.get(lead) ?? support.set(lead, { cards: new Set(), rests: new Set() }).get(lead)!;
        s.cards.add(k);
        s.rests.add(words.slice(n).join(' '));
      }
    }
  });
  const leads = [...support].filter(([lead, s]) => {
    if (!enough(s.cards.size) || s.rests.size < s.cards.size || !/^\p{L}/u.test(lead)) return false;
    const last = lead.split(' ').pop()!;
    return /^\p{Ll}+$/u.test(last) || [...s.rests].every((r) => /^\d/.test(r));
  });
  // (the lead most cards share, the longest of those: "With us since", not "With us" nor "With us since September")
  return leads.sort((x, y) => y[1].cards.size - x[1].cards.size || y[0].length - x[0].length).map(([lead]) => lead);
}

// ---- lists ----

const MAX_LIST_DEPTH = 20;

function listItems(list: Element, links: UnitLink[]): { text: string; depth: number }[] {
  const items: { text: string; depth: number }[] = [];
  const skipLists = new Set(['ul', 'ol']);
  type Work = { el: Element; depth: number };
  const stack: Work[] = [{ el: list, depth: 0 }];
  // li depth = depth of its list; nested lists inside an li are pushed with depth + 1
  while (stack.length) {
    const { el, depth } = stack.pop()!;
    if (el.name === 'li') {
      const deep = depth > MAX_LIST_DEPTH;
      const text = inlineText(el, links, deep ? undefined : skipLists);
      if (text) items.push({ text, depth: Math.min(depth, MAX_LIST_DEPTH) });
      if (!deep) {
        const nested = nestedLists(el);
        for (let i = nested.length - 1; i >= 0; i--) stack.push({ el: nested[i], depth: depth + 1 });
      }
      continue;
    }
    // a ul/ol: its li children in order; a list nested directly in a list (invalid but common) goes one deeper
    const kids = elementChildren(el).filter((c) => (c.name === 'li' || c.name === 'ul' || c.name === 'ol') && !isDropped(c));
    for (let i = kids.length - 1; i >= 0; i--) {
      const k = kids[i];
      if (k.name === 'li') stack.push({ el: k, depth });
      else if (depth < MAX_LIST_DEPTH) stack.push({ el: k, depth: depth + 1 });
      else {
        const text = inlineText(k, links);
        if (text) items.push({ text, depth });
      }
    }
  }
  return items;
}

/** ul/ol elements inside a list item that are not inside another nested list. */
function nestedLists(li: Element): Element[] {
  const out: Element[] = [];
  const stack: AnyNode[] = [...li.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (!isElement(n) || isDropped(n)) continue;
    if (n.name === 'ul' || n.name === 'ol') {
      out.push(n);
      continue;
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return out;
}
