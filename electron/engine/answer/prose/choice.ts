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
import { candidatesOf } from './types/index.ts';
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
  if (norm(passageSubject(r.passage)) === norm(option)) return 2;
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
      return spans.map((c) => ({ c, m: measureOf(c.text, comparative.type) })).filter((x) => x.m !== null).sort((a, b) => a.c.start - b.c.start)[0] ?? null;
    };
    const withValue = comparative ? about.find((r) => valueOf(r)) : undefined;
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
    if (covered(a) === covered(b)) return { relation, winner: null, yes: null, evidence, why: 'the evidence of both options states the question equally' };
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
