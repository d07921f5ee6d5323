// RFC-822-style stanzas → outline: paragraphs of `Field: value` lines (continuation lines start with white space;
// a lone " ." is a blank line inside a value), as in Debian `copyright` (DEP-5) and `control` files, package
// metadata (PKG-INFO) or mail headers. Each stanza stays one text unit as written; its fields are read here:
// - a value's first line, with its continuation lines when they list items ("Files: *\n doc/local.mk" →
//   "*; doc/local.mk"); when the continuation is prose (a licence text, a description) the first line is the value
//   and the prose stays in the text; a value that starts on the next line is its list or its first sentences.
// Which record a stanza feeds (first rule that applies):
// 1. a stanza headed like the one covering everything ("Files: doc/*" after "Files: *") describes a part of the
//    page's subject: text only, never a separate entity;
// 2. a stanza with a name-like field (resources/ingest/name-keys.txt) describes the thing it names (one record
//    per package of a control file) — the page's own subject when the name is the page's;
// 3. the first stanza (a header) and a stanza whose first field covers everything ("Files: *") describe the page;
// 4. a stanza whose first field is a path or pattern, a stanza with a single field, and a stanza headed by a field
//    other stanzas use as an attribute ("License: GPL-2" followed by its text) define a value: text only;
// 5. any other stanza is named by its first field's value, when that field's values differ from stanza to stanza.
// A log (a file whose role is changes/log, e.g. "Author:/Date:" commit stanzas) gives no records at all.
// Paragraphs that are not stanzas stay plain text.

import type { Outline, StatedField, Unit } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { isNameKey, type IngestVocabulary } from '../vocabulary.ts';
import { collapseSpace } from '../kv.ts';

const FIELD = /^([A-Za-z0-9][A-Za-z0-9_.-]*)[ \t]*:(?:[ \t]+(.*?)|[ \t]*)$/;
const MAX_PROSE_VALUE = 300;

interface Field {
  key: string;
  first: string;
  /** Continuation lines as written. */
  cont: string[];
  /** Line index of the field in its paragraph. */
  line: number;
}

interface Paragraph {
  lines: string[];
  fields: Field[];
  /** Lines that are neither fields nor continuations. */
  stray: number;
}

function paragraphs(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  let cur: Paragraph | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      cur = null;
      continue;
    }
    if (!cur) {
      cur = { lines: [], fields: [], stray: 0 };
      out.push(cur);
    }
    cur.lines.push(line);
    const idx = cur.lines.length - 1;
    if (/^[ \t]/.test(line) && cur.fields.length) {
      cur.fields[cur.fields.length - 1].cont.push(line);
      continue;
    }
    if (line.startsWith('#')) continue;
    const m = FIELD.exec(line);
    if (m) cur.fields.push({ key: m[1], first: (m[2] ?? '').trim(), cont: [], line: idx });
    else cur.stray++;
  }
  return out;
}

function isStanza(p: Paragraph): boolean {
  return p.fields.length > 0 && p.fields[0].line === 0 && p.stray <= p.lines.length * 0.1;
}

/**
 * Whether a text reads as stanzas: its first paragraph is one with at least two fields and nothing else, or most
 * of its first paragraphs are stanzas and at least two of them have two fields or more (a header of prose first).
 */
