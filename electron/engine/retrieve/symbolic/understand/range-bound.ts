// A bound asked of an attribute whose items state ranges: "How many people can play Asylum Ward 13 at most?" asks
// the upper bound of "Players: 3–7", which the schema keeps as an attribute of its own ("Max players", range-bounds.ts:
// every item stating a range is given its bound under that label too). A comparator that compares with no number
// ("at most", "at least") after a lookup names which bound; the attribute is the one whose label is a word of that
// bound (resources/lang/en/range-bounds.tsv: "max", "maximum", "min") and the asked attribute's label.
import type { AttrRef } from './context.ts';
import type { CompareOp } from './language.ts';
import { normaliseKey } from '../../../skg/entries/normalise-key.ts';
import { loadRangeBoundWords, type Bound } from '../../../skg/schema/range-bounds.ts';

/** The bound a comparator asks for: "at most" (≤) the upper one, "at least" (≥) the lower one. */
export function boundOf(op: CompareOp): Bound | null {
  return op === '<=' || op === '<' ? 'max' : op === '>=' || op === '>' ? 'min' : null;
}

/** The attribute of that bound of `attr` (a label of it is a bound word of `bound` before one of `attr`'s labels), or
 *  null. */
export function boundAttribute(attributes: readonly AttrRef[], attr: AttrRef, bound: Bound, boundWords: ReadonlyMap<string, Bound> = loadRangeBoundWords()): AttrRef | null {
  const own = new Set(attr.labels.map((l) => normaliseKey(l)).filter(Boolean));
  return attributes.find((other) => other.id !== attr.id && other.kind === attr.kind && other.dimension === attr.dimension && other.labels.some((label) => {
    const [first, ...rest] = normaliseKey(label).split(' ');
    return !!first && rest.length > 0 && boundWords.get(first) === bound && own.has(rest.join(' '));
  })) ?? null;
}
