// Plain text → outline: paragraphs at blank lines, line breaks kept (so "Key: value" lines can become records).
// Headings plain text writes without markup are recognised: a line underlined (and optionally overlined) with a
// run of one punctuation character ("Release notes\n=============", the reStructuredText rule: levels in the
// order the styles first appear), and a short standalone line naming a version ("Version 2.4.1 (2023-02-01)",
// "bash-5.2") — the structure of NEWS/CHANGES files. A short first line standing alone is the title.
// Text exports that are really HTML fragments (many lines starting with <p>, <h1>, <li>, <tr>) go through the
// HTML parser, with a leading tag-free line as the title. Other line-based markups (Org, reStructuredText,
// AsciiDoc, man pages) hand their own heading readers to `linesOutline`.

import type { Outline, Unit } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { htmlOutline } from './html.ts';
import { eventLogOutline } from './event-log.ts';
import { readLabelledTitle } from '../naming.ts';
import { ingestVocabulary } from '../vocabulary.ts';

/** A line that is a rule: one punctuation character, at least five times, nothing else. */
const RULE = /^\s*([-=*_~#+])\1{4,}\s*$/;

const TAG_LINE = /^\s*<\/?(h[1-6]|p|li|ul|ol|tr|td|th|div|table|section|dl|dt|dd|br|blockquote)\b[^>]*>/i;

export interface LineHeading {
  text: string;
  /** Headings of one style share a level; styles get levels in the order they first appear. */
  style?: string;
  /** An explicit level (Org stars, AsciiDoc "="); wins over the style. */
  level?: number;
  /** Lines the heading takes (underline and overline included). */
  lines: number;
}

/** Reads a heading starting at line `i`, or null. `prevBlank`: line i-1 is blank (or i is the first line). */
export type HeadingReader = (lines: string[], i: number, prevBlank: boolean) => LineHeading | null;

export interface LinesOptions {
  readers: HeadingReader[];
  /** Lines dropped from the text (markup comments, directives). */
  skip?: (line: string) => boolean;
  /** A short first line standing alone is the title (default true). */
  firstLineTitle?: boolean;
  /** A rule line ("-----") parts paragraphs as a blank line does (default true). */
  rulesPart?: boolean;
}

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
  return eventLogOutline(text) ?? linesOutline(text, { readers: [underlinedHeading, versionHeading, repeatedVersionHeadings(lines)] });
}

/** Lines → units: paragraphs at blank lines, headings where a reader finds one. */
export function linesOutline(text: string, opts: LinesOptions): Outline {
  const lines = text.split(/\r\n|\r|\n/);
  const out = emptyOutline();
  const levels = new Map<string, number>();
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.units.push({ kind: 'text', text: para.join('\n'), page: null, links: [] });
    para = [];
  };
  let prevBlank = true;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trimEnd();
    if (opts.skip?.(line)) continue;
    if (!line.trim()) {
      flush();
      prevBlank = true;
      continue;
    }
    let heading: LineHeading | null = null;
    for (const read of opts.readers) {
      heading = read(lines, i, prevBlank);
      if (heading) break;
    }
    if (heading && heading.text) {
      flush();
      let level = heading.level;
      if (level === undefined) {
        const style = heading.style ?? 'plain';
        if (!levels.has(style)) levels.set(style, Math.min(6, levels.size + 1));
        level = levels.get(style)!;
      }
      // a heading naming a version starts an entry of a NEWS/CHANGES file: a block of its own
      const boundary = namesVersion(heading.text) || heading.style === 'version';
      out.units.push({ kind: 'heading', level, text: heading.text, page: null, links: [], ...(boundary ? { boundary } : {}) });
      i += heading.lines - 1;
      prevBlank = true;
      continue;
    }
    // a rule drawn across the text ("-----", "=====", "*****") parts what is above it from what is below, as a
    // blank line does: records written one after another, a rule between each
    if (RULE.test(line) && opts.rulesPart !== false) {
      flush();
      prevBlank = true;
      continue;
    }
    para.push(line);
    prevBlank = false;
  }
  flush();
  if (opts.firstLineTitle !== false) {
    splitLabelledFirstLine(out.units);
    titleFromFirstLine(out.units, out);
  }
  // the title is a heading the text starts with, never one found further down
  const first = out.units[0];
  if (!out.title && first?.kind === 'heading') out.title = first.text;
  out.titleFromHeadings = false;
  return out;
}

/** A short first line standing alone ("1170 AM", "Attendance Allowance") is the document's title. */
export function titleFromFirstLine(units: Unit[], out: Outline): void {
  const first = units[0];
  if (first?.kind === 'text' && units.length > 1 && isTitleLine(first.text)) {
    units[0] = { kind: 'heading', level: 1, text: first.text.trim(), page: null, links: [] };
    out.title = first.text.trim();
  }
}

/** "RECIPE: PAD THAI", "FIELD SHEET — THE INCHES" on the first line of a paragraph of fields is the title line, not
 *  a field (nor a line the fields' paragraph swallows). */
function splitLabelledFirstLine(units: Unit[]): void {
  const first = units[0];
  if (first?.kind !== 'text' || !first.text.includes('\n')) return;
  const nl = first.text.indexOf('\n');
  const line = first.text.slice(0, nl);
  const labelled = readLabelledTitle(ingestVocabulary(), line);
  if (!labelled || !/[:：]|\s[—–-]\s|[—–]/.test(line) || line !== line.toUpperCase()) return;
  units.splice(0, 1, { ...first, text: line }, { ...first, text: first.text.slice(nl + 1) });
}

function isTitleLine(text: string): boolean {
  const t = text.trim();
  return !t.includes('\n') && t.length <= 120 && t.split(/\s+/).length <= 12 && !/[.,;:!?]$/.test(t);
}

