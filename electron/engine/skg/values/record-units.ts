// A unit stated once for a whole record: a field whose whole value is a unit ({"net": 1200, "vat": 228,
// "currency": "EUR"}, a price-list row with a Currency column, {"weight": 12, "unit": "kg"}) applies to the numbers
// of its sibling fields written without one — but only to siblings whose entry holds numbers of that dimension
// (resources/domains/*/entry-kinds.tsv: price, amount, net, vat … are money), never to a count or a stock level
// beside them ("qty": 157 stays a bare number).
import type { UnitTable } from './unit-table.ts';
import type { EntryValueSpec } from './domain-pack.ts';
import { findUnit } from './quantity.ts';
import { entryValueSpec } from './entry-kinds.ts';

export interface RecordUnits {
  /** The one unit per dimension the record's fields state alone (a dimension stated twice, differently, has none). */
  byDimension: Map<string, string>;
}

export function recordUnits(values: readonly string[], table: UnitTable): RecordUnits {
  const seen = new Map<string, Set<string>>();
  for (const v of values) {
    const t = v.trim();
    if (!t || t.length > 12 || /\d/.test(t)) continue;
    const u = findUnit(table, t);
    if (!u) continue;
    const set = seen.get(u.dimension) ?? new Set<string>();
    set.add(u.symbol);
    seen.set(u.dimension, set);
  }
  const byDimension = new Map<string, string>();
  for (const [dim, units] of seen) if (units.size === 1) byDimension.set(dim, [...units][0]!);
  return { byDimension };
}

/** The record's unit for one sibling field: the first dimension its entry holds that the record states a unit of. */
export function recordUnitFor(units: RecordUnits, entry: string, specs: readonly EntryValueSpec[]): string | undefined {
  if (!units.byDimension.size) return undefined;
  const spec = entryValueSpec(entry, specs);
  if (!spec || spec.structure) return undefined;
  for (const k of spec.kinds) {
    const u = units.byDimension.get(k);
    if (u) return u;
  }
  return undefined;
}
