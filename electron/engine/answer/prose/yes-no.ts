// Yes/no questions, decided by the sentence that best entails the question's statement: entailment by term
// overlap (the sentence must cover most of what the question asserts, else "the documents don't say"), then
// polarity — a negation in the sentence's main clause (outside its condition clauses) that the question does
// not share, or an antonym of a question word in place of the word itself, turns the answer to "no"; a
// negated question ("Isn't it …?") flips the reading. The deciding sentence is cited.
import type { Language } from './language.ts';
import type { QuestionAnalysis } from './question.ts';
import type { ScoredUnit } from './rank.ts';
import { conditionClauses, conditionsOf } from './conditions.ts';
import { violatedBound } from './quantities.ts';
import { itemsAfter } from './units.ts';
import { passageSubject } from './rank.ts';
import { nameRuns } from './types/names.ts';
import { sameStem, stem, tokens } from './terms.ts';
import { analyse } from './nlp.ts';
import { parseBoolean } from '../../skg/values/booleans.ts';

export type YesNo = 'yes' | 'no' | 'unknown';

export interface YesNoDecision {
  answer: YesNo;
  deciding: ScoredUnit | null;
  /** Why: "supported", "negated: not", "antonym: forbidden for allowed", "too little of the question is stated". */
  why: string;
}

/** Below this share of the question's own terms the best sentence does not state the question. */
export const MIN_ENTAILMENT = 0.25;

/** How far (in tokens) a negation reaches. */
const REACH = 8;

/**
 * Does the text negate what the question asks? A negation (wink's negation words, and the resource's cues such
 * as "unable", "without") negates the question when one of the question's own content words follows it within
 * the same clause and outside the text's condition clauses ("You will not be able to get a loan if:" negates
 * "get a loan"; "You can apply when they cannot live with …" does not negate "apply").
 */
