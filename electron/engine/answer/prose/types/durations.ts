// Durations: wink's DURATION entities and "within 10 days", "3 to 5 weeks", "up to 2 years".
import { entityCandidates, regexCandidates, type Recogniser } from './candidate.ts';

const SPAN = /\b(?:(?:within|up to|at least|at most|about|around|after|for|over|under|less than|more than)\s)?\d+(?:\.\d+)?(?:\s?(?:to|-|–|or)\s?\d+(?:\.\d+)?)?\s(?:working\s|calendar\s|business\s)?(?:seconds?|minutes?|hours?|days?|weeks?|fortnights?|months?|years?|decades?)\b/gi;

export const durations: Recogniser = (s) => [...regexCandidates(s.text, SPAN, 'duration', 1), ...entityCandidates(s, ['DURATION', 'TIME'], 'duration', 0.8)];

/** Is the text a duration ("2 years", "within 10 days")? */
export const isDuration = (text: string) => new RegExp(`^(?:${SPAN.source})$`, 'i').test(text.trim());
