// Questions about two named things, each read from its own evidence: "Which band formed first, A or B?"
// compares the dates (or numbers) each one's best sentence states, in the direction the comparative word gives
// (resources/lang/en/question-types.json); "Are A and B both …?" says yes when each one's evidence states the
// rest of the question; "Were A and B of the same nationality?" compares the values each one's evidence gives
// for the attribute (typed values when the attribute names a type, else the capitalised descriptors).
import type { Language } from './language.ts';
import type { QuestionAnalysis, QuestionTerm } from './question.ts';
import { passageSubject, rankUnits, type ScoredUnit } from './rank.ts';
import { sameStem, tokens, stem } from './terms.ts';
import type { PassageLike } from './units.ts';
import { candidatesOf, type Candidate } from './types/index.ts';
import { analyse } from './nlp.ts';
import { polarityOf } from './yes-no.ts';

export interface OptionEvidence {
  option: string;
  best: ScoredUnit | null;
  /** The compared value as written, and as a number (dates: year + fraction), if found. */
  value: string | null;
  measure: number | null;
}

export interface ChoiceDecision {
  relation: 'choice' | 'both' | 'same';
  /** The chosen option (choice), or yes/no (both, same); null when the evidence cannot decide. */
  winner: string | null;
  yes: boolean | null;
  evidence: OptionEvidence[];
  why: string;
}

