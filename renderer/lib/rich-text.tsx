// Renders the answer's small Markdown subset (paragraphs, bullet lists, **bold**, `code`) and its [n] citation
// markers as React elements. Text is never injected as HTML.
import type { ReactNode } from 'react';

export interface MarkerRenderer {
  (n: number, key: string): ReactNode;
}

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\[\d+(?:\s*,\s*\d+)*\])/g;

function inline(text: string, marker: MarkerRenderer, keyBase: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index! > last) out.push(text.slice(last, m.index));
    const token = m[0];
    const key = `${keyBase}-${i++}`;
    if (token.startsWith('**')) out.push(<strong key={key}>{token.slice(2, -2)}</strong>);
    else if (token.startsWith('`')) out.push(<code key={key}>{token.slice(1, -1)}</code>);
    else {
      const numbers = token.slice(1, -1).split(',').map((s) => Number(s.trim()));
      out.push(<span key={key} className="markers">{numbers.map((n, j) => marker(n, `${key}-${j}`))}</span>);
    }
    last = m.index! + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function RichText({ text, marker }: { text: string; marker: MarkerRenderer }) {
  const blocks: ReactNode[] = [];
  const lines = text.split('\n');
  let list: string[] = [];
  let para: string[] = [];
  let quote: string[] = [];
  const flushQuote = () => {
    if (quote.length) blocks.push(<blockquote key={`q${blocks.length}`}>{inline(quote.join(' '), marker, `q${blocks.length}`)}</blockquote>);
    quote = [];
  };
  const flushPara = () => {
    if (para.length) blocks.push(<p key={`p${blocks.length}`}>{inline(para.join(' '), marker, `p${blocks.length}`)}</p>);
    para = [];
  };
  const flushList = () => {
    if (list.length) {
      const k = `l${blocks.length}`;
      blocks.push(
        <ul key={k}>
          {list.map((item, i) => (
            <li key={i}>{inline(item, marker, `${k}-${i}`)}</li>
          ))}
        </ul>,
      );
    }
    list = [];
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const bullet = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    const quoted = /^\s*>\s?(.*)$/.exec(line);
    if (quoted) {
      flushPara();
      flushList();
      quote.push(quoted[1]);
    } else if (bullet) {
      flushPara();
      flushQuote();
      list.push(bullet[1]);
    } else if (!line.trim()) {
      flushPara();
      flushList();
      flushQuote();
    } else {
      flushList();
      flushQuote();
      para.push(line.replace(/^#+\s*/, ''));
    }
  }
  flushPara();
  flushList();
  flushQuote();
  return <div className="rich-text">{blocks}</div>;
}
