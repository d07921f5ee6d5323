// Values attached to the question's focus noun: for "what licence", the identifier or name next to the word
// "licence" in the sentence ("License: GPL-3+", "licensed under the GPL", "the Apache License", "MIT-licensed");
// for "what version", the version after "version". This is how a "what <noun>" question finds its answer where
// no recogniser knows the noun.
import type { AnalysedText, NlpToken } from '../nlp.ts';
import { sameStem, stem } from '../terms.ts';
import type { AnswerType } from '../language.ts';
import type { Candidate, RecogniserContext } from './candidate.ts';
import { nameRuns } from './names.ts';

const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9.+_-]*$/;
/**
 * An identifier-like token: with a digit or a joiner ("GPL-3+", "2.0"), an acronym (up to 6 capitals: "MIT",
 * "PSF") or mixed case ("OpenSSL"); a shouted word ("AGREEMENT") is not one.
 */
const isIdentifier = (t: NlpToken) =>
  IDENTIFIER.test(t.text) && t.pos !== 'PRON' && (/\d|[-+.]/.test(t.text) || /^[A-Z]{2,6}$/.test(t.text) || /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(t.text));
/** A quote mark, and how many words a quoted title right beside the focus noun may have. */
const QUOTE = /^["“”]$/;
const QUOTED_WORDS = 12;
const LINK = new Set([':', 'is', 'are', 'was', 'under', 'as', 'the', 'a', 'an', 'of', 'its', 'their', 'terms', 'same', 'by', '=']);

/** Candidate values next to a mention of the focus noun. */
export function attachedValues(s: AnalysedText, ctx: RecogniserContext, type: AnswerType): Candidate[] {
  if (ctx.focus.length === 0) return [];
  const t = s.tokens;
  const head = ctx.focus[ctx.focus.length - 1];
  const runs = nameRuns(s);
  const out: Candidate[] = [];
  // identifier tokens joined by "-" / "+" into one value ("GPL-3", "+")
  const valueFrom = (i: number, dir: 1 | -1): [number, number] | null => {
    if (!t[i] || !isIdentifier(t[i])) {
      const run = runs.find(([a, b]) => (dir === 1 ? a === i : b === i));
      return run ?? null;
    }
    let a = i;
    let b = i;
    while (t[b + 1] && (/^[-+.]$/.test(t[b + 1].text) || (isIdentifier(t[b + 1]) && t[b + 1].start === t[b].end))) b++;
    while (t[a - 1] && (/^[-+.]$/.test(t[a - 1].text) || isIdentifier(t[a - 1])) && t[a - 1].end === t[a].start) a--;
    return [a, b];
  };
  // a quoted title that opens (closes) at token i: its words, as token indexes inside the quote marks
  const quotedFrom = (i: number, dir: 1 | -1): [number, number] | null => {
    if (!t[i] || !QUOTE.test(t[i].text)) return null;
    for (let k = i + dir, n = 0; t[k] && n < QUOTED_WORDS; k += dir, n++) {
      if (!QUOTE.test(t[k].text)) continue;
      const [a, b] = dir === 1 ? [i + 1, k - 1] : [k + 1, i - 1];
      return b >= a ? [a, b] : null;
    }
    return null;
  };
  t.forEach((tok, i) => {
    if (!sameStem(stem(tok.text), head)) return;
    // after: "License: X", "licensed under (the) X", "version X"
    let j = i + 1;
    while (t[j] && LINK.has(t[j].lower) && j - i <= 4) j++;
    // a title quoted right after the noun, set off by a comma or not: 'their debut album, "Give Up"'
    const quotedAfter = quotedFrom(t[j]?.text === ',' ? j + 1 : j, 1);
    const after = quotedAfter ?? valueFrom(j, 1);
    if (after) out.push(span(s, after, type, 1));
    // before: "the X licence", "X-licensed", 'a 1990 "French & Saunders" sketch'
    let k = i - 1;
    while (t[k] && /^[-]$/.test(t[k].text)) k--;
    const before = quotedFrom(k, -1) ?? valueFrom(k, -1);
    if (before && !(before[0] <= i && i <= before[1])) out.push(span(s, before, type, 0.9));
    // a name that contains the focus word itself ("GNU General Public License")
    const own = runs.find(([a, b]) => a <= i && i <= b && b > a);
    if (own) out.push(span(s, own, type, 0.8));
  });
  return out.filter((c) => c.text.length > 0 && !ctx.focus.some((f) => sameStem(stem(c.text), f)));
}

function span(s: AnalysedText, [a, b]: [number, number], type: AnswerType, strength: number): Candidate {
  const start = s.tokens[a].start;
  const end = s.tokens[b].end;
  return { type, start, end, text: s.text.slice(start, end), strength };
}
