// A section told in prose among sibling sections that state the same fields as "Key: value" lines (a brew log whose
// entries are now lists, now a sentence: "Sam Okoro brewed Lantern today and knocked out 34.5 hl into FV-03. OG
// 1.048, pitched and held at 17 °C."): its sentences state the fields its siblings state, read by what those fields
// hold —
//   - a name a sibling states for a field, written whole ("Sam Okoro" is a Brewer, "Lantern" a Beer);
//   - a code of the shape a field's codes have ("FV-03" beside Vessels "FV-06", "FV-01");
//   - a quantity of the one dimension a field measures, where no other field measures it ("34.5 hl" a Volume);
//   - a number right after a field's label or a part of it ("OG 1.048" of "OG / FG");
//   - a field's label written in a sentence, up to two function words, then a value of the sort the field holds
//     ("raised on 19 March" of a field of dates, "approved by Helen Marsh" of a field of names);
//   - a category's word written small ("still pending" of Status "Pending"), an amount after its currency sign, the
//     one date of a sentence for the one field of dates, a number followed by its label's words ("37.5 hours a week"
//     of "Hours per week").
// (The same reading serves items told only in prose elsewhere in the folder: prose-items.ts.)
// Each is a row of the section's item, citing its words. Where two fields read the same words, neither does — unless no
// record states both (one field two layouts label two ways, "Cutter" and "Cut by"): the one more records state does.
import { scanNumbers } from '../skg/values/numbers.ts';
import { matchUnitAt, type UnitTable } from '../skg/values/quantity.ts';
import { currencyBefore } from '../skg/values/currency.ts';
import { findDates, monthNumber } from '../skg/values/dates.ts';
import { norm } from './kv.ts';
import { isStopWord } from '../tkg/stop-words.ts';

export interface ProseRow {
  key: string;
  value: string;
  start: number;
  end: number;
}

interface Quantity {
  dimension: string;
  start: number;
  end: number;
}

/** Names and codes shorter than this are too common to read in prose. */
const MIN_NAME = 3;

/** The quantities written in `text` (a number and a known unit after it, or an amount after a currency sign). */
function quantities(text: string, units: UnitTable): Quantity[] {
  const out: Quantity[] = [];
  for (const n of scanNumbers(text).numbers) {
    const prefix = currencyBefore(text, n.start, units);
    if (prefix) {
      out.push({ dimension: 'currency', start: prefix.start, end: n.end });
      continue;
    }
    // (an ordinal is no quantity: "31st March" is no 31 stone)
    if (ORDINAL.test(text.slice(n.start, n.end + 3))) continue;
    let p = n.end;
    while (text[p] === ' ' || text[p] === '\u00A0') p++;
    const unit = matchUnitAt(units, text, p, p === n.end);
    if (unit && unit.unit.dimension && unit.unit.dimension !== 'number') out.push({ dimension: unit.unit.dimension, start: n.start, end: unit.end });
  }
  return out;
}

/** A code's shape: its letters as written, each digit any digit ("FV-06" → FV-\d\d); null when it has no digit or
 *  no letter. */
export function codeShape(value: string): string | null {
  const v = value.trim();
  if (!/^[\p{Lu}\d][\p{Lu}\d\-./]*$/u.test(v) || !/\d/.test(v) || !/\p{Lu}/u.test(v)) return null;
  return v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\d/g, '\\d');
}

/** What the sibling sections' fields hold, read once for all the prose sections among them. */
export interface SiblingFields {
  fields: Array<{ k: string; key: string; records: Set<number>; names: string[]; codes: RegExp | null; dims: Set<string>; parts: Array<{ part: string; re: RegExp }>; said: { sort: 'date' | 'name'; re: RegExp } | null; words: string[]; counted: string[] }>;
  /** Each dimension and the fields measuring it. */
  measuring: Map<string, Set<string>>;
  /** The field reading a quantity of each dimension: the one measuring it, or of several written by different
   *  records (never two by one: "Date" of a box-office sheet, "start" of a ticketing export), the one most write. */
  reader: Map<string, string>;
}

