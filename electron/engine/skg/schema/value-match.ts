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
  entities: Set<number>;
  /** The items its layout's values name (a trail's Start and End hut name huts): a hut's altitude is never a trail's
   *  highest point, however alike their values — a thing and the things it links to are two kinds. */
  linked: Set<number>;
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

/** Whether x's layout links to a good share of y's items (a trail's Start naming huts). */
function linksTo(x: MatchEntry, y: MatchEntry): boolean {
  const n = shared(y.entities, x.linked);
  return n >= 2 && n >= 0.25 * y.entities.size;
}

/**
 * The pairs (i < j, as "i j") of entries each of which is the other's clear best value match among the entries of
 * its kind and dimension that the other's layout states (entries sharing most of its entities). Only numbers, never
 * between the items of one layout and the items the other layout links to; entries on one entity are never a pair
 * (the caller's rule).
 */
export function valueMatchedPairs(entries: MatchEntry[], likeness: (i: number, j: number) => number, alike: (i: number, j: number) => boolean = () => true, opts: ValueMatchOptions = VALUE_MATCH): ValueMatches {
  const pairs = new Set<string>();
  // numbers only: dates of one span are many things (a person's start date and a project's kick-off)
  const comparable = (e: MatchEntry) => e.kind === 'number';
  // each entry's layout siblings of its own kind and dimension
  const siblings = entries.map((e, i) =>
    comparable(e)
      ? entries.flatMap((o, j) => (j !== i && o.kind === e.kind && o.dimension === e.dimension && shared(o.entities, e.entities) >= 0.5 * e.entities.size ? [j] : []))
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
      if (b.kind !== a.kind || b.dimension !== a.dimension) continue;
      if (linksTo(b, a) || linksTo(a, b)) continue;
      // two layouts: the two share no entity's row (else they are one layout's two attributes)
      if (siblings[i]!.includes(j)) continue;
      const v = like(i, j);
      if (v < opts.min || !alike(i, j)) continue;
      // a has a rival in b's layout, or b one in a's, too close to tell
      if (siblings[j]!.some((c) => c !== i && like(i, c) > v - opts.margin)) continue;
      if (siblings[i]!.some((d) => d !== j && like(j, d) > v - opts.margin)) continue;
      pairs.add(`${i} ${j}`);
    }
  }
  const has = (x: number, y: number) => pairs.has(x < y ? `${x} ${y}` : `${y} ${x}`);
  return {
    has,
    // every attribute of the dimension in either layout has its match in the other: the two layouts correspond
    // whole, which is what a pair with no word in common needs (a trail's ascent of ~1,000 m and another export's
    // highest point of ~1,000 m in feet are each other's best match, but the rest of their layouts do not pair up)
    whole: (i, j) => {
      const left = [i, ...siblings[i]!];
      const right = [j, ...siblings[j]!];
      return left.every((x) => right.some((y) => has(x, y))) && right.every((y) => left.some((x) => has(x, y)));
    },
  };
}

export interface ValueMatches {
  has(i: number, j: number): boolean;
  whole(i: number, j: number): boolean;
}
