// Dates: wink's DATE entities, years ("1946", "the 1990s"), centuries ("the late eighteenth century") and
// repeated times ("every year", "annually"). A year that is part of a title is no date of its own: inside quotes
// ("the ‘Code of safe working practices 2018’") or right after a capitalised word of a name ("the Regulations
// 1997"; a month's name before a year still makes a date: "May 2019").
import { entityCandidates, regexCandidates, type Candidate, type Recogniser } from './candidate.ts';
import { findDates } from '../../../skg/values/dates.ts';
import type { AnalysedText } from '../nlp.ts';
import { frequencyCandidates } from './frequencies.ts';

const YEAR = /\b(?:(?:early|mid|late)[- ])?(?:1[0-9]{3}|20[0-9]{2})s?\b/g;
const CENTURY = /\b(?:(?:early|mid|late)[- ])?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-first)[- ]century\b/gi;
const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|autumn|winter)$/i;
/** A date's time of day, written after it ("12:31:31 +0200"): no part of the date answered. */
const TIME_OF_DAY = /(?:,?\s+|T)\d{1,2}:\d{2}.*$/su;

/** Whole calendar dates, their weekday with them ("Fri, 02 Sep 2022", "September 2, 2022", "2022-09-02", and the
 *  calendar words of every language the date reader knows), stronger than the pieces the entity recogniser may split
 *  one into ("Fri", "Sep 2022"): the library's own date reader (skg/values/dates.ts). */
function wholeDates(text: string): Candidate[] {
  return findDates(text).filter((d) => d.day !== undefined).map((d) => {
    const written = text.slice(d.start, d.end).replace(TIME_OF_DAY, '');
    return { type: 'date' as const, start: d.start, end: d.start + written.length, text: written, strength: 1.1 };
  });
}

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
  const whole = wholeDates(s.text);
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
