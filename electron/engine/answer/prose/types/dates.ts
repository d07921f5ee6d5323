// Dates: wink's DATE entities, years ("1946", "the 1990s") and centuries ("the late eighteenth century").
import { entityCandidates, regexCandidates, type Recogniser } from './candidate.ts';

const YEAR = /\b(?:(?:early|mid|late)[- ])?(?:1[0-9]{3}|20[0-9]{2})s?\b/g;
const CENTURY = /\b(?:(?:early|mid|late)[- ])?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-first)[- ]century\b/gi;

export const dates: Recogniser = (s) => [
  ...entityCandidates(s, ['DATE'], 'date', 1),
  ...regexCandidates(s.text, CENTURY, 'date', 1),
  ...regexCandidates(s.text, YEAR, 'date', 0.8),
];