/** The fields `siblings` (rows of the sibling sections' items: key, value) state, and what each holds. */
export function siblingFields(siblings: ReadonlyArray<{ key: string; value: string; record?: number }>, units: UnitTable): SiblingFields {
  const byKey = new Map<string, { key: string; values: string[]; records: Set<number> }>();
  for (const r of siblings) {
    if (!r.key.trim() || !r.value.trim()) continue;
    const k = norm(r.key);
    const entry = byKey.get(k) ?? byKey.set(k, { key: r.key, values: [], records: new Set() }).get(k)!;
    entry.values.push(r.value.trim());
    if (r.record !== undefined) entry.records.add(r.record);
  }
  const measuring = new Map<string, Set<string>>();
  const fields: SiblingFields['fields'] = [];
  for (const [k, { key, values, records }] of byKey) {
    const distinct = [...new Set(values)];
    const measured = new Map(distinct.map((v) => [v, quantities(v, units)] as const));
    // (a value measures where it is quantities and a few words: "34.5 hl", "18 °C, 13 days in tank", not "Extra 150 mm
    // insulation to the loft")
    const dims = new Set(distinct.flatMap((v) => (wordsBeside(v, measured.get(v)!) <= FEW_LETTERS ? measured.get(v)!.map((q) => q.dimension) : [])));
    // (bare numbers under a label naming their unit measure in it: "Value (£)": "18,400.00")
    const unit = /\(([^()]{1,12})\)\s*$/u.exec(key)?.[1]!.trim();
    const named = unit ? matchUnitAt(units, unit, 0, true) : null;
    if (named && named.end === unit!.length && named.unit.dimension && named.unit.dimension !== 'number' && distinct.every((v) => /^[\d.,\s]+$/u.test(v))) dims.add(named.unit.dimension);
    // (a field of dates measures in days: the one date of a sentence where no other field holds dates)
    const sort = valueSort(distinct);
    if (sort === 'date') dims.add(DATE);
    for (const d of dims) (measuring.get(d) ?? measuring.set(d, new Set()).get(d)!).add(k);
    // names a sibling states, written whole (no measurement: "48 hl" is read by its dimension)
    const names = distinct.filter((v) => v.length >= MIN_NAME && /\p{L}/u.test(v) && !measured.get(v)!.length && !codeShape(v));
    // codes of the shape the field's codes have
    const shapes = [...new Set(distinct.map(codeShape))];
    const codes = shapes.length && shapes.every((x) => x !== null) ? new RegExp(`(?<![\\p{L}\\d])(?:${shapes.join('|')})(?![\\p{L}\\d])`, 'gu') : null;
    // a number right after the field's label or a part of it ("OG 1.048" of "OG / FG")
    const parts = [...new Set([key, ...key.split(/\s*\/\s*/)].map((x) => x.trim()).filter((x) => x.length >= 2))]
      .map((part) => ({ part, re: new RegExp(`(?<![\\p{L}\\d])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:?\\s+(\\d+(?:[.,]\\d+)?)(?![\\d])`, 'giu') }));
    // the words of a field's label written in a sentence, then a value of the sort the field holds: "raised on 19
    // March" (a field of dates), "approved by Helen Marsh" (a field of people's names)
    const label = key.replace(/\s*\([^)]*\)\s*/g, ' ').replace(/[_\s]+/g, ' ').trim();
    const said = sort && label.length >= LABEL_MIN && /^[\p{L} ]+$/u.test(label) ? { sort, re: new RegExp(`(?<![\\p{L}\\d])${label.split(' ').join('\\s+')}\\s+`, 'giu') } : null;
    // a category's word written small in a sentence ("is still pending" of Status "Pending")
    const words = distinct.length <= CATEGORY_VALUES && distinct.length < values.length ? distinct.filter((v) => /^\p{L}{4,}$/u.test(v)) : [];
    // a bare number followed by the words of the field's label ("37.5 hours a week" of "Hours per week", "12 places")
    const counted = !dims.size && distinct.length && distinct.every((v) => /^\d+(?:[.,]\d+)?$/u.test(v)) ? countedWords(label) : [];
    fields.push({ k, key, records, names, codes, dims, parts, said, words, counted });
  }
  const reader = new Map<string, string>();
  for (const [d, ks] of measuring) {
    const by = [...ks].map((k) => byKey.get(k)!);
    if (by.length === 1) reader.set(d, [...ks][0]!);
    else if (by.every((a) => a.records.size) && by.every((a, i) => by.every((b, j) => i === j || ![...a.records].some((r) => b.records.has(r))))) {
      reader.set(d, [...ks].sort((a, b) => byKey.get(b)!.records.size - byKey.get(a)!.records.size)[0]!);
    }
  }
  return { fields, measuring, reader };
}