const norm = (s: string) => ` ${s.toLowerCase().replace(/&amp;/g, '&').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

/** How a sentence is about the option: 2 on the option's own page (its subject is the option), 1 naming it word for word. */
function aboutness(r: ScoredUnit, option: string): number {
  // (the page "The Guest" is the option "Guest": an article opening a title does not tell two things apart)
  const bare = (x: string) => norm(x).replace(/^ (?:the|a|an) /, ' ');
  if (bare(passageSubject(r.passage)) === bare(option)) return 2;
  return norm(r.unit.text).includes(norm(option)) ? 1 : 0;
}

/** The passages that name an option (most of its words in the passage or its path). */
function passagesNaming(passages: PassageLike[], option: string): PassageLike[] {
  const words = tokens(option).filter((t) => !t.stop);
  if (words.length === 0) return [];
  return passages.filter((p) => {
    const have = tokens(`${p.path} ${p.headingPath.join(' ')} ${p.text}`);
    const hit = words.filter((w) => have.some((h) => sameStem(h.stem, w.stem))).length;
    return hit / words.length >= 0.6;
  });
}

function measureOf(text: string, type: 'date' | 'number'): number | null {
  if (type === 'date') {
    const year = /\b(1\d{3}|20\d{2})\b/.exec(text);
    if (!year) return null;
    const parsed = Date.parse(text.replace(/^(?:early|mid|late)[- ]/i, ''));
    const fraction = Number.isFinite(parsed) && new Date(parsed).getUTCFullYear() === Number(year[1]) ? (new Date(parsed).getUTCMonth() * 31 + new Date(parsed).getUTCDate()) / 400 : 0;
    return Number(year[1]) + fraction;
  }
  const n = /\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!n) return null;
  const v = Number(n[0].replace(/,/g, ''));
  return /\bbillion\b/i.test(text) ? v * 1e9 : /\bmillion\b/i.test(text) ? v * 1e6 : /\bthousand\b/i.test(text) ? v * 1e3 : v;
}

/** A value as compared, and how it was told from the sentence's other values. */
interface Compared {
  c: Candidate;
  m: number;
  how: 'range' | 'event' | 'first';
}

/** What stands between the two ends of a range: a dash or "to", and the day and month of the end ("1869 – 8 October 1945"). */
const RANGE_GAP = /^\s*(?:[–—-]|to|until)\s*(?:\d{1,2}\s+\p{L}+\.?\s*|\p{L}+\.?\s+\d{1,2},?\s*)?$/iu;

/** How far (characters) after the event's word its date may stand ("formed in Knoxville in 1999"). */
const EVENT_REACH = 40;

/**
 * The value a sentence gives for the compared event, from its values in text order: of the range its values open
 * with ("(6 September 1869 – 8 October 1945)", "1977–2002") the start, or the end when the question asks for it; else the
 * value right after a word of the question ("formed in 1977", "released on 4 May 2011"); else the first.
 */
export function comparedValue(text: string, values: Array<{ c: Candidate; m: number }>, events: string[], endAsked: boolean): Compared {
  // (the range the sentence opens its dates with: the span of its subject's life or existence, "(1869 – 1945)",
  // not a later term of office, "from 1 July 2014 to 1 November 2016")
  const [a, b] = values;
  if (b && RANGE_GAP.test(text.slice(a.c.end, b.c.start)) && b.m >= a.m) return { ...(endAsked ? b : a), how: 'range' };
  const toks = tokens(text);
  let best: { v: { c: Candidate; m: number }; d: number } | null = null;
  for (const t of toks) {
    if (!events.some((e) => sameStem(e, t.stem))) continue;
    for (const v of values) {
      const d = v.c.start - t.end;
      if (d >= 0 && d <= EVENT_REACH && (!best || d < best.d)) best = { v, d };
    }
  }
  if (best) return { ...best.v, how: 'event' };
  return { ...values[0], how: 'first' };
}

export function decideChoice(
  passages: PassageLike[],
  q: QuestionAnalysis,
  lang: Language,
  weights: (terms: QuestionTerm[]) => Map<string, number>,
  more: (option: string) => PassageLike[],
): ChoiceDecision {
  const relation = q.relation ?? 'choice';
  const optionStems = new Set(q.options.flatMap((o) => tokens(o).filter((t) => !t.stop).map((t) => t.stem)));
  const rest = q.terms.filter((t) => t.inQuestion && ![...optionStems].some((s) => sameStem(s, t.stem)));
  const words = tokens(q.question).map((t) => t.lower);
  const comparative = words.map((w) => lang.comparatives.get(w)).find(Boolean) ?? null;
  // "the same nationality": the attribute is the word after "same"
  const attrWord = /\bsame\s+([\p{L}-]+)/iu.exec(q.question)?.[1]?.toLowerCase() ?? null;
  const attrType = attrWord ? (lang.headNouns.get(attrWord) ?? lang.headNouns.get(attrWord.replace(/s$/, '')) ?? null) : null;
  // the words of the question that name the event dated ("born", "formed", "released"), and whether the end of a
  // span of time is asked ("died first": the second date of "(1869 – 1945)")
  const events = analyse(q.question).tokens.filter((t) => t.pos === 'VERB' && rest.some((r) => sameStem(r.stem, stem(t.text)))).map((t) => stem(t.text));
  const endAsked = words.some((w) => lang.rangeEndWords.has(w));
  const evidence: OptionEvidence[] = q.options.map((option) => {
    const own = tokens(option).filter((t) => !t.stop).map((t): QuestionTerm => ({ stem: t.stem, text: t.text, weight: 1, inQuestion: true }));
    const terms: QuestionTerm[] = [...own, ...rest.map((t) => ({ ...t, weight: 0.6 }))];
    const pool = [...passagesNaming(passages, option)];
    for (const p of more(option)) if (!pool.some((x) => x.blockId === p.blockId)) pool.push(p);
    const expected = comparative?.type ?? attrType ?? null;
    const sub: QuestionAnalysis = { ...q, terms, expected, focus: attrWord ? [stem(attrWord)] : q.focus, form: 'factoid' };
    const ranked = rankUnits(pool, sub, weights(terms), { wantSpan: !!expected, typed: 12 }).filter((r) => r.unit.kind !== 'heading');
    // the option's own evidence: a sentence of the page about it, or one that names it as a phrase
    const about = ranked.filter((r) => aboutness(r, option) > 0).sort((a, b) => aboutness(b, option) - aboutness(a, option));
    const valueOf = (r: ScoredUnit) => {
      if (!comparative) return null;
      const spans = candidatesOf(r.analysed ?? analyse(r.unit.text), comparative.type, { focus: [] });
      const values = spans.map((c) => ({ c, m: measureOf(c.text, comparative.type) })).filter((x): x is { c: Candidate; m: number } => x.m !== null).sort((a, b) => a.c.start - b.c.start);
      return values.length ? comparedValue(r.unit.text, values, events, endAsked) : null;
    };
    // the option's own page first, and there a sentence that dates the event asked (a stated range, or a date
    // right after the question's own verb: "formed in 1977") before one that only holds a date
    // — of two pages about things of one name ("The Guest", a story and a film) the one whose page states more of
    // the question ("film")
    // (the kind the question names, "which film", else the rest of its words)
    const kindWords = q.focus.length ? q.focus : rest.map((t) => t.stem);
    const statesRest = (r: ScoredUnit) => {
      const have = tokens(r.passage.text);
      return kindWords.length ? kindWords.filter((k) => have.some((h) => sameStem(h.stem, k))).length / kindWords.length : 0;
    };
    const key = (r: ScoredUnit, v: Compared) => aboutness(r, option) * 4 + 2 * statesRest(r) + Number(v.how !== 'first');
    const withValue = comparative
      ? about.map((r, i) => ({ r, i, v: valueOf(r) })).filter((x) => x.v).sort((a, b) => key(b.r, b.v!) - key(a.r, a.v!) || a.i - b.i)[0]?.r
      : undefined;
    const best = withValue ?? about[0] ?? null;
    const v = best ? valueOf(best) : null;
    return { option, best, value: v?.c.text ?? null, measure: v?.m ?? null };
  });

  if (relation === 'choice') {
    if (comparative && evidence.every((e) => e.measure !== null) && evidence[0].measure !== evidence[1].measure) {
      const pick = [...evidence].sort((a, b) => (comparative.wins === 'least' ? a.measure! - b.measure! : b.measure! - a.measure!))[0];
      return { relation, winner: pick.option, yes: null, evidence, why: `${evidence.map((e) => `${e.option}: ${e.value}`).join(' vs ')} (${comparative.wins === 'least' ? 'the earlier/smaller' : 'the later/larger'} wins)` };
    }
    // no comparable values: the option whose evidence states more of the rest of the question
    const covered = (e: OptionEvidence) => (e.best ? rest.filter((t) => e.best!.matched.has(t.stem)).length / Math.max(1, rest.length) : 0);
    const [a, b] = evidence;
    if (covered(a) === covered(b)) {
      // … and as much of it: the option stated on the passage the search ranked higher for the whole question (its
      // scenario too) is the one said of the asker's case ("paid in 3 instalments" on the loan's own page, not a
      // "one-off payment" of another scheme); a tie there too is undecided
      const rank = (e: OptionEvidence) => {
        const i = e.best ? passages.findIndex((p) => p.blockId === e.best!.passage.blockId) : -1;
        return i < 0 ? Infinity : i;
      };
      if (rank(a) === rank(b)) return { relation, winner: null, yes: null, evidence, why: 'the evidence of both options states the question equally' };
      const first = rank(a) < rank(b) ? a : b;
      return { relation, winner: first.option, yes: null, evidence, why: `the evidence of both options states the question equally; ${first.option}'s is on the passage ranked higher (${rank(first) + 1})` };
    }
    const pick = covered(a) > covered(b) ? a : b;
    return { relation, winner: pick.option, yes: null, evidence, why: `its evidence states more of the question (${Math.round(covered(pick) * 100)} %)` };
  }
  if (relation === 'both') {
    const holds = evidence.map((e) => {
      if (!e.best) return false;
      const share = rest.length ? rest.filter((t) => e.best!.matched.has(t.stem) || tokens(e.best!.passage.text).some((x) => sameStem(x.stem, t.stem))).length / rest.length : 1;
      return share >= 0.5 && !polarityOf(e.best.unit.text, q, lang).negative;
    });
    return { relation, winner: null, yes: holds.every(Boolean), evidence, why: holds.map((h, i) => `${evidence[i].option}: ${h ? 'stated' : 'not stated'}`).join('; ') };
  }
  // the same <attribute>
  const values = evidence.map((e) => {
    if (!e.best) return new Set<string>();
    const a = e.best.analysed ?? analyse(e.best.unit.text);
    const nameStems = tokens(e.option).map((t) => t.stem);
    if (attrType) return new Set(candidatesOf(a, attrType, { focus: attrWord ? [stem(attrWord)] : [] }).map((c) => c.text.toLowerCase()));
    // untyped attribute ("nationality"): the capitalised adjectives of the sentence (American, Danish), else its names
    const capital = a.tokens.filter((t) => /^\p{Lu}/u.test(t.text) && !nameStems.some((s) => sameStem(s, stem(t.text))));
    const adjectives = capital.filter((t) => t.pos === 'ADJ' || (t.pos === 'PROPN' && a.tokens[a.tokens.indexOf(t) + 1]?.pos === 'NOUN'));
    return new Set((adjectives.length ? adjectives : capital.filter((t) => t.pos === 'PROPN')).map((t) => t.lower));
  });
  if (values.some((v) => v.size === 0)) return { relation, winner: null, yes: null, evidence, why: 'the evidence does not state the attribute for both' };
  const shared = [...values[0]].filter((v) => values[1].has(v));
  evidence.forEach((e, i) => (e.value = [...values[i]].join(', ')));
  return { relation, winner: null, yes: shared.length > 0, evidence, why: shared.length ? `both: ${shared.join(', ')}` : `${evidence.map((e) => `${e.option}: ${e.value}`).join(' vs ')}` };
}
