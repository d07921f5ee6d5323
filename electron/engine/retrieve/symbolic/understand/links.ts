// Conditions on linked items. A question's conditions may be about two kinds of item the folder links ("cars at
// the Manchester branch": mileage is a car's, the city a branch's; the car's Dealer names its branch). Which kind
// the answer is about, and through which attribute the others are reached, comes from the library's own schema:
// the items that hold each condition's attribute, and the attributes whose values name other items.
import type { PhraseMapping } from '../../../../../shared/answer.ts';
import type { AttrRef, QueryContext } from './context.ts';
import type { Condition, ScopeTerm, Target } from '../plan.ts';
import { valueHolders } from '../../../store/rdf/value-holders.ts';

const valueHolderCache = new WeakMap<QueryContext, Map<string, Set<string>>>();

/** The items stating a text value a condition asks for ("Leeds"), where the library can say; else its attribute's
 *  holders. Of several links to items holding "City", the one to items whose city is Leeds. */
function stating(ctx: QueryContext, c: Condition, attributeHolders: Set<string>): Set<string> {
  if (c.kind !== 'value' || c.negated || !c.values.length || !ctx.library?.db) return attributeHolders;
  const cache = valueHolderCache.get(ctx) ?? valueHolderCache.set(ctx, new Map()).get(ctx)!;
  const key = c.values.join(' ');
  let items = cache.get(key);
  if (!items) {
    try {
      items = valueHolders(ctx.library.db, c.values);
    } catch {
      items = new Set();
    }
    cache.set(key, items);
  }
  const both = new Set([...items].filter((e) => attributeHolders.has(e)));
  return both.size ? both : attributeHolders;
}

/** The items that hold a condition's attribute (any reading of it); null when the schema cannot say. */
export function conditionHolders(ctx: QueryContext, c: Condition): Set<string> | null {
  if (c.kind === 'feature' || (c.kind === 'link' && !c.entries?.length)) return null;
  if (c.kind === 'link') return entryHolders(ctx, c.entries ?? undefined);
  if (c.kind === 'any') {
    const all = new Set<string>();
    for (const o of c.options) {
      const h = conditionHolders(ctx, o);
      if (!h) return null;
      for (const e of h) all.add(e);
    }
    return all;
  }
  return entryHolders(ctx, c.entries);
}

function entryHolders(ctx: QueryContext, entries: string[] | undefined): Set<string> | null {
  if (!entries?.length) return null;
  const attr = ctx.attributes.find((a) => a.entries.includes(entries[0]));
  return attr ? ctx.holders.get(attr.id) ?? null : null;
}

const meets = (a: Set<string>, b: Set<string>) => {
  for (const e of a) if (b.has(e)) return true;
  return false;
};

/** The attribute of `from`'s items whose values name `to`'s items most often ("Supplier", "Dealer", "Brand"). */
export function linkBetween(ctx: QueryContext, from: Set<string>, to: Set<string>): AttrRef | undefined {
  return mostNaming(ctx, to, (holders) => meets(holders, from));
}

/** Every attribute held by some of `from`'s items whose values name some of `to`'s, most naming first. */
function linksNaming(ctx: QueryContext, from: Set<string>, to: Set<string>): AttrRef[] {
  const counts = new Map<string, number>();
  for (const v of ctx.schema.values) {
    if (!v.entity || !to.has(v.entity)) continue;
    const holders = ctx.holders.get(v.attribute);
    if (!holders || !meets(holders, from)) continue;
    counts.set(v.attribute, (counts.get(v.attribute) ?? 0) + v.count);
  }
  return [...counts].sort((x, y) => y[1] - x[1]).map(([id]) => ctx.attributeById.get(id)).filter((a): a is AttrRef => !!a);
}

/** Of the attributes whose holders pass `keep`, the one whose values name `to`'s items most often. */
function mostNaming(ctx: QueryContext, to: Set<string>, keep: (holders: Set<string>) => boolean): AttrRef | undefined {
  const counts = new Map<string, number>();
  for (const v of ctx.schema.values) {
    if (!v.entity || !to.has(v.entity)) continue;
    const holders = ctx.holders.get(v.attribute);
    if (!holders || !keep(holders)) continue;
    counts.set(v.attribute, (counts.get(v.attribute) ?? 0) + v.count);
  }
  const best = [...counts].sort((x, y) => y[1] - x[1])[0];
  return best ? ctx.attributeById.get(best[0]) : undefined;
}

