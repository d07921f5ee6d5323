// AsciiDoc → outline: "= Title" is the document title, "== Section" … "====== Sub" headings of level 1–5;
// ":name: value" attribute lines right after the title are the file's stated fields; "//" comments and
// block delimiters ("----", "....", "====" alone on a line) are markup and dropped.

import type { Outline, StatedField } from '../units.ts';
import { linesOutline, type HeadingReader } from './text.ts';

const HEADING = /^(={1,6})[ \t]+(\S.*?)[ \t]*$/;
const ATTRIBUTE = /^:([\w-]+):[ \t]*(.*?)[ \t]*$/;

const equalsHeading: HeadingReader = (lines, i) => {
  const m = HEADING.exec(lines[i]);
  return m ? { text: m[2], level: m[1].length, lines: 1 } : null;
};

export function asciidocOutline(source: string): Outline {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const fields: StatedField[] = [];
  const kept: string[] = [];
  let at = 0;
  const rest: string[] = [];
  let inHeader = true;
  for (const line of lines) {
    const m = inHeader ? ATTRIBUTE.exec(line) : null;
    if (m) {
      if (m[2]) fields.push({ key: m[1], value: m[2], start: at, end: at + line.length, section: null });
      kept.push(line);
      at += line.length + 1;
      continue;
    }
    if (line.trim() && !HEADING.test(line) && !line.startsWith('//')) inHeader = false;
    rest.push(line);
  }
  const out = linesOutline(rest.join('\n'), {
    readers: [equalsHeading],
    skip: (l) => l.startsWith('//') || /^(-{4,}|\.{4,}|={4,}|\*{4,}|_{4,}|\+{4,})$/.test(l),
  });
  if (fields.length) out.units.splice(out.units[0]?.kind === 'heading' ? 1 : 0, 0, { kind: 'text', text: kept.join('\n'), page: null, links: [], fields });
  return out;
}
