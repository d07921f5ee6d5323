// The units API for everything that reads numbers (value parser, header units, prose facts, the question
// parser): find a unit by spelling, match one at a text offset, convert between units of one dimension, list a
// dimension's units. Every function takes the UnitTable it works on (loaded per library/run from
// resources/units/ by loadUnitTable), so a library can carry its own spellings.
import { loadUnitTable, roundSignificant, type UnitDef, type UnitTable } from './unit-table.ts';
import { periodAfterAmount, periodFactor } from './periods.ts';
import { quotientUnit } from './quotient-units.ts';

export { loadUnitTable, roundSignificant, type UnitDef, type UnitTable, type DimensionDef, type UnitTableProblem } from './unit-table.ts';

export interface UnitMatch {
  unit: UnitDef;
  /** The spelling as found in the text. */
  text: string;
  start: number;
  end: number;
}

/** The shipped table (resources/units/), reloaded when its files change. */
export function defaultUnits(): UnitTable {
  return loadUnitTable();
}

/**
 * A unit by a spelling written in a document or question ("(mAh)", "inches", "sq km", "€"); null when unknown.
 * Symbols count as spellings except lone letters not listed as one ("K" is kelvin's symbol, but "Potassium (K)"
 * names no unit); programs naming a unit by symbol use unitNamed.
 */
export function findUnit(table: UnitTable, spelling: string): UnitDef | null {
  const s = spelling.trim();
  if (!s) return null;
  const bySymbol = table.bySymbol.get(s);
  if (bySymbol && bySymbol.spellings.some((x) => x.text === s && !x.attachedOnly)) return bySymbol;
  const lower = s.toLowerCase().replace(/\s+/g, ' ');
  for (const e of table.spellings) {
    if (e.spelling.attachedOnly) continue;
    if (e.spelling.exact ? e.spelling.text === s : e.lower === lower) return e.unit;
  }
  return null;
}

/**
 * A unit written as one letter that is its symbol without a degree sign ("K", "C", "F"), where the label's words
 * name that unit's dimension ("Boiling point (K)", "siedepunkt_c", "Boiling pt.: 713.2 K"); elsewhere a lone letter
 * names nothing ("4K" video, "Vitamin C", "Type C"). `exactCase`: the letter as the symbol writes it (in a value).
 */
export function letterUnit(table: UnitTable, letter: string, dimensions: readonly string[], exactCase = false): UnitDef | null {
  if (!/^\p{L}$/u.test(letter) || !dimensions.length) return null;
  for (const u of table.bySymbol.values()) {
    if (!dimensions.includes(u.dimension)) continue;
    const bare = u.symbol.replace(/^°/, '');
    if (bare.length === 1 && (exactCase ? bare === letter : bare.toLowerCase() === letter.toLowerCase())) return u;
  }
  return null;
}

export function unitBySymbol(table: UnitTable, symbol: string): UnitDef | null {
  return table.bySymbol.get(symbol) ?? null;
}

/** A unit named by a program: its symbol ('C', 'm²', 'GB'), else any spelling, else one unit per another ('t/ha'). */
export function unitNamed(table: UnitTable, name: string): UnitDef | null {
  return table.bySymbol.get(name.trim()) ?? findUnit(table, name) ?? quotientUnit(table, name);
}

/** A period of a known length right after `pos` ("/week", "/month"; not "/h", which makes a unit of speed). */
function periodOfYear(text: string, pos: number): boolean {
  const per = periodAfterAmount(text, pos);
  return per !== null && periodFactor(per.period, per.period) !== null;
}

const isLetter = (ch: string | undefined): boolean => ch !== undefined && /\p{L}/u.test(ch);
const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';

/**
 * The unit written at `pos` in `text` (no leading space allowed; the caller skips it), or null.
 * `attached` says whether the unit touches the number ("5000mAh"). A unit must end at a non-letter, so
 * "5 months" is never read as "5 m", and a letter-final unit followed by a digit is a model code ("m2x").
 */
