// Facts from prose: a number with a known unit next to a word that names an attribute becomes a row of a 'prose'
// record of the page's subject, citing its sentence (the row's range is the sentence's range in the document):
//   "the flat has 86 m² of floor space"      → floor space = 86 m²   (Q of NOUN-PHRASE)
//   "a floor area of 86 m²"                  → floor area = 86 m²    (NOUN-PHRASE of Q)
//   "its weight is 1.4 kg"                   → weight = 1.4 kg       (NOUN-PHRASE is Q)
//   "it weighs about 1.4 kg", "covers 1,240 square kilometres", "300 m tall" → weight, area, height
//                                            (verbs and adjectives: resources/lang/en/attribute-words.tsv)
// An attribute phrase is made of common nouns and adjectives: a name ("24 Hours of Daytona") is not one.
// Numbers without a unit ("in 2019 the company", "version 2.3") never make a fact. wink-nlp (tokens and parts
// of speech) reads only sentences that hold a number with a unit, so text without one costs a regex scan. The
// symbolic deriver writes these rows like any other, marked q:statedIn "prose" with a lower q:confidence.
import { loadAttributeWords, type AttributeVerb, type AttributeWords } from '../text/attribute-words.ts';
export { loadAttributeWords, type AttributeVerb, type AttributeWords } from '../text/attribute-words.ts';
import fs from 'node:fs';
import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { ParsedBlock, ParsedRecord, RecordRow } from './types.ts';
import { splitSentences } from '../tkg/sentences.ts';
import { scanNumbers } from '../skg/values/numbers.ts';
import { matchUnitAt, type UnitTable } from '../skg/values/quantity.ts';
import { currencyBefore } from '../skg/values/currency.ts';
import { periodAfterAmount } from '../skg/values/periods.ts';
import { resourcePath } from '../resources.ts';

export interface ProseFactOptions {
  units: UnitTable;
  /** The attribute words (loadAttributeWords). */
  words: AttributeWords;
}

let nlpInstance: WinkMethods | null = null;
/** wink-nlp with its English model, loaded on first use (≈0.5 s) and shared: it holds no library state. */
function nlp(): WinkMethods {
  nlpInstance ??= winkNLP(model);
  return nlpInstance;
}

export interface Tok {
  text: string;
  pos: string;
  lemma: string;
  start: number;
  end: number;
}

/** The tokens of a sentence with their parts of speech and lemmas, and where each is written. */
export function tokensOf(sentence: string): Tok[] {
  const n = nlp();
  const its = n.its;
  const doc = n.readDoc(sentence);
  const values = doc.tokens().out(its.value) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  // the model's lemma function is typed for add-ons; it reads tokens like any other
  const lemmas = doc.tokens().out(its.lemma as unknown as ItsFunction<string>) as string[];
  const out: Tok[] = [];
  let at = 0;
  values.forEach((v, i) => {
    const start = sentence.indexOf(v, at);
    if (start < 0) return;
    at = start + v.length;
    out.push({ text: v, pos: pos[i]!, lemma: (lemmas[i] ?? v).toLowerCase(), start, end: at });
  });
  return out;
}

/** Words between a verb or "of" and the number that do not change what it measures. */
const HEDGES = new Set(['about', 'around', 'approximately', 'roughly', 'nearly', 'almost', 'some', 'over', 'under', 'just', 'only', 'up', 'to', 'at', 'for', 'in', 'an', 'a', 'estimated', 'than', 'more', 'less', 'least', 'most', 'exactly', 'circa', 'c.', 'ca.', 'approx.', '~']);
const NP_POS = new Set(['NOUN', 'ADJ']);
const HEAD_POS = new Set(['NOUN']);

/** The noun phrase of NP_POS tokens ending just before index `end` (exclusive), at most 4 words, ending in a noun. */
function phraseBefore(toks: Tok[], end: number): string | null {
  let i = end - 1;
  if (i < 0 || !HEAD_POS.has(toks[i]!.pos)) return null;
  const words: string[] = [];
  while (i >= 0 && NP_POS.has(toks[i]!.pos) && words.length < 4) words.unshift(toks[i--]!.text);
  // a phrase that goes on into a name ("the Kala pahar") names no attribute
  if (i >= 0 && toks[i]!.pos === 'PROPN') return null;
  return words.length ? words.join(' ') : null;
}

/** The noun phrase starting at index `from`, at most 4 words, up to its last noun. */
function phraseAfter(toks: Tok[], from: number): string | null {
  const words: Tok[] = [];
  let i = from;
  for (; i < toks.length && NP_POS.has(toks[i]!.pos) && words.length < 4; i++) words.push(toks[i]!);
  if (toks[i]?.pos === 'PROPN') return null;
  while (words.length && !HEAD_POS.has(words[words.length - 1]!.pos)) words.pop();
  return words.length ? words.map((w) => w.text).join(' ') : null;
}

