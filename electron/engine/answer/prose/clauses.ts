// The clause structure of a question, read without a parser: which of its words say what the answer must state
// (the clause the question word sits in) and which only describe something else it names (a relative clause or
// a participle phrase after a noun: "Who founded the honky tonk [that is at the center of John Travolta's third
// major acting role]?", "In what year did the Irish politician [who led the introduction of the constitution]
// resign as President?", "Which composer created Night Ferry [first performed in 2012 at Symphony Center]?").
// The described words identify a bridge entity; the answer's own sentence states the asked ones. When the
// question word sits inside such a clause ("… written by an English novelist [who was also the author of what
// novel]?"), that clause is the asked one and everything around it describes.
//
// A clause after a noun opens at a relative pronoun (resources/lang/en/pronouns.json "relative"; with the
// preposition before it: "in which"), or at a verb right after a noun (an adverb between allowed) that a
// preposition follows ("a film directed by", "Night Ferry first performed in"). It runs to the end of the
// question, to the comma closing it when a comma opened it, or — when the main clause still waits for its verb
// ("did the politician … resign", "What drama directed by X starred Y") — to the next verb that is not joined to
// the clause's own by "and", "or" or a comma. A verb opening is only a participle when the main clause has a verb
// of its own; else it is the main verb ("What actor starred with X in Y?").
import { analyse, type NlpToken } from './nlp.ts';
import type { Language } from './language.ts';

export interface Range {
  start: number;
  end: number;
}

const isNoun = (t: NlpToken | undefined) => !!t && (t.pos === 'NOUN' || t.pos === 'PROPN');
const isVerb = (t: NlpToken | undefined) => !!t && t.pos === 'VERB';
const isComma = (t: NlpToken | undefined) => !!t && t.text === ',';
const isPunct = (t: NlpToken | undefined) => !t || t.pos === 'PUNCT';

interface Opening {
  /** Token index where the clause opens. */
  at: number;
  /** Token index of its relative pronoun or participle. */
  word: number;
  /** The clause's own verb is the opening word (a participle). */
  participle: boolean;
  /** A comma stands right before it (the clause closes at the next comma). */
  afterComma: boolean;
}

/** A relative pronoun right after a noun (a comma or a preposition between allowed): where its clause opens. */
function relativeAt(toks: NlpToken[], i: number, whAt: number, lang: Language): Opening | null {
  if (i === whAt || !lang.relativePronouns.has(toks[i].lower)) return null;
  let p = i - 1;
  const afterComma = isComma(toks[p]);
  if (afterComma) p--;
  // "the country, in which …": the preposition opens it
  if (toks[p]?.pos === 'ADP' && (isNoun(toks[p - 1]) || (isComma(toks[p - 1]) && isNoun(toks[p - 2])))) return { at: p, word: i, participle: false, afterComma: isComma(toks[p - 1]) };
  return isNoun(toks[p]) ? { at: i, word: i, participle: false, afterComma } : null;
}

/**
 * A participle right after a noun ("a film directed by", "Night Ferry first performed in"): a lower-case verb not
 * in a present-tense form ("plays in" is a main verb), a preposition after it with words after that (a stranded
 * preposition, "based in?", ends the main clause), and the noun no subject of a relative clause ("the company that
 * Sachin Warrier worked for").
 */
function participleAt(toks: NlpToken[], i: number, lang: Language): Opening | null {
  const t = toks[i];
  if (!isVerb(t) || !/^\p{Ll}/u.test(t.text) || lang.presentEndings.some((e) => t.lower.endsWith(e))) return null;
  if (toks[i + 1]?.pos !== 'ADP' || isPunct(toks[i + 2])) return null;
  let k = toks[i - 1]?.pos === 'ADV' ? i - 2 : i - 1;
  if (!isNoun(toks[k])) return null;
  while (k > 0 && ['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM'].includes(toks[k - 1].pos)) k--;
  return k > 0 && lang.relativePronouns.has(toks[k - 1].lower) ? null : { at: i, word: i, participle: true, afterComma: false };
}

/** Does a verb group start at token k (a verb or auxiliary not continuing one, nor a gerund after a preposition)? */
function verbGroupStarts(toks: NlpToken[], k: number): boolean {
  const t = toks[k];
  if (t.pos !== 'VERB' && t.pos !== 'AUX') return false;
  const prev = toks[k - 1];
  return !prev || !['VERB', 'AUX', 'ADV', 'PART', 'ADP'].includes(prev.pos);
}

/**
 * The character ranges of a question that only describe something it names, not what it asks (empty when the
 * question has one clause). `whIndex` is the character offset of the question's own wh-word, or -1.
 */
export function describingRanges(question: string, whIndex: number, lang: Language): Range[] {
  const toks = analyse(question).tokens;
  const whAt = whIndex < 0 ? -1 : toks.findIndex((t) => t.start === whIndex);
  const clauses: Array<{ from: number; to: number }> = [];
  const inClause = (k: number) => clauses.some((c) => k >= c.from && k < c.to);
  for (let i = 1; i < toks.length; i++) {
    // (a clause inside another opens only at a relative pronoun)
    const o = relativeAt(toks, i, whAt, lang) ?? (inClause(i) ? null : participleAt(toks, i, lang));
    if (!o) continue;
    // the main clause so far (before this opening, outside earlier clauses) has a verb of its own (a clause inside
    // another one has that one's verb before it)
    let mainVerb = inClause(o.at);
    for (let k = 0; k < o.at; k++) if (!inClause(k) && isVerb(toks[k])) mainVerb = true;
    let own = o.participle;
    let to = toks.length;
    let closed = false;
    for (let k = o.word + 1; k < toks.length; k++) {
      const t = toks[k];
      if (t.text === '?' || (o.afterComma && isComma(t))) {
        to = k;
        break;
      }
      // a clause inside this one: it runs on to the end
      if (relativeAt(toks, k, whAt, lang)) break;
      if (!verbGroupStarts(toks, k)) continue;
      if (!own) {
        own = true;
        continue;
      }
      // the main clause waiting for its verb resumes at the next verb group (in lower case: "Merry-Go-Round" is a
      // name) not joined to the clause's own by "and", "or", a comma or a hyphen ("that released X and toured Y",
      // "an Australian-born mogul" go on) and not opening a clause of its own subject ("though it had …")
      const prev = toks[k - 1];
      if (!mainVerb && /^\p{Ll}/u.test(t.text) && !isComma(prev) && prev.text !== '-' && prev.pos !== 'PRON' && prev.lower !== 'and' && prev.lower !== 'or') {
        to = k;
        closed = true;
        break;
      }
    }
    // a verb after a noun is the main verb when the main clause has no other
    if (o.participle && !mainVerb && !closed) continue;
    clauses.push({ from: o.at, to });
  }
  if (clauses.length === 0) return [];
  const charRange = (c: { from: number; to: number }): Range => ({ start: toks[c.from].start, end: c.to < toks.length ? toks[c.to].start : question.length });
  // the question word inside a clause: that clause (the innermost) asks, the rest describes
  const holding = whAt < 0 ? [] : clauses.filter((c) => whAt >= c.from && whAt < c.to);
  if (holding.length) {
    const asked = charRange(holding.reduce((a, b) => (b.from > a.from ? b : a)));
    return [{ start: 0, end: asked.start }, { start: asked.end, end: question.length }].filter((r) => /[\p{L}\p{N}]/u.test(question.slice(r.start, r.end)));
  }
  return clauses.map(charRange);
}
