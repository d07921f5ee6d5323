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
  return finishExtraction(prepareExtraction(text, opts.documentTitle), opts.known);
}

/** A name found in a block, as `add` takes it: trimmed, its canonical name, and where and how strongly. */
interface Occurrence {
  name: string;
  canonical: string;
  kind: EntityKind;
  /** Index of its sentence. */
  sentence: number;
  weight: number;
}

/**
 * What extraction reads of a block without the library's known names (a parse worker reads it beside the parse, as
 * nothing of the library goes into it): the sentences, the names found in them in the order extraction meets them
 * (the document title's first, then each sentence's title-cased runs and quoted titles), and each sentence's words
 * lower-cased, where `finishExtraction` looks for the known names. Plain data.
 */
export interface PreparedExtraction {
  /** Sentence spans, start and end of each in turn. */
  sentences: number[];
  found: Occurrence[];
  words: string[][];
}

/** A name as `add` keeps it (trimmed, with a canonical name that is no mere number), or null. */
function occurrence(name: string, kind: EntityKind, sentence: number, weight: number): Occurrence | null {
  const trimmed = trimName(name, kind !== 'name');
  if (!trimmed) return null;
  const canonical = canonicalName(trimmed);
  if (!canonical || canonical.length < 2 || /^\p{N}+$/u.test(canonical)) return null;
  return { name: trimmed, canonical, kind, sentence, weight };
}

export function prepareExtraction(text: string, documentTitle?: string | null): PreparedExtraction {
  const sentences = splitSentences(text);
  const found: Occurrence[] = [];
  const words: string[][] = [];
  const keep = (o: Occurrence | null) => {
    if (o) found.push(o);
  };
  if (sentences.length === 0) return { sentences: [], found, words };
  const title = documentTitle?.trim();
  if (title) {
    const key = canonicalName(title);
    const lower = title.toLowerCase();
    const body = sentences.filter((s) => s.end - s.start > title.length + 5); // not the title line itself
    const at = body.find((s) => text.slice(s.start, s.end).toLowerCase().includes(lower)) ?? body[0] ?? sentences[0];
    if (key) keep(occurrence(title, 'subject', sentences.indexOf(at), WEIGHT.subject));
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
        keep(occurrence(body.slice(run[0].start, run[run.length - 1].end), 'name', si, weight));
      }
      i = j;
    }
    // quoted titles
    for (const m of body.matchAll(QUOTED)) {
      const inner = m[1].trim();
      const w = inner.split(/\s+/);
      if (w.length <= MAX_NAME_WORDS && isCapitalised(w[0]) && !/[.!?,;]$/.test(inner)) keep(occurrence(inner, 'title', si, WEIGHT.title * base));
    }
    words.push(tokens.map((t) => t.text.toLowerCase().replace(/\.$/, '')));
  });
  return { sentences: sentences.flatMap((s) => [s.start, s.end]), found, words };
}

/** The mentions of a prepared block: its names, and the library's known record subjects its sentences name. */
export function finishExtraction(prepared: PreparedExtraction, known?: KnownNames): ExtractedMention[] {
  const best = new Map<string, ExtractedMention>();
  const { sentences, found, words } = prepared;
  const add = (o: Occurrence) => {
    const { canonical, kind, weight } = o;
    const prev = best.get(canonical);
    if (!prev || weight > prev.weight) {
      best.set(canonical, {
        name: prev && kindRank(prev.kind) > kindRank(kind) ? prev.name : o.name,
        canonical,
        kind: prev && kindRank(prev.kind) > kindRank(kind) ? prev.kind : kind,
        sentenceStart: sentences[o.sentence * 2]!,
        sentenceEnd: sentences[o.sentence * 2 + 1]!,
        weight,
      });
    } else if (kindRank(kind) > kindRank(prev.kind)) {
      prev.kind = kind;
      prev.name = o.name;
    }
  };
  if (sentences.length === 0) return [];
  let next = 0;
  // the title's occurrence comes first, whichever sentence it is in
  if (found[0]?.kind === 'subject') add(found[next++]!);
  for (let si = 0; si < words.length; si++) {
    while (next < found.length && found[next]!.sentence === si) add(found[next++]!);
    // known record subjects
    if (known && known.byKey.size) {
      const lower = words[si]!;
      const base = si === 0 ? WEIGHT.firstSentence : WEIGHT.plain;
      for (let k = 0; k < lower.length; k++) {
        const lengths = known.lengthsByFirst.get(lower[k]);
        if (!lengths) continue;
        for (const n of lengths) {
          if (k + n > lower.length) continue;
          const name = known.byKey.get(lower.slice(k, k + n).join(' '));
          if (!name) continue;
          const o = occurrence(name, 'subject', si, base * 1.2);
          if (o) add(o);
        }
      }
    }
  }
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
