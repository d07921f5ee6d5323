// Quantity conditions and the facts a scenario states about them: "weigh 120kg or less", "you're over 18",
// "at least 2 years", "within 4 years" against "he is now 145kg", "I am a 17 year old", "for over 5 years".
// A condition is violated when the scenario states a quantity of the same unit on the wrong side of its bound.
import { stem } from './terms.ts';

export interface Bound {
  /** Where it is in the condition text (for the words around it). */
  at: number;
  value: number;
  /** The scenario's value must be: 'max' ≤ value, 'min' ≥ value (strict bounds are kept as non-strict ±ε). */
  side: 'max' | 'min';
  strict: boolean;
  /** Stemmed unit ("kg", "year", "cm"), or 'age' for a bare age ("over 18"), or '' when none. */
  unit: string;
  text: string;
}

export interface Stated {
  at: number;
  value: number;
  unit: string;
  text: string;
}

const NUM = String.raw`((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)`;
/** A unit after a number: not a function word ("18 or over", "3 of the past 5"). */
const NOT_UNIT = String.raw`(?!(?:or|and|to|of|in|on|at|for|the|a|an|by|from|if|is|are|was|were|per|as|than|days?\s+after)\b)`;
const UNIT = String.raw`(?:\s?${NOT_UNIT}(%|[a-zA-Z]{1,12}(?:\s(?:old|of age))?))?`;
const BEFORE: Array<[RegExp, Bound['side'], boolean]> = [
  [/\b(?:at least|no less than|not less than|a minimum of|minimum(?: of)?)\s/i, 'min', false],
  [/\b(?:more than|over|above|older than|greater than|longer than|exceeding)\s/i, 'min', true],
  [/\b(?:at most|no more than|not more than|up to|a maximum of|maximum(?: of)?|within)\s/i, 'max', false],
  [/\b(?:less than|under|below|younger than|fewer than|shorter than)\s/i, 'max', true],
];
const AFTER: Array<[RegExp, Bound['side']]> = [
  [/^\s?(?:or (?:less|fewer|under|below|younger))\b/i, 'max'],
  [/^\s?(?:or (?:more|over|above|older|longer))\b/i, 'min'],
];
const CURRENCY = /^[£$€]$/;

function unitOf(raw: string | undefined, before: string): string {
  const u = (raw ?? '').toLowerCase().trim();
  if (CURRENCY.test(before.slice(-1))) return 'money';
  if (!u) return /\b(?:aged?|age of|you(?:'|’)re|you are|they(?:'|’)re|they are|be|is|am)\b[^.;:]{0,20}$/i.test(before) ? 'age' : '';
  if (/^(?:year|yr)s?(?:\sold|\sof age)?$/.test(u) && /old|of age/.test(u)) return 'age';
  if (u === '%' || u === 'percent') return '%';
  return stem(u.split(/\s/)[0]);
}

/** Bounds stated by a condition text. */
export function boundsIn(text: string): Bound[] {
  const out: Bound[] = [];
  const re = new RegExp(`${NUM}${UNIT}`, 'g');
  for (const m of text.matchAll(re)) {
    const before = text.slice(Math.max(0, m.index! - 40), m.index!);
    const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 20);
    let side: Bound['side'] | null = null;
    let strict = false;
    for (const [cue, s, st] of BEFORE) {
      const hit = new RegExp(`${cue.source}(?:the\\s)?(?:age of\\s)?[£$€]?$`, 'i').exec(before);
      if (hit) {
        side = s;
        strict = st;
        break;
      }
    }
    if (!side) for (const [cue, s] of AFTER) if (cue.test(after)) side = s;
    if (!side) continue;
    const value = Number(m[1].replace(/,/g, ''));
    out.push({ at: m.index!, value, side, strict, unit: unitOf(m[2], before), text: m[0] });
  }
  return out;
}

/** Quantities a scenario states ("145kg", "17 year old", "aged 83", "I am 24", "£900"). */
export function statedIn(text: string): Stated[] {
  const out: Stated[] = [];
  const re = new RegExp(`${NUM}(?:[\\s-]?${NOT_UNIT}(years?[\\s-]old|year[\\s-]old|%|[a-zA-Z]{1,12}))?`, 'g');
  for (const m of text.matchAll(re)) {
    const before = text.slice(Math.max(0, m.index! - 12), m.index!);
    const value = Number(m[1].replace(/,/g, ''));
    let unit = '';
    if (m[2] && /old/i.test(m[2])) unit = 'age';
    else if (/\b(?:aged?|i am|i'm|i’m|he is|she is|he's|she's|is now)\s*$/i.test(before) && (!m[2] || /^years?$/i.test(m[2]))) unit = 'age';
    else if (CURRENCY.test(before.slice(-1))) unit = 'money';
    else if (m[2]) unit = m[2] === '%' ? '%' : stem(m[2]);
    if (!unit) continue;
    out.push({ at: m.index!, value, unit, text: m[0] });
  }
  return out;
}

/** The content words around a position (what a quantity is a quantity of: "weigh 120kg", "waistline is 130cm"). */
function around(text: string, at: number, length: number): string[] {
  const before = text.slice(Math.max(0, at - 50), at).split(/[^\p{L}]+/u).filter((w) => w.length > 3).slice(-3);
  const after = text.slice(at + length, at + length + 50).split(/[^\p{L}]+/u).filter((w) => w.length > 3).slice(0, 3);
  return [...before, ...after].map((w) => stem(w));
}

const related = (a: string[], b: string[]) => a.some((x) => b.some((y) => x === y || (x.length >= 4 && y.length >= 4 && (x.startsWith(y) || y.startsWith(x)))));

/**
 * The first bound of `conditionText` that a quantity stated in `scenario` violates, with that quantity: of the
 * same unit, and of the same thing (ages always; otherwise the words around the two numbers must meet —
 * "weigh 120kg or less" and "added weight, now 145kg", not "within 8 weeks of the death" and "30 weeks pregnant").
 */
export function violatedBound(conditionText: string, scenario: string): { bound: Bound; stated: Stated } | null {
  if (!scenario) return null;
  const stated = statedIn(scenario);
  for (const bound of boundsIn(conditionText)) {
    const words = around(conditionText, bound.at, bound.text.length);
    const same = stated.filter((s) => s.unit === bound.unit && (s.unit === 'age' || related(words, around(scenario, s.at, s.text.length))));
    for (const s of same) {
      const bad = bound.side === 'max' ? (bound.strict ? s.value >= bound.value : s.value > bound.value) : bound.strict ? s.value <= bound.value : s.value < bound.value;
      if (bad) return { bound, stated: s };
    }
  }
  return null;
}
