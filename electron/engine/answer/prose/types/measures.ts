// Measures: a number with the unit written after it ("3.9 mi", "5,000 mAh", "12 metres", "2 kg").
import { regexCandidates, type Recogniser } from './candidate.ts';

const MEASURE = /\b\d[\d,]*(?:\.\d+)?\s?(?:[a-zA-Zµ°²³]{1,3}\b|[a-z]{4,12}s?\b)(?:\s?\([^)]{1,20}\))?/g;
const NOT_UNIT = /\s(?:and|or|the|of|to|in|on|at|for|by|with|was|is|are|were|has|had|have|from|as|a|an)$/i;

export const measures: Recogniser = (s) =>
  regexCandidates(s.text, MEASURE, 'measure', 0.8).filter((c) => !NOT_UNIT.test(c.text.replace(/\s?\([^)]*\)$/, '')) && !/^\d+(st|nd|rd|th)$/.test(c.text));
