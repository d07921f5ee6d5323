// Turns one raw spec value ("Li-Po 5,000mAh, non-removable", "About 330 EUR", "155.7 x 74.7 x 8.2 mm") into
// typed pieces: every quantity with its unit, dimensions, resolution, range, prices, boolean, date and list
// parts. Pure: no I/O, never throws for any input; the raw text is always kept.

import { unitsInLanguages } from './language-units.ts';
import { scanNumbers, type NumberToken, type ScanOptions } from './numbers.ts';
import { findUnit, letterUnit, matchUnitAt, unitBySymbol, roundSignificant, type UnitDef, type UnitTable } from './quantity.ts';
import { currencyBefore } from './currency.ts';
import { quotientAt } from './quotient-units.ts';
import { approxBefore, boundAround, periodAfter, type Bound } from './qualifiers.ts';
import { findDates, findDayMonthSpans, findYearlessDates, yearOfYearless, isYearNumber, participleLabel, YEAR_CONTEXT, DATE_ENTRY, type DateOrder, type DateParts } from './dates.ts';
import { parseBoolean, isEmptyValue } from './booleans.ts';
import { splitList } from './lists.ts';
import { findDomainHints, type DomainHint } from './domain-hints.ts';
import { entryValueSpec, type EntryValueSpec } from './entry-kinds.ts';
import { labelAsEnglish } from '../schema/label-words.ts';
import { loadValueContext, type ValueContext } from './value-context.ts';
import { identifierShaped, isAddress } from './identifiers.ts';
import { leadingNumberWords } from './number-words.ts';
import { CLOCK_DIMENSION, CLOCK_UNIT, readClockDuration, readClockTime, type ColonOrder } from './clock-times.ts';

export interface Quantity {
  /** The number as written (after multipliers: "1.2 million" → 1200000). */
  value: number;
  /** The unit as written, in its one spelling (symbol), e.g. 'mAh', 'km²', 'GB', 'in', 'EUR'; null when none. */
  unit: string | null;
  /** In the dimension's canonical unit: 1 TB → 2⁴⁰ B, 1.2 kg → 1200 g, 6 in → 0.1524 m. Absent for unknown units. */
  canonical?: { value: number; unit: string; dimension: string };
  /** The unit is not in the unit table (kept as written, never converted). */
  unknownUnit?: boolean;
  /** Character range within raw, covering the number and its unit or currency sign. */
  start: number;
  end: number;
  /** "about 330 EUR", "~405 ppi". */
  approx?: boolean;
  /** "Up to 120Hz" → 'max'; "16 or over" → 'min'. */
  bound?: Bound;
  /** Written inside brackets, e.g. the "(4.73 oz)" of "134 g (4.73 oz)". */
  bracketed?: boolean;
  /** The role a label after the quantity names (domain packs' roles.tsv): "8GB RAM" → 'ram'. */
  role?: string;
  /** The unit came from the header ("Battery (mAh)"), not from the value. */
  unitFromHint?: boolean;
}

export interface Price {
  amount: number;
  currency: 'EUR' | 'USD' | 'GBP' | 'INR' | string;
  approx: boolean;
  /** "£96.25 a week" → 'week'. */
  per?: string;
  bound?: Bound;
}

export interface ParsedValue {
  raw: string;
  /** "The" number of the value, chosen by rules (see choosePrimary). */
  primary: Quantity | null;
  /** Every quantity found, in order. Numbers that are part of dates, versions or codes are not quantities. */
  quantities: Quantity[];
  /** a x b (x c); the metric group when the value gives both metric and imperial. */
  dims?: { values: number[]; unit: string | null; canonical?: { values: number[]; unit: string; dimension: string } };
  resolution?: { width: number; height: number };
  range?: { min: number; max: number; unit: string | null; canonical?: { min: number; max: number; unit: string; dimension: string } };
  /** What the value is per: "0.36 mg per 100 g" → "100 g" (never the value's unit). */
  basis?: string;
  prices?: Price[];
  boolean?: boolean;
  /** The first date; `dates` holds all of them. */
  date?: DateParts;
  dates?: DateParts[];
  /** List parts (split on , / ; | outside brackets); [raw] when not a list. */
  parts: string[];
  partSpans: Array<{ start: number; end: number }>;
  /** Role pairs (roles.tsv), canonical values: "128GB 8GB RAM, 256GB 12GB RAM" → [{storage:128 GB, ram:8 GB}, …] in B. */
  memory?: Array<Record<string, number>>;
  /** Numbers stated in words, with the entry they belong to: "Dual SIM" → SIM slots 2, "Octa-core" → CPU cores 8. */
  hints?: DomainHint[];
  /** The whole value is one identifier ("5.2.15-2", "GPL-3+", "SM-G991B"): text, never a number. */
  identifier?: string;
  /** Dotted versions such as "7.1.1" (not numbers). */
  versions?: string[];
  /** The value says nothing: "", "-", "n/a", "unknown". */
  empty: boolean;
}

