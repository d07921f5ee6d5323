// Letters that name what a label holds: "P index" and "K index" (a soil's phosphorus and potassium), "Potash (K)
// index", "Vitamin C", "Type A". Label words are compared without lone letters (they are mostly units or yes/no
// legends: "Coastline (Y/N)", "Temperature (F)"), so "P index" and "K index" looked like one "index" and merged by
// their alike values. A capital standing alone in a label is a word of it here, unless it is a unit of the
// dimension the label's values measure; two labels (or merged groups of labels) naming different letters are two
// properties, however alike the rest of their words and their values. So is a symbol of a capital and a small
// letter that would be read as a unit ("Mg index": magnesium, not milligrams). Yes/no labels name none: their
// letters are a legend.

/** A letter as a label token: marked so that it never meets an ordinary word. */
const MARK = '#';

/** The letters naming what the label holds, as tokens ("Potash (K) index" → "#k"). */
export function labelLetters(label: string, isUnit: (word: string) => boolean, measured: boolean): string[] {
  const out = new Set<string>();
  for (const m of label.matchAll(/(?<![\p{L}\p{N}'’])\p{Lu}\p{Ll}?(?![\p{L}\p{N}'’])/gu)) {
    const word = m[0];
    const unit = isUnit(word) || isUnit(word.toLowerCase());
    // a capital and a small letter ("Mg index") is a symbol only where it would be dropped as a unit word; where
    // the values measure something, a unit's letters are its unit ("Temperature (F)", "Dose (Mg)")
    if (word.length === 2 ? !unit || measured : measured && unit) continue;
    out.add(MARK + word.toLowerCase());
  }
  return [...out];
}

/** Two labels (or groups of labels, by all their tokens) naming different letters. */
export function lettersDiffer(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a.filter((t) => t.startsWith(MARK)));
  const y = new Set(b.filter((t) => t.startsWith(MARK)));
  if (!x.size || !y.size) return false;
  return x.size !== y.size || [...x].some((t) => !y.has(t));
}
