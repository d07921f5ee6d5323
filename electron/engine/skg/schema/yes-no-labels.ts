// What a yes/no label says yes or no of: its subject, the label's words without the words that only say how it
// holds ("allowed", "friendly", "suitable", "ok": resources/lang/en/yes-no-label-words.tsv), other languages' label
// words read as English (label-words.ts: "Cani" → dog), and whether it is said the other way round ("No dogs",
// "Gluten free"). "Dogs allowed", "Dog-friendly", "Suitable for dogs", "Dogs ok" and "Cani" are one subject, dog;
// "No dogs" is the same subject negated: its yes is their no, so it is never one attribute with them.
import fs from 'node:fs';
import { resourcePath } from '../../resources.ts';
import { normaliseKey, stemWord } from '../entries/normalise-key.ts';

export interface YesNoLabelWords {
  polarity: ReadonlySet<string>;
  negation: ReadonlySet<string>;
  /** Prefixes that turn a word around where the rest is another label's word ("un": "Uninsured" / "Insured"). */
  prefixes?: ReadonlySet<string>;
}

export interface YesNoSubject {
  /** The subject's words, sorted and joined by spaces; '' when the label names nothing but how it holds. */
  subject: string;
  negated: boolean;
}

let cache: { file: string; mtimeMs: number; words: YesNoLabelWords } | null = null;

export function parseYesNoLabelWords(text: string): YesNoLabelWords {
  const polarity = new Set<string>();
  const negation = new Set<string>();
  const prefixes = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [word, role] = line.split('\t').map((s) => s?.trim().toLowerCase());
    if (!word) continue;
    if (role === 'polarity') polarity.add(word);
    else if (role === 'negation') negation.add(word);
    else if (role === 'prefix') prefixes.add(word);
  }
  return { polarity, negation, prefixes };
}

export function loadYesNoLabelWords(file: string = resourcePath('lang', 'en', 'yes-no-label-words.tsv')): YesNoLabelWords {
  let mtimeMs = 0;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return { polarity: new Set(), negation: new Set(), prefixes: new Set() };
  }
  if (cache && cache.file === file && cache.mtimeMs === mtimeMs) return cache.words;
  const words = parseYesNoLabelWords(fs.readFileSync(file, 'utf8'));
  cache = { file, mtimeMs, words };
  return words;
}

/**
 * A yes/no label's subject and polarity. Unit words, numbers and lone letters ("Remote (Y/N)") are no part of the
 * subject; `translate` reads a word of another language as English.
 */
export function yesNoSubject(label: string, words: YesNoLabelWords, translate: ReadonlyMap<string, string>, isUnit: (w: string) => boolean): YesNoSubject {
  const raw = normaliseKey(label).split(' ').filter(Boolean);
  let negations = 0;
  const subject: string[] = [];
  for (const r of raw) {
    const w = translate.get(r) ?? r;
    if (words.negation.has(w)) negations++;
    else if (words.polarity.has(w)) continue;
    else if (w.length > 1 && !/^\d/.test(w) && !isUnit(w)) subject.push(stemWord(w));
  }
  return { subject: [...new Set(subject)].sort().join(' '), negated: negations % 2 === 1 };
}

/**
 * Two subjects one of which is the other with a negating prefix on one word ("uninsured" / "insured", the prefixes of
 * yes-no-label-words.tsv): the one said the other way round. Only against the other label's own word, so "unique"
 * or "universal" turn nothing around.
 */
export function prefixNegated(x: string, y: string, words: YesNoLabelWords): boolean {
  const xs = x.split(' ').filter(Boolean);
  const ys = y.split(' ').filter(Boolean);
  if (!xs.length || xs.length !== ys.length || !words.prefixes?.size) return false;
  let turned = 0;
  const rest = [...ys];
  for (const w of xs) {
    const same = rest.indexOf(w);
    if (same >= 0) {
      rest.splice(same, 1);
      continue;
    }
    const k = rest.findIndex((v) => [...words.prefixes!].some((p) => (w === p + v || v === p + w) && Math.min(w.length, v.length) >= 4));
    if (k < 0) return false;
    rest.splice(k, 1);
    turned++;
  }
  return turned % 2 === 1;
}
