// Sums of money: wink's MONEY entities and amounts written with a currency sign or code ("£215", "€ 1,200",
// "$650 million", "120 EUR").
import { entityCandidates, regexCandidates, type Recogniser } from './candidate.ts';

const SIGNED = /[£$€¥₹]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|bn|m|k)\b)?(?:\s(?:a|per)\s(?:week|month|year|day|hour))?/g;
const CODED = /\b\d[\d,]*(?:\.\d+)?\s?(?:GBP|USD|EUR|JPY|INR|CHF|pounds?|dollars?|euros?|pence|cents?)\b/gi;

export const money: Recogniser = (s) => [
  ...regexCandidates(s.text, SIGNED, 'money', 1),
  ...regexCandidates(s.text, CODED, 'money', 0.9),
  ...entityCandidates(s, ['MONEY'], 'money', 0.9),
];
