// What an amount is stated per, and how two such bases compare: an attribute's label says its values are per
// something ("Rate per 1000 words (GBP)", "Price (£/kg)", "Fee per participant", "Per-participant fee") and a
// question says what it asks per ("under €0.07 per word", "10p a word", "£14 a kilo", "what does it cost per
// pound"). Where both name the same thing counted (words) or units of one dimension (kg and lb), the question's
// amounts are the attribute's scaled: £85 per 1,000 words is £0.085 per word, £2.90 per kg £1.315 per lb. Time
// periods are not handled here ("£700 a month" keeps its period inside the amount, periods.tsv).
import type { AttrRef } from './context.ts';
import type { ParseState } from './state.ts';
import { stemWord } from '../../../skg/entries/normalise-key.ts';
import { convertValue, unitOfWordIn, unitWord } from './units-adapter.ts';

export interface Basis {
  /** How many of the thing ("1000" of "per 1000 words"; 1 when none is said). */
  count: number;
  /** The unit, where the thing is one of a dimension other than time and money ("kg"). */
  unit: string | null;
  /** Else the thing counted, stemmed ("word", "participant"). */
  noun: string | null;
  /** As written ("1000 words", "kg"). */
  text: string;
}

/** Dimensions a basis may be a unit of: what is measured out and priced per amount, never a time or a sum of money. */
const BASIS_DIMENSIONS = ['mass', 'volume', 'length', 'area', 'data size', 'energy'];

/** A word after "per" (or "a"): a unit of a basis dimension ("kilo", "lb", "pound" — a weight here, no money), else a
 *  thing counted. */
function readThing(word: string, count: number, text: string): Basis | null {
  if (!/^\p{L}{2,}$/u.test(word)) return null;
  const unit = unitOfWordIn(word, BASIS_DIMENSIONS) ?? unitWord(word);
  if (unit && (unit.dimension === 'time' || unit.dimension === 'currency')) return null;
  if (unit && BASIS_DIMENSIONS.includes(unit.dimension)) return { count, unit: unit.symbol, noun: null, text };
  return { count, unit: null, noun: stemWord(word.toLowerCase()), text };
}

const number = (s: string | undefined) => (s ? Number(s.replace(/[,\s]/g, '')) : 1);

/** The basis a label states: "… per 1000 words", "Per-participant …", "(£/kg)", "price_gbp_per_kg"; else null. */
export function labelBasis(label: string): Basis | null {
  const hyphen = /(?:^|[\s(])per-(\p{L}+)/iu.exec(label);
  if (hyphen) return readThing(hyphen[1]!, 1, hyphen[1]!);
  const per = /(?:^|[\s_(])per[\s_]+(\d[\d,]*)?[\s_]*(\p{L}+)/iu.exec(label);
  if (per) return readThing(per[2]!, number(per[1]), per[0].replace(/^[\s_(]*per[\s_]+/i, '').trim());
  // "(£/kg)", "(GBP / kg)": an amount of money per a unit, in the label's brackets
  const slash = /[([]\s*(?:[£$€]|[A-Z]{3})\s*\/\s*(\p{L}+)\s*[)\]]/u.exec(label);
  if (slash) {
    const b = readThing(slash[1]!, 1, slash[1]!);
    return b?.unit ? b : null;
  }
  return null;
}

/** The basis an attribute's labels state (the first that states one). */
export function attributeBasis(a: AttrRef): Basis | null {
  for (const l of a.labels) {
    const b = labelBasis(l);
    if (b) return b;
  }
  return null;
}

/** The basis the question says, from its basis spans ("per word", "per 1,000 words", "a kilo"), with the tokens. */
export function questionBases(state: ParseState): Array<Basis & { a: number; b: number }> {
  const out: Array<Basis & { a: number; b: number }> = [];
  for (const s of state.spans) {
    if (s.kind !== 'basis') continue;
    const words = state.tokens.slice(s.a + 1, s.b);
    const last = words[words.length - 1];
    if (!last) continue;
    // (a count in digits or in words: "per 1,000 words", "per thousand words")
    const first = words.length >= 2 ? words[0]! : undefined;
    const counted = !first ? 1 : /^\d[\d,.]*$/.test(first.text) ? number(first.text) : state.ctx.lang.numbers.get(first.norm)?.value ?? 1;
    const b = readThing(last.text, counted, words.map((w) => w.text).join(' '));
    if (b && !out.some((x) => x.a === s.a)) out.push({ ...b, a: s.a, b: s.b });
  }
  return out;
}

/** How many times the question's basis is the attribute's (per word of per 1000 words: 1/1000; per lb of per kg:
 *  0.4536), or null where they are not the same kind of thing. */
export function basisFactor(attr: Basis | null, asked: Basis): number | null {
  if (!attr) return null;
  if (attr.noun && asked.noun) return attr.noun === asked.noun ? asked.count / attr.count : null;
  if (attr.unit && asked.unit) {
    const one = convertValue(1, asked.unit, attr.unit);
    return one === null ? null : (asked.count * one) / attr.count;
  }
  return null;
}
