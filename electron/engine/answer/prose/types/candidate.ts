// What every answer-type recogniser returns: candidate answer spans in a sentence, with how sure it is.
import type { AnalysedText } from '../nlp.ts';
import type { ActionCues, AnswerType } from '../language.ts';

export interface Candidate {
  type: AnswerType;
  /** Range in the analysed text. */
  start: number;
  end: number;
  text: string;
  /** 0..1: how clearly the span is of its type. */
  strength: number;
  /** How it was found: a recogniser of the expected type, next to the question's focus noun, the sentence's subject, or only as a name. */
  source?: 'type' | 'focus' | 'subject' | 'name';
}

export interface RecogniserContext {
  /** Stems of the question's focus noun phrase ("licens", "car"). */
  focus: string[];
  /** How a sentence tells its reader to act (the 'action' type's cues). */
  actions?: ActionCues;
  /** Nouns that say what kind of thing a name they end is ("… Valley" a place, "… University" an organisation). */
  heads?: ReadonlyMap<string, AnswerType>;
}

export type Recogniser = (s: AnalysedText, ctx: RecogniserContext) => Candidate[];

/** Candidates of a regular expression over the text (group 1 when present, else the whole match). */
export function regexCandidates(text: string, re: RegExp, type: AnswerType, strength: number): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(re)) {
    const value = m[1] ?? m[0];
    const start = m.index! + (m[1] ? m[0].indexOf(m[1]) : 0);
    out.push({ type, start, end: start + value.length, text: value, strength });
  }
  return out;
}

export function entityCandidates(s: AnalysedText, types: string[], type: AnswerType, strength: number): Candidate[] {
  return s.entities.filter((e) => types.includes(e.type)).map((e) => ({ type, start: e.start, end: e.end, text: e.text, strength }));
}
