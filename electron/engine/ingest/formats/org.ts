// Org mode and Emacs outline text (GNU NEWS files start "-*- outline -*-") → outline: "* Heading", "** Sub" are
// headings of level 1, 2 …; leading "#+KEY: value" lines (#+TITLE, #+AUTHOR) are the file's stated fields, the
// title naming the document; other "#+" lines (block delimiters, options) are markup and dropped.

import type { Outline, StatedField } from '../units.ts';
import { linesOutline, underlinedHeading, type HeadingReader } from './text.ts';

const STAR = /^(\*+)[ \t]+(.*?)(?:[ \t]+:[\w@#%:]+:)?[ \t]*$/;
const KEYWORD = /^#\+([A-Za-z_][\w-]*):[ \t]*(.*?)[ \t]*$/;
const MODELINE = /[ \t]*-\*-.*-\*-[ \t]*$/;

const starHeading: HeadingReader = (lines, i) => {
  const m = STAR.exec(lines[i]);
  return m && m[2] ? { text: m[2], level: Math.min(6, m[1].length), lines: 1 } : null;
};

export function orgOutline(source: string): Outline {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  // the file's keywords: "#+KEY: value" lines before the first heading
  const fields: StatedField[] = [];
  const kept: string[] = [];
  let title: string | null = null;
  let at = 0;
  let i = 0;
  for (; i < lines.length; i++) {
    const m = KEYWORD.exec(lines[i]);
    if (!m) {
      if (lines[i].trim() && !lines[i].startsWith('#')) break;
      continue;
    }
    if (m[2]) {
      fields.push({ key: m[1], value: m[2], start: at, end: at + lines[i].length, section: null });
      if (m[1].toLowerCase() === 'title') title = m[2];
    }
    kept.push(lines[i]);
    at += lines[i].length + 1;
  }
  const body = lines.slice(i);
  if (body[0] !== undefined) body[0] = body[0].replace(MODELINE, '');
  const out = linesOutline(body.join('\n'), {
    readers: [starHeading, underlinedHeading],
    skip: (l) => /^#\+/.test(l) || /^#(\s|$)/.test(l),
  });
  if (fields.length) out.units.unshift({ kind: 'text', text: kept.join('\n'), page: null, links: [], fields });
  if (title) out.title = title;
  return out;
}

/** Org/outline text: an explicit mode line, or headings of two or more levels written with stars. */
export function looksLikeOrg(text: string): boolean {
  const head = text.slice(0, 16 * 1024);
  const firstLine = head.split('\n', 1)[0];
  if (/-\*-.*\b(org|outline)\b.*-\*-/i.test(firstLine)) return true;
  if (/^#\+(TITLE|AUTHOR|STARTUP|OPTIONS):/im.test(head)) return true;
  return /^\*[ \t]+\S/m.test(head) && /^\*\*+[ \t]+\S/m.test(head);
}
