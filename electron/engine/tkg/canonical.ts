// The canonical form under which entity names are merged across blocks and documents: Unicode-normalised,
// diacritics folded, lowercase, punctuation to spaces, possessive 's dropped, stop words trimmed from both
// ends, the last word singular ("Galaxy Phones" = "galaxy phone"), spaces collapsed.
import { foldDiacritics } from './embed/tokenize.ts';
import { STOP_WORDS } from './stop-words.ts';

/** Singular of an English word, by rule (only the last word of a name is changed). */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (/(ss|us|is|os|as)$/.test(word)) return word;
  if (/ies$/.test(word) && word.length > 4) return word.slice(0, -3) + 'y';
  if (/(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Canonical key of an entity name; '' when nothing but stop words and punctuation is left. */
export function canonicalName(name: string): string {
  const words = foldDiacritics(name.normalize('NFKC').toLowerCase())
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let a = 0;
  let b = words.length;
  while (a < b && STOP_WORDS.has(words[a])) a++;
  while (b > a && STOP_WORDS.has(words[b - 1])) b--;
  const kept = words.slice(a, b);
  if (kept.length === 0) return '';
  kept[kept.length - 1] = singular(kept[kept.length - 1]);
  return kept.join(' ');
}