export interface ParseHint {
  /** The entry (canonical or as written) the value belongs to; steers the choice of primary and of years. */
  entry?: string;
  /** Unit from the header, e.g. "mAh" from "Battery (mAh)"; applied to numbers written without a unit. A spelling
   *  the unit table does not know is kept as written (an unknown unit). */
  unit?: string;
  /** Unit a note of the document gives ("All values in mg"): only for numbers written without one, and it never
   *  decides which number is the value. */
  fallbackUnit?: string;
  /** How the page writes separators (values/number-style.ts): dot or space thousands groups. */
  numbers?: ScanOptions;
  /** The period the header names ("Rent pcm" → 'month'): what an amount is per when the value does not say. */
  period?: string;
  /** The writer's order of day and month (values/number-style.ts): reads "12/11/2006" where either could be. */
  dateOrder?: DateOrder;
  /** The year the document's dates state, for a date written without one ("Sat 17 May"). */
  year?: number;
  /** How the value's column writes a length of time with one colon (a header's "(m:ss)", or its other values):
   *  "3:45" is then minutes and seconds (clock-times.ts). */
  colonOrder?: ColonOrder;
  /** The languages the record's labels are written in (language-units.ts): their own unit spellings are read first
   *  ("12 500 Ft" of a Hungarian price list is forint). */
  languages?: string[];
}

interface Token extends NumberToken {
  unit: UnitDef | null;
  /** A unit spelling the table does not know (from the header, or written after the number), kept as written. */
  unknown?: string;
  unitText: string;
  /** End of the number plus its unit (or plus the period "a week"). */
  qEnd: number;
  /** Start including a currency sign before the number. */
  qStart: number;
  unitFromHint: boolean;
  dimsSeparatorNext: boolean;
  consumed: boolean;
  per?: string;
}

const VIDEO_LINES = new Set([144, 240, 360, 480, 540, 576, 720, 1080, 1440, 2160, 4320]);
/** The scale word at `pos` ("million", "mln", "Mio.", touching money "k"/"m"), with the text it takes; spaces before
 *  it only for a word that is not currency-only. */
function scaleAt(raw: string, pos: number, table: UnitTable, money: boolean): { factor: number; length: number } | null {
  const space = /^[ \u00A0]*/.exec(raw.slice(pos))![0].length;
  for (const s of table.scales) {
    if (s.currencyOnly && (!money || space > 0)) continue;
    if (s.lowerOnly && space > 0) continue;
    const at = pos + (s.currencyOnly || s.lowerOnly ? 0 : space);
    if (s.lowerOnly ? raw.slice(at, at + s.text.length) !== s.text : raw.slice(at, at + s.text.length).toLowerCase() !== s.text) continue;
    const next = raw[at + s.text.length];
    if (next !== undefined && /\p{L}/u.test(next)) continue;
    const stop = !s.currencyOnly && next === '.' && !/\d/.test(raw[at + s.text.length + 1] ?? '') ? 1 : 0;
    return { factor: s.factor, length: at - pos + s.text.length + stop };
  }
  return null;
}
const DIMS_SEP_AFTER = /^\s*[x×X*]\s*[-.]?\d/;

function bracketDepthAt(raw: string): number[] {
  const depth: number[] = new Array(raw.length + 1).fill(0);
  let d = 0;
  for (let i = 0; i < raw.length; i++) {
    depth[i] = d;
    const ch = raw[i]!;
    if (ch === '(' || ch === '[' || ch === '{') d++;
    else if ((ch === ')' || ch === ']' || ch === '}') && d > 0) d--;
  }
  depth[raw.length] = d;
  return depth;
}

/** A unit-like spelling after a number that the table does not know: a compound with a slash ("5 mmol/L"). */
const UNKNOWN_UNIT_AFTER = /^([\p{L}µμ]{1,8}\/[\p{L}µμ\d]{1,8})(?![\p{L}\d/])/u;

