// Percentages: wink's PERCENT entities and "14%", "25 per cent".
import { entityCandidates, regexCandidates, type Recogniser } from './candidate.ts';

const PERCENT = /\b\d+(?:\.\d+)?\s?(?:%|per ?cent\b|percent\b)/gi;

export const percentages: Recogniser = (s) => [...regexCandidates(s.text, PERCENT, 'percent', 1), ...entityCandidates(s, ['PERCENT'], 'percent', 1)];