interface Found {
  start: number;
  end: number;
  dimension: string;
}

/** Numbers with a known unit (after it, or a currency sign before it) in a sentence. */
function quantitiesIn(sentence: string, units: UnitTable): Found[] {
  const out: Found[] = [];
  for (const n of scanNumbers(sentence).numbers) {
    const prefix = currencyBefore(sentence, n.start, units);
    if (prefix) {
      // with the period it is counted per ("£150 pw", "€2,150 per month"), which the value keeps
      const period = periodAfterAmount(sentence, n.end);
      out.push({ start: prefix.start, end: period?.end ?? n.end, dimension: 'currency' });
      continue;
    }
    let p = n.end;
    while (sentence[p] === ' ' || sentence[p] === '\u00A0') p++;
    const m = matchUnitAt(units, sentence, p, p === n.end);
    if (!m) continue;
    out.push({ start: n.start, end: m.end, dimension: m.unit.dimension });
  }
  return out;
}

/** The attribute a quantity at [start, end) of the sentence measures, or null. */
function attributeOf(toks: Tok[], q: Found, words: AttributeWords): string | null {
  const fits = (w: AttributeVerb) => w.dimensions.length === 0 || w.dimensions.includes(q.dimension);
  const first = toks.findIndex((t) => t.end > q.start);
  let last = toks.findIndex((t) => t.start >= q.end);
  if (last < 0) last = toks.length;
  if (first < 0) return null;
  // walk left over hedges ("about", "up to", "for")
  let i = first - 1;
  while (i >= 0 && HEDGES.has(toks[i]!.lemma)) i--;
  const t = i >= 0 ? toks[i]! : null;
  // a verb naming the attribute: "weighs about 1.4 kg", "covers 1,240 square kilometres of forest" (the
  // tagger sometimes reads "costs" as a noun)
  const verb = t && (t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'NOUN') ? words.verbs.get(t.lemma) : undefined;
  if (verb) return fits(verb) ? verb.attribute : null;
  // an adjective after the number: "300 m tall", "a 12 km long trail"
  const adjective = toks[last] && toks[last]!.pos === 'ADJ' ? words.adjectives.get(toks[last]!.lemma) : undefined;
  if (adjective && fits(adjective)) return adjective.attribute;
  // Q of NP: "86 m² of floor space", "12 g of protein"
  if (toks[last]?.lemma === 'of') {
    const np = phraseAfter(toks, last + 1);
    if (np) return np;
  }
  if (!t) return null;
  // NP of Q: "a floor area of 86 m²"
  if (t.lemma === 'of') return phraseBefore(toks, i);
  // NP is Q: "its weight is 1.4 kg", "the total area was 86 m²"
  if ((t.pos === 'AUX' || t.pos === 'VERB') && t.lemma === 'be') return phraseBefore(toks, i);
  return null;
}

/**
 * The 'prose' record of a document: facts its sentences state about `subject`. Each row's key is the attribute
 * phrase, its value the quantity as written, its range the sentence (so the citation highlights it).
 */
export function proseFactRecords(blocks: ParsedBlock[], subject: string, opts: ProseFactOptions): ParsedRecord[] {
  if (!subject.trim()) return [];
  const rows: RecordRow[] = [];
  let firstBlock = -1;
  for (const b of blocks) {
    if (b.kind !== 'text' || !/\d/.test(b.text)) continue;
    for (const s of splitSentences(b.text)) {
      const sentence = b.text.slice(s.start, s.end);
      // a sentence, not a "Key: value" line or a label
      if (sentence.length < 12 || !/\s\p{L}+\s/u.test(sentence) || /^[^:]{1,40}:\s/u.test(sentence)) continue;
      const qs = quantitiesIn(sentence, opts.units);
      if (!qs.length) continue;
      const toks = tokensOf(sentence);
      for (const q of qs) {
        const attribute = attributeOf(toks, q, opts.words);
        if (!attribute) continue;
        if (firstBlock < 0) firstBlock = b.order;
        rows.push({
          section: null,
          key: attribute,
          value: sentence.slice(q.start, q.end),
          position: rows.length,
          blockOrder: b.order,
          start: b.start + s.start,
          end: b.start + s.end,
        });
      }
    }
  }
  return rows.length ? [{ subject, kind: 'prose', blockOrder: firstBlock, categoryHints: [], rows }] : [];
}