/** Attach a unit, a currency sign and multipliers to one number; returns null when the number is part of a word ("5G"). */
function readToken(raw: string, n: NumberToken, table: UnitTable, letterDimensions: readonly string[] = []): Token | null {
  // digits past what a number can hold ("999…9" of hundreds of digits) are no quantity
  if (!Number.isFinite(n.value)) return null;
  const tok: Token = { ...n, unit: null, unitText: '', qEnd: n.end, qStart: n.start, unitFromHint: false, dimsSeparatorNext: false, consumed: false };
  const after = raw.slice(n.end);
  if (DIMS_SEP_AFTER.test(after)) {
    tok.dimsSeparatorNext = true;
    return tok;
  }
  const prefix = currencyBefore(raw, n.start, table);
  let pos = n.end;
  // scale words: "1.2 million", "€ 1,8 mln", "2,1 Mio.", "£825k" (a currency-only one first: "£1.2m", not metres)
  const scale = scaleAt(raw, pos, table, prefix !== null);
  if (scale) {
    tok.value = roundSignificant(tok.value * scale.factor);
    pos += scale.length;
  }
  // Unit: touching the number ("5000mAh", "6.8\""), after a hyphen ("5.5-inch"), or after spaces ("5000 mAh").
  let p = pos;
  let attached = true;
  if (raw[p] === '-' && /\p{L}/u.test(raw[p + 1] ?? '')) p++;
  else {
    while (raw[p] === ' ' || raw[p] === '\u00A0') p++;
    attached = p === pos;
  }
  // "1st", "21st": an ordinal, not a weight in stone ("12st 13lb" is one; so is "1st 3lb", a compound)
  const ordinalSt = (n: number) => Number.isInteger(n) && n % 10 === 1 && n % 100 !== 11;
  if (attached && /^st\b/i.test(raw.slice(p)) && ordinalSt(tok.value) && !/^st\s*\d/i.test(raw.slice(p))) return null;
  // a capital letter that is a unit's symbol of a dimension the label names ("Boiling pt.: 713.2 K")
  const letter = prefix ? null : /^(\p{Lu})(?![\p{L}\d])/u.exec(raw.slice(p));
  const named = letter ? letterUnit(table, letter[1]!, letterDimensions, true) : null;
  const m = named ? { unit: named, text: letter![1]!, start: p, end: p + 1 } : matchUnitAt(table, raw, p, attached);
  let unknown = m || prefix ? null : UNKNOWN_UNIT_AFTER.exec(raw.slice(p));
  // one unit per another the table does not list whole: "8.1 t/ha", "57 cwt/acre", "8 tonnes per hectare"
  const quotient = prefix ? null : quotientAt(table, raw, p);
  if (quotient && (!m || m.end < quotient.end)) {
    tok.unit = quotient.unit;
    tok.unitText = quotient.text;
    tok.qEnd = quotient.end;
    unknown = null;
  } else if (m) {
    let unit = m.unit;
    // "1080p" is video lines; any other number before an attached-only spelling takes another unit of that spelling
    if (unit.dimension === 'video lines' && !VIDEO_LINES.has(tok.value)) {
      unit = table.spellings.find((e) => e.unit !== unit && !e.spelling.attachedOnly && e.spelling.text === m.text)?.unit ?? unit;
    }
    // A sign before the number wins over anything after it ("€ 60 EUR" is still EUR).
    tok.unit = prefix ? prefix.unit : unit;
    if (!prefix || unit.dimension === 'currency') {
      tok.unitText = m.text;
      tok.qEnd = m.end;
    }
  } else if (unknown) {
    tok.unknown = unknown[1]!;
    tok.unitText = unknown[1]!;
    tok.qEnd = p + unknown[1]!.length;
  } else if (attached && /\p{L}/u.test(raw[p] ?? '') && !prefix && !(p === pos + 1 && raw[pos] === '-' && /^\p{L}{3,}(?![\p{L}\d])/u.test(raw.slice(p)))) {
    // Letters glued to the number that are no unit: "5G", "2nd", "4K", "3D". Not a quantity. (A word after a hyphen
    // is what the number counts, as after a space: "4-star", "5-door" are 4 and 5.)
    return null;
  }
  if (prefix) {
    tok.unit ??= prefix.unit;
    tok.qStart = prefix.start;
  }
  return tok;
}

interface Group {
  members: Token[];
  unit: UnitDef | null;
}

/** Chains of numbers joined by "x"/"×": "155.7 x 74.7 x 8.2 mm", "1080x2400", "6 mm × 7 mm". */
function findXGroups(raw: string, toks: Token[]): Group[] {
  const groups: Group[] = [];
  let i = 0;
  while (i < toks.length) {
    const members = [toks[i]!];
    let j = i;
    while (j + 1 < toks.length) {
      const gap = raw.slice(toks[j]!.qEnd, toks[j + 1]!.qStart);
      if (!/^\s*[x×X*]\s*$/.test(gap)) break;
      members.push(toks[j + 1]!);
      j++;
    }
    if (members.length >= 2 && members.length <= 4) {
      const withUnit = members.filter((t) => t.unit);
      const unit = withUnit.length ? withUnit[withUnit.length - 1]!.unit : null;
      const kindOk = !unit || unit.dimension === 'length' || unit.dimension === 'pixels';
      const consistent = withUnit.every((t) => t.unit!.dimension === unit!.dimension);
      if (kindOk && consistent) groups.push({ members, unit });
    }
    i = j + 1;
  }
  return groups;
}

const METRIC = new Set(['mm', 'cm', 'm', 'µm']);

function looksLikeResolution(g: Group, spec: EntryValueSpec | null): boolean {
  if (g.members.length !== 2) return false;
  if (g.unit?.dimension === 'pixels') return true;
  if (g.unit) return false;
  if (spec?.structure === 'resolution') return true;
  if (spec?.structure === 'dims') return false;
  return g.members.every((t) => Number.isInteger(t.value) && t.value >= 100);
}

function quantityOf(t: Token, depth: number[]): Quantity {
  const q: Quantity = { value: t.value, unit: t.unit?.symbol ?? t.unknown ?? null, start: t.qStart, end: t.qEnd };
  if (t.unit) q.canonical = { value: t.unit.toCanonical(t.value), unit: t.unit.canonicalUnit, dimension: t.unit.dimension };
  else if (t.unknown) q.unknownUnit = true;
  if (depth[t.start]! > 0) q.bracketed = true;
  if (t.unitFromHint) q.unitFromHint = true;
  return q;
}

