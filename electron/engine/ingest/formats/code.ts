// Source code and style sheets → outline: one code unit per blank-line-separated chunk, lines as written. Code is
// searchable text, never "Key: value" properties (a CSS "color: red" or a Perl "key: value" is not a fact).

import type { Outline } from '../units.ts';
import { emptyOutline } from '../units.ts';

export function codeOutline(source: string): Outline {
  const out = emptyOutline();
  let chunk: string[] = [];
  const flush = () => {
    if (chunk.length) out.units.push({ kind: 'code', text: chunk.join('\n'), page: null, links: [] });
    chunk = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) flush();
    else chunk.push(line);
  }
  flush();
  out.titleFromHeadings = false;
  return out;
}
