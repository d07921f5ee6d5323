// Words around a number that change its meaning without changing its value: "about 330 EUR" (approximate),
// "Up to 120Hz" / "£30 or less" (upper bound), "16 or over" / "at least 8GB" (lower bound), "£96.25 a week" (rate).

import { periodAfterAmount } from './periods.ts';

export type Bound = 'min' | 'max';

const APPROX_BEFORE = /(?:^|[^\p{L}])(?:about|approx\.?|approximately|around|circa|ca\.|c\.|roughly|est\.|estimated|nearly|almost)\s*$|[~≈∼]\s*$/iu;
const MAX_BEFORE = /(?:^|[^\p{L}])(?:up to|upto|max\.?|maximum(?: of)?|at most|no more than|not more than|under|below|less than|fewer than|within|lower than|<=?|≤)\s*$/iu;
const MIN_BEFORE = /(?:^|[^\p{L}])(?:at least|min\.?|minimum(?: of)?|over|above|more than|greater than|higher than|from|starting at|no less than|>=?|≥)\s*$/iu;
const MAX_AFTER = /^\s*(?:or (?:less|under|below|fewer|younger|lower)|and (?:under|below|less)|max\.?|maximum)(?![\p{L}])/iu;
const MIN_AFTER = /^\s*(?:or (?:over|more|above|older|higher|greater)|and (?:over|above|up|older)|\+(?!\d)|min\.?|minimum|plus)(?![\p{L}])/iu;
const PERIOD_AFTER = /^\s*(?:a|an|per|each|every|\/)\s*(hour|day|week|fortnight|month|quarter|year|annum)(?![\p{L}])/iu;

/** Words between the previous number (or the start) and this number, up to 30 characters. */
function window(text: string, from: number, to: number): string {
  return text.slice(Math.max(from, to - 30), to);
}

export function approxBefore(text: string, from: number, pos: number): boolean {
  return APPROX_BEFORE.test(window(text, from, pos));
}

export function boundAround(text: string, from: number, pos: number, after: number): Bound | undefined {
  const before = window(text, from, pos);
  const rest = text.slice(after, after + 30);
  if (MAX_BEFORE.test(before) || MAX_AFTER.test(rest)) return 'max';
  if (MIN_BEFORE.test(before) || MIN_AFTER.test(rest)) return 'min';
  return undefined;
}

/** "a week" / "per month" / "/year" right after a number or its unit. */
export function periodAfter(text: string, pos: number): { period: string; end: number } | null {
  return periodAfterAmount(text, pos) ?? fallbackPeriod(text, pos);
}

/** The periods English always has, when the period table cannot be read. */
function fallbackPeriod(text: string, pos: number): { period: string; end: number } | null {
  const m = PERIOD_AFTER.exec(text.slice(pos, pos + 24));
  if (!m) return null;
  const period = m[1]!.toLowerCase() === 'annum' ? 'year' : m[1]!.toLowerCase();
  return { period, end: pos + m[0].length };
}
