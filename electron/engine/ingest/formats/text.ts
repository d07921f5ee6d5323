// Plain text → outline: paragraphs at blank lines, line breaks kept (so "Key: value" lines can become
// records). Text exports that are really HTML fragments (many lines starting with <p>, <h1>, <li>, <tr>)
// go through the HTML parser, with a leading tag-free line as the title.

import type { Outline } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { htmlOutline } from './html.ts';

const TAG_LINE = /^\s*<\/?(h[1-6]|p|li|ul|ol|tr|td|th|div|table|section|dl|dt|dd|br|blockquote)\b[^>]*>/i;

export function textOutline(text: string): Outline {
  const lines = text.split(/\r\n|\r|\n/);
  const nonEmpty = lines.filter((l) => l.trim());
  const tagLines = nonEmpty.filter((l) => TAG_LINE.test(l)).length;
  if (tagLines >= 3 && tagLines >= nonEmpty.length * 0.3) {
    const out = htmlOutline(lines.join('\n'), { useTitleTag: false });
    const first = nonEmpty[0]?.trim() ?? '';
    out.title = first && !first.includes('<') ? first : null;
    out.subject = out.title;
    return out;
  }
  const out = emptyOutline();
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.units.push({ kind: 'text', text: para.join('\n'), page: null, links: [] });
    para = [];
  };
  for (const line of lines) {
    const t = line.trimEnd();
    if (!t.trim()) flush();
    else para.push(t);
  }
  flush();
  // A short first line standing alone ("1170 AM", "Attendance Allowance") is the document's title.
  const first = out.units[0];
  if (first?.kind === 'text' && out.units.length > 1 && isTitleLine(first.text)) {
    out.units[0] = { kind: 'heading', level: 1, text: first.text.trim(), page: null, links: [] };
    out.title = first.text.trim();
  }
  return out;
}

function isTitleLine(text: string): boolean {
  const t = text.trim();
  return !t.includes('\n') && t.length <= 120 && t.split(/\s+/).length <= 12 && !/[.,;:!?]$/.test(t);
}