/** Pairs the quantities of a dimension with roles ("128GB 8GB RAM, 256GB 12GB RAM"), once a non-default role is named. */
function pairRoles(qs: Quantity[], ctx: ValueContext): Array<Record<string, number>> | undefined {
  const labelled = qs.find((q) => q.role !== undefined && !q.bracketed);
  if (!labelled?.canonical) return undefined;
  const dimension = labelled.canonical.dimension;
  const roles = ctx.domain.roles.filter((r) => r.dimension === dimension);
  const fallback = roles.find((r) => r.isDefault)?.role;
  if (!fallback || !qs.some((q) => q.role !== undefined && q.role !== fallback)) return undefined;
  const data = qs.filter((q) => q.canonical?.dimension === dimension && !q.bracketed);
  const roleOf = (q: Quantity) => q.role ?? fallback;
  const out: Array<Record<string, number>> = [];
  for (let i = 0; i < data.length; i++) {
    const a = data[i]!, b = data[i + 1];
    if (b && roleOf(a) !== roleOf(b)) {
      out.push({ [roleOf(a)]: a.canonical!.value, [roleOf(b)]: b.canonical!.value });
      i++;
    } else {
      out.push({ [roleOf(a)]: a.canonical!.value });
    }
  }
  return out;
}

/**
 * "The" number of a value. With an entry or header unit: the first quantity of a fitting kind (numbers outside
 * brackets first), or a lone bare number; otherwise null rather than a guess. Without: the first quantity with a
 * unit that is not part of dimensions/resolution, else the first bare number.
 */
function choosePrimary(
  qs: Quantity[],
  structural: Set<Quantity>,
  spec: EntryValueSpec | null,
  hintUnit: UnitDef | null,
  isDefaultRole: (role: string) => boolean,
): Quantity | null {
  const ordered = [...qs.filter((q) => !q.bracketed), ...qs.filter((q) => q.bracketed)].filter((q) => !structural.has(q));
  const kindOf = (q: Quantity) => q.canonical?.dimension ?? null;
  const kinds = hintUnit ? [hintUnit.dimension] : spec?.kinds;
  if (kinds) {
    let fits = ordered.filter((q) => {
      const k = kindOf(q);
      return k ? kinds.includes(k) : kinds.includes('unitless');
    });
    if (spec?.role && !hintUnit) {
      const role = spec.role;
      const labelled = fits.filter((q) => q.role === role);
      const unlabelled = fits.filter((q) => q.role === undefined);
      // a non-default role takes its labelled quantity ("8GB 1GB RAM" → RAM 1 GB); the default role any
      fits = !isDefaultRole(role) ? (labelled.length ? labelled : unlabelled) : [...labelled, ...unlabelled];
    }
    if (fits.length) return fits[0]!;
    // A lone bare number in a numeric entry ("Battery: 4000") is the value; its unit stays unknown.
    if (kinds.length > 0 && qs.length === 1 && qs[0]!.unit === null && !structural.has(qs[0]!)) return qs[0]!;
    return null;
  }
  return ordered.find((q) => q.unit !== null) ?? ordered.find((q) => q.unit === null) ?? null;
}

/**
 * A value that is nothing but one quantity, maybe with its equivalent in brackets ("785 sq ft", "1,405 sq ft (130 m²)",
 * "46 m² (495 sq ft)"), is that quantity whatever kind of number its entry usually holds: the value itself says what
 * it measures (the entry's kinds only choose among the several quantities of a longer value; an entry whose words
 * say it holds no number, "-" in entry-kinds.tsv, keeps none, "Chipset: 7 nm", unless its words only guessed a date:
 * "Availability (90 d): 98.7 %"). The first quantity
 * outside brackets; every quantity has a unit of one dimension and nothing but brackets and signs lie between them.
 */
function wholeQuantity(text: string, qs: Quantity[], structural: Set<Quantity>): Quantity | null {
  if (!qs.length || qs.some((q) => structural.has(q) || !q.canonical || q.unitFromHint)) return null;
  const dimension = qs[0]!.canonical!.dimension;
  if (qs.some((q) => q.canonical!.dimension !== dimension)) return null;
  const first = qs.find((q) => !q.bracketed);
  if (!first || qs.filter((q) => !q.bracketed).length > 1) return null;
  let rest = '';
  let at = 0;
  for (const q of [...qs].sort((a, b) => a.start - b.start)) {
    rest += text.slice(at, q.start);
    at = Math.max(at, q.end);
  }
  rest += text.slice(at);
  return /^[\s()[\]=≈~/,;.]*$/u.test(rest) ? first : null;
}

const ISO_DURATION = /^\s*P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?\s*$/i;
const ISO_UNITS = ['year', 'month', 'week', 'day', 'h', 'min', 's'];

/** "PT1H5M" → "1 h 5 min"; null unless the text is one ISO 8601 duration with at least one part. */
function isoDurationWords(text: string): string | null {
  if (text.length > 40 || !/^\s*P/i.test(text)) return null;
  const m = ISO_DURATION.exec(text);
  if (!m || !m.slice(1).some(Boolean) || /T\s*$/i.test(text)) return null;
  return m.slice(1).map((v, i) => (v ? `${v.replace(',', '.')} ${ISO_UNITS[i]}` : '')).filter(Boolean).join(' ');
}

