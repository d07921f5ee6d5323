// Units written in a header move out of the key: "Battery (mAh)" → Battery + mAh, "Price (€)" → Price + EUR,
// "Area (km²)" / "area_sq_km" → Area + km², "Energy, kcal" → Energy + kcal, "Fibre g" → Fibre + g. A basis
// ("total_fat_g_per_100g", "Protein (g per 100 g)") is split off as well: it says what the value is per, and is
// never the value's unit. A bracketed spelling that looks like a unit but is not in the table is kept as
// written in `unknownUnit` (reported, never guessed).
import { findUnit, headerSuffixAllowed, letterUnit, type UnitDef, type UnitTable } from './quantity.ts';
import { loadPeriods } from './periods.ts';
import { isStopWord } from '../../tkg/stop-words.ts';
import type { ColonOrder } from './clock-times.ts';

export interface HeaderUnit {
  key: string;
  /** Symbol of the header's unit, or null. */
  unit: string | null;
  /** "100 g" of "… per 100 g": what the values are per. */
  basis?: string;
  /** A unit-like bracketed spelling the unit table does not know ("Dose (IU)"). */
  unknownUnit?: string;
  /** The time unit a rate is per, written in the header ("Rent pcm", "rent_eur_pm", "Rent (EUR/month)" → 'month'):
   *  no part of the key, and never the values' unit. */
  period?: string;
  /** A format of colon lengths of time written in the header ("Duration (m:ss)", "Time mm:ss"): no part of the key;
   *  'ms' where its values are minutes and seconds. */
  colonOrder?: ColonOrder;
}

/** The dimensions a key's words name (the entry kinds of the domain packs: "Boiling point" → temperature). */
export type DimensionsOf = (key: string) => readonly string[];

/** A quotient unit written as its words ("g cm3", "g per mol", "kg m3"): the table's unit of "g/cm3", "g/mol". */
function quotientUnit(table: UnitTable, words: string): UnitDef | null {
  const parts = words.split(' ').filter((w) => w.toLowerCase() !== 'per');
  if (parts.length !== 2) return null;
  const u = findUnit(table, `${parts[0]}/${parts[1]}`);
  return u && /\//.test(u.symbol) ? u : null;
}

/** Bare suffixes too likely to be words or letters of a name: "Size in", "Type C", "Plan A". */
const BARE_SUFFIX_WORDS_REFUSED = new Set(['in', 'pound', 'pounds', 'dollar', 'euro', 'core', 'pixel', 'pixels', 'p']);

function unitFromSpelling(table: UnitTable, spelling: string): UnitDef | null {
  const s = spelling.trim().replace(/^(?:in|unit:?|units:?)\s+/i, '');
  if (!s || /^(?:s|es)$/i.test(s)) return null; // "Camera(s)"
  return findUnit(table, s);
}

/** A bracketed header part that reads as a unit symbol: short, one word of letters and unit signs, no digits
 *  (and not an acronym of three capitals or more: "Memory (RAM)"). */
const UNIT_LIKE = /^[\p{L}µμ°%$€£¥₹][\p{L}/^²³·.\-µμ°]{0,9}$/u;

const BASIS = /^(.*?)(?:[\s_,]+|\s*\/\s*)(?:per|\/)[\s_]*(\d[\d.,]*)[\s_]*([\p{L}µμ]+)(?:[\s_]+(?:edible[\s_]+portion|serving|portion))?\s*$/iu;

function splitBasis(table: UnitTable, h: string): { rest: string; basis?: string } {
  const m = BASIS.exec(h);
  if (!m || !m[1]?.trim()) return { rest: h };
  const unit = findUnit(table, m[3]!);
  if (!unit) return { rest: h };
  return { rest: m[1]!.trim(), basis: `${m[2]} ${unit.symbol}` };
}

/** A key that is nothing but a unit ("kcal", "kJ", "EUR", "Calories"): the unit, when its dimension may end a header.
 *  Never a single letter or a word that is also an ordinary word ("in", "pound"). */
export function unitOfWholeKey(key: string, table: UnitTable): UnitDef | null {
  const k = key.trim();
  if (k.length < 2 || k.length > 16 || BARE_SUFFIX_WORDS_REFUSED.has(k.toLowerCase())) return null;
  const unit = findUnit(table, k);
  return unit && table.dimensions.get(unit.dimension)?.headerSuffix === true ? unit : null;
}

