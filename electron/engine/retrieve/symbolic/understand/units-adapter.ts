// The question parser's one door to the units module (skg/values/quantity.ts, over resources/units/): a unit
// written in the question, its dimension, and the conversion of the question's number into the unit the graph
// stores an attribute in (the graph holds every number in its dimension's canonical unit).
import { convert, defaultUnits, findUnit, matchUnitAt, unitNamed } from '../../../skg/values/quantity.ts';

export interface QuestionUnit {
  /** The unit's one spelling ('km²', 'kcal', 'EUR'). */
  symbol: string;
  dimension: string;
  start: number;
  end: number;
}

/** The unit written at `pos` of the text (after optional spaces), or null. */
export function unitAt(text: string, pos: number): QuestionUnit | null {
  const gap = /^\s*/.exec(text.slice(pos))![0].length;
  const m = matchUnitAt(defaultUnits(), text, pos + gap, gap === 0);
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
