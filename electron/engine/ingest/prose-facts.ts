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
import { findDates } from '../skg/values/dates.ts';
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

interface Tok {
  text: string;
  pos: string;
  lemma: string;
  start: number;
  end: number;
}

function tokensOf(sentence: string): Tok[] {
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

/** Tokens an event's date may sit after it in one sentence ("was born in Leipzig, Germany, in 1969"). */
const EVENT_REACH = 9;
/** A year in a sentence (an event's date needs one). */
const EVENT_WORD = /\b(?:1[0-9]{3}|20[0-9]{2})\b/;
/** Words that tell a sentence of a page's subject without naming it. */
const SUBJECT_PRONOUNS = new Set(['he', 'she', 'it', 'they']);

/**
 * Dates of events told of the subject: a participle of attribute-words.tsv ("born", "opened", "founded") said of the
 * subject (its name or a pronoun before it, nothing else named), and the first date or year after it in the sentence.
 */
function eventDatesIn(sentence: string, toks: Tok[], subjectWords: Set<string>, words: AttributeWords, units: UnitTable): Array<{ attribute: string; start: number; end: number }> {
  const out: Array<{ attribute: string; start: number; end: number }> = [];
  const dates = findDates(sentence).filter((d) => d.year !== undefined);
  for (let i = 0; i < toks.length; i++) {
    const attribute = words.events.get(toks[i]!.text.toLowerCase());
    if (!attribute || toks[i]!.pos !== 'VERB') continue;
    // who it is said of: the subject's name or a pronoun, and nothing else named or counted
    const before = toks.slice(0, i).filter((t) => t.pos !== 'AUX' && t.pos !== 'ADV' && t.pos !== 'PUNCT' && t.pos !== 'PART');
    const ofSubject = before.length > 0 && before.every((t) => subjectWords.has(t.text.toLowerCase()) || (before.length === 1 && SUBJECT_PRONOUNS.has(t.text.toLowerCase())));
    if (!ofSubject) continue;
    const reach = toks[Math.min(toks.length - 1, i + EVENT_REACH)]!.end;
    const date = dates.find((d) => d.start >= toks[i]!.end && d.start < reach);
    if (date) {
      out.push({ attribute, start: date.start, end: date.end });
      continue;
    }
    // a year: four digits that are no amount ("in 1969", never "2000 seats")
    for (const m of sentence.slice(toks[i]!.end, reach).matchAll(/\b(?:1[0-9]{3}|20[0-9]{2})\b(?![.,]\d)/gu)) {
      const end = toks[i]!.end + m.index + m[0].length;
      let p = end;
      while (sentence[p] === ' ') p++;
      if (matchUnitAt(units, sentence, p, p === end)) continue;
      out.push({ attribute, start: end - m[0].length, end });
      break;
    }
  }
  return out;
}

/**
 * The 'prose' record of a document: facts its sentences state about `subject`. Each row's key is the attribute
 * phrase, its value the quantity as written, its range the sentence (so the citation highlights it).
 */
export function proseFactRecords(blocks: ParsedBlock[], subject: string, opts: ProseFactOptions): ParsedRecord[] {
  if (!subject.trim()) return [];
  const subjectWords = new Set(subject.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []);
  const rows: RecordRow[] = [];
  let firstBlock = -1;
  for (const b of blocks) {
    if (b.kind !== 'text' || !/\d/.test(b.text)) continue;
    for (const s of splitSentences(b.text)) {
      const sentence = b.text.slice(s.start, s.end);
      // a sentence, not a "Key: value" line or a label
      if (sentence.length < 12 || !/\s\p{L}+\s/u.test(sentence) || /^[^:]{1,40}:\s/u.test(sentence)) continue;
      const qs = quantitiesIn(sentence, opts.units);
      const eventWord = opts.words.events.size > 0 && EVENT_WORD.test(sentence) && [...sentence.toLowerCase().matchAll(/\p{L}+/gu)].some((m) => opts.words.events.has(m[0]));
      if (!qs.length && !eventWord) continue;
      const toks = tokensOf(sentence);
      const found: Array<{ attribute: string; start: number; end: number }> = [];
      for (const q of qs) {
        const attribute = attributeOf(toks, q, opts.words);
        if (attribute) found.push({ attribute, start: q.start, end: q.end });
      }
      if (eventWord) found.push(...eventDatesIn(sentence, toks, subjectWords, opts.words, opts.units));
      for (const f of found) {
        if (firstBlock < 0) firstBlock = b.order;
        rows.push({
          section: null,
          key: f.attribute,
          value: sentence.slice(f.start, f.end),
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
