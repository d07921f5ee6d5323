// Frequencies: "every year", "each month", "every 3 years", "annually", "twice a week" — the answer to "when"
// (a repeated time) and to "how often".
import { regexCandidates } from './candidate.ts';
import type { AnswerType } from '../language.ts';
import type { Candidate } from './candidate.ts';

const PERIOD = '(?:day|week|fortnight|month|quarter|year|decade)';
const FREQUENCY = new RegExp(`\\b(?:(?:every|each)\\s(?:(?:\\d+|other|two|three|four|five|six|ten|few)\\s)?${PERIOD}s?|(?:once|twice|\\d+\\stimes)\\s(?:a|per|every)\\s${PERIOD}|daily|weekly|fortnightly|monthly|quarterly|annually|yearly)\\b`, 'gi');

/** The frequencies of a text as candidates of the type asked. */
export const frequencyCandidates = (text: string, type: AnswerType, strength: number): Candidate[] => regexCandidates(text, FREQUENCY, type, strength);
