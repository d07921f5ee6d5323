// Units written in a header move out of the key: "Battery (mAh)" → Battery + mAh, "Price (€)" → Price + EUR,
// "Screen size (inches)" → Screen size + in, "battery_mah" → battery + mAh, "Weight, g" → Weight + g.

import { lookupUnit, type UnitDef, type UnitKind } from './units.ts';

export interface HeaderUnit {
  key: string;
  unit: string | null;
}

/** Kinds that may follow a key as a bare word ("Battery mAh", "price_eur"); others ("Launch year") need brackets. */
const BARE_SUFFIX_KINDS = new Set<UnitKind>(['charge', 'energy', 'data', 'currency', 'length', 'mass', 'pixel-density', 'pixels', 'frequency', 'power', 'megapixels', 'luminance', 'voltage', 'percent']);
/** Bare suffixes too likely to be words or letters of a name: "Size in", "Type C", "Plan A". */
const BARE_SUFFIX_WORDS_REFUSED = new Set(['in', 'a', 'c', 'b', 'k', 'l', 'm', 'p', 's', 'v', 'w', 'g', 'pound', 'pounds', 'dollar', 'euro', 'core', 'pixel', 'pixels']);

function unitFromSpelling(spelling: string): UnitDef | null {
  const s = spelling.trim().replace(/^(?:in|unit:?|units:?)\s+/i, '');
  if (!s || /^(?:s|es)$/i.test(s)) return null; // "Camera(s)"
  return lookupUnit(s);
}

export function splitHeaderUnit(header: string): HeaderUnit {
  const h = header.trim();
  // "Battery (mAh)", "Price [EUR]", "Screen size (in inches)".
  const bracket = /^(.*\S)\s*[([]\s*([^()[\]]+?)\s*[)\]]\s*$/.exec(h);
  if (bracket) {
    const unit = unitFromSpelling(bracket[2]!);
    if (unit) return { key: bracket[1]!.trim(), unit: unit.canonical };
  }
  // "Weight, g", "Weight in grams", "Battery - mAh".
  const trailing = /^(.*\S)\s*(?:,|\s-\s|\s+in\s+)\s*([^\s,]+)\s*$/i.exec(h);
  if (trailing) {
    const unit = unitFromSpelling(trailing[2]!);
    if (unit) return { key: trailing[1]!.trim(), unit: unit.canonical };
  }
  // "battery_mah", "price_eur", "Battery mAh", "weight_g".
  const words = h.split(/([_\s]+)/);
  if (words.length >= 3) {
    const last = words[words.length - 1]!;
    const sep = words[words.length - 2]!;
    const unit = unitFromSpelling(last);
    const underscored = sep.includes('_');
    if (unit && BARE_SUFFIX_KINDS.has(unit.kind) && (underscored || !BARE_SUFFIX_WORDS_REFUSED.has(last.toLowerCase()))) {
      return { key: words.slice(0, -2).join('').trim(), unit: unit.canonical };
    }
  }
  return { key: h, unit: null };
}
