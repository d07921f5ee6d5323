// No-model entity extraction from one block: title-cased multiword names ("Stig Blomqvist", "Bank of
// America", "Galaxy S23 Ultra"), quoted titles ("From Birth to Burial"), the document's own subject (its
// title, mentioned by every block of the document) and the library's known record subjects found in the text.
// Each mention keeps the sentence it is in and a weight saying how central the block is to the entity.
// A regex pass, not an NLP pipeline: it must keep up with indexing (tens of thousands of blocks a minute).
import { canonicalName } from './canonical.ts';
import { splitSentences, type SentenceSpan } from './sentences.ts';
import { STOP_WORDS } from './stop-words.ts';

export type EntityKind = 'subject' | 'title' | 'name' | 'concept';

export interface ExtractedMention {
  name: string;
  canonical: string;
  kind: EntityKind;
  /** Sentence span (in the block text) of the mention's best occurrence. */
  sentenceStart: number;
  sentenceEnd: number;
  weight: number;
}

/** Names the extractor should look for verbatim (record subjects), keyed by lowercase token sequence. */
export interface KnownNames {
  /** lowercase space-joined token sequence → display name */
  byKey: Map<string, string>;
  /** first token → the token lengths of the known names starting with it */
  lengthsByFirst: Map<string, number[]>;
}