export function polarityOf(text: string, q: QuestionAnalysis, lang: Language): { negative: boolean; why: string } {
  const row = rowPolarity(text, q, lang);
  if (row) return row;
  const clean = text.replace(/’/g, "'");
  const clauses = conditionClauses(clean, lang);
  const a = analyse(clean);
  const qStems = q.terms.filter((t) => t.inQuestion).map((t) => t.stem);
  const inClause = (at: number) => clauses.some((r) => at >= r.start && at < r.end);
  const qNegated = q.negated;
  let negative = false;
  let why = 'stated';
  const toks = a.tokens;
  for (let i = 0; i < toks.length && !negative; i++) {
    const t = toks[i];
    const w = t.lower;
    const cue = lang.negations.has(w) || /n't$/.test(w);
    if (!cue || inClause(t.start)) continue;
    // a negation inside a subordinate clause ("… when they cannot live with …") does not deny the main claim
    // — unless the subordinate clause has had its own verb before the negation ("those who opted for early
    // retirement do not qualify": the relative clause ends at "opted …", the negation is the main clause's)
    let k = i - 1;
    let verbBefore = false;
    while (k >= 0 && toks[k].pos !== 'PUNCT' && !['and', 'or', 'but'].includes(toks[k].lower) && !lang.subordinators.has(toks[k].lower)) {
      if (toks[k].pos === 'VERB') verbBefore = true;
      k--;
    }
    if (k >= 0 && lang.subordinators.has(toks[k].lower) && !verbBefore) continue;
    // a negation denies its verb chain (the verbs right after it, joined by "to" or adverbs): a content verb the
    // question does not use ("Do not configure on macOS") leaves the question's claim alone; a light verb ("be",
    // "get", "have") passes the negation on to what follows. Once the chain's object has begun ("do not have a
    // right to time off work"), a later word the tagger reads as a verb is inside that object, not a new verb.
    let inChain = true;
    for (let j = i + 1; j < toks.length && j <= i + REACH; j++) {
      const u = toks[j];
      if (u.pos === 'PUNCT' || lang.clauseBreaks.has(u.lower) || inClause(u.start)) {
        // an elided predicate ("Your employer may pay you … but they don't have to."): a chain of light words that
        // ends the clause negates the verb the sentence stated before it, when the question asks that verb
        if (j > i + 1 && toks.slice(i + 1, j).every((x) => lang.lightVerbs.has(x.lower) || x.pos === 'PART' || x.pos === 'AUX' || x.pos === 'ADP')) {
          const before = toks.slice(0, i).filter((x) => x.pos === 'VERB' && qStems.some((st) => sameStem(st, stem(x.text))));
          if (before.length) {
            negative = true;
            why = `negated: "${toks.slice(i, j).map((x) => x.text).join(' ')}" (of "${before[before.length - 1].text}")`;
          }
        }
        break;
      }
      const st = stem(u.text);
      const asked = qStems.some((x) => sameStem(x, st));
      if (inChain) {
        if (lang.lightVerbs.has(u.lower)) {
          // ("be able to", "be allowed to": the light words pass the negation on whatever their tag)
        } else if (u.pos === 'VERB' || u.pos === 'AUX') {
          if (!asked && !lang.fillerWords.has(u.lower)) break;
        } else if (u.pos !== 'PART' && u.pos !== 'ADV') inChain = false;
      }
      if (asked) {
        negative = true;
        why = `negated: "${toks.slice(i, j + 1).map((x) => x.text).join(' ')}"`;
        break;
      }
    }
  }
  // a question asked in the negative that the text negates too is answered in the positive
  if (negative && qNegated && /n't|not|never|no\b/i.test(q.question)) why += ' (the question is negative too)';
  // an antonym of a question word, where the word itself is absent
  const words = tokens(clean).map((x) => x.lower);
  const stems = tokens(clean).map((x) => x.stem);
  for (const t of tokens(q.question)) {
    const ants = lang.antonyms.get(t.lower);
    if (!ants) continue;
    if (stems.some((x) => sameStem(x, t.stem))) continue;
    // (a negation word is read as a negation above, never as an antonym)
    const hit = [...ants].filter((x) => !lang.negations.has(x)).find((x) => words.includes(x) || stems.some((y) => sameStem(y, stem(x))));
    if (hit) {
      negative = !negative;
      why = `antonym: "${hit}" where the question says "${t.lower}"`;
      break;
    }
  }
  return { negative, why };
}

/** A table row or "Key: value" line: its key, and a value of a few words. */
const ROW = /^\s*\|?\s*([^|:\t\n]{2,60}?)\s*(?:\||:|\t)\s*([^|:\t\n]{1,24}?)\s*\|?\s*$/u;

/**
 * A row whose key holds a word of the question and whose value is a yes or a no ("World premiere | No", "Pool: ✓",
 * "No pets: Yes"): the value decides, turned round by a negation at the head of the key. Null for any other text.
 */
function rowPolarity(text: string, q: QuestionAnalysis, lang: Language): { negative: boolean; why: string } | null {
  const m = ROW.exec(text);
  if (!m) return null;
  const said = parseBoolean(m[2]!);
  if (said === undefined) return null;
  const keyTokens = tokens(m[1]!);
  const qStems = q.terms.filter((t) => t.inQuestion).map((t) => t.stem);
  if (!keyTokens.some((k) => qStems.some((x) => sameStem(x, k.stem)))) return null;
  const keyNegated = keyTokens.length > 1 && lang.negations.has(keyTokens[0]!.lower);
  const negative = said === keyNegated;
  return { negative, why: `row: "${m[1]!.trim()}" is "${m[2]!.trim()}"` };
}

/** The documents cannot say when more than this share of the question's own words (by weight) occurs in none of them (at half, the other half is stated and decides). */
export const ABSENT_SHARE = 0.5;

/** How many of the best sentences take part in the decision. */
const CANDIDATES = 8;
/**
 * The most relevant claim decides: a negative one needs about the relevance of the best positive one (within 2 %:
 * a sentence that denies what the question asks is rarer than one that merely mentions it, so a near tie goes to
 * the denial; set on the ConditionalQA dev half, where the closest yes stood at 0.96 of its best positive).
 */
const NEGATIVE_RATIO = 0.98;
/** A claim under a condition the question states overrides a general one of the other polarity down to this share of its relevance. */
const SPECIFIC_RATIO = 0.85;
/** Weight of the scenario's fit in a claim's relevance. */
const FIT_WEIGHT = 0.3;

/** The statement a unit makes: a list item says what its lead-in says about it ("You cannot claim on: - loans"). */
function claimOf(s: ScoredUnit): string {
  const u = s.unit;
  if (u.kind === 'item' && u.leadIn !== null && s.siblings[u.leadIn]) return `${s.siblings[u.leadIn].text} ${u.text}`;
  return u.text;
}

export interface Reading {
  unit: ScoredUnit;
  negative: boolean;
  why: string;
  /** Share of the scenario's terms the claim, its list and its conditions state (0 without a scenario). */
  fit: number;
  /** A negative claim whose condition the question does not meet (it neither decides yes nor no). */
  conditional?: boolean;
  /** A claim under a listed condition the question states: the asker is one of its items (an exception, not the general rule). */
  specific?: boolean;
  /** Whether the question states the claim's conditions (see conditionState). */
  condition?: 'listed' | 'met' | 'unmet' | 'none';
}

/**
 * Does the question (with its scenario) state the conditions of a claim (most of each clause's words)? 'none':
 * the claim has no condition with words of its own. A clause that ends in a colon ("… if you live in:") is
 * completed by its list: the question meets it when it states most of any one item's words ("student
 * accommodation, for example halls of residence"), never by the lead-in alone ('listed': met so).
 */
function conditionState(claim: string, q: QuestionAnalysis, lang: Language, listed: string[] = []): 'listed' | 'met' | 'unmet' | 'none' {
  const clauses = conditionClauses(claim, lang);
  const asked = tokens(`${q.question} ${q.context}`).filter((t) => !t.stop);
  /** Share of a text's words the question states; null when it has none. */
  const share = (text: string) => {
    const words = tokens(text).filter((t) => !t.stop && !lang.strongOpeners.includes(t.lower));
    return words.length ? words.filter((w) => asked.some((a) => sameStem(a.stem, w.stem))).length / words.length : null;
  };
  let state: 'met' | 'unmet' | 'none' = 'none';
  for (const c of clauses) {
    const own = claim.slice(c.start, c.end);
    const endsInColon = /:\s*$/.test(own) || /^\s*:/.test(claim.slice(c.end));
    // ("if you live in:" says nothing until its item: the item decides)
    const byItem = endsInColon && listed.length > 0;
    const shares = byItem ? listed.map(share) : [share(own)];
    if (shares.some((x) => x !== null && x >= 0.5)) return byItem ? 'listed' : 'met';
    if (shares.some((x) => x !== null)) state = 'unmet';
  }
  return state;
}

function scenarioFit(scope: string, q: QuestionAnalysis): number {
  const ctx = q.terms.filter((t) => !t.inQuestion);
  if (ctx.length === 0) return 0;
  const have = tokens(scope).filter((t) => !t.stop);
  return ctx.filter((t) => have.some((h) => sameStem(h.stem, t.stem))).length / ctx.length;
}

/**
 * Each of the best sentences read as a claim: negative when it negates (outside its conditions) or states an
 * antonym, or when a quantity the scenario states falls outside a bound of the claim or of its conditions
 * ("weigh 120kg or less" for someone of 145kg).
 */
export function readClaims(ranked: ScoredUnit[], q: QuestionAnalysis, lang: Language): Reading[] {
  const best = ranked.find((r) => r.unit.kind !== 'heading');
  if (!best) return [];
  const pool = ranked.filter((r) => r.unit.kind !== 'heading').slice(0, CANDIDATES).filter((r) => r.coverage >= 0.6 * best.coverage);
  return pool.map((r) => {
    const claim = claimOf(r);
    // a table row decides by its own cells (its claim begins with the table's header row)
    const p = rowPolarity(r.unit.text, q, lang) ?? polarityOf(claim, q, lang);
    const items = itemsAfter(r.siblings, r.unit).map((u) => u.text);
    const scope = [claim, ...items, ...conditionsOf(r.unit, r.siblings, lang).map((c) => c.text)].join('\n');
    const v = violatedBound(scope, q.context);
    const fit = scenarioFit(scope, q);
    if (v) return { unit: r, negative: !p.negative, why: `${p.why}; the scenario's ${v.stated.text} is outside "${v.bound.text}"`, fit };
    // "You cannot get it if you live abroad" says no only to someone the condition describes
    const condition = conditionState(claim, q, lang, r.unit.kind === 'item' ? [r.unit.text] : items);
    if (p.negative && condition === 'unmet') return { unit: r, negative: false, why: `${p.why}, but only under a condition the question does not state`, fit, conditional: true, condition };
    return { unit: r, negative: p.negative, why: condition === 'listed' ? `${p.why}, under a listed condition the question states` : `${p.why} [${condition}]`, fit, specific: condition === 'listed', condition };
  });
}

/** The question's names: capitalised words past its first (the words a yes/no question asserts). */
function namedTerms(q: QuestionAnalysis) {
  const toks = tokens(q.question);
  const named = toks.slice(1).filter((t) => /^\p{Lu}/u.test(t.text) && !t.stop && t.text !== 'I');
  return q.terms.filter((t) => t.inQuestion && named.some((n) => n.stem === t.stem));
}

export function decideYesNo(ranked: ScoredUnit[], q: QuestionAnalysis, lang: Language, absent: number = 0): YesNoDecision {
  const best = ranked.find((r) => r.unit.kind !== 'heading');
  if (absent > ABSENT_SHARE) {
    return { answer: 'unknown', deciding: best ?? null, why: `${Math.round(absent * 100)} % of the question (by weight) is in no document of the library` };
  }
  if (!best || best.questionCoverage < MIN_ENTAILMENT) {
    return { answer: 'unknown', deciding: best ?? null, why: `too little of the question is stated (best sentence covers ${Math.round((best?.questionCoverage ?? 0) * 100)} %)` };
  }
  const readings = readClaims(ranked, q, lang);
  const value = (r: Reading) => r.unit.score + FIT_WEIGHT * r.fit;
  const pos = readings.filter((r) => !r.negative && !r.conditional).sort((a, b) => value(b) - value(a))[0];
  const neg = readings.filter((r) => r.negative).sort((a, b) => value(b) - value(a))[0];
  // the best negative claim decides when it is about as relevant (to the question and its scenario) as the best positive one
  // (an exception the question falls under — "you will not have to … if you live in: student halls" — beats the
  // general rule it qualifies at a little less relevance, and the general rule never beats it on a tie)
  const ratio = neg?.specific && !pos?.specific ? SPECIFIC_RATIO : pos?.specific && !neg?.specific ? 1 / SPECIFIC_RATIO : NEGATIVE_RATIO;
  const pick = neg && (!pos || value(neg) >= ratio * value(pos)) ? neg : (pos ?? readings.find((r) => !r.negative) ?? readings[0]);
  // a name the question asserts ("born in London") that the deciding passage does not state: the passage states
  // the fact otherwise (no) when it states the rest of the question, else it does not say. (After a scenario the
  // question's names are the asker's situation — "live in Boston" — which the documents speak of in general.)
  // a sentence about the item a question names that states nothing of what it asks ("Is Sprout microchipped?": "At the
  // last check-up Sprout weighed 1,73kg") decides nothing
  const names = q.context ? [] : namedTerms(q);
  const asserted = q.terms.filter((t) => t.inQuestion && !t.describes && !names.includes(t));
  const statesAny = (r: Reading) => asserted.some((t) => r.unit.matched.has(t.stem) || r.unit.referred.has(t.stem));
  if (names.length && asserted.length && !statesAny(pick)) {
    return { answer: 'unknown', deciding: pick.unit, why: `the passages name ${names.map((t) => t.text).join(', ')} but state nothing of ${asserted.map((t) => t.text).join(', ')}` };
  }
  const missing = names.filter((t) => !tokens(`${pick.unit.passage.text} ${pick.unit.unit.headings.join(' ')} ${passageSubject(pick.unit.passage)}`).some((x) => sameStem(x.stem, t.stem)));
  if (missing.length && !pick.negative) {
    const rest = q.terms.filter((t) => t.inQuestion && !missing.includes(t));
    const stated = rest.length ? rest.filter((t) => pick.unit.matched.has(t.stem)).length / rest.length : 0;
    const names = missing.map((t) => t.text).join(', ');
    if (stated >= 0.6) {
      // the sentence that states the fact otherwise: the one naming the most things the question does not
      const fresh = (r: Reading) => {
        const a = r.unit.analysed ?? analyse(r.unit.unit.text);
        const dates = a.entities.filter((e) => e.type === 'DATE');
        return nameRuns(a).filter(([x, y]) => {
          const text = a.text.slice(a.tokens[x].start, a.tokens[y].end);
          if (dates.some((e) => e.start < a.tokens[y].end && a.tokens[x].start < e.end)) return false;
          return !tokens(text).every((t) => t.stop || q.terms.some((qt) => qt.inQuestion && sameStem(qt.stem, t.stem)));
        }).length;
      };
      const says = (r: Reading, t: QuestionAnalysis['terms'][number]) => r.unit.matched.has(t.stem) || r.unit.referred.has(t.stem);
      const states = readings.filter((r) => !r.negative && rest.filter((t) => says(r, t)).length / rest.length >= 0.6);
      const decider = states.sort((a, b) => fresh(b) - fresh(a))[0] ?? pick;
      return { answer: q.negated ? 'yes' : 'no', deciding: decider.unit, why: `the deciding sentence states the rest of the question but not ${names}` };
    }
    return { answer: 'unknown', deciding: pick.unit, why: `the best passage does not mention ${names}` };
  }
  const no = pick.negative !== q.negated;
  return { answer: no ? 'no' : 'yes', deciding: pick.unit, why: pick.why };
}
