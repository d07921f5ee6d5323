// The general English the question parser knows (resources/lang/en/*.tsv): comparators, gradable adjectives,
// number words, negations, intent phrases, relation words and function words. Loaded once per folder and file
// version (a user's edit is picked up the next time a library opens); nothing in here names a domain.
import fs from 'node:fs';
import path from 'node:path';
import { resourcePath } from '../../../resources.ts';

export type CompareOp = '<' | '<=' | '>' | '>=' | '=' | '!=';

export interface ComparatorPhrase {
  words: string[];
  op: CompareOp;
  at: 'before' | 'after';
}

export interface GradableWord {
  direction: 'max' | 'min';
  /** Dimensions the word speaks of when no attribute is named; empty when one must be named. */
  dimensions: string[];
  /** Nouns that name the attribute it grades ("thin" → thickness, "old" → age). */
  nouns: string[];
  /** The degree of an irregular form ("best": superlative, "worse": comparative). */
  degree?: 'comparative' | 'superlative';
}

export interface NumberWord {
  value: number;
  kind: 'unit' | 'scale' | 'fraction' | 'article';
}

export interface Language {
  dir: string;
  comparators: ComparatorPhrase[];
  gradables: Map<string, GradableWord>;
  numbers: Map<string, NumberWord>;
  negations: Array<{ words: string[]; scope: 'next' | 'exclude' }>;
  /** Prefixes that negate the yes/no attribute the rest of the word names ("unpaid", "noncompliant"). */
  negatingPrefixes: string[];
  /** Words that, joined after another by a hyphen, negate it ("free": "gluten-free" is without gluten). */
  negatingSuffixes: string[];
  intents: Array<{ words: string[]; intent: string }>;
  relations: Set<string>;
  stopwords: Set<string>;
  /** Suffixes that make a verb the noun of its act ("rate" → rating, "pay" → payment). */
  derivations: string[];
  /** Suffixes that make an adjective of a noun ("valuable", "fatty"), adjective-suffixes.tsv. */
  adjectiveSuffixes: string[];
  /** Place adjectives and other names of places ("polish" → poland, "uk" → united kingdom), by their words. */
  places: Map<string, string[]>;
  /** Nouns that say what a number counts ("people" → population; after "work" → staff), in file order. */
  countedNouns: Array<{ noun: string; verbs: string[]; attributes: string[] }>;
  problems: string[];
}

function rows(file: string, problems: string[]): string[][] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    problems.push(`${file}: ${(e as Error).message}`);
    return [];
  }
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+#.*$/, '').trimEnd())
    .filter((l) => l.trim() && !l.trimStart().startsWith('#'))
    .map((l) => l.split('\t').map((c) => c.trim()));
}

/** A place word's key: lower case, dots dropped ("U.K." → uk), words one space apart. */
export const placeKey = (phrase: string) => phrase.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

const words = (phrase: string) => phrase.toLowerCase().split(/\s+/).filter(Boolean);

