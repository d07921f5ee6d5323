// Currency signs and codes written before a number ("€9", "EUR 110", "US$ 199", "Rs. 15,999", "approx. €70").
// The prefixes are the short spellings (up to three characters, not a lone letter) of the unit table's
// currencies; currencies written after a number ("80 euros", "330 EUR") are ordinary units.
import type { UnitDef, UnitTable } from './unit-table.ts';

export interface CurrencyPrefix {
  unit: UnitDef;
  start: number;
}

const prefixCache = new WeakMap<UnitTable, Array<{ text: string; unit: UnitDef }>>();

function prefixes(table: UnitTable): Array<{ text: string; unit: UnitDef }> {
  let list = prefixCache.get(table);
  if (!list) {
    list = table.spellings
      .filter((e) => e.unit.dimension === 'currency' && !e.spelling.attachedOnly && e.spelling.text.length <= 3 && !/^\p{L}$/u.test(e.spelling.text))
      .map((e) => ({ text: e.lower, unit: e.unit }));
    prefixCache.set(table, list);
  }
  return list;
}

/** The currency written immediately before `pos` (a space between sign and number is allowed), or null. */
export function currencyBefore(text: string, pos: number, table: UnitTable): CurrencyPrefix | null {
  let end = pos;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\u00A0')) end--;
  if (pos - end > 2) return null;
  const head = text.slice(Math.max(0, end - 4), end).toLowerCase();
  for (const p of prefixes(table)) {
    if (!head.endsWith(p.text)) continue;
    const start = end - p.text.length;
    // letters-only codes need a non-letter before them ("about 330 EUR" is a suffix, "EUR 9" a prefix)
    if (/\p{L}/u.test(p.text[0]!) && start > 0 && /\p{L}/u.test(text[start - 1]!)) continue;
    return { unit: p.unit, start };
  }
  return null;
}
