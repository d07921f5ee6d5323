// Units the table does not list, written as one unit per another: "8.1 t/ha", "3.2 t/acre", "57 cwt/acre",
// "240 kg/ha", "1.5 l/ha", "8 tonnes per hectare". Where both parts are units of the table (by spelling, or a
// symbol: the "t" of "t/ha" is the tonne's), the quotient is a unit of its own dimension ("mass per area"), so that
// yields written per hectare and per acre compare; a quotient whose canonical unit is a dimension's own (km per
// hour: m/s) is of that dimension (speed). Units the table lists whole ("km/h", "g/cm³") stay the table's. Money
// over time ("£450 per week") is a rent read by periods, money per thing a price with a basis: neither is made here.
import type { UnitDef, UnitTable } from './unit-table.ts';
import { findUnit } from './quantity.ts';

/** Dimensions whose units never make a quotient: money (a price per unit is a basis), counts, clocks, shares. */
const NO_QUOTIENT = new Set(['currency', 'count', 'time of day', 'ratio', 'pixels', 'video lines', 'zoom', 'sound level', 'angle', 'temperature']);

/** One unit per another, with a slash or "per": "t/ha", "cwt / acre", "tonnes per hectare". */
const QUOTIENT = '([\\p{L}µμ²³]{1,12})\\s*(?:\\/|\\s+per\\s+)\\s*([\\p{L}µμ²³]{1,12})';
const WHOLE = new RegExp(`^\\s*${QUOTIENT}\\s*$`, 'iu');
const AT = new RegExp(`^(${QUOTIENT})(?![\\p{L}\\d/])`, 'iu');

const made = new WeakMap<UnitTable, Map<string, UnitDef | null>>();

/** "t/ha", "t / acre", "tonnes per hectare" → the quotient unit, or null. */
export function quotientUnit(table: UnitTable, text: string): UnitDef | null {
  const m = WHOLE.exec(text);
  if (!m) return null;
  const key = `${m[1]}/${m[2]}`;
  const cache = made.get(table) ?? made.set(table, new Map()).get(table)!;
  if (cache.has(key)) return cache.get(key)!;
  const part = (s: string) => findUnit(table, s) ?? table.bySymbol.get(s) ?? null;
  const a = part(m[1]!);
  const b = part(m[2]!);
  let unit: UnitDef | null = null;
  // (hours a week are a period's, read after the unit: "37.5 h/week")
  if (a && b && !(a.dimension === 'time' && b.dimension === 'time') && !NO_QUOTIENT.has(a.dimension) && !NO_QUOTIENT.has(b.dimension) && a.canonicalUnit !== '*' && b.canonicalUnit !== '*') {
    const per = b.toCanonical(1);
    const canonicalUnit = `${a.canonicalUnit}/${b.canonicalUnit}`;
    const known = [...table.dimensions.values()].find((d) => d.canonical === canonicalUnit);
    unit = {
      symbol: `${a.symbol}/${b.symbol}`,
      dimension: known?.name ?? `${a.dimension} per ${b.dimension}`,
      canonicalUnit: known?.canonical ?? canonicalUnit,
      toCanonical: (v) => a.toCanonical(v) / per,
      fromCanonical: (v) => a.fromCanonical(v * per),
      spellings: [],
    };
  }
  cache.set(key, unit);
  return unit;
}

/** The quotient unit written at `pos` of `text`, with the text it takes, or null. */
export function quotientAt(table: UnitTable, text: string, pos: number): { unit: UnitDef; text: string; start: number; end: number } | null {
  const m = AT.exec(text.slice(pos, pos + 40));
  const unit = m ? quotientUnit(table, m[1]!) : null;
  return unit && m ? { unit, text: m[1]!, start: pos, end: pos + m[1]!.length } : null;
}
