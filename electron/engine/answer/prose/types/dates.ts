// Dates: wink's DATE entities, years ("1946", "the 1990s"), centuries ("the late eighteenth century") and
// repeated times ("every year", "annually"). A year that is part of a title is no date of its own: inside quotes
// ("the ‘Code of safe working practices 2018’") or right after a capitalised word of a name ("the Regulations
// 1997"; a month's name before a year still makes a date: "May 2019").
import { entityCandidates, regexCandidates, type Candidate, type Recogniser } from './candidate.ts';
import type { AnalysedText } from '../nlp.ts';
import { frequencyCandidates } from './frequencies.ts';

const YEAR = /\b(?:(?:early|mid|late)[- ])?(?:1[0-9]{3}|20[0-9]{2})s?\b/g;
const CENTURY = /\b(?:(?:early|mid|late)[- ])?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-first)[- ]century\b/gi;
const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|autumn|winter)$/i;
const MONTH_WORD = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const WEEKDAY = '(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+)?';
/** A whole calendar date, its weekday with it: "Fri, 02 Sep 2022", "2 September 2022", "September 2, 2022",
 *  "2022-09-02" — stronger than the pieces the entity recogniser may split it into ("Fri", "Sep 2022"). */
const FULL_DATE = new RegExp(`\\b(?:${WEEKDAY}\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_WORD},?\\s+\\d{4}|${WEEKDAY}${MONTH_WORD}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2})\\b`, 'gi');
/** Quoted stretches of a text (titles): ‘…’, “…”, "…". */
const QUOTED = /‘[^’\n]{2,200}’|“[^”\n]{2,200}”|"[^"\n]{2,200}"/g;

/** Is the span part of a title: inside quotes, or a year right after a capitalised word that is not a month's name? */
function inTitle(s: AnalysedText, c: Candidate): boolean {
  for (const m of s.text.matchAll(QUOTED)) if (m.index! < c.start && c.end <= m.index! + m[0].length) return true;
  if (!/^(?:1[0-9]{3}|20[0-9]{2})$/.test(c.text)) return false;
  const before = /(\p{L}+)\s+$/u.exec(s.text.slice(Math.max(0, c.start - 30), c.start));
  return !!before && before.index + Math.max(0, c.start - 30) > 0 && /^\p{Lu}/u.test(before[1]) && !MONTH.test(before[1]);
}

export const dates: Recogniser = (s) => {
  const whole = regexCandidates(s.text, FULL_DATE, 'date', 1.1);
  // (a piece of a whole date, its year or its weekday, is no date of its own beside it)
  const inside = (c: Candidate) => whole.some((w) => w !== c && w.start <= c.start && c.end <= w.end);
  return [
    ...whole,
    ...entityCandidates(s, ['DATE'], 'date', 1),
    ...regexCandidates(s.text, CENTURY, 'date', 1),
    ...regexCandidates(s.text, YEAR, 'date', 0.8),
    ...frequencyCandidates(s.text, 'date', 0.8),
  ].filter((c) => !inTitle(s, c) && !inside(c));
};
