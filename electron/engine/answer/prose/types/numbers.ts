// Counts and plain numbers: wink's CARDINAL entities, digits and numbers in words, not part of a date, a sum or a version.
import { entityCandidates, regexCandidates, type Recogniser } from './candidate.ts';

const UNITS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
/** Numbers written in words ("three", "twenty-one", "four hundred", "a dozen"). */
export const NUMBER_WORDS = `(?:(?:${UNITS})(?:[- ](?:${UNITS}))?(?:\\s(?:hundred|thousand|million|billion))?|a dozen|dozens|a hundred|hundreds)`;
const WORDS = new RegExp(`\\b${NUMBER_WORDS}\\b`, 'gi');
const DIGITS = /(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d.])|(?<![\d.,])\d+(?:\.\d+)?(?![\d.])/g;

export const numbers: Recogniser = (s) => {
  const out = [...entityCandidates(s, ['CARDINAL'], 'number', 1), ...regexCandidates(s.text, DIGITS, 'number', 0.7), ...regexCandidates(s.text, WORDS, 'number', 0.8).filter((c) => !/^one$/i.test(c.text))];
  // a year, a date, a sum or a version is not a count (nor a day next to its month: "01 May")
  const taken = s.entities.filter((e) => ['DATE', 'MONEY', 'PERCENT', 'TIME'].includes(e.type));
  const month = /^\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$/i;
  return out.filter((c) => !/^(1[0-9]{3}|20[0-9]{2})$/.test(c.text) && !/\d\.\d+\.\d/.test(s.text.slice(c.start, c.end + 4)) && !taken.some((e) => e.start <= c.start && c.end <= e.end) && !/[£$€]\s?$/.test(s.text.slice(0, c.start)) && !month.test(s.text.slice(c.end, c.end + 5)) && !month.test(s.text.slice(Math.max(0, c.start - 10), c.start)));
};