export interface LinkedBuild {
  conditions: Condition[];
  mapping: PhraseMapping[];
}

export interface ScopeReading {
  terms: ScopeTerm[][];
  labels: string[];
  /** Scope words inside a prepositional phrase ("at the Manchester branch"): not the kind asked about. */
  inPhrase: Set<ScopeTerm[]>;
  /** Whether a noun before the scope word names what is asked about ("the cars sold by our dealers"). */
  nounBefore: Set<ScopeTerm[]>;
  /** The phrase of each scope word inside one, from its preposition to the word. */
  phraseSpans?: Map<ScopeTerm[], { a: number; b: number }>;
}

/**
 * Decide the kind of item the answer is about and reach the other conditions through links:
 * - the scope word is that kind, unless it sits in a prepositional phrase ("cars at the Manchester branch");
 * - otherwise the attribute asked about says it (the mileage of "the cars at the German branches"), or the
 *   conditions the scope's items cannot hold (the mileage of "cars at the Manchester branch"), or a noun before
 *   the phrase with a link into the scope ("the cars sold by our dealers in Germany");
 * - without a scope, two conditions no item holds together are joined by the link between their holders
 *   ("cars in Dublin or Lyon with less than 80,000 km").
 * Each condition the answer's items cannot hold moves to the items a link of theirs names (a reading of it
 * held in the scope, when there is one: "Japanese brands" is the brand's origin, not a dealer's country).
 */