export function loadLanguage(dir: string = resourcePath('lang', 'en')): Language {
  const problems: string[] = [];
  const file = (name: string) => path.join(dir, name);
  const comparators: ComparatorPhrase[] = [];
  for (const [phrase, op, at] of rows(file('comparators.tsv'), problems)) {
    if (!phrase || !['<', '<=', '>', '>=', '=', '!='].includes(op) || (at !== 'before' && at !== 'after')) {
      problems.push(`comparators.tsv: cannot use "${phrase}\t${op}\t${at}"`);
      continue;
    }
    comparators.push({ words: words(phrase), op: op as CompareOp, at });
  }
  comparators.sort((a, b) => b.words.length - a.words.length);
  const gradables = new Map<string, GradableWord>();
  const list = (v: string | undefined) => (!v || v === '-' ? [] : v.split(',').map((d) => d.trim()).filter(Boolean));
  for (const [word, direction, dims, nouns, degree] of rows(file('gradables.tsv'), problems)) {
    if (!word || (direction !== 'max' && direction !== 'min') || (degree && degree !== 'comparative' && degree !== 'superlative')) {
      problems.push(`gradables.tsv: cannot use "${word}"`);
      continue;
    }
    gradables.set(word.toLowerCase(), { direction, dimensions: list(dims), nouns: list(nouns), ...(degree ? { degree: degree as 'comparative' | 'superlative' } : {}) });
  }
  const numbers = new Map<string, NumberWord>();
  for (const [word, value, kind] of rows(file('numbers.tsv'), problems)) {
    const v = Number(value);
    if (!word || !Number.isFinite(v) || !['unit', 'scale', 'fraction', 'article'].includes(kind)) {
      problems.push(`numbers.tsv: cannot use "${word}"`);
      continue;
    }
    numbers.set(word.toLowerCase(), { value: v, kind: kind as NumberWord['kind'] });
  }
  const negations = rows(file('negations.tsv'), problems)
    .filter(([p, s]) => p && (s === 'next' || s === 'exclude'))
    .map(([p, s]) => ({ words: words(p), scope: s as 'next' | 'exclude' }))
    .sort((a, b) => b.words.length - a.words.length);
  const negatingPrefixes = rows(file('negations.tsv'), problems).filter(([p, s]) => p && s === 'prefix').map(([p]) => p.toLowerCase()).sort((a, b) => b.length - a.length);
  const negatingSuffixes = rows(file('negations.tsv'), problems).filter(([p, s]) => p && s === 'suffix').map(([p]) => p.toLowerCase());
  const intents = rows(file('intents.tsv'), problems)
    .filter(([p, i]) => p && i)
    .map(([p, i]) => ({ words: words(p), intent: i }))
    .sort((a, b) => b.words.length - a.words.length);
  const relations = new Set(rows(file('relations.tsv'), problems).map(([w]) => w.toLowerCase()));
  const stopwords = new Set(rows(file('stopwords.txt'), problems).map(([w]) => w.toLowerCase().replace(/['’]/g, '')));
  const derivations = rows(file('derivations.tsv'), problems).map(([w]) => w.toLowerCase()).filter((w) => /^\p{L}+(?:>\p{L}+)?$/u.test(w));
  const adjectiveSuffixes = rows(file('adjective-suffixes.tsv'), problems).map(([w]) => w.toLowerCase()).filter((w) => /^\p{L}+$/u.test(w)).sort((a, b) => b.length - a.length);
  const places = new Map<string, string[]>();
  for (const [word, place] of rows(file('places.tsv'), problems)) {
    if (!word || !place) {
      problems.push(`places.tsv: cannot use "${word}"`);
      continue;
    }
    const key = placeKey(word);
    places.set(key, [...(places.get(key) ?? []), place]);
  }
  const countedNouns = rows(file('counted-nouns.tsv'), problems)
    .filter(([n, , a]) => n && a)
    .map(([n, v, a]) => ({ noun: n.toLowerCase(), verbs: list(v), attributes: list(a) }));
  return { dir, comparators, gradables, numbers, negations, negatingPrefixes, negatingSuffixes, intents, relations, stopwords, derivations, adjectiveSuffixes, places, countedNouns, problems };
}

const cache = new Map<string, { stamp: string; lang: Language }>();

/** The language of a folder, reloaded when one of its files changed. */
export function languageOf(dir: string = resourcePath('lang', 'en')): Language {
  let stamp = '';
  try {
    stamp = fs.readdirSync(dir).map((f) => `${f}:${fs.statSync(path.join(dir, f)).mtimeMs}`).join('|');
  } catch {
    stamp = 'missing';
  }
  const hit = cache.get(dir);
  if (hit && hit.stamp === stamp) return hit.lang;
  const lang = loadLanguage(dir);
  cache.set(dir, { stamp, lang });
  return lang;
}