/**
 * The rows `text` (a prose section starting at `offset` in the document) states of the fields its siblings hold
 * (`siblingFields`).
 */
export function proseSectionRows(siblings: SiblingFields, text: string, offset: number, units: UnitTable): ProseRow[] {
  const found: Array<ProseRow & { field: string }> = [];
  const add = (field: string, key: string, start: number, end: number) => found.push({ field, key, value: text.slice(start, end), start, end });
  const inText = [...quantities(text, units), ...findDates(text).map((d) => ({ dimension: DATE, start: d.start, end: d.end }))];
  const numbers = counts(text);
  for (const { k, key, names, codes, dims, parts, said, words, counted } of siblings.fields) {
    if (counted.length) for (const n of numbers) if (counted.every((w, i) => n.after[i] === w)) add(k, key, n.start, n.end);
    for (const name of names) {
      const at = wholeWordsAt(text, name);
      if (at >= 0) add(k, key, at, at + name.length);
    }
    if (codes) for (const m of text.matchAll(codes)) add(k, key, m.index!, m.index! + m[0].length);
    // a quantity of a dimension only this field measures (the first one written)
    for (const d of dims) {
      if (siblings.reader.get(d) !== k) continue;
      const q = inText.find((x) => x.dimension === d);
      if (q) add(k, key, q.start, q.end);
    }
    if (said) {
      for (const m of text.matchAll(said.re)) {
        const at = afterFunctionWords(text, m.index! + m[0].length);
        const value = said.sort === 'date' ? dateAt(text, at) : nameAt(text, at);
        if (value) add(k, key, at, at + value);
      }
    }
    for (const word of words) {
      const at = wholeWordsAt(text.toLowerCase(), word.toLowerCase());
      if (at >= 0) add(k, key, at, at + word.length);
    }
    for (const { part, re } of parts) {
      for (const m of text.matchAll(re)) {
        const start = m.index! + m[0].length - m[1]!.length;
        // (the day of a date is no number of the field: "raised 27 May")
        if (dateAt(text, start) > m[1]!.length) continue;
        found.push({ field: `${k}\u0000${norm(part)}`, key: part, value: m[1]!, start, end: start + m[1]!.length });
      }
    }
  }
  // words two fields read are neither's; a field read twice keeps its first reading of each kind
  const overlaps = (a: ProseRow, b: ProseRow) => a.start < b.end && b.start < a.end;
  // (and a field's match inside a longer one of the same field is no reading of its own: "Sweep" in "Apprentice Sweep")
  const inside = (a: ProseRow, b: ProseRow) => b.start <= a.start && b.end >= a.end && b.end - b.start > a.end - a.start;
  // (two fields no record states together are one written two ways by two layouts, "Cutter" and "Cut by": the one
  // more records state reads the words)
  const recordsOf = new Map(siblings.fields.map((x) => [x.k, x.records] as const));
  const base = (field: string) => field.split('\u0000')[0]!;
  const apart = (a: string, b: string) => {
    const x = recordsOf.get(base(a));
    const y = recordsOf.get(base(b));
    return !!x?.size && !!y?.size && ![...x].some((r) => y.has(r));
  };
  const yields = (f: ProseRow & { field: string }, o: ProseRow & { field: string }) => {
    if (!apart(f.field, o.field)) return true;
    const nf = recordsOf.get(base(f.field))!.size;
    const no = recordsOf.get(base(o.field))!.size;
    return no > nf || (no === nf && base(o.field) < base(f.field));
  };
  const kept = found.filter((f) => !found.some((o) => (o.field !== f.field ? overlaps(o, f) && yields(f, o) : inside(f, o))));
  const seen = new Set<string>();
  return kept
    .sort((a, b) => a.start - b.start)
    .filter((f) => {
      const id = `${f.field}\u0000${norm(f.value)}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .map((f) => ({ key: f.key, value: f.value, start: offset + f.start, end: offset + f.end }));
}

/** A number written as an ordinal: its last digit's suffix ("1st", "22nd", "3rd", "31st", "4th"). */
const ORDINAL = /^\d*(?:1st|2nd|3rd|[04-9]th|1[123]th)(?!\p{L})/u;

/** Letters a value may hold beside its quantities and still be a measure. */
const FEW_LETTERS = 12;

/** The letters of `value` outside its quantities. */
function wordsBeside(value: string, qs: Quantity[]): number {
  let rest = value;
  for (const q of [...qs].sort((a, b) => b.start - a.start)) rest = rest.slice(0, q.start) + rest.slice(q.end);
  return (rest.match(/\p{L}/gu) ?? []).length;
}

/** The dimension of a field of dates, beside the units' dimensions. */
const DATE = '\u0000date';

/** Function words a sentence may write between a field's label and its value, at most ("raised on", "was approved
 *  by"). */
const CONNECTING = 2;

/** Where the text goes on at `at` past up to CONNECTING function words ("on 19 March" → "19 March"). */
function afterFunctionWords(text: string, at: number): number {
  for (let i = 0; i < CONNECTING; i++) {
    const m = /^(\p{L}+)\s+/u.exec(text.slice(at, at + 40));
    if (!m || !isStopWord(m[1]!.toLowerCase()) || m[1] !== m[1]!.toLowerCase()) break;
    at += m[0].length;
  }
  return at;
}
/** Letters a label must have to be looked for in a sentence. */
const LABEL_MIN = 4;
/** Values a field of categories holds at most, for its words to be read written small. */
const CATEGORY_VALUES = 12;

/** The sort of value most of a field's values are: dates, people's or places' names (capitalised words), or null. */
function valueSort(values: string[]): 'date' | 'name' | null {
  if (!values.length) return null;
  // (numeric dates in either order: "22/01/2025")
  const dates = values.filter((v) => [...findDates(v), ...findDates(v, 'dmy'), ...findDates(v, 'mdy')].some((d) => (d.end - d.start) * 2 >= v.length)).length;
  if (dates * 2 > values.length) return 'date';
  const names = values.filter((v) => NAME.test(v)).length;
  return names * 2 > values.length ? 'name' : null;
}

/** A name: two to four capitalised words (initials allowed: "P. Nair"; no other word ends in a stop, "Nadia
 *  Quarshie. The …" is a name and a sentence). */
const NAME = /^(?:\p{Lu}(?:[\p{Ll}'’-]+|\.)\s+){1,3}\p{Lu}[\p{Ll}'’-]+$/u;
const NAME_AT = /^(?:\p{Lu}(?:[\p{Ll}'’-]+|\.)\s+){1,3}\p{Lu}[\p{Ll}'’-]+/u;

/** The length of the name at `at` in `text`, or 0. */
function nameAt(text: string, at: number): number {
  return NAME_AT.exec(text.slice(at, at + 60))?.[0].length ?? 0;
}

/** The length of the date at `at` in `text` ("19 March 2025", "19 March", "March 19"), or 0. */
function dateAt(text: string, at: number): number {
  const ahead = text.slice(at, at + 40);
  const full = findDates(ahead)[0];
  if (full && full.start === 0) return full.end;
  const m = /^(?:(\d{1,2})(?:st|nd|rd|th)?\s+(\p{L}+)|(\p{L}+)\s+(\d{1,2})(?:st|nd|rd|th)?)(?![\p{L}\d])/u.exec(ahead);
  if (!m) return 0;
  const day = Number(m[1] ?? m[4]);
  return monthNumber(m[2] ?? m[3]!) && day >= 1 && day <= 31 ? m[0].length : 0;
}

/** Words of a label that say what its numbers count (not function words; plurals as singular). */
function countedWords(label: string): string[] {
  return label.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 3 && !isStopWord(w)).map(singular);
}

const singular = (w: string) => w.replace(/(?<=\p{L}{3})s$/u, '');

/** The numbers of `text`, each with the words right after it up to the next number or the end of the clause, but
 *  function words (singular: "37.5 hours a week" → hours, week). */
function counts(text: string): Array<{ start: number; end: number; after: string[] }> {
  return scanNumbers(text).numbers.map((n) => ({
    start: n.start,
    end: n.end,
    after: (/^[^\d.;:!?()]*/u.exec(text.slice(n.end, n.end + 60))?.[0] ?? '').toLowerCase().split(/[^\p{L}]+/u).filter((w) => w && !isStopWord(w)).map(singular),
  }));
}

/** Where `name` stands as whole words in `text` (as written), or -1. */
function wholeWordsAt(text: string, name: string): number {
  let at = text.indexOf(name);
  while (at >= 0) {
    const before = text[at - 1];
    const after = text[at + name.length];
    if (!(before && /[\p{L}\d]/u.test(before)) && !(after && /[\p{L}\d]/u.test(after))) return at;
    at = text.indexOf(name, at + 1);
  }
  return -1;
}