/** "a dozen" → "12", "one month" → "1 month"; null unless the value begins with number words (number-words.ts). */
function wordedNumber(text: string): string | null {
  if (!/^\s*\p{L}/u.test(text) || text.length > 60) return null;
  const n = leadingNumberWords(text);
  if (!n) return null;
  // "four-star": the hyphen stays, the word after it being what the number counts ("4-star"); never "one-way",
  // "one-off", where "one" is no count
  if (HYPHEN_WORD.test(n.rest)) return n.value >= 2 ? `${n.value}${n.rest}` : null;
  return n.rest ? `${n.value} ${n.rest}` : String(n.value);
}

/** A word joined to a number by a hyphen, as the whole rest of a value ("-star", "-door"). */
const HYPHEN_WORD = /^-\p{L}{3,}$/u;

/** A value read from another spelling of it (an ISO duration written out, stars counted, number words as digits):
 *  the raw text is the value's, and every span covers the whole of it. */
function spanningWhole(p: ParsedValue, text: string): ParsedValue {
  const whole = { start: 0, end: text.length };
  const quantities = p.quantities.map((q) => ({ ...q, ...whole }));
  return { ...p, raw: text, parts: [text], partSpans: [whole], quantities, primary: p.primary ? quantities[p.quantities.indexOf(p.primary)] ?? { ...p.primary, ...whole } : null };
}

/** A value that is a run of star glyphs ("★★★★", "★★★☆☆", "⭐⭐⭐"): the number of filled stars. */
function starCount(text: string): number | null {
  const m = /^\s*([★☆⭐✩]{1,10})\s*$/u.exec(text);
  if (!m) return null;
  const filled = [...m[1]!].filter((c) => c === '★' || c === '⭐').length;
  return filled > 0 ? filled : null;
}

