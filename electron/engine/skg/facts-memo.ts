// What building facts reads again and again within one run: a folder states the same values under the same labels
// thousands of times (every phone page has "Battery: Li-Ion 5000 mAh"), and each reading depends only on its text,
// its hint and the run's fixed context (the unit table, the domain packs and the alias table the deriver loaded once).
// The deriver keeps one memo per run (state of the run, never of the module); record-facts.ts reads through it.
// What it hands out is shared: callers only read it.
import type { ParseHint, ParsedValue } from './values/parse-value.ts';
import type { ColonOrder } from './values/clock-times.ts';
import type { EntryAliases } from './entries/canonical-entry.ts';
import type { ColumnHeader } from './values/number-style.ts';

/** The header of a row as canonicalEntry reads it. */
export interface EntryHeader {
  entry: string;
  unit: string | null;
  basis?: string;
  unknownUnit?: string;
  period?: string;
  /** A header's format of colon lengths of time ("Duration (m:ss)"). */
  colonOrder?: ColonOrder;
}

export interface FactsMemo {
  /** Parsed values by text and hint (valueKey). */
  values: Map<string, ParsedValue>;
  /** Row headers per alias view (a record's packs) and record keys (siblings), by section and key. */
  entries: Map<EntryAliases, Map<string, Map<string, EntryHeader>>>;
  /** Column keys (normaliseKey of the key without its unit) and normalised sections, by text. */
  keys: Map<string, string>;
  /** Row keys' columns and whether they name a currency (number-style.ts), by key. */
  columns: Map<string, ColumnHeader>;
}

/** Entries one map keeps at most; beyond that it starts over (bounded memory on a huge run). */
const MAX_ENTRIES = 200_000;

export function newFactsMemo(): FactsMemo {
  return { values: new Map(), entries: new Map(), keys: new Map(), columns: new Map() };
}

/** The value of `key` in `map`, made by `make` the first time. */
export function remembered<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const hit = map.get(key);
  if (hit !== undefined || map.has(key)) return hit as V;
  if (map.size >= MAX_ENTRIES) map.clear();
  const value = make();
  map.set(key, value);
  return value;
}

/** Every field of a hint, so that a field added to ParseHint must be added to the key (typecheck). */
type HintFields = { [K in keyof Required<ParseHint>]: unknown };

/** The key of a value's reading: its text and every field of its hint (an empty text differs from an absent one). */
export function valueKey(raw: string, hint: ParseHint): string {
  const fields: HintFields = {
    entry: hint.entry,
    unit: hint.unit,
    fallbackUnit: hint.fallbackUnit,
    numbers: hint.numbers,
    period: hint.period,
    dateOrder: hint.dateOrder,
    year: hint.year,
    colonOrder: hint.colonOrder,
    languages: hint.languages,
  };
  return JSON.stringify([raw, fields.entry, fields.unit, fields.fallbackUnit, fields.numbers, fields.period, fields.dateOrder, fields.year, fields.colonOrder, fields.languages]);
}
