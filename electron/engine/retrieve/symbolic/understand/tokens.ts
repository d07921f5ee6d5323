// The question as tokens: words, numbers and signs with their character ranges (so every role can point back at
// the text), each with its part of speech and lemma from wink-nlp, and whether it is a function word.
import { normText } from '../../../text/norm.ts';
import { tagText } from '../../../text/english-nlp.ts';
import type { Language } from './language.ts';

export interface QToken {
  i: number;
  text: string;
  /** normText of the word (possessives and apostrophes folded: "phone's" → phone, "don't" → dont). */
  norm: string;
  lemma: string;
  /** Universal POS tag (NOUN, VERB, ADJ, ADP, DET, PRON, AUX, NUM, PROPN, CCONJ, SCONJ, PART, ADV, PUNCT, SYM). */
  pos: string;
  start: number;
  end: number;
  /** A function word: its part of speech is a closed class, or it is an English stop word. */
  function: boolean;
  /** Written with a capital letter not at the start of the question. */
  capitalised: boolean;
}

const CLOSED = new Set(['DET', 'ADP', 'PRON', 'AUX', 'CCONJ', 'SCONJ', 'PART', 'PUNCT', 'SYM', 'INTJ']);
const TOKEN = /\d+:\d+(?![\d:])|[\p{L}\p{N}]+(?:[.,]\d+)*(?:['’][\p{L}]+)?|[$€£¥₹]|[<>≤≥=+″"%°²³×]/gu;

/** A token's normal form: a possessive dropped, apostrophes closed up ("Molly's" → molly, "d'Eau" → deau). */
function foldedNorm(text: string): string {
  const folded = text.replace(/['’]s$/i, '').replace(/n['’]t$/i, 'nt').replace(/['’]/g, '');
  return normText(folded) || text;
}

/** The words of a text as a question's tokens read them (no tagging): what a name is matched by. */
export function tokenNorms(text: string): string[] {
  return [...text.matchAll(new RegExp(TOKEN.source, 'gu'))].map((m) => foldedNorm(m[0]));
}

export function tokenize(question: string, lang: Language): QToken[] {
  const tagged = tagText(question);
  const out: QToken[] = [];
  for (let m = TOKEN.exec(question); m; m = TOKEN.exec(question)) {
    const text = m[0];
    const start = m.index;
    const end = start + text.length;
    const tag = tagged.find((t) => t.start <= start && t.end > start) ?? tagged.find((t) => t.start >= start && t.start < end);
    const norm = foldedNorm(text);
    const lower = text.toLowerCase().replace(/['’]/g, '');
    let pos = tag?.pos ?? (/^\d/.test(text) ? 'NUM' : 'X');
    // "n't" is its own tag in wink; a word ending in it is a negated auxiliary
    if (/n['’]t$/i.test(text)) pos = 'AUX';
    const isFunction = CLOSED.has(pos) || lang.stopwords.has(lower) || lang.stopwords.has(norm);
    out.push({
      i: out.length, text, norm, lemma: (tag?.lemma ?? norm).toLowerCase(), pos, start, end, function: isFunction,
      capitalised: start > 0 && /^\p{Lu}/u.test(text),
    });
  }
  TOKEN.lastIndex = 0;
  return out;
}
