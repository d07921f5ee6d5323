// Candidate sentences of an answer, scored as classic question answering does: how much of the question a
// sentence covers (each term weighted by its rarity; a term in the sentence's headings or elsewhere in its
// passage counts for part, as "He" stands for the page's subject), how close together the matched words are,
// how well its passage ranked, whether it says anything beyond the question, and — for the best few, read by
// the NLP model — whether it holds a span of the expected answer type near the matched words.
import type { QuestionAnalysis, QuestionTerm } from './question.ts';
import { analyse, type AnalysedText } from './nlp.ts';
import { sameStem, tokens, type Token } from './terms.ts';
import { passageUnits, type PassageLike, type Unit } from './units.ts';
import { candidatesOf, nameCandidates, type Candidate } from './types/index.ts';
import { isDuration } from './types/durations.ts';
import { leadInActs } from './types/actions.ts';
import { countsSame } from './counts.ts';
import { loadLanguage, type Language } from './language.ts';
import { names, passageSubject } from './subjects.ts';
import { chainEndOnNamedPage, namedAsName } from './chain-end.ts';
import { titleNamesAsked } from './section.ts';
import { inFolders } from './named-folders.ts';
import { isKindOf, kindAsked as askedKind, openingName, statesSubjectKind, subjectIsDescribed } from './kind-subject.ts';

