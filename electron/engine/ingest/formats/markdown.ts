// Markdown → outline, via mdast-util-from-markdown with GFM (tables, strikethrough, autolinks). Text is
// rendered plain (no markup), so "**Key:** value" reads "Key: value". A YAML front matter block gives the file's
// stated fields (front-matter.ts, shared by every text format); raw HTML blocks go through the HTML parser.

import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Nodes, Root } from 'mdast';
import type { Outline, TableRow, Unit, UnitLink } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { collapseSpace } from '../kv.ts';
import { htmlOutline } from './html.ts';
import { namesVersion, textOutline, titleFromFirstLine } from './text.ts';
import { readFrontMatter } from '../front-matter.ts';

export function markdownOutline(source: string): Outline {
  const out = emptyOutline();
  let body = source;
  const fm = readFrontMatter(source);
  let frontTitle: string | null = null;
  if (fm) {
    body = fm.body;
    frontTitle = fm.title;
    out.units.push(fm.unit);
  }
  let tree: Root;
  try {
    if (tooDeep(body)) throw new RangeError('nesting too deep');
    tree = fromMarkdown(body, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  } catch {
    // Pathological nesting can exhaust the parser; the text is still worth indexing as plain text.
    const plain = textOutline(body);
    plain.units.unshift(...out.units);
    plain.title = frontTitle;
    return plain;
  }
  const definitions = new Map<string, string>();
  walk(tree, (n) => {
    if (n.type === 'definition') {
      definitions.set(n.identifier, n.url);
      out.looseLinks.push({ href: n.url, text: n.label ?? n.identifier });
    }
  });

  const stack: Nodes[] = [...tree.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    switch (n.type) {
      case 'heading': {
        const links: UnitLink[] = [];
        const text = collapseSpace(inline(n, links, definitions));
        // a heading naming a version starts a changelog entry: a block of its own
        if (text) out.units.push({ kind: 'heading', level: n.depth, text, page: null, links, ...(namesVersion(text) ? { boundary: true } : {}) });
        break;
      }
      case 'paragraph': {
        const links: UnitLink[] = [];
        const text = inline(n, links, definitions).split('\n').map(collapseSpace).filter(Boolean).join('\n');
        if (text) out.units.push({ kind: 'text', text, page: null, links });
        break;
      }
      case 'list':
        out.units.push(listUnit(n, definitions));
        break;
      case 'table': {
        const links: UnitLink[] = [];
        const rows: TableRow[] = n.children.map((row, ri) => ({
          header: ri === 0,
          cells: row.children.map((cell) => ({
            text: collapseSpace(inline(cell, links, definitions)),
            th: ri === 0,
            colspan: 1,
            rowspan: 1,
            rowHeader: false,
          })),
        }));
        if (rows.length) out.units.push({ kind: 'table', rows, source: 'markup', page: null, links });
        break;
      }
      case 'code':
        if (n.value.trim()) out.units.push({ kind: 'code', text: n.value, page: null, links: [] });
        break;
      case 'html': {
        const sub = htmlOutline(n.value);
        out.units.push(...sub.units);
        out.looseLinks.push(...sub.looseLinks);
        out.categoryHints.push(...sub.categoryHints);
        break;
      }
      case 'blockquote':
      case 'footnoteDefinition':
        for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as Nodes);
        break;
      default:
        break;
    }
  }
  // a page with no level-1 heading that opens with a short line standing alone ("HIVE RECORD CARD — H-022" over its
  // fields and a "## Inspections" section) is titled by that line, as a plain-text file is: not by a heading further down
  // (a page with no heading at all keeps the file's name as its title)
  const headings = out.units.filter((u) => u.kind === 'heading');
  if (frontTitle === null && headings.length && !headings.some((u) => u.kind === 'heading' && u.level === 1)) titleFromFirstLine(out.units, out);
  const firstHeading = out.units.find((u) => u.kind === 'heading');
  const firstH1 = out.units.find((u) => u.kind === 'heading' && u.level === 1);
  out.title = frontTitle ?? (firstHeading?.kind === 'heading' ? firstHeading.text : null);
  out.subject = frontTitle ?? (firstH1?.kind === 'heading' ? firstH1.text : null);
  return out;
}

const MAX_CONTAINER_PREFIX = 100;

/**
 * Deeply nested lists/blockquotes make the Markdown parser superlinear (2000 nested items take minutes);
 * such files are read as plain text instead.
 */
function tooDeep(source: string): boolean {
  // Leading indentation, blockquote markers and list markers of one line.
  const prefix = /^(?:[ \t>]|[*+-][ \t]|\d{1,9}[.)][ \t])*/gm;
  let m: RegExpExecArray | null;
  while ((m = prefix.exec(source))) {
    if (m[0].length > MAX_CONTAINER_PREFIX) return true;
    prefix.lastIndex = source.indexOf('\n', prefix.lastIndex);
    if (prefix.lastIndex < 0) break;
    prefix.lastIndex++;
  }
  return false;
}

function listUnit(list: Extract<Nodes, { type: 'list' }>, defs: Map<string, string>): Unit {
  const items: { text: string; depth: number }[] = [];
  const links: UnitLink[] = [];
  const stack: { node: Nodes; depth: number }[] = [{ node: list, depth: -1 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (node.type === 'list') {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i], depth: depth + 1 });
    } else if (node.type === 'listItem') {
      const parts: string[] = [];
      const nested: Nodes[] = [];
      for (const c of node.children) {
        if (c.type === 'list') nested.push(c);
        else parts.push(inline(c, links, defs));
      }
      const text = collapseSpace(parts.join(' '));
      if (text) items.push({ text, depth });
      for (let i = nested.length - 1; i >= 0; i--) stack.push({ node: nested[i], depth });
    }
  }
  return { kind: 'list', items, page: null, links };
}

/** Plain text of inline content; breaks become "\n"; links are collected. Iterative. */
function inline(node: Nodes, links: UnitLink[], defs: Map<string, string>): string {
  let s = '';
  const stack: Nodes[] = 'children' in node ? [...(node.children as Nodes[])].reverse() : [node];
  while (stack.length) {
    const n = stack.pop()!;
    switch (n.type) {
      case 'text':
        s += n.value;
        break;
      case 'inlineCode':
        s += n.value;
        break;
      case 'break':
        s += '\n';
        break;
      case 'image':
      case 'imageReference':
        s += n.alt ?? '';
        break;
      case 'html':
        s += n.value.replace(/<[^>]*>/g, '');
        break;
      case 'code':
        s += n.value;
        break;
      case 'link':
        links.push({ href: n.url, text: collapseSpace(inline(n, [], defs)) });
        for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as Nodes);
        break;
      case 'linkReference': {
        const url = defs.get(n.identifier);
        if (url !== undefined) links.push({ href: url, text: collapseSpace(inline(n, [], defs)) });
        for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as Nodes);
        break;
      }
      default:
        if ('children' in n) {
          s += n.type === 'paragraph' || n.type === 'tableCell' ? ' ' : '';
          for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as Nodes);
        }
    }
  }
  return s;
}

function walk(tree: Root, visit: (n: Nodes) => void): void {
  const stack: Nodes[] = [tree];
  while (stack.length) {
    const n = stack.pop()!;
    visit(n);
    if ('children' in n) for (const c of n.children as Nodes[]) stack.push(c);
  }
}
