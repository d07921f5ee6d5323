// "Vehicle / driver: WF18 TLN / Tom Penhaligon": a label of two or more labels joined by slashes, over a value of as
// many parts joined the same way, states each part under its own label (Vehicle: WF18 TLN, driver: Tom Penhaligon).
// Read as one field it would be one property holding both kinds of value, and merge the two properties every other
// layout keeps apart (a vehicle column and a driver column). Each part keeps its place in the text, so its citation
// is its own words.
import { periodOfLabel } from '../skg/values/periods.ts';
import { findUnit, loadUnitTable } from '../skg/values/quantity.ts';
import type { RecordRow } from './types.ts';

/** A part of the label: a few words, each starting with a letter ("driver", "Net weight"). */
const LABEL_PART = /^\p{L}[\p{L}\p{M}'’.-]*(?: \p{L}[\p{L}\p{M}'’.-]*){0,2}$/u;
/** Parts joined by a slash with space on both sides, or with none ("Vehicle/driver"). */
const SLASH = /\s+\/\s+|(?<=\S)\/(?=\S)/;

/** The row's label and value split into as many parts as the label names, or null where they do not pair. */
export function pairedParts(key: string, value: string): Array<{ key: string; value: string }> | null {
  if (!key.includes('/') || !value.includes('/')) return null;
  const keys = key.split(SLASH).map((k) => k.trim());
  if (keys.length < 2 || !keys.every((k) => LABEL_PART.test(k))) return null;
  // "Spend / month", "Price / kg": a rate per a period or a unit, one value ("EUR 90 / month")
  const units = loadUnitTable();
  if (periodOfLabel(key) || keys.slice(1).some((k) => findUnit(units, k))) return null;
  // the value's parts are split the way its label's are: with spaces around the slash, or without
  const spaced = /\s\/\s/.test(value);
  const values = (spaced ? value.split(/\s+\/\s+/) : value.split('/')).map((v) => v.trim());
  if (values.length !== keys.length || values.some((v) => !v)) return null;
  // a fraction or a ratio of bare numbers ("3/4", "1 / 2") is one value, whatever its label
  if (values.every((v) => /^[\d.,]+$/.test(v)) && !spaced) return null;
  return keys.map((k, i) => ({ key: k, value: values[i]! }));
}

/** The rows with each paired row split into its parts (positions renumbered in order). */
export function splitPairedRows(rows: RecordRow[], text: string): RecordRow[] {
  if (!rows.some((r) => r.key.includes('/') && r.value.includes('/'))) return rows;
  const out: RecordRow[] = [];
  for (const r of rows) {
    const parts = r.derived ? null : pairedParts(r.key, r.value);
    if (!parts) {
      out.push(r);
      continue;
    }
    // each part's own range where the row's text holds it; the row's otherwise
    const span = text.slice(r.start, r.end);
    const at = span.lastIndexOf(r.value);
    let from = at >= 0 ? at : 0;
    for (const p of parts) {
      const k = at >= 0 ? span.indexOf(p.value, from) : -1;
      const range = k >= 0 ? { start: r.start + k, end: r.start + k + p.value.length } : { start: r.start, end: r.end };
      if (k >= 0) from = k + p.value.length;
      out.push({ ...r, key: p.key, value: p.value, ...range });
    }
  }
  return out.map((r, i) => (r.position === i ? r : { ...r, position: i }));
}
