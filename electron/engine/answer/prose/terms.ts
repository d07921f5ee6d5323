// Words of questions and sentences as comparable terms: lowercased, diacritics folded, stop words dropped, and
// reduced by a light suffix stemmer ("applying", "applied", "applies" → "appli"), so that a sentence matches
// the question's words in any of their inflections.
import { foldDiacritics } from '../../tkg/embed/tokenize.ts';
import { STOP_WORDS } from '../../tkg/stop-words.ts';

export interface Token {
  /** The word as written. */
  text: string;
  lower: string;
  stem: string;
  start: number;
  end: number;
  stop: boolean;
}

const WORD = /[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}]|['’.\-+](?=[\p{L}\p{N}]))*\+?/gu;

/** Stems already computed (a pure function's memo, bounded; not library state). */
const memo = new Map<string, string>();
const MEMO_SIZE = 100_000;

/** A light English stemmer: inflectional and common derivational suffixes; numbers are kept as written. */
export function stem(word: string): string {
  const known = memo.get(word);
  if (known !== undefined) return known;
  const s = stemWord(word);
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(word, s);
  return s;
}

function stemWord(word: string): string {
  let w = foldDiacritics(word.toLowerCase()).replace(/['’]s$/, '').replace(/['’]/g, '');
  if (/\d/.test(w) || w.length <= 3) return w;
  const rules: Array<[RegExp, string]> = [
    [/ational$/, 'ate'], [/(iz|is)ation$/, 'ize'], [/fulness$/, 'ful'], [/ousness$/, 'ous'], [/iveness$/, 'ive'],
    [/abilit(y|ies)$/, 'abl'], [/ibilit(y|ies)$/, 'ibl'], [/ments?$/, ''], [/ness$/, ''], [/ities$/, ''], [/ity$/, ''], [/ations?$/, 'ate'], [/ions?$/, ''],
    [/ies$/, 'i'], [/ied$/, 'i'], [/ying$/, 'y'], [/(ss)es$/, '$1'], [/([sxz]|ch|sh)es$/, '$1'], [/([^su])s$/, '$1'],
    [/eed(ly)?$/, 'ee'], [/(.{2,})ingly$/, '$1'], [/(.{2,})edly$/, '$1'], [/(.{3,})ing$/, '$1'], [/(.{3,})ed$/, '$1'], [/(.{4,})ly$/, '$1'],
    [/(.{3,})able$/, '$1abl'], [/(.{3,})ible$/, '$1ibl'], [/(.{3,})al$/, '$1'],
  ];
  for (const [re, to] of rules) {
    if (re.test(w)) {
      const next = w.replace(re, to);
      if (next.length >= 3) w = next;
      break;
    }
  }
  // doubled final consonant ("stopp" → "stop"), final e and y/i ("apply"/"appli", "issue"/"issu")
  if (w.length >= 4) w = w.replace(/([^aeiouls])\1$/, '$1');
  return w.replace(/(.{3,})e$/, '$1').replace(/(.{2,})y$/, '$1i');
}

export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0].replace(/[.'’-]+$/, '');
    if (!raw) continue;
    const lower = foldDiacritics(raw.toLowerCase());
    out.push({ text: raw, lower, stem: stem(raw), start: m.index!, end: m.index! + raw.length, stop: STOP_WORDS.has(lower.replace(/['’]s$/, '')) || (lower.length < 2 && !/\d/.test(lower)) });
  }
  return out;
}

/** The content-word stems of a text. */
export function contentStems(text: string): Set<string> {
  return new Set(tokens(text).filter((t) => !t.stop).map((t) => t.stem));
}

/** Do two stems name the same word (equal, or one a long prefix of the other: "licen" / "licens")? */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  if (/\d/.test(a) || /\d/.test(b)) {
    // a version names its point releases ("2.39" ~ "2.39.0", "v5.2" ~ "5.2.15")
    const [s, l] = a.length <= b.length ? [a.replace(/^v/, ''), b.replace(/^v/, '')] : [b.replace(/^v/, ''), a.replace(/^v/, '')];
    return /^\d+(?:\.\d+)+$/.test(s) && l.startsWith(`${s}.`);
  }
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  if (s.length >= 4 && l.startsWith(s) && l.length - s.length <= 3) return true;
  // spelling variants of one word ("licenc" / "licens", "organis" / "organiz")
  return s.length >= 6 && l.length - s.length <= 1 && s.slice(0, 5) === l.slice(0, 5) && s.slice(6) === l.slice(6, s.length);
}
