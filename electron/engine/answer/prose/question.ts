// What a question asks, read without a model: its form (yes/no, a choice between named options, "how do I",
// "which documents mention", a factoid, or open), the kind of answer it expects (who → person, when → date,
// how many → number, what licence → licence …, from resources/lang/en/question-types.json), its focus noun
// and its terms — the question's own words weigh more than the statements before it (a scenario).
import { splitSentences } from '../../tkg/sentences.ts';
import { analyse } from './nlp.ts';
import type { AnswerType, Language } from './language.ts';
import { tokens as wordTokens, stem } from './terms.ts';
import { conditionClauses } from './conditions.ts';
import { describingRanges, type Range } from './clauses.ts';

export type QuestionForm = 'yesno' | 'choice' | 'howto' | 'documents' | 'factoid' | 'open';

export interface QuestionTerm {
  stem: string;
  text: string;
  /** 1 for the question's own words, less for context (scenario) words; the focus noun weighs 1 too. */
  weight: number;
  inQuestion: boolean;
  /** The digits a number word stands for ("two" → "2"): a sentence stating the digits states the term. */
  alt?: string;
  /** The word only describes something the question names (it stands in a clause after a noun, clauses.ts),
   * not what the answer must state. */
  describes?: boolean;
}

export interface QuestionAnalysis {
  text: string;
  /** The question sentence(s) proper. */
  question: string;
  /** Statements before the question (a scenario), '' when none. */
  context: string;
  form: QuestionForm;
  expected: AnswerType | null;
  /** The question word that set the expectation ("who", "how many", "what year"), if any. */
  cue: string | null;
  /** Stems of the noun phrase the wh-word asks about ("which car" → ["car"]). */
  focus: string[];
  /** The wh-phrase is the subject ("Who was known as Aladin?"): the answer is what the deciding sentence is about. */
  asksSubject: boolean;
  /** "What is tmux?", "What does jq do?": the thing to define (its defining sentence answers). */
  defines: string | null;
  terms: QuestionTerm[];
  /** Character ranges of `question` that describe something it names rather than ask (clauses.ts). */
  described: Range[];
  /** Things the question or its scenario counts ("two spare bedrooms" → 2 of "bedroom"'s stem): the counted word's stem. */
  counts: Array<{ value: string; stem: string }>;
  /** A yes/no question asked in the negative ("Isn't it …?"). */
  negated: boolean;
  /** A choice's options ("…, A or B?"), or the two subjects of "are A and B both …" / "the same …". */
  options: string[];
  /** How the options are compared: 'choice' picks one; 'both' and 'same' answer yes or no. */
  relation: 'choice' | 'both' | 'same' | null;
  /** "Which documents mention X": the topic X, the counted noun ("packages") and whether a count is asked. */
  documents: { topic: string; noun: string; count: boolean } | null;
}

const WH = /\b(which|what|who|whom|whose|when|where|how)\b/i;
const LEADING_FILLER = /^\s*(?:(?:and|so|but|ok|okay|please|also|then|now|well)\b[\s,]*)+/i;

function splitQuestion(text: string): { question: string; context: string } {
  const t = text.trim();
  const sentences = splitSentences(t).map((s) => t.slice(s.start, s.end));
  const first = sentences.findIndex((s) => /\?\s*$/.test(s));
  if (first > 0) return { question: sentences.slice(first).join(' '), context: sentences.slice(0, first).join(' ') };
  if (first === 0 || sentences.length <= 1) return { question: t, context: '' };
  // no question mark: the last sentence that reads as a question, else all of it
  const last = sentences[sentences.length - 1];
  return WH.test(last) ? { question: last, context: sentences.slice(0, -1).join(' ') } : { question: t, context: '' };
}

function startsWithPhrase(lower: string, phrases: string[]): string | null {
  for (const p of phrases) if (lower === p || lower.startsWith(`${p} `) || lower.startsWith(`${p},`)) return p;
  return null;
}

/** "Which X, A or B?" / "Who was born first, A or B?" / "Is A or B older?" → [A, B]. */
function choiceOptions(q: string): string[] {
  const body = q.replace(/\?\s*$/, '').trim();
  const tail = /[,:]\s*([^,:]+?)\s*,?\s+or\s+([^,:]+)$/i.exec(body);
  if (tail) return [clean(tail[1]), clean(tail[2])];
  const between = /\bbetween\s+(.+?)\s+and\s+(.+)$/i.exec(body);
  if (between && WH.test(body.slice(0, between.index))) return [clean(between[1]), clean(between[2])];
  return [];
}

