// The one word tokenizer of the textual graph (SIF sentence vectors here, BM25-side code elsewhere).
// A plain Unicode regex rather than wink-nlp: on the 4,945 HotpotQA paragraphs (456k words) it takes ~35 ms
// against ~990 ms for wink-nlp's tokenizer, and the GloVe vocabulary it feeds is lowercase words without
// clitics ("dont", no "n't"), so wink's finer token types buy nothing here.
//
// Rules: NFC + lowercase; a token is a run of letters/digits (combining marks kept); hyphens split tokens
// ("well-known" → "well", "known"); a decimal point or thousands separator between digits stays inside
// ("3.5", "1,000"); apostrophes inside a word are dropped, except a trailing possessive "'s" which is removed
// ("don't" → "dont", "o'neill" → "oneill", "apple's" → "apple"). Everything else separates tokens.

const TOKEN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:(?:['’](?=[\p{L}\p{N}])|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu;
const APOSTROPHE = /['’]/;
const POSSESSIVE = /['’]s$/;
const APOSTROPHES = /['’]/g;

/** Lowercase word tokens of `text`, in order. */
export function tokenize(text: string): string[] {
  if (!text) return [];
  const lowered = text.normalize('NFC').toLowerCase();
  const out: string[] = [];
  for (const m of lowered.matchAll(TOKEN)) {
    let token = m[0];
    if (APOSTROPHE.test(token)) {
      token = token.replace(POSSESSIVE, '').replace(APOSTROPHES, '');
      if (!token) continue;
    }
    out.push(token);
  }
  return out;
}

/** `word` without diacritics ("café" → "cafe"); the same string when it has none. */
export function foldDiacritics(word: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(word)) return word;
  return word.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC');
}
