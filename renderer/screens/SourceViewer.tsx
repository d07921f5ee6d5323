// The cited document at the cited place, rendered as what it is — headings, tables as tables, lists, code, PDF
// text page by page — from its extracted text and blocks (never as HTML). The cited range is marked and scrolled
// into view; a long document shows the part around the citation, more on request. The viewer keeps to its own
// grid cell (it scrolls inside, the conversation stays on screen); Escape closes it; "Open file" hands the file to
// the system (or downloads it in web mode).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Citation } from '../../shared/answer.ts';
import type { DocumentView } from '../../shared/api.ts';
import { useApp } from '../state.ts';
import { Icon } from '../components/Icon.tsx';
import { baseName } from '../lib/format.ts';

/** Segments shown on each side of the cited one before "Show more". */
const WINDOW = 150;
const CELL = ' | ';

interface Segment {
  kind: 'heading' | 'table' | 'list' | 'code' | 'para';
  start: number;
  end: number;
  /** Heading depth (0 = outermost) for headings. */
  depth: number;
}

function pageAt(doc: DocumentView, offset: number): number | null {
  let page: number | null = null;
  for (const p of doc.pageStarts) {
    if (p.start <= offset) page = p.page;
    else break;
  }
  return page;
}

/** Widens a row citation to its whole line, so a table row or a `Key: value` line reads as a row. */
function lineRange(text: string, start: number, end: number): [number, number] {
  const s = text.lastIndexOf('\n', Math.max(0, start - 1)) + 1;
  const e = text.indexOf('\n', end);
  return [s, e === -1 ? text.length : e];
}

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;

/**
 * The document's text cut into what it is, line by line: runs of table rows (cells joined by " | ", as the
 * indexer writes them), list items, code (the indexer's code blocks), headings (a line standing alone that is one
 * of the headings above a block) and paragraphs.
 */
function segmentsOf(doc: DocumentView): Segment[] {
  const text = doc.text;
  const headings = new Map<string, number>();
  for (const b of doc.blocks) b.headingPath.forEach((h, depth) => {
    const k = h.trim();
    if (k && (!headings.has(k) || headings.get(k)! > depth)) headings.set(k, depth);
  });
  const code = doc.blocks.filter((b) => b.kind === 'code').map((b) => [b.start, b.end] as const);
  const lines: Array<{ start: number; end: number; text: string }> = [];
  for (let at = 0; at <= text.length; ) {
    const nl = text.indexOf('\n', at);
    const end = nl === -1 ? text.length : nl;
    lines.push({ start: at, end, text: text.slice(at, end) });
    if (nl === -1) break;
    at = nl + 1;
  }
  const out: Segment[] = [];
  let cur: Segment | null = null;
  const flush = () => {
    if (cur) out.push(cur);
    cur = null;
  };
  const kindOf = (i: number): Segment['kind'] | null => {
    const l = lines[i];
    if (!l.text.trim()) return null;
    if (code.some(([a, b]) => l.start >= a && l.start < b)) return 'code';
    const row = (j: number) => j >= 0 && j < lines.length && lines[j].text.includes(CELL);
    if (row(i) && (row(i - 1) || row(i + 1))) return 'table';
    if (LIST_ITEM.test(l.text)) return 'list';
    const blank = (j: number) => j < 0 || j >= lines.length || !lines[j].text.trim();
    if (!blank(i - 1) || !blank(i + 1)) return 'para';
    if (headings.has(l.text.trim())) return 'heading';
    // a short line standing alone, without a sentence's end, above a longer paragraph: a heading the chunker
    // folded into a block (only the block's first headings are recorded)
    const next = lines.slice(i + 1).find((x) => x.text.trim());
    const t = l.text.trim();
    if (t.length <= 90 && !/[.!?;,:]$/.test(t) && /^[\p{L}\p{N}]/u.test(t) && next && next.text.trim().length > t.length && !next.text.includes(CELL) && !LIST_ITEM.test(next.text)) return 'heading';
    return 'para';
  };
  for (let i = 0; i < lines.length; i++) {
    const kind = kindOf(i);
    const l = lines[i];
    if (kind === null) {
      if (cur && (cur as Segment).kind !== 'code') flush();
      continue;
    }
    if (cur && (cur as Segment).kind === kind && kind !== 'heading') {
      (cur as Segment).end = l.end;
      continue;
    }
    flush();
    cur = { kind, start: l.start, end: l.end, depth: kind === 'heading' ? (headings.get(l.text.trim()) ?? 1) : 0 };
  }
  flush();
  return out;
}

