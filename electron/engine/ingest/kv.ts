// Small text heuristics shared by the record step and the format parsers: "Key: value" lines, breadcrumb
// lines, column-header roles and cleaning a page title down to the name of its subject.

import { ingestVocabulary, isNameKey } from './vocabulary.ts';

export interface KeyValueLine {
  key: string;
  value: string;
  /** Offsets of key and value inside the line. */
  keyStart: number;
  valueStart: number;
}

const KV_RE = /^((?:[-*•·][ \t]+)?)([^:：\n]{1,60}?)[ \t]*[:：][ \t]+(\S.*)$/d;
/**
 * "Country .......... Finland", "Lead time…10 days", "Town · · · Tampere": leader dots (a run of dots, ellipses or
 * middle dots, spaces between them allowed) separate key and value as a colon does. A run needs white space before
 * it or at least four leader characters, so "Wait... what" is prose, not a field.
 */
const LEADER_RE = /^((?:[-*•][ \t]+)?)([^:：.…·‥\n][^:：…·‥\n]{0,59}?)(?:[ \t]+(?:[.…·‥][ \t]*){2,}|[ \t]+…[ \t]*|(?:[.…·‥][ \t]*){4,})[ \t]*([^\s.…·‥].*)$/d;

/**
 * Reads "Key: value" (after Markdown rendering "**Key:** value" reads the same). `strict` is for a line that
 * stands alone rather than in a list of such lines: a shorter key and value and no sentence-like value.
 */
export function readKeyValue(line: string, strict: boolean): KeyValueLine | null {
  if (line.length > 1000) return null;
  const lead = line.length - line.trimStart().length;
  const body = line.slice(lead);
  const colon = body.search(/[:：]/);
  const m = (colon >= 1 && colon <= 70 ? KV_RE.exec(body) : null) ?? LEADER_RE.exec(body);
  if (!m) return null;
  const key = m[2].trim();
  const value = m[3].trimEnd();
  if (!/^[\p{L}\p{N}]/u.test(key) || /^\d+$/.test(key)) return null;
  if (/https?$|www\.|\/\//i.test(key) || /^\/\//.test(value)) return null;
  const keyWords = key.split(/\s+/).length;
  if (keyWords > (strict ? 4 : 6)) return null;
  if (strict) {
    if (!/^[\p{Lu}\p{N}]/u.test(key)) return null;
    if (value.split(/\s+/).length > 12 || /[.!?]$/.test(value) || value.length > 100) return null;
  } else if (value.length > 400) {
    return null;
  }
  const idx = m.indices!;
  return { key, value, keyStart: lead + idx[2][0], valueStart: lead + idx[3][0] };
}

/**
 * The fields of a line holding several "Key: value" pairs, or null: apart by three spaces or more or a tab ("Farm:
 * Ballykeel   Field no.: IE-07"), or by a middle dot, bullet or bar with spaces around it ("Position: Barista ·
 * Shop: Broad Street"). Every part must read as a field; a part that does not ("Rate: £780 pw · Not in Equity")
 * leaves the line one field.
 */
export function fieldsOnOneLine(line: string): Array<{ key: string; value: string; start: number; end: number }> | null {
  const spaced = /\S(?: {3,}|\t+)\S/.test(line);
  const dotted = /\S[ \t]+[·•|][ \t]+\S/.test(line);
  if (!spaced && !dotted) return null;
  const apart = spaced ? / {3,}|\t+/g : /[ \t]+[·•|][ \t]+/g;
  const out: Array<{ key: string; value: string; start: number; end: number }> = [];
  let from = 0;
  const parts: Array<{ text: string; start: number }> = [];
  for (const m of line.matchAll(apart)) {
    parts.push({ text: line.slice(from, m.index), start: from });
    from = m.index! + m[0].length;
  }
  parts.push({ text: line.slice(from), start: from });
  for (const p of parts) {
    const lead = p.text.length - p.text.trimStart().length;
    const text = p.text.trim();
    if (!text) continue;
    const kv = readKeyValue(text, true);
    if (!kv) return null;
    out.push({ key: kv.key, value: kv.value, start: p.start + lead, end: p.start + lead + text.length });
  }
  return out.length >= 2 ? out : null;
}

const CRUMB_SEPARATOR = /\s*(?:›|»|>|→|\/|\|)\s*/;

/** "Home > Phones > Samsung" → ["Home", "Phones", "Samsung"]; null if the line does not look like a breadcrumb. */
export function readBreadcrumb(line: string): string[] | null {
  const text = line.trim();
  if (!text || text.length > 200 || !/[›»>→]/.test(text)) return null;
  const parts = text.split(CRUMB_SEPARATOR).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return null;
  if (parts.some((p) => p.split(/\s+/).length > 5 || /[.!?]$/.test(p))) return null;
  return parts;
}

/** Drops the first crumb (home/site) and a last crumb naming the page itself. */
export function crumbHints(parts: string[], subject: string | null): string[] {
  const rest = parts.slice(1);
  if (rest.length && subject && norm(rest[rest.length - 1]) === norm(subject)) rest.pop();
  return rest;
}

const BRAND_HEADER = /^(brand|make|manufacturer|vendor|maker|oem)$/i;
const VALUE_HEADER = /^(value|values|details?|description|info|information|specification|spec value|setting|data)$/i;
const KEY_HEADER = /^(spec|specs|specification|feature|features|property|properties|attribute|attributes|key|field|parameter|parameters|item|characteristic|characteristics|name)$/i;
const SECTION_HEADER = /^(section|group|category|part|area|heading)$/i;
const CATEGORY_KEY = /^(category|device type|device category|product type|product category|document type|form factor)$/i;
const BARE_CATEGORY_KEY = /^(type|kind|class)$/i;
const GENERAL_SECTION = /^(misc|miscellaneous|general|overview|info|information|basics?|summary|product|details|about)$/i;

/** A header/key whose values name the records (resources/ingest/name-keys.txt). */
export const isNameHeader = (h: string): boolean => isNameKey(ingestVocabulary(), h);
export const isBrandHeader = (h: string): boolean => BRAND_HEADER.test(h.trim());
export const isValueHeader = (h: string): boolean => VALUE_HEADER.test(h.trim());
export const isKeyHeader = (h: string): boolean => KEY_HEADER.test(h.trim());
export const isSectionHeader = (h: string): boolean => SECTION_HEADER.test(h.trim());
/** A key whose value names the thing's category; a bare "Type" only outside component sections ("Battery"). */
export function isCategoryKey(key: string, section: string | null = null): boolean {
  const k = key.trim();
  if (CATEGORY_KEY.test(k)) return true;
  return BARE_CATEGORY_KEY.test(k) && (section === null || GENERAL_SECTION.test(section.trim()));
}

/**
 * The subject a title names: trailing parts that are only generic words ("— spec sheet", "- Full phone
 * specifications") are cut. Site names are kept (nothing tells them apart from a name).
 */
export function subjectFromTitle(title: string, titleWords: Set<string> = ingestVocabulary().titleWords): string {
  let parts = title.split(/\s+[—–|-]\s+|\s*[|]\s*/);
  while (parts.length > 1) {
    const last = parts[parts.length - 1].toLowerCase().split(/\s+/).filter(Boolean);
    if (last.length && last.every((w) => titleWords.has(w))) parts = parts.slice(0, -1);
    else break;
  }
  return parts.join(' - ').trim() || title.trim();
}

export function norm(s: string): string {
  return s.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Collapses runs of whitespace (including non-breaking spaces) into one space. */
export function collapseSpace(s: string): string {
  return s.replace(/[\s\u00a0]+/g, ' ').trim();
}