export function matchUnitAt(table: UnitTable, text: string, pos: number, attached: boolean, leadChecked = true): UnitMatch | null {
  const rest = text.slice(pos, pos + 32);
  if (!rest) return null;
  const lowerRest = rest.toLowerCase();
  for (const e of table.spellings) {
    const sp = e.spelling;
    if (sp.attachedOnly && !attached) continue;
    const hit = sp.exact ? rest.startsWith(sp.text) : lowerRest.startsWith(e.lower);
    if (!hit) continue;
    const end = pos + sp.text.length;
    const last = sp.text[sp.text.length - 1];
    const next = text[end];
    if (isLetter(last) && isLetter(next)) continue;
    if (isLetter(last) && isDigit(next)) continue;
    // "km/h" when the table has no km/h: not kilometres (the caller may keep it as an unknown unit)
    // … unless a period follows ("37.5 h/week", "40 hours/week": hours a week, the period read after the unit)
    if (next === '/' && isLetter(text[end + 1]) && !periodOfYear(text, end)) continue;
    if (sp.wordLike && /^\s+[\p{L}\p{N}]/u.test(text.slice(end))) continue;
    if (sp.leading && leadChecked && !smallerUnitFollows(table, text, end, e.unit)) continue;
    return { unit: e.unit, text: text.slice(pos, end), start: pos, end };
  }
  return null;
}

/** A number in a smaller unit of the same dimension follows `end` ("5'10\"": the inches after the feet). */
function smallerUnitFollows(table: UnitTable, text: string, end: number, unit: UnitDef): boolean {
  const n = /^\s*\d+(?:[.,]\d+)?/.exec(text.slice(end, end + 16));
  if (!n) return false;
  let p = end + n[0].length;
  const numberEnd = p;
  while (text[p] === ' ' || text[p] === '\u00A0') p++;
  // (the smaller unit's own lead is not asked: "1'1'1'…" would ask it again for every mark, without end)
  const next = matchUnitAt(table, text, p, p === numberEnd, false);
  return next !== null && next.unit.dimension === unit.dimension && next.unit.toCanonical(1) < unit.toCanonical(1);
}

/** The value in its dimension's canonical unit: 500,000 km² → { value: 5e11, unit: 'm²', dimension: 'area' }. */
export function toCanonical(value: number, unit: UnitDef): { value: number; unit: string; dimension: string } {
  return { value: unit.toCanonical(value), unit: unit.canonicalUnit, dimension: unit.dimension };
}

/** Converts between two units of one dimension (by symbol or spelling); null when either is unknown or they do not convert. */
export function convert(table: UnitTable, value: number, from: string | UnitDef, to: string | UnitDef): number | null {
  const a = typeof from === 'string' ? unitNamed(table, from) : from;
  const b = typeof to === 'string' ? unitNamed(table, to) : to;
  if (!a || !b || a.dimension !== b.dimension || a.canonicalUnit !== b.canonicalUnit) return null;
  return roundSignificant(b.fromCanonical(a.toCanonical(value)));
}

/** Whether numbers in the two units can be compared (same dimension and canonical unit; currencies only with themselves). */
export function comparableUnits(a: UnitDef, b: UnitDef): boolean {
  return a.dimension === b.dimension && a.canonicalUnit === b.canonicalUnit;
}

/** All units of one dimension, e.g. for a question's "at least 8GB". */
export function unitsOfDimension(table: UnitTable, dimension: string): UnitDef[] {
  return table.units.filter((u) => u.dimension === dimension);
}

/** Whether a bare unit word may end a column name in this dimension ("price_eur", "weight_g"). */
export function headerSuffixAllowed(table: UnitTable, unit: UnitDef, underscored = false): boolean {
  const allowed = table.dimensions.get(unit.dimension)?.headerSuffix;
  return allowed === true || (allowed === 'underscore' && underscored);
}

/** A number in unit `symbol` as its canonical value (unchanged when the unit is unknown or null). */
export function canonicalValueOf(table: UnitTable, value: number, symbol: string | null | undefined): number {
  const u = symbol ? unitNamed(table, symbol) : null;
  return u ? u.toCanonical(value) : value;
}

/** A canonical value expressed in unit `symbol` (unchanged when the unit is unknown or null). */
export function valueInUnit(table: UnitTable, canonicalValue: number, symbol: string | null | undefined): number {
  const u = symbol ? unitNamed(table, symbol) : null;
  return u ? u.fromCanonical(canonicalValue) : canonicalValue;
}
