// A section told in prose among sibling sections that state the same fields as "Key: value" lines (a brew log whose
// entries are now lists, now a sentence: "Sam Okoro brewed Lantern today and knocked out 34.5 hl into FV-03. OG
// 1.048, pitched and held at 17 °C."): its sentences state the fields its siblings state, read by what those fields
// hold —
//   - a name a sibling states for a field, written whole ("Sam Okoro" is a Brewer, "Lantern" a Beer);
//   - a code of the shape a field's codes have ("FV-03" beside Vessels "FV-06", "FV-01");
//   - a quantity of the one dimension a field measures, where no other field measures it ("34.5 hl" a Volume);
//   - a number right after a field's label or a part of it ("OG 1.048" of "OG / FG").
// Each is a row of the section's item, citing its words. Where two fields read the same words, neither does.
import { scanNumbers } from '../skg/values/numbers.ts';
import { matchUnitAt, type UnitTable } from '../skg/values/quantity.ts';
import { norm } from './kv.ts';

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

/** The quantities written in `text` (a number and a known unit after it). */
function quantities(text: string, units: UnitTable): Quantity[] {
  const out: Quantity[] = [];
  for (const n of scanNumbers(text).numbers) {
    let p = n.end;
    while (text[p] === ' ' || text[p] === '\u00A0') p++;
    const unit = matchUnitAt(units, text, p, p === n.end);
    if (unit && unit.unit.dimension && unit.unit.dimension !== 'number') out.push({ dimension: unit.unit.dimension, start: n.start, end: unit.end });
  }
  return out;
}

/** A code's shape: its letters as written, each digit any digit ("FV-06" → FV-\d\d); null when it has no digit or
 *  no letter. */
function codeShape(value: string): string | null {
  const v = value.trim();
  if (!/^[\p{Lu}\d][\p{Lu}\d\-./]*$/u.test(v) || !/\d/.test(v) || !/\p{Lu}/u.test(v)) return null;
  return v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\d/g, '\\d');
}

/** What the sibling sections' fields hold, read once for all the prose sections among them. */
export interface SiblingFields {
  fields: Array<{ k: string; key: string; names: string[]; codes: RegExp | null; dims: Set<string>; parts: Array<{ part: string; re: RegExp }> }>;
  /** Each dimension and the fields measuring it. */
  measuring: Map<string, Set<string>>;
}

/** The fields `siblings` (rows of the sibling sections' items: key, value) state, and what each holds. */
export function siblingFields(siblings: ReadonlyArray<{ key: string; value: string }>, units: UnitTable): SiblingFields {
  const byKey = new Map<string, { key: string; values: string[] }>();
  for (const r of siblings) {
    if (!r.key.trim() || !r.value.trim()) continue;
    const k = norm(r.key);
    const entry = byKey.get(k) ?? byKey.set(k, { key: r.key, values: [] }).get(k)!;
    entry.values.push(r.value.trim());
  }
  const measuring = new Map<string, Set<string>>();
  const fields: SiblingFields['fields'] = [];
  for (const [k, { key, values }] of byKey) {
    const distinct = [...new Set(values)];
    const measured = new Map(distinct.map((v) => [v, quantities(v, units)] as const));
    const dims = new Set(distinct.flatMap((v) => measured.get(v)!.map((q) => q.dimension)));
    for (const d of dims) (measuring.get(d) ?? measuring.set(d, new Set()).get(d)!).add(k);
    // names a sibling states, written whole (no measurement: "48 hl" is read by its dimension)
    const names = distinct.filter((v) => v.length >= MIN_NAME && /\p{L}/u.test(v) && !measured.get(v)!.length && !codeShape(v));
    // codes of the shape the field's codes have
    const shapes = [...new Set(distinct.map(codeShape))];
    const codes = shapes.length && shapes.every((x) => x !== null) ? new RegExp(`(?<![\\p{L}\\d])(?:${shapes.join('|')})(?![\\p{L}\\d])`, 'gu') : null;
    // a number right after the field's label or a part of it ("OG 1.048" of "OG / FG")
    const parts = [...new Set([key, ...key.split(/\s*\/\s*/)].map((x) => x.trim()).filter((x) => x.length >= 2))]
      .map((part) => ({ part, re: new RegExp(`(?<![\\p{L}\\d])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:?\\s+(\\d+(?:[.,]\\d+)?)(?![\\d])`, 'giu') }));
    fields.push({ k, key, names, codes, dims, parts });
  }
  return { fields, measuring };
}

/**
 * The rows `text` (a prose section starting at `offset` in the document) states of the fields its siblings hold
 * (`siblingFields`).
 */
export function proseSectionRows(siblings: SiblingFields, text: string, offset: number, units: UnitTable): ProseRow[] {
  const found: Array<ProseRow & { field: string }> = [];
  const add = (field: string, key: string, start: number, end: number) => found.push({ field, key, value: text.slice(start, end), start, end });
  const inText = quantities(text, units);
  for (const { k, key, names, codes, dims, parts } of siblings.fields) {
    for (const name of names) {
      const at = wholeWordsAt(text, name);
      if (at >= 0) add(k, key, at, at + name.length);
    }
    if (codes) for (const m of text.matchAll(codes)) add(k, key, m.index!, m.index! + m[0].length);
    // a quantity of a dimension only this field measures (the first one written)
    for (const d of dims) {
      if (siblings.measuring.get(d)!.size !== 1) continue;
      const q = inText.find((x) => x.dimension === d);
      if (q) add(k, key, q.start, q.end);
    }
    for (const { part, re } of parts) {
      for (const m of text.matchAll(re)) {
        const start = m.index! + m[0].length - m[1]!.length;
        found.push({ field: `${k}\u0000${norm(part)}`, key: part, value: m[1]!, start, end: start + m[1]!.length });
      }
    }
  }
  // words two fields read are neither's; a field read twice keeps its first reading of each kind
  const overlaps = (a: ProseRow, b: ProseRow) => a.start < b.end && b.start < a.end;
  const kept = found.filter((f) => !found.some((o) => o.field !== f.field && overlaps(o, f)));
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