export function looksLikeStanzas(text: string): boolean {
  const sample = text.slice(0, 16 * 1024).replace(/\r\n?/g, '\n').replace(/^(#[^\n]*\n)+/, '');
  const paras = paragraphs(sample).slice(0, 30);
  const first = paras[0];
  if (first !== undefined && isStanza(first) && first.fields.length >= 2 && first.stray === 0) return true;
  const stanzas = paras.filter((p) => isStanza(p) && p.stray === 0);
  return stanzas.length >= paras.length * 0.6 && stanzas.filter((p) => p.fields.length >= 2).length >= 2;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * A continuation line that is an item of a list (a holder "2003 Jane Doe <jane@example.org>", a path, an address)
 * rather than a line of prose: at most five words, or (unless it ends a sentence) starting with a year, a
 * copyright sign or a URL, or naming an e-mail address.
 */
function isListItem(line: string): boolean {
  if (words(line) <= 5) return true;
  if (/[.!?]$/.test(line) && !/^(\d{4}|©|\(c\)|copyright\b)/i.test(line)) return false; // a sentence
  return /^(\d{4}|©|\(c\)|copyright\b|https?:|[\w.-]+\/)/i.test(line) || /<[^<>\s]+@[^<>\s]+>/.test(line);
}

/** The value of a field and how many of its continuation lines it takes. */
function readValue(f: Field): { value: string; lines: number } {
  const cont = f.cont.map((l) => l.trim());
  const items = cont.filter((l) => l && l !== '.');
  const paraBreak = cont.indexOf('.');
  const prose = paraBreak >= 0 || items.length > 8 || items.join(' ').length > 400 || items.some((l) => !isListItem(l));
  if (f.first) {
    if (prose || items.length === 0) return { value: f.first, lines: 0 };
    return { value: [f.first, ...items].join('; '), lines: cont.length };
  }
  if (items.length === 0) return { value: '', lines: 0 };
  if (!prose) return { value: items.join('; '), lines: cont.length };
  const para: string[] = [];
  for (const l of cont) {
    if (l === '.' || !l) break;
    para.push(l);
  }
  let value = para.join(' ');
  if (value.length > MAX_PROSE_VALUE) value = value.slice(0, value.lastIndexOf(' ', MAX_PROSE_VALUE)).replace(/[,;:]$/, '');
  return { value: collapseSpace(value), lines: para.length };
}

/** Covers everything: a bare "*" among the first field's patterns. */
const coversAll = (v: string) => v.split(/[\s;]+/).includes('*');
const isPattern = (v: string) => /[*?/]/.test(v);

export interface StanzaOptions {
  /** False for a log (a changelog written as "Author:/Date:" stanzas): its stanzas are events, kept as text only. */
  records?: boolean;
}

export function stanzasOutline(source: string, vocab: IngestVocabulary, opts: StanzaOptions = {}): Outline {
  const text = source.replace(/\r\n?/g, '\n');
  const out = emptyOutline();
  const paras = paragraphs(text);
  // keys other stanzas use as attributes: a stanza headed by one defines that value (a licence's text)
  const attributeKeys = new Set(paras.filter(isStanza).flatMap((p) => p.fields.slice(1).map((f) => f.key.toLowerCase())));
  // the field that heads the stanza covering everything ("Files: *"): other stanzas it heads are parts of the page
  const partKey = paras.find((p) => isStanza(p) && coversAll(p.fields[0].first))?.fields[0].key.toLowerCase() ?? null;
  // values of each head key: a key whose values repeat (an author heading every commit) names no things
  const headValues = new Map<string, string[]>();
  for (const p of paras) {
    if (!isStanza(p)) continue;
    const k = p.fields[0].key.toLowerCase();
    headValues.set(k, [...(headValues.get(k) ?? []), p.fields[0].first.toLowerCase()]);
  }
  const namesThings = (key: string) => {
    const vs = headValues.get(key.toLowerCase()) ?? [];
    return new Set(vs).size >= vs.length * 0.9;
  };
  let first = true;
  const pageUnits: Array<Unit & { fields: StatedField[] }> = [];
  for (const p of paras) {
    const unitText = p.lines.join('\n');
    if (!isStanza(p)) {
      out.units.push({ kind: 'text', text: unitText, page: null, links: [] });
      continue;
    }
    // line offsets inside the unit text
    const offsets: number[] = [];
    let at = 0;
    for (const l of p.lines) {
      offsets.push(at);
      at += l.length + 1;
    }
    const fields: StatedField[] = [];
    for (const f of p.fields) {
      const { value, lines } = readValue(f);
      if (!value) continue;
      const lastLine = f.line + lines;
      fields.push({ key: f.key, value, start: offsets[f.line], end: offsets[lastLine] + p.lines[lastLine].length, section: null });
    }
    const head = p.fields[0];
    const part = !first && !coversAll(head.first) && head.key.toLowerCase() === partKey;
    const named = part ? undefined : p.fields.find((f) => isNameKey(vocab, f.key) && f.first);
    const unit: Unit = { kind: 'text', text: unitText, page: null, links: [], fields };
    if (opts.records === false) {
      unit.fields = [];
    } else if (part) {
      unit.fields = [];
    } else if (named) {
      unit.subject = named.first;
      if (first) out.statedName ??= named.first;
    } else if (first || coversAll(head.first)) {
      // describes the page: no own subject
    } else if (isPattern(head.first) || p.fields.length === 1 || attributeKeys.has(head.key.toLowerCase())) {
      unit.fields = [];
    } else if (head.first && head.first.length <= 60 && words(head.first) <= 6 && namesThings(head.key)) {
      unit.subject = head.first;
    } else {
      unit.fields = [];
    }
    first = false;
    if (unit.subject === undefined && unit.fields?.length) pageUnits.push(unit as Unit & { fields: StatedField[] });
    out.units.push(unit);
  }
  // a field stated by two stanzas of the page: the later, more specific one ("Files: *" after the header) wins
  for (let i = 0; i < pageUnits.length; i++) {
    const later = new Set(pageUnits.slice(i + 1).flatMap((u) => u.fields.map((f) => f.key.toLowerCase())));
    pageUnits[i].fields = pageUnits[i].fields.filter((f) => !later.has(f.key.toLowerCase()));
  }
  return out;
}