export function linkedKinds(ctx: QueryContext, b: LinkedBuild, sc: ScopeReading, target: Target | null, inScopePhrase: (c: Condition) => boolean, linkWords: AttrRef[]): void {
  const free = b.conditions.filter((c) => !c.via && conditionHolders(ctx, c)?.size);
  const holdersOf = (c: Condition) => conditionHolders(ctx, c) ?? new Set<string>();
  // a kind of item is a category ("branches", "brands"), not a word some names share
  const isKind = (t: ScopeTerm): boolean => t.kind === 'category' || (t.kind === 'any' && t.options.some(isKind));
  let single = sc.terms.length === 1 && sc.terms[0].length === 1 && isKind(sc.terms[0][0]) ? sc.terms[0] : null;
  // two kinds, one of them inside a phrase ("players who play for clubs in Cork", "players at Dutch clubs"): the
  // other is the answer's kind, and the phrase's kind is reached through a link of its items
  let outer: Set<string> | null = null;
  if (!single && sc.terms.length === 2 && sc.terms.every((t) => t.length === 1 && isKind(t[0]))) {
    const [a, z] = sc.terms as [ScopeTerm[], ScopeTerm[]];
    // (both in phrases, one after the other: "the wage of players at Irish clubs" — the later phrase is the inner)
    const za = sc.phraseSpans?.get(a), zz = sc.phraseSpans?.get(z);
    const nested = !!za && !!zz && (za.b <= zz.a || zz.b <= za.a);
    if (sc.inPhrase.has(a) !== sc.inPhrase.has(z) || nested) {
      const inner = nested ? (za!.a < zz!.a ? z : a) : sc.inPhrase.has(a) ? a : z;
      const items = membersOf(ctx, (inner === a ? z : a)[0]);
      if (items?.size) {
        outer = items;
        single = inner;
      }
    }
  }
  const scopeSet = single ? membersOf(ctx, single[0]) : null;
  const targetHolders = target ? entryHolders(ctx, target.entries) : null;
  let kind: Set<string> | null = null;
  let scopeLeaves = false;
  // a link the question names that leads to the scope's items ("based at a hut"): its holders are the answer's
  // kind, and it is the link the phrase's conditions are reached through
  const named = single && scopeSet?.size && sc.inPhrase.has(single) ? linkWords.find((a) => meets(namedBy(ctx, a), scopeSet)) : undefined;
  if (single && scopeSet?.size) {
    if (outer) kind = meets(outer, scopeSet) ? null : outer;
    else if (!sc.inPhrase.has(single)) kind = scopeSet;
    else if (named && !targetHolders?.size) kind = ctx.holders.get(named.id) ?? null;
    else if (targetHolders?.size) kind = held(targetHolders, scopeSet) ? scopeSet : targetHolders;
    else {
      const foreign = free.filter((c) => !held(holdersOf(c), scopeSet));
      if (foreign.length) kind = intersect(foreign.map(holdersOf));
      else if (sc.nounBefore.has(single)) {
        const into = linkInto(ctx, scopeSet);
        if (into) kind = ctx.holders.get(into.id) ?? null;
      }
    }
    scopeLeaves = !!kind && kind !== scopeSet;
  } else if (!sc.terms.length && linkWords.length) {
    // "books by Canadian authors" where no category says what authors are: the items the Author values name
    for (const attr of linkWords) {
      const named = namedBy(ctx, attr);
      const linkHolders = ctx.holders.get(attr.id);
      const there = free.filter((c) => meets(holdersOf(c), named) && !held(holdersOf(c), linkHolders ?? new Set()));
      if (!named.size || !linkHolders?.size || !there.length) continue;
      for (const c of there) {
        restrictTo(ctx, c, named);
        c.via = { entries: attr.entries, label: attr.label };
        const phrase = 'phrase' in c ? c.phrase : attr.label;
        b.mapping.push({ phrase, term: `${attr.label} › ${phrase}`, kind: 'link', confidence: 0.8 });
      }
      return;
    }
  }
  if (!kind && !sc.terms.length && free.length >= (targetHolders?.size ? 1 : 2)) {
    if (targetHolders?.size) kind = targetHolders;
    else {
      // the holders of one condition that link to the holders of another, never the other way
      for (const x of free) {
        const hx = holdersOf(x);
        const apart = free.filter((y) => y !== x && !held(holdersOf(y), hx));
        if (!apart.length) continue;
        const to = new Set(apart.flatMap((y) => [...holdersOf(y)].filter((e) => !hx.has(e))));
        const link = to.size ? linkBetween(ctx, hx, to) : undefined;
        if (link && held(ctx.holders.get(link.id) ?? new Set(), hx) && !linkBetween(ctx, to, hx)) {
          kind = hx;
          break;
        }
        // or two links away ("cats in Portland": the owner's practice states the city), never the other way
        if (!link && to.size && twoLinks(ctx, hx, to, undefined) && !linkBetween(ctx, to, hx) && !twoLinks(ctx, to, hx, undefined)) {
          kind = hx;
          break;
        }
      }
    }
  }
  if (!kind?.size) return;
  const answerKind = kind;
  const moved: Array<{ c: Condition; link: AttrRef; next?: AttrRef; inverse?: boolean }> = [];
  // the link from the answer's kind to the phrase's ("players at Dutch clubs": a player's Club)
  const outerLink = outer && scopeSet ? linkBetween(ctx, answerKind, scopeSet) : undefined;
  for (const c of free) {
    const h0 = holdersOf(c);
    // a condition of the phrase's own words is about the phrase's items, or items one link further ("Dutch clubs":
    // the country their ground states), even where the answer's items hold a reading of it (a player's nationality)
    if (outerLink && scopeSet && inScopePhrase(c)) {
      const h = stating(ctx, c, h0);
      if (meets(h, scopeSet)) {
        restrictTo(ctx, c, scopeSet);
        moved.push({ c, link: outerLink });
        continue;
      }
      const beyond = new Set([...h].filter((e) => !answerKind.has(e) && !scopeSet.has(e)));
      const next = beyond.size ? linkBetween(ctx, scopeSet, beyond) : undefined;
      if (next && held(ctx.holders.get(next.id) ?? new Set(), scopeSet)) {
        restrictTo(ctx, c, namedBy(ctx, next));
        moved.push({ c, link: outerLink, next });
        continue;
      }
    }
    if (held(h0, answerKind)) continue;
    // (a value's own holders, where the library says which items state it)
    const h = stating(ctx, c, h0);
    // inside the scope's own phrase ("from Japanese brands"), a reading held by the scope's items
    const there = scopeLeaves && scopeSet && inScopePhrase(c) && meets(h, scopeSet) ? scopeSet : new Set([...h].filter((e) => !answerKind.has(e)));
    const link = there.size ? (named && meets(namedBy(ctx, named), there) ? named : linkBetween(ctx, answerKind, there)) : undefined;
    // most of the answer's items have the link ("every car names its dealer")
    const direct = link && held(ctx.holders.get(link.id) ?? new Set(), answerKind) ? link : undefined;
    // where the items it names seldom hold the condition, two links may reach the items that do ("cats in
    // Portland": a pet names its owner, the owner names a practice, the practice states its city)
    const two = there === scopeSet ? null : twoLinks(ctx, answerKind, h0, direct);
    if (two) {
      restrictTo(ctx, c, namedBy(ctx, two.second));
      moved.push({ c, link: two.first, next: two.second });
      continue;
    }
    if (!direct) {
      // the items holding it name the answer's items instead ("fields with a yield over 8 t/ha": the harvest lots
      // state yields and name their field): the condition holds for an item naming the answer's item
      // (every link of theirs that does: lots name their field by code in one export, by name in another)
      const back = there.size && there !== scopeSet && !linkBetween(ctx, answerKind, there) ? linksNaming(ctx, there, answerKind) : [];
      const holding = new Set(back.flatMap((a) => [...(ctx.holders.get(a.id) ?? [])]));
      if (back.length && held(holding, there)) moved.push({ c, link: { ...back[0]!, entries: back.flatMap((a) => a.entries), label: back.map((a) => a.label).join(' or ') }, inverse: true });
      continue;
    }
    // the readings held by the items the link names ("in the UK": the dealer's country, not a brand's origin)
    restrictTo(ctx, c, namedBy(ctx, direct));
    if (there === scopeSet) restrictTo(ctx, c, scopeSet);
    moved.push({ c, link: direct });
  }
  const scopeLink = scopeLeaves && scopeSet ? named ?? linkBetween(ctx, answerKind, scopeSet) : undefined;
  if (!moved.length && !scopeLink) return;
  // the answer's kind never reaches the phrase's: the two scope words stay as they were
  if (outer && !scopeLink) return;
  for (const { c, link, next, inverse } of moved) {
    c.via = { entries: link.entries, label: link.label, ...(inverse ? { inverse } : {}), ...(next ? { next: { entries: next.entries, label: next.label } } : {}) };
    const phrase = 'phrase' in c ? c.phrase : link.label;
    b.mapping.push({ phrase, term: `${inverse ? `named by ${link.label}` : link.label} › ${next ? `${next.label} › ` : ''}${phrase}`, kind: 'link', confidence: next ? 0.7 : 0.8 });
  }
  // the scope's items are reached through the link: the scope word no longer filters the answer's items
  if (scopeLink && single) {
    sc.terms.splice(sc.terms.indexOf(single), 1);
    const at = sc.labels.indexOf(single[0].label);
    if (at >= 0) sc.labels.splice(at, 1);
    b.mapping.push({ phrase: single[0].label, term: `${scopeLink.label} → ${single[0].label}`, kind: 'link', confidence: 0.8 });
  }
}

