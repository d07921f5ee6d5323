// The question parser's one door to the units module (skg/values/quantity.ts, over resources/units/): a unit
// written in the question, its dimension, and the conversion of the question's number into the unit the graph
// stores an attribute in (the graph holds every number in its dimension's canonical unit).
import { convert, defaultUnits, findUnit, matchUnitAt, unitNamed } from '../../../skg/values/quantity.ts';
import { quotientAt } from '../../../skg/values/quotient-units.ts';

export interface QuestionUnit {
  /** The unit's one spelling ('km²', 'kcal', 'EUR'). */
  symbol: string;
  dimension: string;
  start: number;
  end: number;
}

/** The unit written at `pos` of the text (after optional spaces), or null. */
export function unitAt(text: string, pos: number): QuestionUnit | null {
  // "30-day terms", "a 6-inch screen": a hyphen joins a number to its unit as a space does
  const gap = /^(?:-(?=\p{L})|\s*)/u.exec(text.slice(pos))![0].length;
  const m = matchUnitAt(defaultUnits(), text, pos + gap, gap === 0);
  // one unit per another the table does not list whole ("8 t/ha", "60 cwt per acre")
  const q = quotientAt(defaultUnits(), text, pos + gap);
  if (q && (!m || m.end < q.end)) return { symbol: q.unit.symbol, dimension: q.unit.dimension, start: q.start, end: q.end };
  if (!m) return null;
  return { symbol: m.unit.symbol, dimension: m.unit.dimension, start: m.start, end: m.end };
}

/** A unit spelt as one word ("kg", "inches"), or null. */
export function unitWord(word: string): { symbol: string; dimension: string } | null {
  const u = findUnit(defaultUnits(), word);
  return u ? { symbol: u.symbol, dimension: u.dimension } : null;
}

export function dimensionOfUnit(symbol: string): string | null {
  return unitNamed(defaultUnits(), symbol)?.dimension ?? null;
}

/** `value` in unit `from` expressed in unit `to` (symbols), or null when they do not convert (currencies never do). */
export function convertValue(value: number, from: string, to: string): number | null {
  if (from === to) return value;
  return convert(defaultUnits(), value, from, to);
}

/** Currencies are a dimension whose units do not convert into each other. */
export function isCurrency(symbol: string | null): boolean {
  return !!symbol && dimensionOfUnit(symbol) === 'currency';
}

/**
 * A word that also begins a spelling of a unit of one of `dimensions` ("pound" of "pound weight" when the question
 * compares weights: "heavier than a pound" is lb, not GBP), or null when no unit there, or several, read so.
 */
export function unitOfWordIn(word: string, dimensions: string[]): { symbol: string; dimension: string } | null {
  const w = word.toLowerCase();
  const forms = new Set([w, w.length > 3 ? w.replace(/e?s$/, '') : w]);
  const found = new Set<string>();
  let hit: { symbol: string; dimension: string } | null = null;
  for (const e of defaultUnits().spellings) {
    if (!dimensions.includes(e.unit.dimension)) continue;
    const first = e.lower.split(' ')[0];
    if (!forms.has(first) && !forms.has(e.lower)) continue;
    found.add(e.unit.symbol);
    hit = { symbol: e.unit.symbol, dimension: e.unit.dimension };
  }
  return found.size === 1 ? hit : null;
}

/** The reading of a word as a unit of a dimension other than money ("pounds": lb), where it has exactly one. */
export function nonCurrencyReading(word: string): { symbol: string; dimension: string } | null {
  const dims = [...new Set(defaultUnits().spellings.map((e) => e.unit.dimension))].filter((d) => d !== 'currency');
  return unitOfWordIn(word, dims);
}
