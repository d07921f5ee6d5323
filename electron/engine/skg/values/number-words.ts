// Numbers written in words as a whole value ("Species: ten", "In stock: a dozen", "Review time: one month",
// "Seats: twenty-four"), read as the digits they stand for, from resources/lang/en/numbers.tsv (the same file the
// question reader uses; a word marked "no" in its values column — "none", "single", "pair" — is never a value's
// number, as those words say other things as values). Only a value that is number words alone, or number words and
// then a unit ("one month", "three weeks"), is read: "Ten Bells" and "One-way" stay words.
// Read once per change of the file (its mtime), looked at again at most once a second.
import { resourcePath } from '../../resources.ts';
import { fileResource } from '../../resource-files.ts';

export interface ValueNumberWords {
  /** word → [value, kind] for the words a value may spell its number with. */
  words: ReadonlyMap<string, { value: number; kind: 'unit' | 'scale' | 'article' }>;
}

/** Parses numbers.tsv ("word<TAB>value<TAB>kind[<TAB>values]"): its unit, scale and article words not marked "no". */
export function parseValueNumberWords(text: string): ValueNumberWords {
  const words = new Map<string, { value: number; kind: 'unit' | 'scale' | 'article' }>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [word, value, kind, inValues] = line.split('\t').map((s) => s?.trim());
    const v = Number(value);
    if (!word || !Number.isFinite(v) || (kind !== 'unit' && kind !== 'scale' && kind !== 'article') || inValues === 'no') continue;
    words.set(word.toLowerCase(), { value: v, kind });
  }
  return { words };
}

const loadNumbersFile = fileResource(parseValueNumberWords);

export function loadValueNumberWords(file: string = resourcePath('lang', 'en', 'numbers.tsv')): ValueNumberWords {
  return loadNumbersFile(file);
}

/**
 * The number a value begins with in words, and what follows it: "twenty-four" → 24, "a dozen" → 12, "two dozen"
 * → 24, "one hundred and five" → 105, "one month" → 1 and "month". Null when the value does not begin with number
 * words, or an article stands alone ("a month" is no number here).
 */
export function leadingNumberWords(text: string, nw: ValueNumberWords = loadValueNumberWords()): { value: number; rest: string } | null {
  if (text.length > 60) return null;
  const first = /^\s*(\p{L}+)/u.exec(text)?.[1]?.toLowerCase();
  if (!first || !nw.words.has(first)) return null;
  const re = /[\p{L}]+|[-\s]+|[^\p{L}\s-]+/gu;
  const parts = text.trim().match(re) ?? [];
  let total = 0;
  let current = 0;
  let words = 0;
  let article = false;
  let used = 0;
  let i = 0;
  for (; i < parts.length; i++) {
    const p = parts[i]!;
    if (/^[-\s]+$/.test(p)) continue;
    const low = p.toLowerCase();
    // "one hundred and five"
    if (low === 'and' && words > 0 && nw.words.get((parts[i + 2] ?? '').toLowerCase())?.kind === 'unit') continue;
    const w = nw.words.get(low);
    if (!w) break;
    if (w.kind === 'article') {
      if (words > 0) break;
      article = true;
      current = w.value;
    } else if (w.kind === 'unit') {
      // "twenty-four": the words add up; after an article a unit word stands alone ("a one" is no number)
      if (article) break;
      current = words > 0 ? current + w.value : w.value;
    } else {
      const base = current || (article ? 1 : 0);
      if (!base) break;
      if (w.value >= 1000) {
        total += base * w.value;
        current = 0;
      } else current = base * w.value;
      article = false;
    }
    words++;
    used = i + 1;
  }
  if (!words || article) return null;
  const value = total + current;
  if (!Number.isFinite(value)) return null;
  const rest = parts.slice(used).join('').trim();
  return { value, rest };
}
