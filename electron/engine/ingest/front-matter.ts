// YAML-style front matter ("---" … "---" or "..." at the very top of a text file) → one text unit holding the
// block as written, with its fields read: `key: value`, quoted values unquoted, `[a, b]` flow lists, a `key:`
// followed by indented `- item` lines (joined with "; "), and indented `sub: value` lines under a `key:` (section
// = key). Used by every text format (Markdown, plain text, reStructuredText, Org, stanza files).

import type { StatedField, TextUnit } from './units.ts';
import { ingestVocabulary, normaliseNameKey, type IngestVocabulary } from './vocabulary.ts';

const OPEN = /^---[ \t]*\r?\n/;
const CLOSE = /^(?:---|\.\.\.)[ \t]*$/m;

export interface FrontMatter {
  unit: TextUnit;
  /** The text after the closing fence. */
  body: string;
  /** Offset of `body` in the source. */
  bodyStart: number;
  /**
   * The name the front matter gives its document: the value of its name-like field that comes first in
   * resources/ingest/name-keys.txt ("name" before "title": a profile's `title` is a job title), if any.
   */
  title: string | null;
}

export function readFrontMatter(source: string, vocab: IngestVocabulary = ingestVocabulary()): FrontMatter | null {
  const open = OPEN.exec(source);
  if (!open) return null;
  const rest = source.slice(open[0].length);
  const close = CLOSE.exec(rest);
  if (!close) return null;
  const inner = rest.slice(0, close.index).replace(/\r?\n$/, '');
  const fields = readYamlFields(inner);
  // a "---" rule followed by prose is not front matter
  if (fields.length === 0) return null;
  let bodyStart = open[0].length + close.index + close[0].length;
  if (source[bodyStart] === '\r') bodyStart++;
  if (source[bodyStart] === '\n') bodyStart++;
  const keys = [...vocab.nameKeys];
  const rank = (f: StatedField) => keys.indexOf(normaliseNameKey(f.key));
  const named = fields.filter((f) => f.section == null && rank(f) >= 0).sort((a, b) => rank(a) - rank(b));
  const title = named[0]?.value ?? null;
  const text = inner.replace(/\r/g, '');
  return { unit: { kind: 'text', text, page: null, links: [], fields }, body: source.slice(bodyStart), bodyStart, title };
}

const KEY_LINE = /^([A-Za-z_][\w .-]*?)[ \t]*:(?:[ \t]+(.*?))?[ \t]*$/;
const ITEM_LINE = /^[ \t]+-[ \t]+(.*?)[ \t]*$/;
const SUB_LINE = /^[ \t]+([A-Za-z_][\w .-]*?)[ \t]*:[ \t]+(.*?)[ \t]*$/;

function unquote(v: string): string {
  if (/^(["']).*\1$/.test(v)) return v.slice(1, -1);
  if (/^\[.*\]$/.test(v)) return v.slice(1, -1).split(',').map((x) => x.trim().replace(/^["']|["']$/g, '')).filter(Boolean).join(', ');
  return v;
}

/** The fields of YAML-ish lines; offsets are into `text` with "\r" removed. */
export function readYamlFields(raw: string): StatedField[] {
  const text = raw.replace(/\r/g, '');
  const lines = text.split('\n');
  const fields: StatedField[] = [];
  let at = 0;
  let open: { key: string; start: number; items: string[]; end: number } | null = null;
  const flushList = () => {
    if (open && open.items.length) fields.push({ key: open.key, value: open.items.join('; '), start: open.start, end: open.end, section: null });
    open = null;
  };
  for (const line of lines) {
    const start = at;
    const end = at + line.length;
    at = end + 1;
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const item = ITEM_LINE.exec(line);
    if (item && open) {
      const v = unquote(item[1]);
      if (v) open.items.push(v);
      open.end = end;
      continue;
    }
    const sub = SUB_LINE.exec(line);
    if (sub && open) {
      const v = unquote(sub[2]);
      if (v) fields.push({ key: sub[1].trim(), value: v, start, end, section: open.key });
      open.end = end;
      continue;
    }
    const m = KEY_LINE.exec(line);
    if (!m || /^\s/.test(line)) continue;
    flushList();
    const value = m[2] ? unquote(m[2]) : '';
    if (value) fields.push({ key: m[1].trim(), value, start, end, section: null });
    else open = { key: m[1].trim(), start, items: [], end };
  }
  flushList();
  return fields.sort((a, b) => a.start - b.start);
}