/** Share of `items` that are in `holders`. */
function share(items: Set<string>, holders: Set<string>): number {
  if (!items.size) return 0;
  let n = 0;
  for (const e of items) if (holders.has(e)) n++;
  return n / items.size;
}

/**
 * Two links from the answer's items to the items holding a condition, when the one link (if any) names items
 * that seldom hold it: the first link held by most of the answer's items, the second held by most of the items
 * the first names, and most of the items the second names holding the condition. Of several such paths, the one
 * whose links name the most items; none when the one link already reaches holders for half its items.
 */
function twoLinks(ctx: QueryContext, kind: Set<string>, holders: Set<string>, direct: AttrRef | undefined): { first: AttrRef; second: AttrRef } | null {
  if (direct && share(namedBy(ctx, direct), holders) >= 0.5) return null;
  let best: { first: AttrRef; second: AttrRef; score: number } | null = null;
  for (const first of ctx.attributes) {
    if (first.kind !== 'entity' || !held(ctx.holders.get(first.id) ?? new Set(), kind)) continue;
    const middle = namedBy(ctx, first);
    if (!middle.size || meets(middle, kind)) continue;
    const rest = new Set([...holders].filter((e) => !middle.has(e) && !kind.has(e)));
    const second = rest.size ? linkBetween(ctx, middle, rest) : undefined;
    if (!second || second.id === first.id || !held(ctx.holders.get(second.id) ?? new Set(), middle)) continue;
    const reached = namedBy(ctx, second);
    if (share(reached, holders) < 0.5) continue;
    const score = middle.size * share(middle, ctx.holders.get(second.id) ?? new Set());
    if (!best || score > best.score) best = { first, second, score };
  }
  return best ? { first: best.first, second: best.second } : null;
}

