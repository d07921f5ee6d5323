// Currency signs and codes written before a number ("€9", "EUR 110", "US$ 199", "Rs. 15,999", "approx. €70").
// Currencies written after a number ("80 euros", "330 EUR") are ordinary units in units.ts.

import { lookupUnit, type UnitDef } from './units.ts';

export interface CurrencyPrefix {
  unit: UnitDef;
  start: number;
}

// Longest first; letters-only codes need a non-letter before them ("about 330 EUR" is a suffix, "EUR 9" a prefix).
const PREFIXES = ['us$', 'a$', 'c$', 'eur', 'usd', 'gbp', 'inr', 'jpy', 'cny', 'rmb', 'chf', 'aud', 'cad', 'rs.', 'rs', '€', '$', '£', '₹', '¥'];

/** The currency written immediately before `pos` (a space between sign and number is allowed), or null. */
export function currencyBefore(text: string, pos: number): CurrencyPrefix | null {
  let end = pos;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\u00A0')) end--;
  if (pos - end > 2) return null;
  const head = text.slice(Math.max(0, end - 4), end).toLowerCase();
  for (const p of PREFIXES) {
    if (!head.endsWith(p)) continue;
    const start = end - p.length;
    if (/\p{L}/u.test(p[0]!) && start > 0 && /\p{L}/u.test(text[start - 1]!)) continue;
    const unit = lookupUnit(p);
    if (unit && unit.kind === 'currency') return { unit, start };
  }
  return null;
}