/** Suffixes that, beside the same key with the other one ("temp_min", "temp_max"), say minimum and maximum. */
const BOUND_PAIRS: Record<string, string> = { min: 'max', max: 'min' };

/** A time unit of the table by a spelling ("month", "mo", "wk"), or null. */
function timeUnit(table: UnitTable, spelling: string): UnitDef | null {
  const u = findUnit(table, spelling.replace(/\.$/, ''));
  return u && u.dimension === 'time' ? u : null;
}

/**
 * The period the end of a header names and the header before it: "per"/"/" and a time unit of the unit table
 * ("Rent per month", "EUR/month", "price_per_week"), or a one-word period of label-periods.tsv ("Rent pcm", "rent_pm",
 * "Salary p.a."); `unitBeside` allows the periods that need a unit in the same header ("rent_eur_pm"). The whole
 * text may be the period ("per month", "pcm") when `whole` is set (a bracket's contents); else words must remain.
 */
export function splitPeriod(text: string, table: UnitTable, whole = false): { rest: string; period: string; needsUnit: boolean } | null {
  const h = text.trim();
  const per = /^(.*?)(?:(?:^|[\s_-])per[\s_]+|\s*\/\s*)([\p{L}.]+)$/iu.exec(h);
  if (per && (whole || per[1]!.trim())) {
    const u = timeUnit(table, per[2]!);
    if (u) return { rest: per[1]!.replace(/[\s_-]+$/, ''), period: u.symbol, needsUnit: false };
  }
  const lower = h.toLowerCase().replace(/_/g, ' ');
  for (const p of table.periods) {
    if (lower === p.text && whole) return { rest: '', period: p.unit, needsUnit: p.withUnit };
    if (!lower.endsWith(p.text)) continue;
    const before = h.slice(0, h.length - p.text.length);
    if (/[\s_]$/.test(before) && before.trim().replace(/[\s_]+$/, '')) return { rest: before.replace(/[\s_-]+$/, ''), period: p.unit, needsUnit: p.withUnit };
  }
  return null;
}

/**
 * The key, unit and period of a header. `siblings` are the other keys of the same record or table (normalised, lower
 * case, words joined by one space): "temp_min" beside "temp_max" is a minimum, never minutes. A period after the
 * unit or before it ("rent_pcm_gbp", "rent_eur_pm", "Rent (EUR/month)", "Rent pcm") is the rate's period, and
 * the words left are the key ("rent"), so the label aligns with the bare one. A unit that itself has a time in it
 * ("Speed (km/h)") is a unit, never a period.
 */
export function splitHeaderUnit(header: string, table: UnitTable, siblings?: ReadonlySet<string>, dimensionsOf?: DimensionsOf): HeaderUnit {
  const h = header.trim();
  // the format of its colon lengths of time ("Duration (m:ss)", "Run time [hh:mm:ss]") says how to read them
  const format = COLON_FORMAT.exec(h);
  if (format) {
    const inner = splitHeaderUnit(format[1]!, table, siblings, dimensionsOf);
    return /^m/i.test(format[2]!) ? { ...inner, colonOrder: 'ms' } : inner;
  }
  // a time unit after "per" is the rate's period, never the values' unit: "hours_per_week", "price_per_week"
  const perTime = /^(.*?)[\s_]+per[\s_]+([\p{L}.]+)$/iu.exec(h);
  if (perTime?.[1]?.trim() && timeUnit(table, perTime[2]!)) {
    const inner = splitHeaderUnit(perTime[1]!, table, siblings, dimensionsOf);
    return { ...namedByItsUnit(inner, table), period: inner.period ?? timeUnit(table, perTime[2]!)!.symbol };
  }
  // a period word before a key that is a unit's name: "Weekly hours", "weekly_hours", "Daily hours (h)" are hours a week
  const lead = leadingPeriod(h, table);
  if (lead) {
    const inner = namedByItsUnit(splitUnitOnly(lead.rest, table, siblings, dimensionsOf), table);
    if (inner.unit && normalisedWords(inner.key) === normalisedWords(lead.unitWord)) return { ...inner, period: inner.period ?? lead.period };
  }
  const out = namedByItsUnit(splitUnitOnly(h, table, siblings, dimensionsOf), table);
  if (out.unit) {
    if (out.period) return out;
    // the unit last, the period before it: "rent_pcm_gbp", "Rent per month (EUR)"
    const before = splitPeriod(out.key, table);
    return before ? { ...out, key: before.rest, period: before.period } : out;
  }
  // the period last: "Rent pcm", "Rent per month", "rent_eur_pm" (a period such as "pm" only beside a unit)
  const last = splitPeriod(h, table);
  if (last) {
    const inner = splitUnitOnly(last.rest, table, siblings, dimensionsOf);
    if (!last.needsUnit || inner.unit) return { ...inner, period: inner.period ?? last.period };
  }
  return out;
}