const WORD = /[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}]|['’.&-](?=[\p{L}\p{N}]))*\.?/gu;
const CONNECTORS = new Set(['of', 'the', 'de', 'and', '&', 'for', 'von', 'van', 'der', 'den', 'la', 'le', 'du', 'da', 'del', 'di', 'y', 'on', 'upon', 'in']);
const QUOTED = /["“]([^"“”\n]{2,80})["”]/g;
const MAX_NAME_WORDS = 8;

export const WEIGHT = { subject: 3, title: 1.2, firstSentence: 1.5, sentenceStart: 1.3, plain: 1 } as const;

export function knownNames(names: Iterable<string>): KnownNames {
  const known: KnownNames = { byKey: new Map(), lengthsByFirst: new Map() };
  for (const name of names) addKnownName(known, name);
  return known;
}

/** Adds one name to the set (in place); false when it is not usable or already there. */
export function addKnownName(known: KnownNames, name: string): boolean {
  const tokens = lowerTokens(name);
  if (tokens.length === 0 || tokens.length > MAX_NAME_WORDS) return false;
  if (tokens.length === 1 && (STOP_WORDS.has(tokens[0]) || tokens[0].length < 3)) return false;
  const key = tokens.join(' ');
  if (known.byKey.has(key)) return false;
  known.byKey.set(key, name.trim());
  const lengths = known.lengthsByFirst.get(tokens[0]) ?? [];
  if (!lengths.includes(tokens.length)) lengths.push(tokens.length);
  known.lengthsByFirst.set(tokens[0], lengths);
  return true;
}

function lowerTokens(text: string): string[] {
  return [...text.toLowerCase().matchAll(WORD)].map((m) => m[0].replace(/\.$/, ''));
}

const isCapitalised = (w: string) => /^\p{Lu}/u.test(w) || (/\p{N}/u.test(w) && /\p{L}/u.test(w)) || /^\p{Ll}+\p{Lu}/u.test(w);
const isNumber = (w: string) => /^\p{N}[\p{N}.,]*$/u.test(w);

interface Token {
  text: string;
  start: number;
  end: number;
}

export interface ExtractOptions {
  /** The document's title: an entity of kind 'subject' mentioned by every block. */
  documentTitle?: string | null;
  known?: KnownNames;
}

/** The entity mentions of one block, one per canonical name (its strongest occurrence). */
export function extractEntities(text: string, opts: ExtractOptions = {}): ExtractedMention[] {
  const best = new Map<string, ExtractedMention>();
  const add = (name: string, kind: EntityKind, sentence: SentenceSpan, weight: number) => {
    const trimmed = trimName(name, kind !== 'name');
    if (!trimmed) return;
    const canonical = canonicalName(trimmed);
    if (!canonical || canonical.length < 2 || /^\p{N}+$/u.test(canonical)) return;
    const prev = best.get(canonical);
    if (!prev || weight > prev.weight) {
      best.set(canonical, {
        name: prev && kindRank(prev.kind) > kindRank(kind) ? prev.name : trimmed,
        canonical,
        kind: prev && kindRank(prev.kind) > kindRank(kind) ? prev.kind : kind,
        sentenceStart: sentence.start,
        sentenceEnd: sentence.end,
        weight,
      });
    } else if (kindRank(kind) > kindRank(prev.kind)) {
      prev.kind = kind;
      prev.name = trimmed;
    }
  };

  const sentences = splitSentences(text);
  if (sentences.length === 0) return [];
  const title = opts.documentTitle?.trim();
  if (title) {
    const key = canonicalName(title);
    const lower = title.toLowerCase();
    const body = sentences.filter((s) => s.end - s.start > title.length + 5); // not the title line itself
    const at = body.find((s) => text.slice(s.start, s.end).toLowerCase().includes(lower)) ?? body[0] ?? sentences[0];
    if (key) add(title, 'subject', at, WEIGHT.subject);
  }

  sentences.forEach((sentence, si) => {
    const body = text.slice(sentence.start, sentence.end);
    const tokens: Token[] = [...body.matchAll(WORD)].map((m) => {
      const t = m[0].endsWith('.') && !/^(?:\p{L}\.)+$/u.test(m[0]) ? m[0].slice(0, -1) : m[0];
      return { text: t, start: m.index!, end: m.index! + t.length };
    });
    const base = si === 0 ? WEIGHT.firstSentence : WEIGHT.plain;
    // title-cased runs
    let i = 0;
    while (i < tokens.length) {
      if (!isCapitalised(tokens[i].text)) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < tokens.length && onlySpaces(body, tokens[j - 1].end, tokens[j].start)) {
        const w = tokens[j].text;
        if (isCapitalised(w) || isNumber(w)) j++;
        else if (CONNECTORS.has(w) && j + 1 < tokens.length && isCapitalised(tokens[j + 1].text) && onlySpaces(body, tokens[j].end, tokens[j + 1].start)) j += 2;
        else break;
      }
      const run = tokens.slice(i, j);
      const atStart = i === 0 || /^["'“‘(]?$/.test(body.slice(0, tokens[i].start).trim());
      const single = run.length === 1;
      if (run.length <= MAX_NAME_WORDS && !(single && atStart && !/\p{N}|^\p{Ll}+\p{Lu}/u.test(run[0].text))) {
        const weight = atStart ? Math.max(base, WEIGHT.sentenceStart) : base;
        add(body.slice(run[0].start, run[run.length - 1].end), 'name', sentence, weight);
      }
      i = j;
    }
    // quoted titles
    for (const m of body.matchAll(QUOTED)) {
      const inner = m[1].trim();
      const words = inner.split(/\s+/);
      if (words.length <= MAX_NAME_WORDS && isCapitalised(words[0]) && !/[.!?,;]$/.test(inner)) add(inner, 'title', sentence, WEIGHT.title * base);
    }
    // known record subjects
    const known = opts.known;
    if (known && known.byKey.size) {
      const lower = tokens.map((t) => t.text.toLowerCase().replace(/\.$/, ''));
      for (let k = 0; k < lower.length; k++) {
        const lengths = known.lengthsByFirst.get(lower[k]);
        if (!lengths) continue;
        for (const n of lengths) {
          if (k + n > lower.length) continue;
          const name = known.byKey.get(lower.slice(k, k + n).join(' '));
          if (name) add(name, 'subject', sentence, base * 1.2);
        }
      }
    }
  });
  return [...best.values()];
}

function onlySpaces(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text[i] !== ' ') return false;
  return true;
}

function kindRank(kind: EntityKind): number {
  return kind === 'subject' ? 4 : kind === 'title' ? 3 : kind === 'name' ? 2 : 1;
}

/** Drops trailing (and, unless keepStart, leading) stop words and punctuation from a display name ("The Beatles" keeps "The"). */
function trimName(name: string, keepStart: boolean): string {
  let words = name.trim().split(/\s+/);
  while (words.length > 1 && STOP_WORDS.has(words[words.length - 1].toLowerCase())) words = words.slice(0, -1);
  while (!keepStart && words.length > 1 && STOP_WORDS.has(words[0].toLowerCase()) && words[0].toLowerCase() !== 'the') words = words.slice(1);
  const out = words.join(' ').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, '');
  if (words.length === 1 && STOP_WORDS.has(out.toLowerCase())) return '';
  return out;
}
