// Measures: a number with the unit written after it ("3.9 mi", "5,000 mAh", "12 metres", "2 kg").
import { regexCandidates, type Recogniser } from './candidate.ts';

const MEASURE = /\b\d[\d,]*(?:\.\d+)?\s?(?:[a-zA-Zµ°²³]{1,3}\b|[a-z]{4,12}s?\b)(?:\s?\([^)]{1,20}\))?/g;
const NOT_UNIT = /\s(?:and|or|the|of|to|in|on|at|for|by|with|was|is|are|were|has|had|have|from|as|a|an)$/i;
/** Times are durations, not measures. */
const TIME_UNIT = /\s?(?:seconds?|minutes?|hours?|days?|weeks?|fortnights?|months?|years?|decades?|centuries)$/i;

export const measures: Recogniser = (s) =>
  regexCandidates(s.text, MEASURE, 'measure', 0.8).filter((c) => {
    const bare = c.text.replace(/\s?\([^)]*\)$/, '');
    return !NOT_UNIT.test(bare) && !TIME_UNIT.test(bare) && !/^\d+(st|nd|rd|th)$/.test(c.text);
  });