/** The first word of a text, lowercased (list markers skipped). */
const firstWord = (text: string) => (/^[-*•`"'\s]*([\p{L}]+)/u.exec(text)?.[1] ?? '').toLowerCase();
/** Does the text open with a pronoun that stands for its page's subject ("She was born in London")? */
const opensWithPronoun = (text: string, lang: Language) => lang.pageSubjectPronouns.has(firstWord(text));
/** … or with a definite common noun that does ("The band is named after …")? */
function opensWithSubject(text: string, lang: Language): boolean {
  if (opensWithPronoun(text, lang)) return true;
  const m = /^[-*•`"'\s]*(\p{L}+)\s+\p{L}/u.exec(text);
  return !!m && lang.definiteDeterminers.has(m[1].toLowerCase());
}

export interface ScoredUnit {
  unit: Unit;
  /** All units of the unit's passage (for lists, lead-ins and conditions). */
  siblings: Unit[];
  passage: PassageLike;
  passageRank: number;
  /** Share of the question's weighted terms the unit covers (0..1). */
  coverage: number;
  /** The same for the question's own words only (not its scenario). */
  questionCoverage: number;
  /** Stems of question terms found in the unit itself. */
  matched: Set<string>;
  /** Stems of question terms the unit states through a pronoun for its page's subject ("She" for "Ada Lovelace"). */
  referred: Set<string>;
  lexical: number;
  score: number;
  analysed?: AnalysedText;
  /** The best answer span of the expected type (offsets in the unit text). */
  span?: Candidate;
  /** The sentence of another document that leads to this one (a bridge: it names this document's subject). */
  via?: ScoredUnit;
}

export { passageSubject };

/**
 * Credit of a question term found in the unit, its headings, its passage, or the bridge sentence leading to it
 * (`opening`: what a bridge lends the opening sentence of the page it names when that sentence states nothing of
 * the question itself, the page's definition; HotpotQA dev half 0.584 -> 0.592 at 0.5 and 0.6, 0.588 at 0.3, 0.584 at 0.8).
 */
export const CREDIT = { unit: 1, pronoun: 0.9, heading: 0.5, passage: 0.3, bridge: 0.8, naming: 0.5, leadIn: 0.7, opening: 0.5 } as const;
/**
 * Weights of a sentence's score: question coverage, proximity of the matched words, its passage's retrieval
 * rank, words beyond the question's; then a span of the expected answer type (or, for an untyped question, a
 * name). Set on the dev halves of HotpotQA and ConditionalQA (proximity above 0.1 lost 9 points on HotpotQA; a typed
 * span at 0.5 with a bridge's terms lent whole won 2 points there but lost 1 to 3 open questions of the docs bench).
 * `asked`: the share of the asked clause's words a sentence states itself, where the question's other clauses
 * describe what it names (clauses.ts; HotpotQA dev half 0.540 → 0.564 at 0.1, 0.556 at 0.05, 0.552 at 0.15; weighing
 * the describing words less instead won 1 question and lost 10 of its 11 wins back elsewhere).
 */
export const SCORE = { coverage: 0.6, proximity: 0.05, prior: 0.2, novelty: 0.1, typed: 0.3, named: 0.1, asked: 0.1 } as const;
/** How much more a release title naming the question's version weighs ("Noteworthy changes in release 4.9 …"). */
const TITLE_BOOST = 1.3;
/** How much more a sentence weighs in a document of a folder the question names (the package asked about). */
const FOLDER_BOOST = 1.5;
/** How much more a sentence that defines the asked thing weighs ("X is a …"). */
const DEFINITION_BOOST = 1.3;
/** A question-named page's sentence yields to the sentence it leads to when that scores this share of it. */
const DEFER_SHARE = 0.85;
/**
 * The best sentence being on a page the question names, the share of its score a sentence on a page reached by
 * a hop (holding an answer span) needs to take its place (HotpotQA dev half: 0.6 to 0.75 alike, 0.8 and above
 * fewer).
 */
const HOP_SHARE = 0.75;
/**
 * The best sentence stating only words that describe what the question names, the share of its score a sentence
 * reached by a hop that states the asked clause needs to take its place (HotpotQA dev half: 3 won, none lost at 0.75
 * with a hop from any page, 2 with a hop from the best sentence's own page only, the same at 0.6).
 */
const STEP_SHARE = 0.75;
/** How much more a sentence weighs that counts the question's counted thing with the question's number. */
const COUNT_MATCH = 1.1;
/** What a sentence that counts the question's counted thing otherwise keeps of its score. */
const COUNT_MISMATCH = 0.7;

/**
 * Does the sentence count a thing the question counts, with another number ("1 spare bedroom" against "two
 * spare bedrooms")? The number stands right before the thing (question words between it and the thing are
 * skipped); a duration is a bound, not a count ("within 2 years" against "for 4 years").
 */
function countsOtherwise(toks: Token[], q: QuestionAnalysis): boolean {
  for (let i = 0; i < toks.length; i++) {
    if (!/^\d+$/.test(toks[i].text)) continue;
    let k = i + 1;
    while (k < toks.length && k - i <= 2 && q.terms.some((t) => statesTerm(toks[k].stem, t)) && !q.counts.some((c) => sameStem(c.stem, toks[k].stem))) k++;
    const noun = toks[k];
    if (!noun) continue;
    const asked = q.counts.filter((c) => sameStem(c.stem, noun.stem));
    if (asked.length === 0 || asked.some((c) => c.value === toks[i].text)) continue;
    if (isDuration(`${toks[i].text} ${noun.text}`)) continue;
    return true;
  }
  return false;
}

/** How many of the best units are read for a span of the expected type (for a name of an untyped question 25). */
const TYPED_WINDOW = 50;
/** How much more a sentence weighs that says its subject is of the kind a "what <noun>" question asks for. */
const KIND_BOOST = 1.2;
/** How many of the best sentences may act as a bridge to another document's subject. */
const BRIDGES = 12;

export interface RankOptions {
  /** How many of the best units the NLP model reads for answer types (default 25). */
  typed?: number;
  /** Read answer types at all (factoid and choice questions). */
  wantSpan?: boolean;
  /** NLP readings of sentences already made (by text), shared between rankings of one answer. */
  readings?: Map<string, AnalysedText>;
  /** Documents a sentence points to by file name (document id → the pointing sentence's text). */
  pointers?: Map<number, string>;
  /** Language resources (default: the shipped resources/lang/en). */
  language?: Language;
  /** Folders the question names ("jq/" for "Who wrote jq?", named-folders.ts): their documents speak of its subject. */
  folders?: string[];
}

function findStem(toks: Token[], stem: string): number {
  for (let i = 0; i < toks.length; i++) if (sameStem(toks[i].stem, stem)) return i;
  return -1;
}

/** Does a stem state a question term (its own stem, or the digits a number word stands for)? */
const statesTerm = (stem: string, t: QuestionTerm) => sameStem(stem, t.stem) || (t.alt !== undefined && stem === t.alt);
/** Where a question term is stated in a list of tokens, -1 when it is not. */
function findTerm(toks: Token[], t: QuestionTerm): number {
  const at = findStem(toks, t.stem);
  return at >= 0 || t.alt === undefined ? at : toks.findIndex((x) => x.stem === t.alt);
}

interface Work extends ScoredUnit {
  credits: number[];
  proximity: number;
  novelty: number;
  shape: number;
}

export function rankUnits(passages: PassageLike[], q: QuestionAnalysis, weights: Map<string, number>, opts: RankOptions = {}): ScoredUnit[] {
  const lang = opts.language ?? loadLanguage();
  const terms = q.terms.filter((t) => (weights.get(t.stem) ?? 0) > 0);
  const w = terms.map((t) => weights.get(t.stem)!);
  const total = w.reduce((a, b) => a + b, 0) || 1;
  const qTotal = terms.reduce((a, t, i) => a + (t.inQuestion ? w[i] : 0), 0) || 1;
  // (only a question with clauses that describe has an asked clause apart)
  const askedTotal = terms.some((t) => t.describes) ? terms.reduce((a, t, i) => a + (t.inQuestion && !t.describes ? w[i] : 0), 0) : 0;
  const score = (u: Work) => {
    let got = 0;
    let qGot = 0;
    u.credits.forEach((c, i) => {
      got += w[i] * c;
      if (terms[i].inQuestion) qGot += w[i] * c;
    });
    u.coverage = got / total;
    u.questionCoverage = qGot / qTotal;
    const prior = 1 / (1 + 0.15 * u.passageRank);
    // the share of the asked clause's words the sentence states itself (clauses.ts): a question whose clauses
    // describe a bridge is answered by the sentence stating what it asks of that bridge
    let asked = 0;
    if (askedTotal > 0) u.credits.forEach((c, i) => {
      if (terms[i].inQuestion && !terms[i].describes && c >= CREDIT.pronoun) asked += w[i];
    });
    u.lexical = (SCORE.coverage * (0.5 * u.coverage + 0.5 * u.questionCoverage) + SCORE.proximity * u.proximity + SCORE.prior * prior + SCORE.novelty * u.novelty + SCORE.asked * (askedTotal > 0 ? asked / askedTotal : 0)) * u.shape;
    u.score = u.lexical;
  };
  const out: Work[] = [];
  // a sentence whose opening names the thing and then says what it is ("Zstandard, or zstd as short version, is …")
  const definer = q.defines ? new RegExp(`^(?=[\\p{L}\`"'])(?:(?!\\b(?:is|are|was|were)\\b)[^.:;()$#]){0,40}?[\`"']*\\b${q.defines.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b[\`"']*[^.:;()$]{0,40}?\\s(?:is|are|was|were)\\s|^[\`"']*${q.defines.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`"']*\\s*[:—–-]\\s`, 'iu') : null;
  // the kind of thing a "what/which <noun>" question asks for (its focus noun's stem), when a name is what it asks
  const kindAsked = askedKind(q, NAME_TYPES);
  passages.forEach((p, rank) => {
    const units = passageUnits(p);
    const namedFolder = !!opts.folders?.length && inFolders(p.path, opts.folders);
    const passageToks = tokens(p.text).filter((t) => !t.stop);
    // the file's path names what it is about as a heading does ("grep/NEWS", "bash/README.Debian")
    const pathToks = tokens(p.path.replace(/\.[a-z0-9]+$/i, '').replace(/[_/.-]+/g, ' ')).filter((t) => !t.stop);
    const subject = tokens(passageSubject(p)).filter((t) => !t.stop);
    for (const u of units) {
      const toks = tokens(u.text);
      const content = toks.filter((t) => !t.stop);
      // a sentence opening with a pronoun speaks of its page's subject ("She was born in London" on "Ada Lovelace")
      const refers = opensWithPronoun(u.text, lang);
      const headingToks = [...tokens(u.headings.join(' ')).filter((t) => !t.stop), ...pathToks];
      // a list item says what its lead-in sentence introduces ("Your benefit is reduced by: - 14% for 1 bedroom")
      const leadToks = u.kind === 'item' && u.leadIn !== null && units[u.leadIn] ? tokens(units[u.leadIn].text).filter((t) => !t.stop) : [];
      const matched = new Set<string>();
      const referred = new Set<string>();
      const positions: number[] = [];
      const credits = terms.map((t) => {
        const at = findTerm(toks, t);
        if (at >= 0) {
          matched.add(t.stem);
          positions.push(at);
          return CREDIT.unit;
        }
        if (refers && findStem(subject, t.stem) >= 0) {
          referred.add(t.stem);
          return CREDIT.pronoun;
        }
        if (leadToks.length && findTerm(leadToks, t) >= 0) return CREDIT.leadIn;
        return findTerm(headingToks, t) >= 0 ? CREDIT.heading : findTerm(passageToks, t) >= 0 ? CREDIT.passage : 0;
      });
      positions.sort((a, b) => a - b);
      const window = positions.length ? positions[positions.length - 1] - positions[0] + 1 : 1;
      const proximity = positions.length > 1 ? Math.min(1, positions.length / window) : positions.length ? 0.3 : 0;
      const novel = content.filter((t) => !terms.some((x) => statesTerm(t.stem, x))).length;
      // (a release title naming the question's version is the title of the thing asked: read as a sentence — it
      // states the release's date — and weighed above the sentences that only mention the version)
      const title = titleNamesAsked(u, terms);
      let shape = title ? TITLE_BOOST : u.kind === 'heading' ? 0.3 : content.length < 2 ? 0.6 : 1;
      // a sentence about another number of the thing the question counts ("1 spare bedroom" for "two spare bedrooms")
      if (namedFolder) shape *= FOLDER_BOOST;
      if (q.counts.length && countsOtherwise(toks, q)) shape *= COUNT_MISMATCH;
      // and one counting it with the question's own number speaks of the question's case
      else if (q.counts.length && countsSame(toks, q)) shape *= COUNT_MATCH;
      // "What is tmux?": the sentence that says what it is ("tmux is a terminal multiplexer") defines it
      if (definer && definer.test(u.text.replace(/^[-*•`"'\s]+/, ''))) shape *= DEFINITION_BOOST;
      // "What Danish drama thriller … ?": a sentence saying its subject is a thing of the kind asked ("X is a 2010
      // Danish drama thriller film") names a candidate of that kind
      else if (kindAsked && isKindOf(toks, kindAsked)) shape *= KIND_BOOST;
      const work: Work = { unit: u, siblings: units, passage: p, passageRank: rank, coverage: 0, questionCoverage: 0, matched, referred, lexical: 0, score: 0, credits, proximity, novelty: Math.min(1, novel / 3), shape };
      score(work);
      out.push(work);
    }
  });
  const order = (a: ScoredUnit, b: ScoredUnit) => b.score - a.score || a.passageRank - b.passageRank || a.unit.index - b.unit.index;
  out.sort(order);

  // Two hops, as a bridge question needs ("the duo that sang X is from where?"): a top sentence that names
  // another document's subject ("… by British duo Ant & Dec") lends the question terms it states to that
  // document's sentences, which then compete with their own words plus the bridge's ("Ant & Dec are from …").
  const qToks = tokens(q.question);
  const subjects = new Map<number, Token[]>();
  for (const p of passages) if (!subjects.has(p.docId)) subjects.set(p.docId, tokens(passageSubject(p)).filter((t) => !t.stop));
  // (a) a top sentence names document D's subject: D's sentences borrow from it
  const bridgeOf = new Map<number, Work>();
  const bestOfDoc = new Map<number, Work>();
  for (const s of out.slice(0, BRIDGES)) {
    if (!bestOfDoc.has(s.unit.docId)) bestOfDoc.set(s.unit.docId, s);
    const toks = tokens(s.unit.text);
    for (const [docId, subject] of subjects) {
      if (docId === s.unit.docId || bridgeOf.has(docId)) continue;
      if (names(toks, subject)) bridgeOf.set(docId, s);
    }
  }
  if (bridgeOf.size || bestOfDoc.size || opts.pointers?.size) {
    for (const u of out) {
      // (b) or the sentence itself names the subject of a document that has a top sentence; (c) or a sentence
      // points to its document by file name
      const pointer = opts.pointers?.get(u.unit.docId);
      let b: Work | undefined = (pointer !== undefined ? out.find((x) => x.unit.text === pointer) : undefined) ?? bridgeOf.get(u.unit.docId);
      let lend: number = CREDIT.bridge;
      if (!b) {
        const toks = tokens(u.unit.text);
        for (const [docId, best] of bestOfDoc) if (docId !== u.unit.docId && names(toks, subjects.get(docId) ?? [])) b = best;
        lend = CREDIT.naming;
      }
      if (!b) continue;
      // a borrower must state something of the question its lender does not: a sentence that only names the
      // lender's subject (a signature line, a mention) is no second hop
      const lender = b;
      const own = [...u.matched].some((m) => !lender.matched.has(m) && !lender.referred.has(m) && terms.some((t) => t.inQuestion && t.stem === m));
      // (but the opening sentence of a page a top sentence names as a name, a page the question does not name, is that page's
      // definition: who or what the bridge is, where from, when — "Paul Kantner (March 17, 1941 – January 28, 2016)
      // was an American rock musician", "The Winans family is an American family of gospel music artists from Detroit")
      const opening = lend === CREDIT.bridge && u.unit.kind !== 'heading' && u.siblings.find((x) => x.kind !== 'heading' && x.text.trim() !== (u.passage.headingPath[0] ?? '').trim()) === u.unit && isFirstBlock(u.passage) && !pageNamedBy(qToks, u.passage) && namesAsName(tokens(lender.unit.text), u.passage);
      if (!own && !opening && pointer === undefined) continue;
      // (the opening borrows less: it is the page's definition, not a statement of what the question asks)
      const give = own || pointer !== undefined ? lend : CREDIT.opening;
      let lent = false;
      u.credits = u.credits.map((c, i) => {
        const via = b!.credits[i] === CREDIT.unit ? give : 0;
        if (via > c) lent = true;
        return Math.max(c, via);
      });
      if (!lent) continue;
      u.via = b;
      // a page a top sentence names was found through that sentence: it ranks right after the lender's passage,
      // not after every passage the search returned (its own rank, as a page looked up by name, says nothing)
      if (lend === CREDIT.bridge) u.passageRank = Math.min(u.passageRank, b.passageRank + 1);
      score(u);
    }
    out.sort(order);
  }
  if (opts.wantSpan) {
    const readings = opts.readings ?? new Map<string, AnalysedText>();
    // (a span of the type asked often sits in a sentence that states few of the question's words — its heading or
    // the sentence before does: "How to get the reduced rate", "The incident must have taken place in the last 5
    // years" — so more of the ranking is read for one than for a name of an untyped question)
    const window = opts.typed ?? (q.expected ? TYPED_WINDOW : 25);
    for (const s of out.slice(0, window)) {
      s.analysed = readings.get(s.unit.text);
      if (!s.analysed) readings.set(s.unit.text, (s.analysed = analyse(s.unit.text)));
      s.span = asPageName(bestSpan(s, q, lang), s.passage, q);
      if (s.span) s.score += (q.expected ? SCORE.typed : SCORE.named) * s.span.strength;
    }
    // a sentence that only leads to another document (a later sentence borrows from it and holds an answer
    // span there) is a step of the chain, not its end: the chain's end ranks above it
    // — and so is a sentence on the page of an entity the question itself names, when a sentence it leads to
    // (on a page the question does not name) holds an answer span and scores nearly as well
    // (qToks: the question's tokens, read above)
    for (const s of out.slice(0, opts.typed ?? 25)) {
      if (!s.span) continue;
      // the next hop must state something of the question this sentence does not (else this sentence is the end)
      const adds = (u: ScoredUnit) => [...u.matched].some((m) => !s.matched.has(m) && q.terms.some((t) => t.inQuestion && t.stem === m));
      const next = out.find((u) => u.via === s && u.span && u.unit.docId !== s.unit.docId && u.span.strength >= 0.5 * s.span!.strength && adds(u));
      if (!next || next.score >= s.score) continue;
      const known = names(qToks, tokens(passageSubject(s.passage)).filter((t) => !t.stop)) && !names(qToks, tokens(passageSubject(next.passage)).filter((t) => !t.stop));
      if (spanNames(s, next) || (known && next.score >= DEFER_SHARE * s.score)) {
        // the chain's end takes the step's place
        next.score = s.score;
        s.score -= 1e-3;
      }
    }
    out.sort(order);
    // the best sentence sits on the page of an entity the question itself names: that page is where the chain
    // starts (it resolves the entity the question describes), so a sentence on a page reached from it by a hop
    // — a page the question does not name — that holds an answer span takes its place when it scores nearly as well
    const top = out[0];
    // (named as a name: a word of it capitalised inside the question — "Deductions" is no entity of "how much to deduct")
    const namedByQuestion = (p: PassageLike) => pageNamedBy(qToks, p);
    if (top && namedByQuestion(top.passage)) {
      const end = out.slice(1, opts.typed ?? 25).find((u) => u.via && u.span && u.score >= HOP_SHARE * top.score && !namedByQuestion(u.passage));
      if (end) {
        end.score = top.score;
        top.score -= 1e-3;
        out.sort(order);
      }
    }
    // the best sentence states none of the asked clause's words, only words describing what the question names
    // (clauses.ts): it identifies the bridge, and a sentence reached by a hop that states the asked clause and
    // holds an answer span ends the chain ("It was John Travolta's third major acting role" on Urban
    // Cowboy leads to "Gilley's was a honky tonk founded in 1971 by Mickey Gilley" for "who founded the honky tonk
    // that is at the center of John Travolta's third major acting role")
    if (askedTotal > 0 && out[0]) {
      const first = out[0] as Work;
      const statesAsked = (u: Work) => terms.some((t, i) => t.inQuestion && !t.describes && u.credits[i] >= CREDIT.pronoun);
      if (!statesAsked(first)) {
        const end = (out as Work[]).slice(1, opts.typed ?? 25).find((u) => u.via && u.span && u.unit.docId !== first.unit.docId && statesAsked(u) && u.score >= STEP_SHARE * first.score);
        if (end) {
          end.score = first.score;
          first.score -= 1e-3;
          out.sort(order);
        }
      }
    }
    // the best sentence names the subject of another page the question does not name: that page's best sentence
    // holding an answer span ends the chain (chain-end.ts)
    const end = chainEndOnNamedPage(out, q, opts.typed ?? 25);
    if (end) {
      end.score = out[0].score;
      out[0].score -= 1e-3;
      out.sort(order);
    }
  }
  // a sentence that points to a file ("see RelNotes/2.39.0.txt") yields to the best sentence of that file
  if (opts.pointers?.size) {
    for (const s of out.slice(0, 10)) {
      const next = out.find((u) => u.via === s && opts.pointers!.get(u.unit.docId) === s.unit.text && u.unit.kind !== 'heading');
      if (next && next.score < s.score) {
        next.score = s.score;
        s.score -= 1e-3;
      }
    }
    out.sort(order);
  }
  return out;
}

/** Does a sentence name a passage's page as a name (its title's words capitalised, or the whole title stated from a capital: "the musical Winans family")? */
const namesAsName = (toks: Token[], p: PassageLike) => namedAsName(toks, tokens(passageSubject(p)).filter((t) => !t.stop)) || statesTitle(toks, tokens(passageSubject(p)));

/** Is the passage its document's first block of text (its title line aside)? */
const isFirstBlock = (p: PassageLike) => p.headingPath.length <= 1 && p.start <= (p.headingPath[0] ?? '').length + 4;

/** Does the question name a passage's page as a name (a word of its title capitalised inside the question: "Deductions" is no entity of "how much to deduct")? */
function pageNamedBy(qToks: Token[], p: PassageLike): boolean {
  const subject = tokens(passageSubject(p)).filter((t) => !t.stop);
  return names(qToks, subject) && qToks.some((t, i) => (i > 0 || !t.stop) && /^\p{Lu}/u.test(t.text) && subject.some((x) => sameStem(x.stem, t.stem)));
}

/**
 * A name that is its page's subject said short or long ("Troy" on the page "Troy, Montana", "Ryan Guno Babel"
 * on "Ryan Babel") is given as the page's title, the name the library knows it by (for a question asking for a
 * name or a place).
 */
function asPageName(span: Candidate | undefined, p: PassageLike, q: QuestionAnalysis): Candidate | undefined {
  if (!span || (q.expected && !NAME_TYPES.includes(q.expected))) return span;
  const subject = tokens(passageSubject(p)).filter((t) => !t.stop);
  const own = tokens(span.text).filter((t) => !t.stop);
  if (own.length === 0 || subject.length === 0 || !(names(own, subject) || names(subject, own))) return span;
  const title = passageSubject(p);
  // a name found for a question that asks for a thing ("what rapper", "which film genre") is the answer when it is
  // the subject of its own page and the title reads as a name (its words capitalised, not "Health and safety on ships")
  const asked = span.source === 'name' && q.focus.length > 0 && subject.every((t) => /^[\p{Lu}\p{N}]/u.test(t.text));
  return { ...span, text: title, source: asked ? 'subject' : span.source };
}

/** Is s's answer span the subject of the document `next` is in (so s only names where the answer is)? */
function spanNames(s: ScoredUnit, next: ScoredUnit): boolean {
  const subject = tokens(passageSubject(next.passage)).filter((t) => !t.stop);
  const span = tokens(s.span!.text).filter((t) => !t.stop);
  return names(span, subject) || names(subject, span) || names(tokens(s.unit.text), subject);
}

/** The unit's best answer span: of the expected type, not words of the question, near the matched words. */

/**
 * The subject a sentence is about, as a span: its page's subject when the sentence opens with a pronoun
 * standing for it ("It is bordered by Libya …" on the page "Chad"), or the name run the sentence opens with.
 */
function sentenceSubject(s: ScoredUnit, lang: Language): Candidate | null {
  const text = s.unit.text.replace(/^[-*•\s]+/, '');
  const subject = passageSubject(s.passage);
  const subjectToks = tokens(subject).filter((t) => !t.stop);
  const opening = tokens(text).slice(0, Math.max(3, subjectToks.length + 1));
  // (a pronoun or "the band" stands for the page's subject when that is a named thing, not a section "How to claim")
  const named = subjectToks.length > 0 && subjectToks.every((t) => /^[\p{Lu}\p{N}]/u.test(t.text));
  if ((named && opensWithSubject(text, lang)) || (subjectToks.length && names(opening, subjectToks))) {
    return { type: 'organisation', start: 0, end: 0, text: subject, strength: 1, source: 'subject' };
  }
  return null;
}

/** The strength of a name headed by the question's focus noun ("Clark County" for "what county"). */
const FOCUS_HEADED = 1;
const NAME_TYPES: readonly string[] = ['person', 'organisation', 'place'];

function bestSpan(s: ScoredUnit, q: QuestionAnalysis, lang: Language): Candidate | undefined {
  const a = s.analysed!;
  const lead = s.unit.kind === 'item' && s.unit.leadIn !== null ? s.siblings[s.unit.leadIn] : undefined;
  // (an item under a lead-in that does not tell the reader to act completes the lead-in: no action of its own)
  if (q.expected === 'action' && lead && !leadInActs(lead.text, lang.actions)) return undefined;
  const candidates = q.expected ? candidatesOf(a, q.expected, { focus: q.focus, actions: lang.actions, heads: lang.headNouns }) : nameCandidates(a, { focus: q.focus, heads: lang.headNouns });
  // "Who was known as …?": the answer is who the sentence is about — unless the sentence speaks of it by a noun
  // the question uses for another thing it describes ("The conference …" for "What town hosts … conference?")
  // and "Which municipality …?": the subject of a sentence saying it is a municipality ("Crested Butte is a home
  // rule municipality …", "The town …") is one
  const kind = askedKind(q, NAME_TYPES);
  const ofKind = !!kind && statesSubjectKind(a, kind, lang);
  if ((q.asksSubject || ofKind) && (!q.expected || NAME_TYPES.includes(q.expected)) && !subjectIsDescribed(a, q, lang)) {
    // (the name it opens with, as written, when it says it is of the kind: the page's title is given for it after)
    const subject = (ofKind ? openingName(a) : null) ?? sentenceSubject(s, lang);
    if (subject) candidates.unshift({ ...subject, type: q.expected ?? 'organisation' });
  }
  // (only where a name is what is asked: "what is the weekly allowance" asks for a sum, not "Attendance Allowance")
  const namesAsked = q.focus.length > 0 && (!q.expected || NAME_TYPES.includes(q.expected));
  const toks = tokens(s.unit.text);
  const matchedTerms = q.terms.filter((x) => s.matched.has(x.stem));
  const matchedAt = toks.filter((t) => matchedTerms.some((m) => statesTerm(t.stem, m))).map((t) => (t.start + t.end) / 2);
  let best: Candidate | undefined;
  let bestScore = 0;
  for (const c of candidates) {
    const own = tokens(c.text).filter((t) => !t.stop);
    // a span made only of the question's words is not an answer ("Nevada" for "what Nevada county")
    // — but a name headed by the noun the question asks for ("Clark County" for "what Nevada county") is of
    // exactly the kind asked: its head is not held against it, and it is the strongest of its kind
    const headed = namesAsked && own.length > 1 && q.focus.some((f) => sameStem(f, own[own.length - 1].stem));
    // (a number the question or its scenario states is given, not found: "two bedrooms" → not the "2" of a sentence)
    const fresh = own.filter((t, i) => !(headed && i === own.length - 1) && !q.terms.some((x) => (x.inQuestion && sameStem(x.stem, t.stem)) || (x.alt !== undefined && t.stem === x.alt)));
    if (own.length > 0 && fresh.length === 0) continue;
    const centre = (c.start + c.end) / 2;
    // (an action is its whole clause: no distance to the matched words)
    const dist = c.end === 0 || c.source === 'subject' || c.type === 'action' ? 0 : matchedAt.length ? Math.min(...matchedAt.map((m) => Math.abs(m - centre))) : 60;
    const kind = headed ? Math.max(c.strength, FOCUS_HEADED) : c.strength;
    const score = kind * (1 / (1 + dist / 60)) * (own.length ? fresh.length / (own.length - (headed ? 1 : 0)) : 1);
    if (score > bestScore) {
      bestScore = score;
      best = { ...c, strength: score };
    }
  }
  return best;
}

/**
 * How many names of the best sentences are looked up as pages of their own (6 → 14 on the HotpotQA dev half: 4
 * more questions with a candidate sentence holding the answer).
 */
const LOOKUPS = 14;
/** How deep in the ranking the best sentence of a page the question names is read for names to look up. */
const NAMED_PAGE_DEPTH = 40;
/** How many such pages, and how many names from them. */
const NAMED_PAGES = 2;
const NAMED_LOOKUPS = 4;

/**
 * Is a page titled `title` the page of a name? Its title names the name and nothing more, or — a title that
 * tells its subject from others of that name after a comma ("Paradise, Nevada") — its head does, and the
 * sentence the name comes from states the qualifier ("… at Paradise, Nevada, U.S.A.").
 */
function isPageOf(title: string, name: Token[], from: Token[]): boolean {
  const same = (a: Token[]) => names(a, name) && names(name, a);
  const own = tokens(title).filter((t) => !t.stop);
  if (same(own)) return true;
  // or the sentence states the whole title as a name, and the title and the name share their words: the name was
  // read short or long of it ("the musical Winans family", "Queer as Folk", "The Frost Place Advanced Seminar")
  if (own.length && (names(own, name) || names(name, own)) && statesTitle(from, tokens(title))) return true;
  const comma = title.indexOf(',');
  if (comma <= 0) return false;
  const qualifier = tokens(title.slice(comma + 1)).filter((t) => !t.stop);
  return same(tokens(title.slice(0, comma)).filter((t) => !t.stop)) && qualifier.length > 0 && names(from, qualifier);
}

/**
 * The best sentence of each page the question names as a name, below the first `from` sentences: the first hop of
 * the question's own entity, which leads on though pages it does not name rank above ("the city in which Kirton End
 * is located": the Kirton End page names Boston).
 */
function namedPagesBest(ranked: ScoredUnit[], q: QuestionAnalysis, from: number): ScoredUnit[] {
  const qToks = tokens(q.question);
  const named: ScoredUnit[] = [];
  const above = new Set(ranked.slice(0, from).map((x) => x.unit.docId));
  for (const s of ranked.slice(from, from + NAMED_PAGE_DEPTH)) {
    if (named.length >= NAMED_PAGES) break;
    if (s.unit.kind === 'heading' || above.has(s.unit.docId) || named.some((x) => x.unit.docId === s.unit.docId) || !pageNamedBy(qToks, s.passage)) continue;
    named.push(s);
  }
  return named;
}

/** Does a sentence state a title word for word, its first word capitalised (as a name, not a common word)? */
function statesTitle(from: Token[], title: Token[]): boolean {
  if (title.length === 0) return false;
  for (let i = 0; i + title.length <= from.length; i++) {
    if (!/^[\p{Lu}\p{N}]/u.test(from[i].text)) continue;
    if (title.every((t, k) => from[i + k].lower === t.lower)) return true;
  }
  return false;
}

/**
 * The pages of the names the best sentences mention but the question does not ("British duo Ant & Dec" → the
 * page about Ant & Dec): found by a text search for each name, kept when the page's subject is that name. They
 * join the candidates, so the second hop of a bridge question can be read.
 */
export function bridgePages(ranked: ScoredUnit[], q: QuestionAnalysis, passages: PassageLike[], search: (text: string) => PassageLike[]): PassageLike[] {
  const have = new Set(passages.map((p) => p.docId));
  const subjects = new Set(passages.map((p) => passageSubject(p).toLowerCase()));
  const wanted: Array<{ name: string; from: Token[] }> = [];
  const collect = (sources: ScoredUnit[], limit: number) => {
    for (const s of sources) {
      const a = s.analysed ?? analyse(s.unit.text);
      s.analysed = a;
      const from = tokens(s.unit.text);
      for (const c of nameCandidates(a, { focus: q.focus })) {
        const own = tokens(c.text).filter((t) => !t.stop);
        if (own.length === 0 || own.every((t) => q.terms.some((x) => x.inQuestion && sameStem(x.stem, t.stem)))) continue;
        // (a run joined by "and" may be two names: "Straight No Chaser and Kristen Bell")
        const whole = c.text.trim();
        for (const name of [whole, ...(/\sand\s/.test(whole) ? whole.split(/\s+and\s+/) : [])]) {
          if (wanted.length >= limit) return;
          if (subjects.has(name.toLowerCase()) || wanted.some((w) => w.name.toLowerCase() === name.toLowerCase())) continue;
          wanted.push({ name, from });
        }
      }
    }
  };
  collect(ranked.slice(0, 5), LOOKUPS);
  // then, with lookups of their own, the best sentence of each page the question names below those
  collect(namedPagesBest(ranked, q, 5), wanted.length + NAMED_LOOKUPS);
  const out: PassageLike[] = [];
  for (const { name, from } of wanted) {
    const subject = tokens(name).filter((t) => !t.stop);
    for (const p of search(name)) {
      if (have.has(p.docId)) continue;
      if (!isPageOf(passageSubject(p), subject, from)) continue;
      have.add(p.docId);
      out.push(p);
    }
  }
  return out;
}