export function parseValue(raw: string, hint: ParseHint = {}, ctx: ValueContext = loadValueContext()): ParsedValue {
  const text = typeof raw === 'string' ? raw : String(raw ?? '');
  // An ISO 8601 duration ("PT1H5M", "P2DT3H") is the measure it spells: read as written out, spans cover the whole.
  const spelled = isoDurationWords(text);
  if (spelled) return spanningWhole(parseValue(spelled, hint, ctx), text);
  // A time on the clock as the whole value ("14:35", "2:35 pm", "Departs: 9h10"): minutes after midnight
  // (never in a column of minutes and seconds: "05:30" there is a length of time)
  const clock = hint.colonOrder === 'ms' ? null : readClockTime(text, hint.entry);
  if (clock !== null) {
    const q: Quantity = { value: clock, unit: CLOCK_UNIT, canonical: { value: clock, unit: CLOCK_UNIT, dimension: CLOCK_DIMENSION }, start: 0, end: text.length };
    return { raw: text, primary: q, quantities: [q], parts: [text], partSpans: [{ start: 0, end: text.length }], empty: false };
  }
  // …and "H:MM" under a label naming a length of time is hours and minutes ("Block time: 2:35")
  const span = clock === null ? readClockDuration(text, hint.entry, hint.colonOrder) : null;
  if (span !== null) {
    const q: Quantity = { value: span, unit: 'min', canonical: { value: span * 60, unit: 's', dimension: 'time' }, start: 0, end: text.length };
    return { raw: text, primary: q, quantities: [q], parts: [text], partSpans: [{ start: 0, end: text.length }], empty: false };
  }
  // …and hours with their minutes run together, under any other label, a length of time ("Proof: 2h15" is 2 h 15 min)
  const hm = /^\s*(\d{1,3})\s?h\s?([0-5]\d)\s*$/i.exec(text);
  if (hm) return spanningWhole(parseValue(`${hm[1]} h ${hm[2]} min`, hint, ctx), text);
  // A run of star glyphs is its count of filled stars ("★★★★☆": 4)
  const stars = starCount(text);
  if (stars !== null) return spanningWhole(parseValue(String(stars), hint, ctx), text);
  // A number written in words as the whole value, or before its unit ("ten", "a dozen", "one month"): read as its
  // digits, spans covering the whole
  const worded = wordedNumber(text);
  if (worded) {
    const p = parseValue(worded, hint, ctx);
    if (p.primary && (worded === String(p.primary.value) || p.primary.unit || (worded.startsWith(String(p.primary.value)) && HYPHEN_WORD.test(worded.slice(String(p.primary.value).length))))) return spanningWhole(p, text);
  }
  const table = hint.languages?.length ? unitsInLanguages(ctx.units, hint.languages) : ctx.units;
  const spec = hint.entry ? entryValueSpec(hint.entry, ctx.domain.entryKinds) : null;
  // The header's unit; else the entry's only possible unit, applied to a value that is one bare number.
  // (a header's unit is a symbol of the table, one letter too: "boiling_point_k" → K)
  const hintUnit = hint.unit
    ? findUnit(table, hint.unit) ?? unitBySymbol(table, hint.unit.trim())
    : spec?.defaultUnit && /^\s*[~≈]?\s*\d[\d,.]*\s*$/.test(text)
      ? findUnit(table, spec.defaultUnit)
      : null;
  const hintUnknown = hint.unit && !hintUnit ? hint.unit.trim() : null;
  const fallbackUnit = !hint.unit && hint.fallbackUnit ? findUnit(table, hint.fallbackUnit) : null;
  const isDefaultRole = (role: string) => ctx.domain.roles.some((r) => r.role === role && r.isDefault);
  const depth = bracketDepthAt(text);
  const { numbers, versions } = scanNumbers(text, hint.numbers);

  // Dates first: their numbers are not quantities.
  const dateMatches = findDates(text, hint.dateOrder);
  const covered = [...dateMatches, ...findDayMonthSpans(text)];
  const inSpan = (n: NumberToken) => covered.some((s) => n.start >= s.start && n.end <= s.end);
  const dates: Array<DateParts & { start: number }> = dateMatches.map(({ start, end: _end, ...d }) => ({ ...d, start }));
  // a value that is a day and month alone ("Sat 17 May", "17 May, 21:45") is of the year the document's dates state
  if (!dates.length && hint.year) {
    const yearless = findYearlessDates(text);
    const only = yearless.length === 1 ? yearless[0]! : null;
    const rest = only ? (text.slice(0, only.start) + text.slice(only.end)).replace(/\d{1,2}[:.]\d{2}|[^\p{L}]/gu, '') : '';
    const year = only && !rest ? yearOfYearless(only, hint.year) : null;
    if (only && year !== null) dates.push({ year, month: only.month, day: only.day, start: only.start });
  }

  const toks: Token[] = [];
  for (const n of numbers) {
    if (inSpan(n)) continue;
    const t = readToken(text, n, table, spec?.kinds);
    if (t) toks.push(t);
  }

  // Bare years: "Released 2019", "Launched: 2019 (released)", "in 2013-14"; never under a numeric header unit.
  const valueIsJustYear = /^\s*\d{4}\s*(?:\([^()]*\))?\s*$/.test(text);
  // (a label of another language read through its label words, only when the label as written says no date: "Jahr",
  // "Eröffnet")
  const namesDate = (label: string) => DATE_ENTRY.test(label) || (valueIsJustYear && participleLabel(label));
  const entryIsDate = hint.entry ? (namesDate(hint.entry) || namesDate(labelAsEnglish(hint.entry))) && (spec === null || spec.structure === 'date') : false;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.unit || t.unknown || hintUnit || hintUnknown || !isYearNumber(t.text, t.value, entryIsDate && valueIsJustYear)) continue;
    const before = text.slice(i > 0 ? toks[i - 1]!.qEnd : 0, t.start);
    const prev = toks[i - 1], next = toks[i + 1];
    // "2020 to 2021", "2019-2021": two years joined as a range are both years.
    const yearRangeWith = (o: Token | undefined, gap: string) => o !== undefined && !o.unit && isYearNumber(o.text, o.value) && /^\s*(?:-|–|—|to|until|till)\s*$/i.test(gap);
    const inYearRange = yearRangeWith(next, next ? text.slice(t.end, next.start) : '') || (prev?.consumed === true && yearRangeWith(prev, before));
    const byContext = YEAR_CONTEXT.test(before) || inYearRange;
    const byEntry = entryIsDate || (!hint.entry && valueIsJustYear);
    if (!byContext && !byEntry) continue;
    if (spec && spec.structure !== 'date' && !byContext) continue;
    t.consumed = true;
    dates.push({ year: t.value, start: t.start });
    // Tax years "2013-14": the short year belongs to the date.
    if (next && /^[-–/]$/.test(text.slice(t.end, next.start)) && next.text.length === 2 && next.value === (t.value + 1) % 100) {
      next.consumed = true;
      i++;
    }
  }

  let live = toks.filter((t) => !t.consumed);
  // a value that only states a basis ("per 100 g", "100 g edible portion" under a "per" key) has no number of its own
  const basisOnly = /^\s*per\s+\d/i.test(text) || /^\s*(?:per|basis)\s*$/i.test(hint.entry ?? '');

  // Header unit for bare numbers: "Battery (mAh)" + "4000" → 4000 mAh.
  // a document's unit only for values whose numbers all lack one ("10–20 °C" keeps its own)
  const fallbackApplies = fallbackUnit !== null && live.every((t) => !t.unit && !t.unknown);
  if (hintUnit || hintUnknown || fallbackApplies) {
    for (const t of live) {
      if (!t.unit && !t.unknown) {
        if (hintUnit ?? (fallbackApplies ? fallbackUnit : null)) t.unit = (hintUnit ?? fallbackUnit)!;
        else t.unknown = hintUnknown!;
        t.unitFromHint = true;
        // a share written as a part of one under a label of shares ("Purity: 0.998", "Load factor: 0.82") is that
        // many hundredths (entry-kinds.tsv option "fraction"): 99.8 %
        if (spec?.fraction && !hint.unit && t.unit?.symbol === spec.defaultUnit && t.value > 0 && t.value < 1) t.value = roundSignificant(t.value * 100);
      }
    }
  }

  // A basis after a quantity: "0.36 mg per 100 g", "12 g/100 g" — the second quantity is what the first is per.
  let basis: string | undefined;
  if (basisOnly && live[0]?.unit) {
    basis = `${live[0].text.replace(/[\s,]/g, '')} ${live[0].unit.symbol}`;
    live = [];
  }
  for (let i = 0; i + 1 < live.length; i++) {
    const a = live[i]!, b = live[i + 1]!;
    if (!a.unit || !b.unit || b.unitFromHint || b.unit.dimension === 'currency') continue;
    const gap = text.slice(a.qEnd, b.qStart);
    // "per" takes any unit; a slash only a unit of the same dimension ("12 g/100 g", not "128/256 GB" or "$5 / €4")
    if (!/^\s*per\s*$/i.test(gap) && !(/^\s*\/\s*$/.test(gap) && a.unit.dimension === b.unit.dimension && a.unitText !== '')) continue;
    basis ??= `${b.text.replace(/[\s,]/g, '')} ${b.unit.symbol}`;
    b.consumed = true;
  }
  live = live.filter((t) => !t.consumed);

  // One measure written in descending units is one quantity: "7 h 40 min", "5 ft 10 in", "1 lb 4 oz", "2 m 30 cm"
  // (same dimension, each next unit smaller, and less than one of the unit before it).
  for (let i = 0; i + 1 < live.length; i++) {
    const a = live[i]!, b = live[i + 1]!;
    // "2h 22m": an "m" after hours is minutes, not metres
    if (a.unit?.dimension === 'time' && b.unit && b.unit.dimension !== 'time' && b.unitText === 'm' && /^\s*$/.test(text.slice(a.qEnd, b.qStart))) b.unit = findUnit(table, 'min') ?? b.unit;
    // "1 h 25", "5 ft 10": the last number, bare and whole, right after a measure counts in the smaller unit the
    // measure's rest is written in (subunits.tsv), where it is less than one of the larger unit
    const subSymbol = a.unit && !a.unitFromHint && !b.unit && !b.unknown && i + 2 === live.length ? table.subunits.get(a.unit.symbol) : undefined;
    const sub = subSymbol ? table.bySymbol.get(subSymbol) : undefined;
    if (a.unit && sub && Number.isInteger(b.value) && sub.toCanonical(b.value) < a.unit.toCanonical(1) && /^\s*$/.test(text.slice(a.qEnd, b.qStart)) && /^(?:\s|$|[.,;)])/.test(text.slice(b.qEnd))) {
      b.unit = sub;
      b.unitText = '';
    }
    if (!a.unit || !b.unit || a.unitFromHint || b.unitFromHint || a.unit.dimension !== b.unit.dimension || table.dimensions.get(a.unit.dimension)?.compound !== true) continue;
    if (!/^\s*(?:,|and)?\s*$/i.test(text.slice(a.qEnd, b.qStart))) continue;
    const one = a.unit.toCanonical(1), part = b.unit.toCanonical(b.value);
    if (!(b.unit.toCanonical(1) < one) || !(part < one) || part < 0 || (part === 0 && !b.unitText)) continue;
    // (in the smaller unit, which states it whole: "3 h 30 min" is 210 min, "5 ft 10 in" 70 in)
    a.value = Math.round(((a.unit.toCanonical(a.value) + part) / b.unit.toCanonical(1)) * 1e6) / 1e6;
    a.unit = b.unit;
    a.unitText = b.unitText;
    a.qEnd = b.qEnd;
    b.consumed = true;
    live.splice(i + 1, 1);
    i--;
  }

  // Dimensions and resolutions.
  const groups = findXGroups(text, live);
  const structuralTokens = new Set<Token>();
  let dims: ParsedValue['dims'];
  let resolution: ParsedValue['resolution'];
  const dimsGroups: Group[] = [];
  for (const g of groups) {
    const isRes = looksLikeResolution(g, spec);
    const unit = g.unit ?? (isRes ? unitBySymbol(table, 'px') : null);
    for (const m of g.members) {
      if (!m.unit && unit) m.unit = unit;
      structuralTokens.add(m);
    }
    if (isRes) {
      if (!resolution) resolution = { width: g.members[0]!.value, height: g.members[1]!.value };
    } else dimsGroups.push({ members: g.members, unit });
  }
  if (dimsGroups.length) {
    const chosen = dimsGroups.find((g) => g.unit && METRIC.has(g.unit.symbol)) ?? dimsGroups[0]!;
    dims = { values: chosen.members.map((t) => t.value), unit: chosen.unit?.symbol ?? null };
    const u = chosen.unit;
    if (u) dims.canonical = { values: dims.values.map((v) => u.toCanonical(v)), unit: u.canonicalUnit, dimension: u.dimension };
  }

  // Alternatives sharing one unit: "30/60/240fps", "128/256 GB" → every number takes the unit written last.
  for (let i = 0; i < live.length; i++) {
    let j = i;
    while (j + 1 < live.length && text.slice(live[j]!.qEnd, live[j + 1]!.qStart) === '/' && !live[j]!.unit) j++;
    if (j > i && live[j]!.unit && !structuralTokens.has(live[j]!)) {
      for (let k = i; k < j; k++) live[k]!.unit = live[j]!.unit;
    }
    i = j;
  }

  // Ranges: "10–20 W", "10 to 20 W", "£200,000.01 to £300,000", "between 2 and 4 GB".
  let range: ParsedValue['range'];
  for (let i = 0; i + 1 < live.length && !range; i++) {
    const a = live[i]!, b = live[i + 1]!;
    if (structuralTokens.has(a) || structuralTokens.has(b)) continue;
    const gap = text.slice(a.qEnd, b.qStart);
    const isBetween = /\bbetween\s*$/i.test(text.slice(Math.max(0, a.qStart - 12), a.qStart));
    if (!/^\s*(?:-|–|—|~|to|till|until)\s*$/i.test(gap) && !(isBetween && /^\s*and\s*$/i.test(gap))) continue;
    if (!(b.value > a.value)) continue;
    if (a.unit && b.unit && a.unit.dimension !== b.unit.dimension) continue;
    const unit = b.unit ?? a.unit;
    if (!a.unit && unit) {
      a.unit = unit;
      a.unitFromHint = b.unitFromHint;
    }
    if (!b.unit && unit) b.unit = unit;
    range = { min: a.value, max: b.value, unit: unit?.symbol ?? null };
    // "10 g to 2 kg": each end in its own unit
    if (unit) {
      const ua = a.unit ?? unit, ub = b.unit ?? unit;
      range.canonical = { min: ua.toCanonical(a.value), max: ub.toCanonical(b.value), unit: unit.canonicalUnit, dimension: unit.dimension };
    }
  }

  // Quantities, qualifiers, memory labels, periods.
  const quantities: Quantity[] = [];
  const structural = new Set<Quantity>();
  const prices: Price[] = [];
  for (let i = 0; i < live.length; i++) {
    const t = live[i]!;
    const q = quantityOf(t, depth);
    const prevEnd = i > 0 ? live[i - 1]!.qEnd : 0;
    if (approxBefore(text, prevEnd, t.qStart)) q.approx = true;
    const bound = boundAround(text, prevEnd, t.qStart, t.qEnd);
    if (bound) q.bound = bound;
    if (t.unit) {
      for (const label of ctx.domain.roles) {
        if (label.dimension === t.unit.dimension && label.pattern.test(text.slice(t.qEnd, t.qEnd + 30))) {
          q.role = label.role;
          break;
        }
      }
    }
    let per: string | undefined;
    const period = periodAfter(text, t.qEnd);
    if (period) per = period.period;
    else if (hint.period) per = hint.period;
    if (structuralTokens.has(t)) structural.add(q);
    quantities.push(q);
    if (t.unit?.dimension === 'currency' && q.canonical) {
      const price: Price = { amount: q.canonical.value, currency: q.canonical.unit, approx: q.approx === true };
      if (per) price.per = per;
      if (bound) price.bound = bound;
      prices.push(price);
    }
  }

  const parts = splitList(text, dateMatches);
  const boolean = parseBoolean(text);
  const hints = findDomainHints(text, hint.entry, ctx.domain.hints);
  const memory = pairRoles(quantities, ctx);
  dates.sort((a, b) => a.start - b.start);

  const result: ParsedValue = {
    raw: text,
    primary: choosePrimary(quantities, structural, spec, hintUnit, isDefaultRole) ?? (spec && !spec.kinds.length && spec.structure !== 'date' ? null : wholeQuantity(text, quantities, structural)),
    quantities,
    parts: parts.map((p) => p.text),
    partSpans: parts.map((p) => ({ start: p.start, end: p.end })),
    empty: isEmptyValue(text),
  };
  // a value that is one identifier ("5.2.15-2", "GPL-3+", "SM-G991B") is text: its digits are no quantities —
  // unless the header or the value gives them a unit (a clearly numeric column)
  const wordOnly = /^\S+$/.test(text.trim());
  if (!hint.unit && !dates.length && ((spec?.structure === 'identifier' && wordOnly) || identifierShaped(text) || isAddress(text)) && quantities.every((q) => q.unit === null)) {
    result.quantities = [];
    result.primary = null;
    result.identifier = text.trim();
    if (/^\d/.test(text.trim()) && !isAddress(text) && !/^\d+$/.test(text.trim())) result.versions = [text.trim()];
    return result;
  }
  if (dims) result.dims = dims;
  if (resolution) result.resolution = resolution;
  if (range) result.range = range;
  if (basis) result.basis = basis;
  if (prices.length) result.prices = prices;
  if (boolean !== undefined) result.boolean = boolean;
  if (dates.length) {
    result.dates = dates.map(({ start: _s, ...d }) => d);
    result.date = result.dates[0];
  }
  if (memory) result.memory = memory;
  if (hints.length) result.hints = hints;
  if (versions.length) result.versions = versions.map((v) => v.text);
  return result;
}