/** Of a condition read several ways, the readings some of these items hold. */
function restrictTo(ctx: QueryContext, c: Condition, items: Set<string>): void {
  if (c.kind !== 'any') return;
  const kept = c.options.filter((o) => meets(conditionHolders(ctx, o) ?? new Set(), items));
  if (kept.length) c.options = kept;
}

/** Whether the items of `kind` hold an attribute: half of them or more do (a few stating it besides is noise). */
function held(holders: Set<string>, kind: Set<string>): boolean {
  let n = 0;
  for (const e of kind) if (holders.has(e)) n++;
  return n >= 0.5 * kind.size;
}

/** The items a link attribute's values name. */
export function namedBy(ctx: QueryContext, link: AttrRef): Set<string> {
  const out = new Set<string>();
  for (const v of ctx.schema.values) if (v.entity && v.attribute === link.id) out.add(v.entity);
  return out;
}

/** The attribute whose values name the scope's items most often, held by items other than the scope's own. */
function linkInto(ctx: QueryContext, to: Set<string>): AttrRef | undefined {
  return mostNaming(ctx, to, (holders) => !held(holders, to));
}

function intersect(sets: Array<Set<string>>): Set<string> | null {
  if (!sets.length) return null;
  const out = new Set(sets[0]);
  for (const s of sets.slice(1)) for (const e of [...out]) if (!s.has(e)) out.delete(e);
  return out.size ? out : sets[0];
}

/** A scope term's items; a word read several ways holds what any reading holds. */
export function membersOf(ctx: QueryContext, t: ScopeTerm): Set<string> | null {
  switch (t.kind) {
    case 'category': return [...ctx.categoryPhrases.values(), ...ctx.kindPhrases.values()].find((c) => c.iri === t.iri)?.entities ?? new Set(t.also ?? []);
    case 'prefix': return ctx.namePrefixes.get(t.word)?.entities ?? new Set();
    case 'entities': return new Set(t.iris);
    case 'word': return new Set(t.entities);
    case 'value': return null;
    case 'named-by': return null;
    case 'any': {
      const all = new Set<string>();
      for (const o of t.options) for (const e of membersOf(ctx, o) ?? []) all.add(e);
      return all.size ? all : null;
    }
  }
}

/**
 * The items of the same kind as these: those holding at least half of the attributes most of these hold. "Which
 * cars don't have a full service history" is about cars, not the dealers and brands that never state one.
 */
export function kindOf(ctx: QueryContext, items: Set<string>): Set<string> {
  const typical = [...ctx.holders.values()].filter((h) => held(h, items));
  const out = new Set<string>();
  if (!typical.length) return out;
  for (const e of ctx.entityNames.keys()) {
    let n = 0;
    for (const h of typical) if (h.has(e)) n++;
    if (n >= 0.5 * typical.length) out.add(e);
  }
  return out;
}

/**
 * "The agent with the most properties", "which supplier has the fewest invoices": with no attribute to rank by,
 * the items are ranked by how many other items name them, through the attribute whose values name them most often
 * (of the counted kind's items, when a category names it).
 */
export function linkCountAttribute(ctx: QueryContext, items: Set<string>, counted: Set<string> | null): AttrRef | undefined {
  if (!items.size) return undefined;
  if (counted?.size) return linkBetween(ctx, counted, items);
  return linkInto(ctx, items);
}