/** A header ending in a format of colon lengths of time: minutes and seconds, or hours, minutes and seconds. */
const COLON_FORMAT = /^(.*?\S)[\s_,]*[([]?\s*(m{1,2}:ss|mins?:secs?|h{1,2}:mm:ss)\s*[)\]]?$/i;

const normalisedWords = (t: string) => t.replace(/[_\s]+/g, ' ').trim().toLowerCase();

/**
 * A period adjective before the rest of a header ("Weekly hours", "monthly_rent"): the period (periods.tsv's words of
 * a label; the abbreviations of label-periods.tsv, "pa", "pcm", follow an amount and never lead) and the rest, whose
 * words are `unitWord` when they are only the spelled name of a unit ("hours").
 */
function leadingPeriod(h: string, table: UnitTable): { period: string; rest: string; unitWord: string } | null {
  const m = /^([\p{L}]+)[\s_]+(.+)$/u.exec(h);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  if (table.periods.some((p) => p.text === word)) return null;
  const period = loadPeriods().labelWords.get(word);
  if (!period || !findUnit(table, period)) return null;
  const rest = m[2]!.trim();
  const bare = rest.replace(/\s*[([][^()[\]]*[)\]]\s*$/, '').trim();
  return { period: findUnit(table, period)!.symbol, rest, unitWord: bare };
}

/**
 * A key that is a unit's name in the plural counts in that unit ("Hours", "Days", "Minutes": 40 → 40 h; "Years in
 * industry": 16 → 16 years); a singular
 * names a point or a label ("Year: 2019", "Day: Monday"), never an amount. Only a unit spelled as a word of four
 * letters or more, when the header states no unit of its own.
 */
function namedByItsUnit(out: HeaderUnit, table: UnitTable): HeaderUnit {
  if (out.unit || out.unknownUnit) return out;
  // (or the key's last word, where a period was said beside it: "Contact hours (per week)" counts hours; or its first
  // word, where a function word follows it: "Years in industry", "Minutes to prepare", "Miles from the centre")
  const words = out.key.trim().split(/[\s_]+/);
  const k = out.period ? words[words.length - 1]! : words.length > 2 && isStopWord(words[1]!) && words.slice(2).some((w) => !isStopWord(w)) ? words[0]! : out.key.trim();
  if (!/^\p{L}{4,}$/u.test(k) || !/s$/i.test(k) || BARE_SUFFIX_WORDS_REFUSED.has(k.toLowerCase())) return out;
  const unit = findUnit(table, k);
  if (!unit || findUnit(table, k.replace(/e?s$/i, '')) !== unit && findUnit(table, k.slice(0, -1)) !== unit) return out;
  if (unit.symbol.toLowerCase() === k.toLowerCase()) return out;
  return { ...out, unit: unit.symbol };
}

/** A time unit named in full in the singular ("year", "month"): it names a point of a date, not an amount. */
function pointOfDate(table: UnitTable, unit: UnitDef, spelling: string): boolean {
  return unit.dimension === 'time' && /^\p{L}{4,}$/u.test(spelling) && !/s$/i.test(spelling) && findUnit(table, `${spelling}s`) === unit;
}

