// A unit stated once for a whole record: a field whose whole value is a unit ({"net": 1200, "vat": 228,
// "currency": "EUR"}, a price-list row with a Currency column, {"weight": 12, "unit": "kg"}) applies to the numbers
// of its sibling fields written without one — but only to siblings whose entry holds numbers of that dimension
// (resources/domains/*/entry-kinds.tsv: price, amount, net, vat … are money), never to a count or a stock level
// beside them ("qty": 157 stays a bare number).
import type { UnitDef, UnitTable } from './unit-table.ts';
import type { EntryValueSpec } from './domain-pack.ts';
import { findUnit } from './quantity.ts';
import { entryValueSpec } from './entry-kinds.ts';

export interface RecordUnits {
  /** The one unit per dimension the record's fields state alone (a dimension stated twice, differently, has none). */
  byDimension: Map<string, string>;
}

/** The unit a field's whole value names ("EUR", "kg", "sq_ft"), or null. */
export function unitOfFieldValue(value: string, table: UnitTable): UnitDef | null {
  const t = value.trim();
  if (!t || t.length > 12 || /\d/.test(t)) return null;
  return findUnit(table, t) ?? (t.includes('_') ? findUnit(table, t.replace(/_+/g, ' ')) : null);
}

export function recordUnits(values: readonly string[], table: UnitTable): RecordUnits {
  const seen = new Map<string, Set<string>>();
  for (const v of values) {
    const u = unitOfFieldValue(v, table);
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

/**
 * A quantity written as an object of its own, {"floor_area": {"value": 460, "unit": "sq_ft"}}: the unit one field of
 * the object states applies to the object's measure (a key of resources/lang/en/sub-keys.tsv that gives the
 * parent's own value: value, amount, …) whatever its entry usually holds, for the object holds nothing else it could
 * be the unit of. Section (the object's path) → unit symbol, for objects stating exactly one unit.
 */
export function objectUnits(rows: ReadonlyArray<{ section: string | null; value: string }>, table: UnitTable): Map<string, string> {
  const seen = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!r.section) continue;
    const u = unitOfFieldValue(r.value, table);
    if (!u) continue;
    const set = seen.get(r.section) ?? new Set<string>();
    set.add(u.symbol);
    seen.set(r.section, set);
  }
  const out = new Map<string, string>();
  for (const [section, units] of seen) if (units.size === 1) out.set(section, [...units][0]!);
  return out;
}

/** The unit of an object's measure row: its object states one unit and its key is a measure word. */
export function objectUnitFor(units: Map<string, string>, row: { section: string | null; key: string }, measures: ReadonlySet<string>): string | undefined {
  if (!row.section || !units.size) return undefined;
  const u = units.get(row.section);
  return u && measures.has(row.key.trim().toLowerCase()) ? u : undefined;
}
