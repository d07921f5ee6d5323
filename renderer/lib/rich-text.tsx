// Renders an answer's Markdown (CommonMark + GitHub tables, lists, code, emphasis) and its [n] citation markers
// as React elements. The text is parsed into a syntax tree and every node becomes an element or plain text: no
// HTML from an answer or a file is ever injected (raw HTML in the Markdown is shown as text).
import { Fragment, type ReactNode } from 'react';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Nodes, Parents, Root, RootContent, Table, List } from 'mdast';

export interface MarkerRenderer {
  (n: number, key: string): ReactNode;
}

/** A block the caller shows in another form (e.g. a list that the items table already shows). */
export type BlockFilter = (block: Table | List, text: { rows: string[] }) => boolean;

const MARKERS = /\[(\d+(?:\s*,\s*\d+)*)\](?:\[(\d+(?:\s*,\s*\d+)*)\])*/g;
const ONE_MARKER = /\[(\d+(?:\s*,\s*\d+)*)\]/g;

/** Splits text at citation markers; a run like [1][2][3] or [1, 2] becomes one group of separate markers. */
export function textWithMarkers(text: string, marker: MarkerRenderer, keyBase: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let g = 0;
  for (const m of text.matchAll(MARKERS)) {
    if (m.index! > last) out.push(text.slice(last, m.index));
    const numbers = [...m[0].matchAll(ONE_MARKER)].flatMap((x) => x[1].split(',').map((s) => Number(s.trim())));
    const key = `${keyBase}-m${g++}`;
    out.push(
      <span key={key} className="markers">
        {numbers.map((n, j) => marker(n, `${key}-${j}`))}
      </span>,
    );
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** The plain text of a node (for comparing a list's entries with the answer's items). */
export function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join(node.type === 'tableRow' ? ' | ' : '');
  return '';
}

function rowsOf(block: Table | List): string[] {
  return block.type === 'table' ? block.children.slice(1).map((r) => plainText(r.children[0] ?? r)) : block.children.map((li) => plainText(li));
}

function render(node: RootContent, marker: MarkerRenderer, key: string, filter: BlockFilter | undefined): ReactNode {
  const kids = (n: Parents) => (n.children as RootContent[]).map((c, i) => render(c, marker, `${key}.${i}`, filter));
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{kids(node)}</p>;
    case 'heading': {
      // answers live inside a conversation: their headings are small
      const Tag = node.depth <= 2 ? 'h3' : 'h4';
      return <Tag key={key}>{kids(node)}</Tag>;
    }
    case 'text':
      return <Fragment key={key}>{textWithMarkers(node.value, marker, key)}</Fragment>;
    case 'strong':
      return <strong key={key}>{kids(node)}</strong>;
    case 'emphasis':
      return <em key={key}>{kids(node)}</em>;
    case 'delete':
      return <del key={key}>{kids(node)}</del>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'code':
      return (
        <pre key={key} className="code-block">
          <code>{node.value}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{kids(node)}</blockquote>;
    case 'list': {
      if (filter?.(node, { rows: rowsOf(node) })) return null;
      return node.ordered ? (
        <ol key={key} start={node.start !== null && node.start !== undefined && node.start !== 1 ? node.start : undefined}>
          {kids(node)}
        </ol>
      ) : (
        <ul key={key}>{kids(node)}</ul>
      );
    }
    case 'listItem': {
      // a tight list item's paragraph renders inline
      const children = node.spread ? kids(node) : (node.children as RootContent[]).map((c, i) => (c.type === 'paragraph' ? <Fragment key={i}>{kids(c)}</Fragment> : render(c, marker, `${key}.${i}`, filter)));
      return <li key={key}>{children}</li>;
    }
    case 'table': {
      if (filter?.(node, { rows: rowsOf(node) })) return null;
      const [head, ...body] = node.children;
      const align = (i: number) => (node.align?.[i] ? { textAlign: node.align[i]! } : undefined);
      return (
        <div key={key} className="table-wrap">
          <table className="table compact">
            {head ? (
              <thead>
                <tr>
                  {head.children.map((c, i) => (
                    <th key={i} scope="col" style={align(i)}>
                      {kids(c)}
                    </th>
                  ))}
                </tr>
              </thead>
            ) : null}
            <tbody>
              {body.map((r, ri) => (
                <tr key={ri}>
                  {r.children.map((c, i) => (
                    <td key={i} style={align(i)}>
                      {kids(c)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'link':
      // links in an answer are shown, not followed: nothing opens from inside the app
      return (
        <span key={key} className="link-text" title={node.url}>
          {kids(node)}
        </span>
      );
    case 'image':
      return <span key={key}>{node.alt ?? ''}</span>;
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'html':
      return <Fragment key={key}>{textWithMarkers(node.value, marker, key)}</Fragment>;
    default:
      return 'children' in node ? <Fragment key={key}>{kids(node as Parents)}</Fragment> : 'value' in node ? <Fragment key={key}>{String((node as { value: unknown }).value)}</Fragment> : null;
  }
}

export function RichText({ text, marker, filter }: { text: string; marker: MarkerRenderer; filter?: BlockFilter }) {
  const tree = parseMarkdown(text);
  return <div className="rich-text">{tree.children.map((n, i) => render(n, marker, `b${i}`, filter))}</div>;
}