export function SourceViewer({ citation, onClose }: { citation: Citation; onClose(): void }) {
  const { client, notify } = useApp();
  const [doc, setDoc] = useState<DocumentView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [extra, setExtra] = useState({ before: 0, after: 0 });
  const markRef = useRef<HTMLElement | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    setDoc(null);
    setError(null);
    client.api.readDocument({ docId: citation.docId }).then(
      (d) => live && setDoc(d),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [client, citation.docId]);
  useEffect(() => setExtra({ before: 0, after: 0 }), [citation.id]);

  // Escape closes the viewer (unless a dialog is open, which handles its own Escape)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented && !document.querySelector('dialog[open]')) {
        e.preventDefault();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => closeRef.current?.focus({ preventScroll: true }), [citation.id]);

  const segments = useMemo(() => (doc ? segmentsOf(doc) : []), [doc]);
  const start = doc ? Math.max(0, Math.min(citation.start, doc.text.length)) : 0;
  const end = doc ? Math.max(start, Math.min(citation.end, doc.text.length)) : 0;
  const cited = Math.max(0, segments.findIndex((s) => s.end > start));
  const first = Math.max(0, cited - WINDOW - extra.before);
  const last = Math.min(segments.length, cited + WINDOW + 1 + extra.after);

  useEffect(() => {
    markRef.current?.scrollIntoView({ block: 'center' });
  }, [doc, citation.id]);

  const page = doc ? (citation.page ?? pageAt(doc, citation.start)) : citation.page;
  // where the citation sits: the headings recorded for its block, and the nearest heading above it in the text
  const section = useMemo(() => {
    if (!doc) return [];
    const path = doc.blocks.find((b) => b.start <= citation.start && citation.start < b.end)?.headingPath.filter(Boolean) ?? [];
    let h = -1;
    for (let i = Math.min(cited, segments.length - 1); i >= 0; i--) {
      if (segments[i].kind === 'heading' && segments[i].start <= citation.start) {
        h = i;
        break;
      }
    }
    const nearest = h >= 0 ? doc.text.slice(segments[h].start, segments[h].end).trim() : null;
    return nearest && !path.includes(nearest) ? [...path, nearest] : path;
  }, [doc, segments, cited, citation.start]);
  const openFile = async () => {
    try {
      await client.openDocument(citation.docId, baseName(doc?.path ?? citation.path));
    } catch (e) {
      notify((e as Error).message);
    }
  };

  let body: ReactNode = null;
  if (doc) {
    const [rowStart, rowEnd] = citation.kind === 'row' ? lineRange(doc.text, start, end) : [start, end];
    let marked = false;
    /** The text of [a, b) with the cited range marked and a cited row's line shaded. */
    const text = (a: number, b: number, key: string): ReactNode[] => {
      const cuts = [...new Set([a, b, ...[start, end, rowStart, rowEnd].filter((x) => x > a && x < b)])].sort((x, y) => x - y);
      const out: ReactNode[] = [];
      for (let i = 0; i + 1 < cuts.length; i++) {
        const [x, y] = [cuts[i], cuts[i + 1]];
        const piece = doc.text.slice(x, y);
        if (x >= start && y <= end && end > start) {
          out.push(
            <mark
              key={`${key}-${x}`}
              className="cited"
              data-kind={citation.kind}
              ref={
                marked
                  ? undefined
                  : (el) => {
                      markRef.current = el;
                    }
              }
            >
              {piece}
            </mark>,
          );
          marked = true;
        } else if (citation.kind === 'row' && x >= rowStart && y <= rowEnd) out.push(<span key={`${key}-${x}`} className="row-context">{piece}</span>);
        else out.push(piece);
      }
      return out;
    };
    const nodes: ReactNode[] = [];
    let lastPage: number | null = first > 0 ? pageAt(doc, segments[first].start) : null;
    for (let i = first; i < last; i++) {
      const s = segments[i];
      const key = `s${s.start}`;
      const p = doc.pageStarts.length ? pageAt(doc, s.start) : null;
      if (p !== null && p !== lastPage) {
        nodes.push(
          <div key={`page-${p}-${s.start}`} className="page-break" role="separator" aria-label={`Page ${p}`}>
            Page {p}
          </div>,
        );
        lastPage = p;
      }
      nodes.push(renderSegment(doc.text, s, key, text, start, end));
    }
    body = (
      <div className="doc-view" tabIndex={0} aria-label={`Text of ${doc.relpath}`}>
        {first > 0 ? (
          <button type="button" className="more" onClick={() => setExtra((x) => ({ ...x, before: x.before + 400 }))}>
            Show earlier parts ({first.toLocaleString()} more)
          </button>
        ) : null}
        {nodes}
        {last < segments.length ? (
          <button type="button" className="more" onClick={() => setExtra((x) => ({ ...x, after: x.after + 400 }))}>
            Show later parts ({(segments.length - last).toLocaleString()} more)
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <aside className="source-viewer" aria-label="Source viewer">
      <header className="source-head">
        <div className="source-title">
          <strong>{doc?.title || citation.path}</strong>
          <span className="muted path">{citation.path}</span>
          <span className="muted">
            {citation.kind === 'row' ? 'Table row' : 'Passage'}
            {page ? ` · page ${page}${doc?.pages ? ` of ${doc.pages}` : ''}` : ''}
            {section.length ? ` · under ${section.join(' › ')}` : ''}
          </span>
        </div>
        <button type="button" className="small" onClick={() => void openFile()} title={client.mode === 'app' ? 'Open with the system’s application' : 'Download the file'}>
          <Icon name="download" /> {client.mode === 'app' ? 'Open file' : 'Open file (download)'}
        </button>
        <button ref={closeRef} type="button" className="ghost small" onClick={onClose} aria-label="Close source viewer" title="Close (Esc)">
          <Icon name="close" />
        </button>
      </header>
      {error ? (
        <p className="warn source-error" role="alert">
          {error}
        </p>
      ) : null}
      {!doc && !error ? <p className="muted source-error">Opening…</p> : null}
      {body}
    </aside>
  );
}

function renderSegment(full: string, s: Segment, key: string, text: (a: number, b: number, key: string) => ReactNode[], start: number, end: number): ReactNode {
  const raw = full.slice(s.start, s.end);
  switch (s.kind) {
    case 'table': {
      const rows: Array<Array<[number, number]>> = [];
      let at = s.start;
      for (const line of raw.split('\n')) {
        const cells: Array<[number, number]> = [];
        let c = at;
        for (const cell of line.split(CELL)) {
          cells.push([c, c + cell.length]);
          c += cell.length + CELL.length;
        }
        if (line.trim()) rows.push(cells);
        at += line.length + 1;
      }
      const width = Math.max(...rows.map((r) => r.length));
      return (
        <div key={key} className="table-wrap doc-table">
          <table className="table compact">
            <tbody>
              {rows.map((cells, r) => {
                const rowFrom = cells[0][0];
                const rowTo = cells[cells.length - 1][1];
                const hit = start < rowTo && end > rowFrom;
                return (
                  <tr key={r} className={hit ? 'row-context' : undefined}>
                    {cells.map(([a, b], i) => (
                      <td key={i} colSpan={i === cells.length - 1 && cells.length < width ? width - cells.length + 1 : undefined}>
                        {text(a, b, `${key}-${r}-${i}`)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      );
    }
    case 'list': {
      let at = s.start;
      const items: ReactNode[] = [];
      for (const line of raw.split('\n')) {
        const m = LIST_ITEM.exec(line);
        const depth = m ? Math.floor((m[0].length - m[0].trimStart().length) / 2) : 0;
        const from = at + (m ? m[0].length : 0);
        if (line.trim()) {
          items.push(
            <li key={at} style={depth ? { marginLeft: `${depth * 18}px` } : undefined}>
              {text(from, at + line.length, `${key}-${at}`)}
            </li>,
          );
        }
        at += line.length + 1;
      }
      return (
        <ul key={key} className="doc-list">
          {items}
        </ul>
      );
    }
    case 'code':
      return (
        <pre key={key} className="doc-code">
          <code>{text(s.start, s.end, key)}</code>
        </pre>
      );
    case 'heading': {
      const Tag = s.depth === 0 ? 'h3' : s.depth === 1 ? 'h4' : 'h5';
      return (
        <Tag key={key} className="doc-heading">
          {text(s.start, s.end, key)}
        </Tag>
      );
    }
    default:
      return (
        <p key={key} className="doc-para">
          {text(s.start, s.end, key)}
        </p>
      );
  }
}