/**
 * An alternative question without a comma: two short phrases joined by the last "or", each a noun, adjective or
 * adverb phrase, one of them after a preposition or both single words ("Will I receive it as a one-off payment or
 * on instalments?", "Is it paid weekly or monthly?"). Names are not alternatives ("Can I claim Housing Benefit or
 * Universal Credit?" asks yes or no), nor clauses ("… now that we are married or do I have to wait …?").
 */
function alternatives(q: string): string[] {
  const body = q.replace(/\?\s*$/, '').trim();
  const toks = analyse(body).tokens;
  const at = toks.map((t) => t.lower).lastIndexOf('or');
  if (at <= 0) return [];
  const word = (t: { pos: string }) => t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'ADV' || t.pos === 'NUM';
  // (a hyphenated word is one: "one-off")
  const joined = (i: number) => toks[i].text === '-' || (toks[i - 1]?.text === '-' && toks[i - 1].end === toks[i].start) || (toks[i + 1]?.text === '-' && toks[i].end === toks[i + 1].start);
  let r = at + 1;
  const rightPrep = toks[r]?.pos === 'ADP';
  if (rightPrep) r++;
  if (toks[r]?.pos === 'DET') r++;
  const rightStart = r;
  let rightWords = 0;
  for (; r < toks.length; r++) {
    if (word(toks[r])) rightWords++;
    else if (!joined(r)) return [];
  }
  let l = at - 1;
  let leftWords = 0;
  while (l >= 0 && (word(toks[l]) || joined(l))) {
    if (word(toks[l])) leftWords++;
    l--;
  }
  const leftStart = l + 1;
  if (toks[l]?.pos === 'DET') l--;
  const leftPrep = toks[l]?.pos === 'ADP';
  if (rightWords < 1 || rightWords > 3 || leftWords < 1 || leftWords > 3) return [];
  if (!(leftPrep || rightPrep) && !(leftWords === 1 && rightWords === 1 && toks[at - 1].pos !== 'NOUN')) return [];
  return [clean(body.slice(toks[leftStart].start, toks[at - 1].end)), clean(body.slice(toks[rightStart].start))];
}

