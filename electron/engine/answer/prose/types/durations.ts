// Durations: wink's DURATION entities and "within 10 days", "3 to 5 weeks", "up to 2 years", with the number in
// words too ("within one month", "two to three weeks") or an article for one unit ("a full day", "half an hour",
// "a week's notice").
import { entityCandidates, regexCandidates, type Recogniser } from './candidate.ts';
import { NUMBER_WORDS } from './numbers.ts';

const BOUND = '(?:within|up to|at least|at most|about|around|after|for|over|under|less than|more than|no later than|no more than)\\s';
const UNIT = '(?:seconds?|minutes?|hours?|days?|weeks?|fortnights?|months?|years?|decades?)\\b(?!-)';
const COUNT = `(?:\\d+(?:\\.\\d+)?|${NUMBER_WORDS})`;
const SPAN = new RegExp(`\\b(?:${BOUND})?${COUNT}(?:\\s?(?:to|-|–|or)\\s?${COUNT})?\\s(?:working\\s|calendar\\s|business\\s|full\\s|whole\\s|clear\\s)?${UNIT}`, 'gi');
/** One unit said with an article: "a full day", "a week", "half an hour", "a fortnight" (weaker: "once a day" is a rate). */
const ONE = new RegExp(`\\b(?:${BOUND})?(?:half\\s(?:a|an)|(?:a|an)(?:\\s(?:full|whole|single|working|calendar|clear))?)\\s${UNIT}(?!\\s*(?:later|earlier|ago))`, 'gi');

export const durations: Recogniser = (s) => [
  ...regexCandidates(s.text, SPAN, 'duration', 1),
  ...regexCandidates(s.text, ONE, 'duration', 0.85),
  ...entityCandidates(s, ['DURATION', 'TIME'], 'duration', 0.8),
];

/** Is the text a duration ("2 years", "within 10 days", "within one month")? */
export const isDuration = (text: string) => new RegExp(`^(?:${SPAN.source})$`, 'i').test(text.trim());