const ADORNMENT = /^([=\-~^"'`#*+_:.<>])\1{2,}$/;

function adornment(line: string | undefined): string | null {
  const t = line?.trimEnd() ?? '';
  return ADORNMENT.test(t) ? t[0] : null;
}

/**
 * "Title\n=====" and "=====\nTitle\n=====": a text line of at most 100 characters with a run of one punctuation
 * character under it (over it too) at least 60 % as long, after a blank line.
 */
export const underlinedHeading: HeadingReader = (lines, i, prevBlank) => {
  if (!prevBlank) return null;
  const over = adornment(lines[i]);
  if (over) {
    const title = lines[i + 1]?.trim() ?? '';
    if (title && !adornment(lines[i + 1]) && adornment(lines[i + 2]) === over && title.length <= 100) {
      return { text: title, style: `over${over}`, lines: 3 };
    }
    return null;
  }
  const t = lines[i].trim();
  const under = adornment(lines[i + 1]);
  if (!under || !t || t.length > 100 || /^[-*+•]\s/.test(t)) return null;
  if (lines[i + 1].trimEnd().length < Math.max(3, t.length * 0.6)) return null;
  return { text: t, style: `under${under}`, lines: 2 };
};

/**
 * Whether a heading names a release: it starts with a version ("2.39", "[1.2.0] - 2020-01-01", "v1.2"), or holds a
 * three-part version ("2.7.6"), a "v"-version, a "name-1.2" or a version after "version"/"release"/"changes
 * in" ("Noteworthy changes in release 4.9"). A model name with a number ("Pad Pro 9.7") is not one.
 */
const LEADING_VERSION = /^\[?v?\d+\.\d+(?![\w.]*[A-Za-z]{2})/i;
/** "2.1. Removal of …", "1.2 Installation": a section number, not a release. */
const SECTION_NUMBER = /^\d+(?:\.\d+)+\.?\s+[A-Z][a-z]/;
const RELEASE =
  /(?<![\w.])\d+\.\d+\.\d+|(?<![\w.])v\d+\.\d+|(?<![\w.-])[A-Za-z][\w+]*-\d+\.\d+|\b(?:version|release|changes|new|news)\b[^\n\d]{0,20}\d+\.\d+/i;

export function namesVersion(heading: string): boolean {
  const t = heading.trim();
  if (SECTION_NUMBER.test(t) && !/\d+\.\d+\.\d+/.test(t.split(/\s/)[0] ?? '')) return false;
  return LEADING_VERSION.test(t) || RELEASE.test(t);
}

/** Lines of one release-title shape a file must hold for them to be its headings without a blank line after each. */
const REPEATED_TITLES = 3;

/**
 * Release titles written alike down a file ("v1.5.4 (Feb 2023)" over its entries with no blank line between, "Changes
 * in bc from 1.06 to 1.07.", a tab-indented 'Major changes between "less" versions 581 and 590'): a short line naming
 * a version, after a blank line, whose words before its first number three lines or more of the file share, is a
 * heading though its entry follows at once, it ends in a full stop or it is indented as its siblings are.
 */
export function repeatedVersionHeadings(lines: string[]): HeadingReader {
  const shapeOf = (i: number): string | null => {
    const t = lines[i]!.trim();
    // (or a release numbered by one whole number, after "version": 'versions 581 and 590')
    if (!t || t.length > 80 || t.split(/\s+/).length > 12 || !(namesVersion(t) || /\bversions?\s+\d+\b/i.test(t))) return null;
    if (i > 0 && lines[i - 1]!.trim() !== '') return null;
    if (/^[-*+•]\s/.test(t) || /^\S[^:]{0,40}:\s+\S/.test(t)) return null;
    const lead = /^[^\d]*/.exec(t)![0];
    return lead.length <= 40 ? `${/^\s*/.exec(lines[i]!)![0]}\u0000${lead.toLowerCase()}` : null;
  };
  const byShape = new Map<string, number[]>();
  for (let i = 0; i < lines.length; i++) {
    const shape = shapeOf(i);
    if (shape !== null) byShape.set(shape, [...(byShape.get(shape) ?? []), i]);
  }
  const titles = new Set<number>();
  for (const at of byShape.values()) if (at.length >= REPEATED_TITLES) for (const i of at) titles.add(i);
  return (ls, i) => {
    if (!titles.has(i) || ls[i] !== lines[i]) return null;
    const hasMore = ls.slice(i + 1, i + 6).some((l) => l.trim() && !adornment(l));
    return hasMore ? { text: ls[i]!.trim().replace(/[:.]$/, ''), style: 'version', lines: 1 } : null;
  };
}

/**
 * A short standalone line at the left margin that names a version ("Version 2.4.1 (2023-02-01)", "Changes in
 * 1.3:", "bash-5.2-release"), with content after it: a NEWS/CHANGES entry heading.
 */
export const versionHeading: HeadingReader = (lines, i, prevBlank) => {
  if (!prevBlank) return null;
  const line = lines[i];
  if (/^\s/.test(line)) return null;
  const t = line.trim();
  if (t.length > 80 || t.split(/\s+/).length > 12 || !namesVersion(t)) return null;
  if (/[.,;!?]$/.test(t) || /^\S[^:]{0,40}:\s+\S/.test(t) || /^[-*+•]\s/.test(t)) return null;
  if ((lines[i + 1] ?? '').trim() !== '' && !adornment(lines[i + 1])) return null;
  const hasMore = lines.slice(i + 1, i + 6).some((l) => l.trim() && !adornment(l));
  return hasMore ? { text: t.replace(/:$/, ''), style: 'version', lines: 1 } : null;
};
