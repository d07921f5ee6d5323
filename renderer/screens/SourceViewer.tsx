// The cited document at the cited place: its extracted text rendered as text (never as HTML), the cited range
// marked and scrolled into view; for PDFs the page number.
import { useEffect, useRef, useState } from 'react';
import type { Citation } from '../../shared/answer.ts';
import type { DocumentView } from '../../shared/api.ts';
import { useApp } from '../state.ts';
import { Icon } from '../components/Icon.tsx';

function pageAt(doc: DocumentView, offset: number): number | null {
  let page: number | null = null;
  for (const p of doc.pageStarts) {
    if (p.start <= offset) page = p.page;
    else break;
  }
  return page;
}

/** Widens a row citation to its whole line, so a table row reads as a row. */
function lineRange(text: string, start: number, end: number): [number, number] {
  const s = text.lastIndexOf('\n', Math.max(0, start - 1)) + 1;
  const e = text.indexOf('\n', end);
  return [s, e === -1 ? text.length : e];
}

export function SourceViewer({ citation, onClose }: { citation: Citation; onClose(): void }) {
  const { client } = useApp();
  const [doc, setDoc] = useState<DocumentView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const markRef = useRef<HTMLElement>(null);

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

  useEffect(() => {
    markRef.current?.scrollIntoView({ block: 'center' });
  }, [doc, citation.id]);

  let body = null;
  if (doc) {
    const start = Math.max(0, Math.min(citation.start, doc.text.length));
    const end = Math.max(start, Math.min(citation.end, doc.text.length));
    const [rowStart, rowEnd] = citation.kind === 'row' ? lineRange(doc.text, start, end) : [start, end];
    body = (
      <pre className="doc-text" tabIndex={0} aria-label={`Text of ${doc.relpath}`}>
        {doc.text.slice(0, rowStart)}
        <span className={citation.kind === 'row' ? 'row-context' : undefined}>
          {doc.text.slice(rowStart, start)}
          <mark ref={markRef} className="cited" data-kind={citation.kind}>
            {doc.text.slice(start, end)}
          </mark>
          {doc.text.slice(end, rowEnd)}
        </span>
        {doc.text.slice(rowEnd)}
      </pre>
    );
  }
  const page = doc ? (citation.page ?? pageAt(doc, citation.start)) : citation.page;

  return (
    <aside className="source-viewer" aria-label="Source viewer">
      <header className="source-head">
        <div className="source-title">
          <strong>{doc?.title || citation.path}</strong>
          <span className="muted path">{citation.path}</span>
          <span className="muted">
            {citation.kind === 'row' ? 'Table row' : 'Passage'}
            {page ? ` · page ${page}${doc?.pages ? ` of ${doc.pages}` : ''}` : ''} · characters {citation.start}–{citation.end}
          </span>
        </div>
        <button type="button" className="ghost small" onClick={onClose} aria-label="Close source viewer">
          <Icon name="close" />
        </button>
      </header>
      {error ? <p className="warn" role="alert">{error}</p> : null}
      {!doc && !error ? <p className="muted">Opening…</p> : null}
      {body}
    </aside>
  );
}