const clean = (s: string) => s.replace(/^(?:the|a|an)\s+/i, '').replace(/^["“'‘]|["”'’]$/g, '').trim();

/** "Are A and B both …?", "Were A and B of the same nationality?" → the two subjects and the relation. */
function pairedSubjects(q: string, opener: string): { options: string[]; relation: 'both' | 'same' } | null {
  const body = q.replace(/\?\s*$/, '').trim().slice(opener.length).trim();
  const m = /^(.+?)\s+(both\b|(?:of\s+)?the\s+same\b|(?:have|has|had|share|shared)\s+(?:the\s+)?(?:same|common)\b|from\s+the\s+same\b|in\s+the\s+same\b)/i.exec(body);
  if (!m) return null;
  const parts = m[1].split(/\s+and\s+/i);
  if (parts.length !== 2 || !parts[0].trim() || !parts[1].trim()) return null;
  return { options: parts.map(clean), relation: /^both/i.test(m[2]) ? 'both' : 'same' };
}

const DOCUMENTS = (verbs: string[]) =>
  new RegExp(
    `^(which|what|how many|list|show(?: me)?|find|name)\\s+(?:the\\s+|all\\s+(?:the\\s+)?|of\\s+the\\s+)?((?:[\\p{L}-]+\\s+){0,2}?[\\p{L}-]+s)\\s+(?:(?:that|which|do|does|in\\s+\\w+)\\s+)*(?:${verbs.map((v) => v.replace(/\s+/g, '\\s+')).join('|')})\\b\\s*(.*)$`,
    'iu',
  );

/** Wh-words that also open a relative clause after a noun ("the UFC champion who was …", "a province whose capital …"). */
const RELATIVE = new Set(['who', 'whom', 'whose', 'which', 'when', 'where']);

/**
 * The question's own wh-word: the first one, unless it opens a relative clause (it follows a noun or a name, or a
 * comma after one) and a later wh-word asks the question ("… the UFC champion who was one of the pioneers of what
 * sports organization?").
 */
function interrogative(q: string): { index: number; 0: string; 1: string } | null {
  // (a wh-word inside a quoted title asks nothing: 'the video "What Can I Say" … in what year?')
  const quoted = [...q.matchAll(/["“][^"“”]*["”]/g)].map((m) => [m.index!, m.index! + m[0].length]);
  const all = [...q.matchAll(new RegExp(WH.source, 'gi'))].filter((m) => !quoted.some(([a, b]) => m.index! > a && m.index! < b));
  if (all.length <= 1) return all[0] ? { index: all[0].index!, 0: all[0][0], 1: all[0][1] } : null;
  const toks = analyse(q).tokens;
  const relative = (m: RegExpMatchArray) => {
    if (m.index === 0 || !RELATIVE.has(m[1].toLowerCase())) return false;
    const before = toks.filter((t) => t.end <= m.index!);
    const prev = before[before.length - 1]?.text === ',' ? before[before.length - 2] : before[before.length - 1];
    return !!prev && (prev.pos === 'NOUN' || prev.pos === 'PROPN');
  };
  const m = all.find((x) => !relative(x)) ?? all[0];
  return { index: m.index!, 0: m[0], 1: m[1] };
}

/**
 * Does the question ask for something to do ("What can she do before …?", "What does he need to do to qualify
 * …?")? "what", an auxiliary, a subject that acts (a pronoun, or a noun phrase with a determiner: "my employer";
 * not a bare name, "what does jq do" asks what a thing is for), "need to"/"have to" or nothing, then the verb
 * that stands for any action (actions.json), ending the clause.
 */
function asksAction(q: string, lang: Language): boolean {
  const toks = analyse(q).tokens;
  const at = toks.findIndex((t) => t.lower === 'what');
  if (at < 0 || toks[at + 1]?.pos !== 'AUX') return false;
  let i = at + 2;
  const subject = i;
  const phrase = toks[i + 1] && (toks[i + 1].pos === 'NOUN' || toks[i + 1].pos === 'ADJ' || toks[i + 1].pos === 'PROPN');
  if (toks[i]?.pos === 'PRON' && !phrase) i++;
  else if (toks[i]?.pos === 'DET' || toks[i]?.pos === 'PRON') {
    i++;
    while (toks[i] && (toks[i].pos === 'ADJ' || toks[i].pos === 'NOUN' || toks[i].pos === 'PROPN') && i - subject < 5) i++;
    if (i === subject + 1) return false;
  } else return false;
  if (toks[i] && /^(?:need|needs|have|has|ought)$/.test(toks[i].lower) && toks[i + 1]?.lower === 'to') i += 2;
  if (!toks[i] || !lang.actions.questionVerbs.has(toks[i].lower)) return false;
  const next = toks[i + 1];
  return !next || next.pos === 'PUNCT' || next.pos === 'ADP' || next.pos === 'SCONJ' || next.pos === 'PART' || next.pos === 'ADV';
}

/** The expected answer type and focus noun of a wh-question, from the words after the wh-word. */
function expectation(q: string, lang: Language): { expected: AnswerType | null; cue: string | null; focus: string[]; asksSubject?: boolean } {
  const lower = q.toLowerCase();
  if (asksAction(q, lang)) return { expected: 'action', cue: 'what … do', focus: [] };
  // the question word that opens the question decides: "Where can I check how much is left" asks where
  const opening = /^\s*(which|what|who|whom|whose|when|where|how)\b/.exec(lower);
  for (const [phrase, type] of lang.howPhrases) {
    const at = new RegExp(`\\b${phrase.replace(/\s+/g, '\\s+')}\\b`).exec(lower);
    if (at && opening && opening[1] !== 'how') continue;
    if (at) {
      const after = analyse(q.slice(at.index + at[0].length)).tokens;
      const focus: string[] = [];
      let typed: AnswerType = type;
      for (const t of after) {
        if (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ') {
          focus.push(stem(t.text));
          // "how much money" asks for a sum, "how many years" for a duration: the noun is more precise
          const byNoun = lang.headNouns.get(t.lower);
          if (byNoun && (type === 'amount' || type === 'number') && byNoun !== 'date') typed = byNoun;
        } else break;
      }
      return { expected: typed, cue: phrase, focus };
    }
  }
  const wh = interrogative(q);
  if (!wh) return { expected: null, cue: null, focus: [] };
  const word = wh[1].toLowerCase();
  const direct = lang.whWords.get(word);
  const rest = q.slice(wh.index + wh[0].length);
  const a = analyse(rest).tokens;
  // the noun phrase right after which/what ("which car", "what Nevada county", "what brand-type of displays")
  const run: Array<{ text: string; pos: string }> = [];
  let i = 0;
  // "what is the length of …": the wh-word is the copula's complement, not the subject of a verb after the noun
  let predicate = false;
  if (word === 'what' || word === 'which' || word === 'whose') {
    // "what is the length of …": skip the copula and the article to reach the noun
    if (a[i] && /^(is|are|was|were|'s)$/i.test(a[i].text) && a[i + 1] && /^(the|a|an)$/i.test(a[i + 1].text)) (i += 2), (predicate = true);
    else if (a[i] && /^(kind|type|sort)$/i.test(a[i].text) && a[i + 1]?.lower === 'of') i += 2;
    for (; i < a.length; i++) {
      const t = a[i];
      if (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ' || t.pos === 'NUM' || (t.text === '-' && run.length)) run.push(t);
      else if (t.pos === 'DET' && run.length === 0) continue;
      else break;
    }
  }
  const nouns = run.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  const focus = nouns.map((t) => stem(t.text));
  // the wh-phrase is the sentence's subject when a verb follows it ("Who was known as …", "What country is
  // bordered by …", "Which channel produced …"), not when a noun phrase does ("What state was the dissenter from")
  const next = a[i];
  const after = a[i + 1];
  const leads = wh.index === 0 || /^\s*(?:and|so|but)\s*$/i.test(q.slice(0, wh.index));
  const asksSubject = leads && !predicate && word !== 'whom' && word !== 'whose' && !!next && (next.pos === 'VERB' || (next.pos === 'AUX' && !!after && (after.pos === 'VERB' || after.pos === 'ADV' || after.pos === 'ADJ' || after.pos === 'ADP')));
  // a compound noun names its own kind ("what is the time limit": a duration, though "time" and "limit" are not)
  for (let k = nouns.length - 2; k >= 0; k--) {
    const compound = `${nouns[k].text} ${nouns[k + 1].text}`.toLowerCase();
    const type = lang.headNouns.get(compound);
    if (type) return { expected: type, cue: `${word} ${compound}`, focus, asksSubject };
  }
  for (const t of [...nouns].reverse()) {
    const type = lang.headNouns.get(t.text.toLowerCase()) ?? lang.headNouns.get(t.text.toLowerCase().replace(/s$/, ''));
    if (type) return { expected: type, cue: `${word} ${t.text.toLowerCase()}`, focus, asksSubject };
  }
  return { expected: direct ?? null, cue: direct ? word : null, focus, asksSubject };
}

/** A sentence ending in a wh-phrase asks in place ("… was recorded by what?", "… the author of what novel?"). */
const IN_SITU = /\b(?:what|which|who|whom|whose)\b(?:\s+[\p{L}\p{N}'-]+){0,3}\s*\?\s*$/iu;

/**
 * Where the question proper starts inside a sentence that opens with something else: after a leading clause
 * ("As his guardian, can I …", "If we cannot pay, could this …") or at a capitalised question word run on
 * from a statement without a full stop ("… riding my moped Do I need to …").
 */
function questionStart(sentence: string, lang: Language): number {
  const subordinate = lang.subordinators;
  const opens = (s: string) => {
    const w = (/^[\p{L}']+/u.exec(s.toLowerCase().replace(/’/g, "'"))?.[0] ?? '');
    return lang.yesNoOpeners.has(w) || WH.test(w) ? w : null;
  };
  if (opens(sentence)) return 0;
  // a sentence that asks in place ("…, was recorded by what?", "… the author of what novel?") is a wh-question: a
  // yes/no word inside it opens no question; nor does a word inside a quoted title ('the video "What Can I Say"')
  const inSitu = IN_SITU.test(sentence);
  const quoted = [...sentence.matchAll(/["“][^"“”]*["”]/g)].map((m) => [m.index!, m.index! + m[0].length]);
  const opensHere = (at: number) => {
    if (quoted.some(([a, b]) => at > a && at < b)) return null;
    const w = opens(sentence.slice(at));
    return w && inSitu && !WH.test(w) ? null : w;
  };
  // (a word that opens a subordinate clause after a comma — "…, when I have no carer?" — continues the question)
  for (const m of sentence.matchAll(/,\s+/g)) {
    const w = opensHere(m.index! + m[0].length);
    if (w && !subordinate.has(w)) return m.index! + m[0].length;
  }
  let at = 0;
  // (or a question written in lower case after a full stop the sentence splitter did not take as an end:
  // "… another appointment. what is the duration …")
  for (const m of sentence.matchAll(/(?<=[\p{L}\p{N})][.!?])\s+(?=\p{Ll})/gu)) {
    const rest = sentence.slice(m.index! + m[0].length);
    if (opens(rest)) at = m.index! + m[0].length;
  }
  for (const m of sentence.matchAll(/(?<=[\p{L}\p{N})])\s+(?=\p{Lu}[\p{Ll}']*\s)/gu)) {
    if (opensHere(m.index! + m[0].length)) at = m.index! + m[0].length;
  }
  return at;
}

/**
 * Does the question's main clause negate its verb ("Is it true that a CBT is not needed …?", "Do I have no rights
 * because …?")? A negation right after a verb or auxiliary, outside the question's condition clauses ("… if I am
 * not in the UK") and not inside a subordinate clause ("… even though he is not the parent").
 */
function negatesMainClause(question: string, lang: Language): boolean {
  const clauses = conditionClauses(question, lang);
  const toks = analyse(question.replace(/’/g, "'")).tokens;
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i];
    if (!(lang.negations.has(t.lower) || /n't$/.test(t.lower)) || clauses.some((c) => t.start >= c.start && t.start < c.end)) continue;
    if (toks[i - 1].pos !== 'AUX' && toks[i - 1].pos !== 'VERB') continue;
    let k = i - 1;
    while (k >= 0 && toks[k].pos !== 'PUNCT' && !lang.subordinators.has(toks[k].lower)) k--;
    if (k >= 0 && lang.subordinators.has(toks[k].lower)) continue;
    return true;
  }
  return false;
}

export function analyseQuestion(text: string, lang: Language): QuestionAnalysis {
  const split = splitQuestion(text);
  let context = split.context;
  let rawQuestion = split.question.replace(LEADING_FILLER, '');
  const start = questionStart(rawQuestion, lang);
  if (start > 0) {
    context = `${context} ${rawQuestion.slice(0, start)}`.trim();
    rawQuestion = rawQuestion.slice(start);
  }
  const question = rawQuestion;
  const lower = question.toLowerCase().replace(/\s+/g, ' ').trim();
  const firstWord = (/^[\p{L}']+/u.exec(lower)?.[0] ?? '').replace(/’/g, "'");
  let form: QuestionForm = 'open';
  let options: string[] = [];
  let relation: QuestionAnalysis['relation'] = null;
  let documents: QuestionAnalysis['documents'] = null;
  let negated = false;

  const docs = DOCUMENTS(lang.mentionVerbs).exec(question.replace(/\?\s*$/, '').trim());
  const howTo = startsWithPhrase(lower, lang.howToOpeners);
  const listed = choiceOptions(question);
  const choice = listed.length === 0 && lang.yesNoOpeners.has(firstWord) ? alternatives(question) : listed;
  if (docs && docs[3].trim()) {
    form = 'documents';
    documents = { topic: docs[3].trim().replace(/^(?:about|of|on)\s+/i, ''), noun: docs[2].trim(), count: /^how many$/i.test(docs[1]) };
  } else if (howTo) {
    form = 'howto';
  } else if (choice.length === 2 && (WH.test(lower.split(/[,:]/)[0]) || lang.yesNoOpeners.has(firstWord))) {
    form = 'choice';
    options = choice;
    relation = 'choice';
  } else if (lang.yesNoOpeners.has(firstWord)) {
    form = 'yesno';
    negated = /n't$|^cannot$/.test(firstWord) || /^\S+\s+(?:\S+\s+)?not\b/.test(lower) || negatesMainClause(question, lang);
    const paired = pairedSubjects(question, firstWord);
    if (paired) ({ options, relation } = paired);
  } else if (WH.test(lower) && !/^\s*why\b/.test(lower)) {
    form = 'factoid';
  }
  const exp = form === 'factoid' || form === 'choice' ? expectation(question, lang) : { expected: null, cue: null, focus: [], asksSubject: false };

  const terms: QuestionTerm[] = [];
  const seen = new Map<string, QuestionTerm>();
  const add = (t: { text: string; stem: string }, weight: number, inQuestion: boolean) => {
    const had = seen.get(t.stem);
    if (had) {
      if (had.weight < weight) Object.assign(had, { weight, inQuestion });
      return;
    }
    const term = { stem: t.stem, text: t.text, weight, inQuestion };
    seen.set(t.stem, term);
    terms.push(term);
  };
  // the words that only shape the question ("kind of", "isn't", the "long" of "how long") are not terms
  const cueWords = new Set(exp.cue?.startsWith('how ') ? exp.cue.split(' ') : []);
  // and a noun that names a date ("in what year", "on which day") says only that a date is asked: every sentence
  // with a date could word it ("his best years"), so it is no term — the date span answers it
  const cueNoun = exp.cue && !exp.cue.startsWith('how ') ? exp.cue.split(' ').slice(1).join(' ') : '';
  if (exp.expected === 'date' && cueNoun && lang.headNouns.get(cueNoun) === 'date') cueWords.add(cueNoun);
  const skip = (t: { lower: string; stop: boolean }) => t.stop || lang.fillerWords.has(t.lower) || lang.yesNoOpeners.has(t.lower.replace(/’/g, "'")) || cueWords.has(t.lower);
  // a factoid's clauses after a noun describe what it names (a bridge): their words are terms that describe
  const wh = form === 'factoid' ? interrogative(question) : null;
  const described = form === 'factoid' ? describingRanges(question, wh ? wh.index : -1, lang) : [];
  const describing = (t: { start: number; end: number }) => described.some((r) => t.start >= r.start && t.end <= r.end);
  const own = wordTokens(question).filter((t) => !skip(t));
  for (const t of own) add(t, 1, true);
  // (a word the asked clause also says is asked)
  if (described.length) for (const t of terms) t.describes = own.every((x) => x.stem !== t.stem || describing(x));
  for (const t of wordTokens(context)) if (!skip(t)) add(t, 0.3, false);
  // a number word is its digits too ("two spare bedrooms" is stated as "2 or more spare bedrooms"); only where it
  // is read as a number (its part of speech), so "a score of" or "none of" stay words
  // and a number right before a word counts that word ("two spare bedrooms": 2 bedrooms, the adjectives between skipped)
  const counts: QuestionAnalysis['counts'] = [];
  for (const part of [question, context]) {
    if (!part) continue;
    const toks = analyse(part).tokens;
    toks.forEach((t, i) => {
      const digits = /^\d+$/.test(t.text) ? t.text : t.pos === 'NUM' ? lang.numberWords.get(t.lower) : undefined;
      if (!digits) return;
      const term = seen.get(stem(t.text));
      if (term && digits !== t.text) term.alt = digits;
      let k = i + 1;
      while (k < toks.length && toks[k].pos === 'ADJ') k++;
      if (k < toks.length && toks[k].pos === 'NOUN') {
        counts.push({ value: digits, stem: stem(toks[k].text) });
        // a count is a term of its own, even when its word is a function word ("one spare bedroom")
        if (!term && !seen.has(digits)) add({ text: digits, stem: digits }, part === question ? 1 : 0.3, part === question);
      }
    });
  }
  const defines = definedThing(question);
  return { text, question, context, form, expected: exp.expected, cue: exp.cue, focus: exp.focus, asksSubject: !!exp.asksSubject, defines, terms, described, counts, negated, options, relation, documents };
}

/**
 * The thing a definition or purpose question asks about: "What is tmux?", "What does jq do?", "What is the public
 * suffix list used for?" → "tmux", "jq", "public suffix list" (four words at most); null for other questions. (Cheap:
 * no NLP.)
 */
export function definedThing(question: string): string | null {
  const q = question.trim();
  const def = /^\s*what\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?([^?,]{1,40}?)(?:\s+(?:used\s+|good\s+)?for)?\s*\??\s*$/i.exec(q) ?? /^\s*what\s+(?:does|do|did)\s+([^?,]{1,40}?)\s+do\s*\??\s*$/i.exec(q);
  return def && def[1].trim().split(/\s+/).length <= 4 ? def[1].trim() : null;
}

/** Does the question ask which (or how many) documents mention something? (Cheap: no NLP.) */
export function asksAcrossDocuments(text: string, lang: Language): boolean {
  const { question } = splitQuestion(text);
  const m = DOCUMENTS(lang.mentionVerbs).exec(question.replace(LEADING_FILLER, '').replace(/\?\s*$/, '').trim());
  return !!m && !!m[3].trim();
}
