// Alignment by complement (structural schema matching): a layout that describes items of a kind the library
// already knows — most of its other labels joined attributes those items hold — but writes one property under a
// label of its own ("Established" on one publisher's page, "Founded" on the others; "Geboortedatum" in a Dutch
// export beside the English pages' "Date of birth") leaves that label alone, since nothing in its words says so.
// What does say so is the shape of the whole: the layout's items lack exactly the attributes the other items of
// their kind hold, and its leftover labels hold values of those attributes' kinds. Each leftover label joins the
// attribute it completes where that is clear: the same kind of value, never on one of its items, held mostly by
// items of that kind, and its values the closest match among the missing attributes by a margin (the two dates of
// a Dutch export are told apart by their years: a birth date of 2008–2021 is not a last visit of 2024), each
// leftover the attribute's best match among its layout's leftovers too. Where two missing attributes are alike
// by their values, the one most items hold is taken only when it holds twice as many ("Clinical director" on two
// clinics' pages, "Head vet" on one, "Lead vet" on another).

export interface ComplementCluster {
  /** A kind of value: 'number', 'date', 'text' (text and values naming items); others never join (yes/no values
   *  say nothing of which property they answer: "Weekdays only" is no "Weekend rota", "Uninsured" no "Insured"). */
  kind: string;
  /** For numbers, the unit dimension (a length never completes a mass). */
  dimension: string | null;
  entities: Set<number>;
  label: string;
  /** Its values are sentences, not values of a field ("Bio", "About"): never a leftover nor completed. */
  prose?: boolean;
}

export interface ComplementPair {
  /** The leftover cluster and the attribute it completes. */
  x: number;
  y: number;
  score: number;
  evidence: string;
}

export interface ComplementOptions {
  /** The least likeness of the leftover's values and the attribute's. */
  min: number;
  /** How much closer the best match must be than the next one. */
  margin: number;
  /** The least likeness where the attribute is the one its items lack and the label the one its layout leaves. */
  onlyMin: number;
  /** The least likeness to complete an attribute other kinds of item hold as much. */
  strong: number;
}

export const COMPLEMENT: ComplementOptions = { min: 0.5, margin: 0.2, onlyMin: 0.3, strong: 0.8 };

/** Kinds whose values can say which attribute they are. */
const KINDS = new Set(['number', 'date', 'text']);

function count(a: Set<number>, b: Set<number>): number {
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  let n = 0;
  for (const x of small) if (big.has(x)) n++;
  return n;
}

/**
 * The leftover clusters each of which completes one attribute of its items' kind, with the likeness of their values
 * (`likeness(x, y)`, 0–1, computed by the caller for two clusters of one kind). Clusters with items of their own
 * side by side (a cluster and one its items also hold) are never paired.
 */