function splitUnitOnly(header: string, table: UnitTable, siblings?: ReadonlySet<string>, dimensionsOf?: DimensionsOf): HeaderUnit {
  const { rest: h0, basis } = splitBasis(table, header.trim());
  const h = h0.trim();
  const out = (key: string, unit: string | null, extra: Partial<HeaderUnit> = {}): HeaderUnit => ({ key, unit, ...(basis ? { basis } : {}), ...extra });
  // "Battery (mAh)", "Price [EUR]", "Screen size (in inches)", "Protein (g per 100 g)".
  const bracket = /^(.*\S)\s*[([]\s*([^()[\]]+?)\s*[)\]]\s*$/.exec(h);
  if (bracket) {
    const inner = splitBasis(table, bracket[2]!);
    const unit = unitFromSpelling(table, inner.rest);
    // (a time unit named in full in the singular names a point, as below: "Acquired (year)", "Built (year)")
    if (unit && pointOfDate(table, unit, inner.rest.trim())) return out(bracket[1]!.trim(), null);
    if (unit) return { ...out(bracket[1]!.trim(), unit.symbol), ...(inner.basis ? { basis: inner.basis } : {}) };
    // "(EUR/month)", "(€ pm)", "(per month)", "(pcm)": a period inside the bracket, beside the unit or alone
    const period = splitPeriod(inner.rest, table, true);
    const periodUnit = period?.rest ? unitFromSpelling(table, period.rest) : null;
    if (period && periodUnit) return { ...out(bracket[1]!.trim(), periodUnit.symbol), ...(inner.basis ? { basis: inner.basis } : {}), period: period.period };
    if (period && !period.rest && !period.needsUnit) return { ...out(bracket[1]!.trim(), null), period: period.period };
  }
  // "Weight, g", "Weight in grams", "Battery - mAh", "Energy, kcal".
  const trailing = /^(.*\S)\s*(?:,|\s-\s|\s+in\s+)\s*([^,]+?)\s*$/i.exec(h);
  if (trailing && trailing[2]!.split(/\s+/).length <= 3) {
    const unit = unitFromSpelling(table, trailing[2]!);
    if (unit) return out(trailing[1]!.trim(), unit.symbol);
  }
  // "battery_mah", "price_eur", "Battery mAh", "weight_g", "area_sq_km", "Fibre g": the last one to three words;
  // two or three of them may be one unit of a quotient ("density_g_cm3", "molar_mass_g_per_mol": g/cm³, g/mol)
  const words = h.split(/([_\s]+)/);
  for (let n = Math.min(3, Math.floor((words.length - 1) / 2)); n >= 1; n--) {
    const cut = words.length - (2 * n - 1);
    const suffix = words.slice(cut).join(' ').replace(/[_\s]+/g, ' ');
    const sep = words[cut - 1]!;
    const quotient = n >= 2 && sep.includes('_') ? quotientUnit(table, suffix) : null;
    if (quotient && words.slice(0, cut - 1).join('').trim()) return out(words.slice(0, cut - 1).join('').trim(), quotient.symbol);
    const named = n === 1 && /^\p{L}$/u.test(suffix) ? letterUnit(table, suffix, dimensionsOf?.(words.slice(0, cut - 1).join('')) ?? []) : null;
    if (named && words.slice(0, cut - 1).join('').trim()) return out(words.slice(0, cut - 1).join('').trim(), named.symbol);
    const unit = findUnit(table, suffix);
    const underscored = sep.includes('_');
    if (!unit || !headerSuffixAllowed(table, unit, underscored)) continue;
    // a time unit named in full in the singular names a point, not an amount: "joined_year", "acquired_year",
    // "start_month" hold years and months of a date ("prep_min", "duration_years" stay amounts)
    if (n === 1 && pointOfDate(table, unit, suffix)) continue;
    const lower = suffix.toLowerCase();
    const other = BOUND_PAIRS[lower];
    if (other && siblings) {
      const stem = words.slice(0, cut - 1).join('').replace(/[_\s]+/g, ' ').trim().toLowerCase();
      if (siblings.has(`${stem} ${other}`)) continue;
    }
    // a single letter counts only in lower case, after "_" or as an exact-case spelling ("weight_g", "Fibre g",
    // never "Vitamin B" or "Type C")
    const letter = /^\p{L}$/u.test(suffix);
    if (letter && !(suffix === lower && (underscored || unit.spellings.some((s) => s.exact && s.text === suffix)))) continue;
    if (!underscored && BARE_SUFFIX_WORDS_REFUSED.has(lower)) continue;
    return out(words.slice(0, cut - 1).join('').trim(), unit.symbol);
  }
  // "Boiling point (K)": a letter that is the symbol of a unit of the dimension the key's words name
  const bracketLetter = bracket && /^\p{L}$/u.test(bracket[2]!.trim()) ? letterUnit(table, bracket[2]!.trim(), dimensionsOf?.(bracket[1]!) ?? []) : null;
  if (bracketLetter) return out(bracket![1]!.trim(), bracketLetter.symbol);
  if (bracket && UNIT_LIKE.test(bracket[2]!.trim()) && !/^(?:s|es)$/i.test(bracket[2]!.trim()) && !/^\p{Lu}{3,}$/u.test(bracket[2]!.trim())) {
    return out(h, null, { unknownUnit: bracket[2]!.trim() });
  }
  return out(h, null);
}
