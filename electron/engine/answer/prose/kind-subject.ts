// What kind of thing a sentence says its subject is. A "what/which <noun>" question asking for a name asks for a
// thing of that kind, and a sentence saying its subject is one ("Crested Butte is a home rule municipality in
// Gunnison County", "Samuel Beckett was an Irish avant-garde novelist") or speaking of its page's subject by that
// noun ("The series follows …" on the page of a series) names the candidate: its subject. A sentence that speaks of
// its page's subject by a noun of the question's other words ("The conference has taken place in Sun Valley" for
// "What town hosts an annual media finance conference …?") is about a thing the question describes, so that
// subject is not what the question asks for.
import type { AnalysedText } from './nlp.ts';
import type { Language } from './language.ts';
import type { QuestionAnalysis } from './question.ts';
import { sameStem, stem, type Token } from './terms.ts';
import type { Candidate } from './types/candidate.ts';
import { nameRuns } from './types/names.ts';

/** Words a copula's complement may run before the kind is named ("is a 2010 Danish drama thriller film"). */
const KIND_WINDOW = 10;

/** Does a sentence say something is a thing of a kind: "is a/an/the …" followed shortly by the kind's noun? */
export function isKindOf(toks: Token[], kind: string): boolean {
  for (let i = 0; i + 1 < toks.length; i++) {
    if (!/^(?:is|are|was|were)$/i.test(toks[i].text) || !/^(?:a|an|the)$/i.test(toks[i + 1].text)) continue;
    for (let k = i + 2; k < Math.min(toks.length, i + 2 + KIND_WINDOW); k++) {
      if (/^[.;:]$/.test(toks[k].text)) break;
      if (sameStem(toks[k].stem, kind)) return true;
    }
  }
  return false;
}

/**
 * The head noun of a definite noun phrase a sentence opens with ("The former coal mining town is …" → "town"),
 * as a stem; null when it opens otherwise or with a name ("The Beatles were …").
 */
export function openingHead(a: AnalysedText, lang: Language): string | null {
  const t = a.tokens;
  let i = 0;
  while (t[i] && t[i].pos === 'PUNCT') i++;
  if (!t[i] || !lang.definiteDeterminers.has(t[i].lower)) return null;
  let head: string | null = null;
  for (i++; i < t.length; i++) {
    const x = t[i];
    if (x.pos === 'PROPN') return null;
    if (x.pos === 'NOUN') head = x.text;
    else if (x.pos === 'ADJ' || x.pos === 'NUM' || (x.pos === 'VERB' && /ing$/i.test(x.text)) || x.text === '-') continue;
    else break;
  }
  return head ? stem(head) : null;
}

/** The noun a "what/which <noun>" question asking for a name asks for (its focus noun's stem), else null. */
export function kindAsked(q: QuestionAnalysis, nameTypes: readonly string[]): string | null {
  return q.form === 'factoid' && q.focus.length && (!q.expected || nameTypes.includes(q.expected)) ? q.focus[q.focus.length - 1] : null;
}

/** Does the sentence say its subject is a thing of the kind asked (by a copula's complement or its opening noun)? */
export function statesSubjectKind(a: AnalysedText, kind: string, lang: Language): boolean {
  const t = a.tokens;
  // "is a/an/the …" and, shortly after, the kind as a noun ("is an annual conference hosted by" is no host)
  for (let i = 0; i + 1 < t.length; i++) {
    if (!/^(?:is|are|was|were)$/i.test(t[i].text) || !/^(?:a|an|the)$/i.test(t[i + 1].text)) continue;
    for (let k = i + 2; k < Math.min(t.length, i + 2 + KIND_WINDOW); k++) {
      if (/^[.;:]$/.test(t[k].text)) break;
      if ((t[k].pos === 'NOUN' || t[k].pos === 'PROPN') && sameStem(stem(t[k].text), kind)) return true;
    }
  }
  const head = openingHead(a, lang);
  return head !== null && sameStem(head, kind);
}

/**
 * How sure a sentence's kind statement makes its subject the answer: below a recogniser of the type asked (a place
 * after "in"), above a name found only near the question's words (HotpotQA dev half: 1 put a city's own page above
 * the sentence saying which city a band was formed in).
 */
export const KIND_SUBJECT = 0.8;

/** The name a sentence opens with ("Crested Butte is …"), as a candidate span of the sentence's subject. */
export function openingName(a: AnalysedText): Candidate | null {
  const run = nameRuns(a).find(([i]) => i === 0);
  if (!run) return null;
  const start = a.tokens[run[0]].start;
  const end = a.tokens[run[1]].end;
  return { type: 'organisation', start, end, text: a.text.slice(start, end), strength: KIND_SUBJECT, source: 'subject' };
}

/**
 * Does the sentence speak of its subject by a noun the question uses for something other than what it asks
 * ("The conference …" for "What town hosts an annual … conference?")?
 */
export function subjectIsDescribed(a: AnalysedText, q: QuestionAnalysis, lang: Language): boolean {
  const head = openingHead(a, lang);
  if (head === null || q.focus.some((f) => sameStem(f, head))) return false;
  return q.terms.some((t) => t.inQuestion && sameStem(t.stem, head));
}