export function complementPairs(
  clusters: ComplementCluster[],
  likeness: (x: number, y: number) => number,
  opts: ComplementOptions = COMPLEMENT,
  categoriesOf: (item: number) => readonly string[] = () => [],
  inEnglish: (category: string) => string | null = () => null,
  namedBy: (items: Set<number>) => Set<number> = () => new Set(),
): ComplementPair[] {
  const members = new Map<string, Set<number>>();
  const categoryOf = (e: number) => categoriesOf(e);
  for (const c of clusters) for (const e of c.entities) for (const k of categoryOf(e)) (members.get(k) ?? members.set(k, new Set()).get(k)!).add(e);
  const holders = new Map<number, number[]>();
  clusters.forEach((c, i) => {
    for (const e of c.entities) (holders.get(e) ?? holders.set(e, []).get(e)!).push(i);
  });
  const cache = new Map<string, number>();
  const like = (x: number, y: number) => {
    const k = `${x} ${y}`;
    let v = cache.get(k);
    if (v === undefined) cache.set(k, (v = likeness(x, y)));
    return v;
  };
  const sameKind = (a: ComplementCluster, b: ComplementCluster) => a.kind === b.kind && (a.kind !== 'number' || a.dimension === b.dimension);
  const pairs: ComplementPair[] = [];
  clusters.forEach((x, xi) => {
    if (!KINDS.has(x.kind) || x.prose || !x.entities.size) return;
    const h = x.entities;
    // the layout's other attributes that items beyond it hold too (its labels that joined attributes), held by
    // (nearly) all its items: a label of several kinds of item ("City" of branches and of a designer) has no layout
    const peerSet = new Set<number>();
    for (const e of h) for (const p of holders.get(e) ?? []) peerSet.add(p);
    const peers = [...peerSet].filter((p) => p !== xi && count(clusters[p]!.entities, h) >= 0.8 * h.size && clusters[p]!.entities.size > count(clusters[p]!.entities, h));
    if (peers.length < 2) return;
    // the other items of their kind: those holding at least half of those attributes; where the folder files the
    // items under a category of their own ("ingredients/"), the other items of that category holding any of them
    // (a layout sharing no label with the other layout of its kind still shares its category: the ingredients'
    // two page layouts, whose only common attribute is a category)
    const held = new Map<number, number>();
    for (const p of peers) for (const e of clusters[p]!.entities) if (!h.has(e)) held.set(e, (held.get(e) ?? 0) + 1);
    const common = new Map<string, number>();
    for (const e of h) for (const k of categoryOf(e)) common.set(k, (common.get(k) ?? 0) + 1);
    const [filedKey, filed] = [...common].filter(([, n]) => n >= 0.8 * h.size).map(([k]) => [k, members.get(k)!] as const).sort((a, b) => a[1].size - b[1].size)[0] ?? [];
    // a category of their own, holding them and nothing else, says they are a kind apart ("huts/" beside "trails/",
    // though both state a region and whether dogs are allowed) — unless its name is another language's word for a
    // category other items are filed in ("kunder/" beside "customers/": label-words.tsv), their kind
    const english = filed && filed.size <= h.size ? inEnglish(filedKey!) : null;
    const named = english ? members.get(english) : undefined;
    if (filed && filed.size <= h.size && !named) return;
    const need = Math.max(2, Math.ceil(0.5 * peers.length));
    // (a category none of whose other items states most of those attributes, where items elsewhere do, is a place,
    // not their kind: "vallgatan/" of a partner atelier, whose staff state a town too, and whose customers are the
    // customers' kind all the same)
    const inFiled = named ?? (filed && filed.size > h.size ? filed : null);
    const kindFiled = inFiled ? new Set([...inFiled].filter((e) => !h.has(e) && held.has(e))) : null;
    const byPeers = new Set([...held].filter(([, n]) => n >= need).map(([e]) => e));
    const kind = new Set(kindFiled?.size && (named || !byPeers.size || [...kindFiled].some((e) => held.get(e)! >= need)) ? kindFiled : byPeers);
    // the items the layout's own values name are other things than its items (the stylists its clients' "Preferred
    // stylist" names), unless they name items of its own kind too (countries naming their neighbours)
    const links = namedBy(h);
    if (count(links, h) < Math.max(2, 0.25 * h.size)) for (const e of links) kind.delete(e);
    if (!kind.size) return;
    // the attributes its items lack that items of their kind hold, of its kind of value
    // (never one held by items whose own layout names the layout's items: a customer's credit limit, whose sales rep
    // is one of the staff stating an hourly rate)
    const namesThem = (c: ComplementCluster) => {
      const theirs = namedBy(c.entities);
      return count(theirs, h) >= Math.max(2, 0.25 * h.size) && count(theirs, c.entities) < Math.max(2, 0.25 * c.entities.size);
    };
    const missing = clusters.flatMap((c, ci) => {
      if (ci === xi || c.prose || !sameKind(c, x) || count(c.entities, h) > 0 || namesThem(c)) return [];
      // (held mostly by items of that kind, or by most of them: "Phone" of clinics and of clients)
      const inKind = count(c.entities, kind);
      return inKind >= 1 && (inKind >= 0.6 * c.entities.size || inKind >= 0.5 * kind.size) ? [ci] : [];
    });
    if (!missing.length) return;
    // the layout's leftovers of that kind: labels its items hold that no other item of their kind holds
    const leftovers = clusters.flatMap((c, ci) => (sameKind(c, x) && !c.prose && count(c.entities, h) >= 0.5 * h.size && count(c.entities, kind) === 0 ? [ci] : []));
    if (!leftovers.includes(xi)) return;
    // an attribute held by other kinds of item as much ("City" of branches, also one designer's) is completed only
    // by values clearly alike ("Telephone" of a clinic beside the clients' and clinics' "Phone"): one property of
    // several kinds is not made bigger on weak evidence
    const mostly = (ci: number) => count(clusters[ci]!.entities, kind) >= 0.6 * clusters[ci]!.entities.size;
    const ranked = missing
      .map((ci) => ({ ci, v: like(xi, ci), n: count(clusters[ci]!.entities, kind) }))
      .filter((r) => mostly(r.ci) || r.v >= opts.strong)
      .sort((a, b) => b.v - a.v || b.n - a.n);
    if (!ranked.length) return;
    let best = ranked[0]!;
    // the one attribute of its kind the items lack, and the one label of that kind the layout leaves alone: values
    // not unlike are enough (three guides' day rates in francs beside seven in euros)
    const only = ranked.length === 1 && leftovers.length === 1;
    if (best.v < (only ? opts.onlyMin : opts.min)) return;
    const rivals = ranked.slice(1).filter((r) => r.v > best.v - opts.margin);
    // values alike to several: the attribute most of the kind's items hold, where it holds twice as many as any rival
    if (rivals.length) {
      const top = [best, ...rivals].sort((a, b) => b.n - a.n);
      // or, where they are one property written several ways by several layouts ("Warden", "Keeper", "Hosts" of
      // huts, each on its own pages), the closest: never on one item together, and alike among themselves
      const oneProperty = top.every((a, i) => top.every((b, j) => j <= i || (count(clusters[a.ci]!.entities, clusters[b.ci]!.entities) === 0 && like(a.ci, b.ci) >= opts.min - opts.margin)));
      if (top[0]!.n >= 2 * top[1]!.n) best = top[0]!;
      else if (!oneProperty) return;
    }
    // and the attribute's best match among the layout's leftovers
    if (leftovers.some((o) => o !== xi && like(o, best.ci) > best.v - opts.margin)) return;
    pairs.push({
      x: xi,
      y: best.ci,
      score: best.v,
      evidence: `"${x.label}" completes "${clusters[best.ci]!.label}": its items lack it, the other items of their kind hold it, values alike ${best.v.toFixed(2)}`,
    });
  });
  return pairs.sort((a, b) => b.score - a.score || a.x - b.x);
}

