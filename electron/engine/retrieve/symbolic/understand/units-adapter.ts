// The question parser's one door to the units module: a unit written in the question, its dimension, and the
// conversion of the question's number into the unit the graph stores an attribute in.
import { lookupUnit, matchUnitAt, toBase, unitByCanonical } from '../../../skg/values/units.ts';

export interface QuestionUnit {
  /** Canonical spelling ('km2', 'kcal', 'EUR'). */
  symbol: string;
  dimension: string;
  start: number;
  end: number;
}

/** The unit written at `pos` of the text (after optional spaces), or null. */
export function unitAt(text: string, pos: number): QuestionUnit | null {
  const gap = /^\s*/.exec(text.slice(pos))![0].length;
  const m = matchUnitAt(text, pos + gap, gap === 0);
  if (!m) return null;
  return { symbol: m.unit.canonical, dimension: m.unit.kind, start: m.start, end: m.end };
}

/** A unit spelt as one word ("kg", "inches"), or null. */
export function unitWord(word: string): { symbol: string; dimension: string } | null {
  const u = lookupUnit(word);
  return u ? { symbol: u.canonical, dimension: u.kind } : null;
}

export function dimensionOfUnit(symbol: string): string | null {
  return unitByCanonical(symbol)?.kind ?? lookupUnit(symbol)?.kind ?? null;
}

/** `value` in unit `from` expressed in unit `to` (both canonical spellings), or null when they do not convert. */
export function convertValue(value: number, from: string, to: string): number | null {
  if (from === to) return value;
  const a = unitByCanonical(from) ?? lookupUnit(from);
  const b = unitByCanonical(to) ?? lookupUnit(to);
  if (!a || !b || a.kind !== b.kind || a.kind === 'currency' && a.base !== b.base) return null;
  if (a.base !== b.base) return null;
  const base = toBase(value, a).value;
  return (base - (b.offset ?? 0)) / b.factor;
}

/** Currencies are a dimension whose units do not convert into each other. */
export function isCurrency(symbol: string | null): boolean {
  return !!symbol && dimensionOfUnit(symbol) === 'currency';
}
