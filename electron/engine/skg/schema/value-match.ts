// Instance-based matching across layouts: two labels written by two layouts for one property ("Length" in one
// export, "Distance" in another) often share no word, and each layout has several attributes of the dimension
// (a trail's distance, ascent and highest point are all lengths), so neither is the only one of its kind. What
// still tells them apart is their values: each is the other's closest match, by a clear margin, among the
// attributes of that kind and dimension the other's layout states beside it (8–17 km is a distance, not an ascent of
// 300–1,500 m nor a highest point of 2,200–4,800 m). Samples on one scale (nutrients in grams) have no clear
// margin, so they are never matched by values alone.

export interface MatchEntry {
  kind: string;
  dimension: string | null;
  /** A date's precision ('day' or 'year'), '' for numbers. */
  precision: string;
  entities: Set<number>;
  /** The categories a good share of its entities belong to ("hut", "trail"): a hut's altitude is never a trail's
   *  highest point, however alike their values. Empty where not known. */
  kinds: Set<string>;
}

export interface ValueMatchOptions {
  /** The least likeness of two matched samples. */
  min: number;
  /** How much closer the match must be than any other attribute of the layout. */
  margin: number;
}

export const VALUE_MATCH: ValueMatchOptions = { min: 0.8, margin: 0.3 };

function shared(a: Set<number>, b: Set<number>): number {
  let n = 0;
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (big.has(x)) n++;
  return n;
}

/**
 * The pairs (i < j, as "i j") of entries each of which is the other's clear best value match among the entries of
 * its kind and dimension that the other's layout states (entries sharing most of its entities). Only numbers, never of items known to be of two kinds (no category in common); entries on one entity are never a pair
 * (the caller's rule).
 */
export function valueMatchedPairs(entries: MatchEntry[], likeness: (i: number, j: number) => number, opts: ValueMatchOptions = VALUE_MATCH): Set<string> {
  const pairs = new Set<string>();
  // numbers only: dates of one span are many things (a person's start date and a project's kick-off)
  const comparable = (e: MatchEntry) => e.kind === 'number';
  // each entry's layout siblings of its own kind and dimension
  const siblings = entries.map((e, i) =>
    comparable(e)
      ? entries.flatMap((o, j) => (j !== i && o.kind === e.kind && o.dimension === e.dimension && o.precision === e.precision && shared(o.entities, e.entities) >= 0.5 * e.entities.size ? [j] : []))
      : [],
  );
  const cache = new Map<string, number>();
  const like = (i: number, j: number) => {
    const k = i < j ? `${i} ${j}` : `${j} ${i}`;
    let v = cache.get(k);
    if (v === undefined) cache.set(k, (v = likeness(i, j)));
    return v;
  };
  for (let i = 0; i < entries.length; i++) {
    const a = entries[i]!;
    if (!comparable(a)) continue;
    for (let j = i + 1; j < entries.length; j++) {
      const b = entries[j]!;
      if (b.kind !== a.kind || b.dimension !== a.dimension || b.precision !== a.precision) continue;
      if (a.kinds.size && b.kinds.size && ![...a.kinds].some((k) => b.kinds.has(k))) continue;
      // two layouts: the two share no entity's row (else they are one layout's two attributes)
      if (siblings[i]!.includes(j)) continue;
      const v = like(i, j);
      if (v < opts.min) continue;
      // a has a rival in b's layout, or b one in a's, too close to tell
      if (siblings[j]!.some((c) => c !== i && like(i, c) > v - opts.margin)) continue;
      if (siblings[i]!.some((d) => d !== j && like(j, d) > v - opts.margin)) continue;
      pairs.add(`${i} ${j}`);
    }
  }
  return pairs;
}
