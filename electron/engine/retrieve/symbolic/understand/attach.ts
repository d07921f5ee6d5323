// Attachment: how the question's spans combine into conditions. A number with a unit attaches only to an
// attribute of that unit's dimension (converted into the unit the graph stores), nearest first, else the one of
// that dimension whose values it fits; a bare year to a date; a comparator before or after it sets the test; a
// value attaches to the attribute whose value set holds it; a negation to the condition after it.
import { namedBy } from './links.ts';
import type { AttrRef, Grounding, QueryContext } from './context.ts';
import { phraseKey } from './context.ts';
import type { CompareOp } from './language.ts';
import type { BareReading } from '../plan.ts';
import type { ParseState, Quantity, Span } from './state.ts';
import type { Tile } from './tiling.ts';
import { convertValue, isCurrency } from './units-adapter.ts';

export type AmountSpan = Extract<Span, { kind: 'number' | 'quantity' | 'range' | 'year' }>;

export interface Attachment {
  attr: AttrRef;
  score: number;
  how: string;
}

/** Tokens between two spans, as tiles. */
export function tilesBetween(tiles: Tile[], from: number, to: number): Tile[] {
  return tiles.filter((t) => t.span.a >= from && t.span.b <= to);
}

/** The attributes a tile names, its own reading first, then its alternatives'. */
export function attributesOf(tile: Tile): Array<Grounding<AttrRef>> {
  const out: Array<Grounding<AttrRef>> = [];
  for (const s of [tile.span, ...tile.alternatives]) {
    if (s.kind === 'attribute') out.push(...s.targets);
    if (s.kind === 'gradable' && s.attribute) out.push(...s.attribute);
  }
  return out;
}

/** How likely a value is for an attribute, from where its numbers lie (1 inside the middle half, less far out). */
export function plausibility(attr: AttrRef, value: number): number {
  const p = attr.numeric;
  if (!p || p.count === 0) return 0.3;
  if (value >= p.q1 && value <= p.q3) return 1;
  if (value >= p.min && value <= p.max) return 0.8;
  const scale = Math.max(Math.abs(p.max), Math.abs(p.min), 1e-9);
  const far = value > p.max ? value / scale : Math.max(p.min, 1e-9) / Math.max(value, 1e-9);
  return Math.max(0, 0.6 - 0.2 * Math.log10(Math.max(1, far)));
}

export function isNumericAttr(a: AttrRef): boolean {
  return a.kind === 'number' || a.kind === 'date' || a.kind === 'dims' || (a.numeric?.count ?? 0) >= 0.5 * a.entities;
}

export function dimensionMatches(a: AttrRef, q: Quantity): boolean {
  if (!q.dimension) return isNumericAttr(a);
  if (a.dimension === q.dimension) return true;
  return false;
}

/** The attribute a quantity is about: named near it, else told by its dimension and the values it fits. */
export function attachAmount(
  state: ParseState,
  tiles: Tile[],
  amount: AmountSpan,
  used: Set<Tile>,
  hints: { dimensions?: string[]; nouns?: string[]; kind?: Set<string> | null; head?: Tile | null },
): { attachment: Attachment | null; tile: Tile | null; rivals: Attachment[] } {
  const ctx = state.ctx;
  // with no attribute named, the attributes the items asked about have ("agents … since before 2015": theirs, not
  // the listings' Year built); all of them when none of theirs fits
  const theirs = (pool: AttrRef[]): AttrRef[] => {
    const kind = hints.kind;
    if (!kind?.size) return pool;
    const held = pool.filter((a) => {
      let n = 0;
      for (const e of ctx.holders.get(a.id) ?? []) if (kind.has(e)) n++;
      return n >= 0.3 * kind.size;
    });
    return held.length ? held : pool;
  };
  const q: Quantity = amount.kind === 'range' ? amount.lo : amount.kind === 'quantity' ? amount.q : { value: amount.kind === 'year' ? amount.year : amount.value, unit: null, dimension: null };
  const isYear = amount.kind === 'year';
  const fits = (a: AttrRef) =>
    isYear ? a.years > 0 || a.kind === 'date' : dimensionMatches(a, q) && (!hints.dimensions?.length || !a.dimension || hints.dimensions.includes(a.dimension));
  // attributes named near the amount (either side), nearest first
  const near: Array<{ tile: Tile; g: Grounding<AttrRef>; distance: number }> = [];
  for (const t of tiles) {
    // the head noun naming a category is the kind of item asked about, not the attribute compared
    if (used.has(t) || t === hints.head) continue;
    const gs = attributesOf(t);
    if (!gs.length) continue;
    let distance = t.span.b <= amount.a ? amount.a - t.span.b : t.span.a >= amount.b ? t.span.a - amount.b : 0;
    if (distance > 7) continue;
    // "thiamine of at least 0.3 mg, iron above 3.9 mg": an attribute after the amount but past a comma or "and"
    // starts the next condition
    if (t.span.a >= amount.b) {
      const gap = state.question.slice(state.tokens[amount.b - 1].end, state.tokens[t.span.a].start);
      if (/[,;]|\b(and|but|or)\b/i.test(gap)) distance += 4;
    }
    // an attribute across another amount belongs to that one
    const between = tiles.filter((x) => x !== t && x.span.a >= Math.min(t.span.b, amount.b) && x.span.b <= Math.max(t.span.a, amount.a));
    const listId = amount.kind === 'quantity' ? amount.list : undefined;
    const sameList = (x: Tile) => listId !== undefined && x.span.kind === 'quantity' && x.span.list === listId;
    if (between.some((x) => ['number', 'quantity', 'range', 'year'].includes(x.span.kind) && !sameList(x))) continue;
    for (const g of gs) if (fits(g.target)) near.push({ tile: t, g, distance });
  }
  // an amount counted per a period ("£700 a month") is one of an attribute stated per a period (a rent, not a
  const per = amount.kind === 'range' ? amount.hi.per ?? amount.lo.per : amount.kind === 'quantity' ? amount.q.per : undefined;
  // deposit), where a word names the other only loosely ("cost", near Deposit in meaning): that word names none
  const loose = (n: { g: Grounding<AttrRef> }) => !!per && n.g.score < 0.9 && !n.g.target.period && ctx.attributes.some((a) => a.period && a.entities >= 2 && fits(a));
  for (let i = near.length - 1; i >= 0; i--) if (loose(near[i]!)) near.splice(i, 1);
  // a word that only half-names an attribute other kinds of item hold ("long" of a hub's "Longest runway") yields to
  // the asked kind's own attribute of the amount's dimension ("flights between 500 and 700 km long": the distance)
  const kind = hints.kind;
  const heldByKind = (a: AttrRef) => {
    if (!kind?.size) return false;
    let n = 0;
    for (const e of ctx.holders.get(a.id) ?? []) if (kind.has(e)) n++;
    return n >= 0.3 * kind.size;
  };
  const kindHoldsOne = () => !!kind?.size && ctx.attributes.some((a) => fits(a) && a.entities >= 2 && heldByKind(a));
  if (kind?.size) {
    if (kindHoldsOne()) {
      // (and a word naming an attribute none of the asked items holds, however well, nor any item they link to:
      // "classes that start after 7pm" beside bookings with a Start column compares the classes' own time, while
      // "games by designers born after 1980" keeps the designers' birth year, reached through the games' Designer)
      let linked: Set<string> | null = null;
      const reached = (a: AttrRef) => {
        if (!linked) {
          linked = new Set();
          for (const l of ctx.attributes) if (l.kind === 'entity' && heldByKind(l)) for (const e of namedBy(ctx, l)) linked.add(e);
        }
        for (const e of ctx.holders.get(a.id) ?? []) if (kind.has(e) || linked.has(e)) return true;
        return false;
      };
      for (let i = near.length - 1; i >= 0; i--) if ((near[i]!.g.score < 0.9 && !heldByKind(near[i]!.g.target)) || !reached(near[i]!.g.target)) near.splice(i, 1);
    }
  }
  near.sort((x, y) => x.distance - y.distance || y.g.score - x.g.score || y.g.target.entities - x.g.target.entities);
  if (near.length) {
    const best = near[0];
    return {
      attachment: { attr: best.g.target, score: Math.min(1, best.g.score + 0.1), how: `named next to it (${best.g.how})` },
      tile: best.tile,
      rivals: near.slice(1).filter((n) => n.tile === best.tile).map((n) => ({ attr: n.g.target, score: n.g.score, how: n.g.how })),
    };
  }
  // no attribute named: the one its dimension (and the words comparing it) point to, whose values it fits
  if (isYear) {
    const dated = theirs(ctx.attributes.filter((a) => a.years > 0)).sort((a, b) => b.years - a.years);
    return dated.length ? { attachment: { attr: dated[0], score: 0.85, how: 'the date attribute' }, tile: null, rivals: dated.slice(1, 3).map((a) => ({ attr: a, score: 0.6, how: 'a date attribute' })) } : { attachment: null, tile: null, rivals: [] };
  }
  // a comparing adjective's own noun ("thinner than 7 mm" → Thickness)
  for (const noun of hints.nouns ?? []) {
    const gs = (ctx.attributePhrases.get(phraseKey(noun)) ?? []).filter((g) => g.score >= 0.9 && fits(g.target));
    // (of the noun's attributes, the asked items' own; one they do not hold yields to theirs of the amount's
    // dimension: "tracks longer than 4 minutes" compares the tracks' Duration, not the pieces' Length)
    const held = gs.filter((g) => heldByKind(g.target));
    if (gs.length && !held.length && kindHoldsOne()) continue;
    if (gs.length) return { attachment: { attr: (held[0] ?? gs[0]).target, score: 0.9, how: `what "${noun}" names` }, tile: null, rivals: [] };
  }
  // a bare number with nothing named ("more than 50 million people"): the one unitless attribute whose values it fits
  if (!q.dimension && !hints.dimensions?.length) {
    const fitted = ctx.attributes
      .filter((a) => a.kind === 'number' && !a.dimension && a.entities >= 2 && (a.numeric?.count ?? 0) >= 2)
      .map((a) => ({ attr: a, fit: plausibility(a, q.value) }))
      .sort((x, y) => y.fit - x.fit);
    if (fitted.length && fitted[0].fit >= 0.8 && (fitted.length === 1 || fitted[0].fit - fitted[1].fit >= 0.2)) {
      return { attachment: { attr: fitted[0].attr, score: 0.65, how: `the attribute whose values ${q.value} fits` }, tile: null, rivals: [] };
    }
    return { attachment: null, tile: null, rivals: [] };
  }
  const pool = theirs(ctx.attributes.filter((a) => isNumericAttr(a) && a.entities >= 2 && (q.dimension ? a.dimension === q.dimension : !!a.dimension && hints.dimensions!.includes(a.dimension))));
  const value = q.unit ? q.value : q.value;
  const ranked = pool
    .map((a) => {
      const v = q.unit && a.unit ? convertValue(value, q.unit, a.unit) : value;
      const fit = v === null ? 0 : plausibility(a, v);
      const prior = Math.log10(1 + a.entities) / 4;
      const periodic = per && a.period ? 0.3 : 0;
      return { attr: a, score: Math.min(1, 0.55 + 0.3 * fit + 0.15 * Math.min(1, prior) + periodic) - (per && !a.period ? 0.1 : 0), how: `the ${a.dimension} attribute its value fits${periodic ? `, stated per ${a.period}` : ''}` };
    })
    .sort((x, y) => y.score - x.score);
  if (!ranked.length) return { attachment: null, tile: null, rivals: [] };
  return { attachment: ranked[0], tile: null, rivals: ranked.slice(1, 4) };
}

/** The comparator that governs an amount: before it (over function words and its attribute) or after it. */
export function comparatorFor(state: ParseState, tiles: Tile[], amount: AmountSpan, attrTile: Tile | null): { op: CompareOp; tile: Tile | null; dimensions?: string[]; nouns?: string[] } {
  const skippable = (t: Tile) => t.span.kind === 'function' || t === attrTile || t.span.kind === 'answer-unit';
  const idx = tiles.findIndex((t) => t.span === amount);
  for (let k = idx - 1, steps = 0; k >= 0 && steps < 5; k--, steps++) {
    const t = tiles[k];
    if (t.span.kind === 'comparator' && t.span.at === 'before') return { op: t.span.op, tile: t, dimensions: t.span.dimensions, nouns: t.span.nouns };
    if (!skippable(t)) break;
  }
  for (let k = idx + 1, steps = 0; k < tiles.length && steps < 6; k++, steps++) {
    const t = tiles[k];
    if (t.span.kind === 'comparator' && t.span.at === 'after') return { op: t.span.op, tile: t };
    if (!skippable(t) && t.span.kind !== 'attribute') break;
  }
  return { op: '=', tile: null };
}

/** A negation governing the tile at index k: a negation tile just before it, not across a joining word. */
export function negationFor(state: ParseState, tiles: Tile[], k: number, scope: 'next' | 'exclude' | 'any' = 'any'): Tile | null {
  // (or a word joined after it that negates it: "gluten-free")
  const after = tiles[k + 1];
  if (after?.span.kind === 'negation' && after.span.scope === 'after' && tiles[k] && after.span.a === tiles[k]!.span.b && scope !== 'exclude') return after;
  for (let j = k - 1, steps = 0; j >= 0 && steps < 5; j--, steps++) {
    const t = tiles[j];
    if (t.span.kind === 'negation') return t.span.scope === 'after' ? null : scope === 'any' || t.span.scope === scope ? t : null;
    if (t.span.kind === 'function') {
      const w = state.tokens[t.span.a].norm;
      if (/^(and|or|but|which|that|while|whereas|nor)$/.test(w)) return null;
      continue;
    }
    if (t.span.kind === 'comparator' || t.span.kind === 'attribute' || t.span.kind === 'relation') continue;
    return null;
  }
  return null;
}

/** The unit a condition on the attribute compares in: the currency asked, or the unit the graph stores. */
export function conditionUnit(q: { unit: string | null }, attr: AttrRef): string | null {
  // (pence are read as the pounds they are a hundredth of: "under 10p" of amounts in GBP)
  return q.unit && attr.unit && isCurrency(q.unit) && isCurrency(attr.unit) && convertValue(1, q.unit, attr.unit) === null ? q.unit : attr.unit;
}

/** A number a document states without a unit is in the unit its attribute is shown in, the one its other values
 *  state most ("Ascent: 1100" beside "1,200 m" and "950 m"), as a bare number of the question is: this factor takes
 *  it to the unit the graph stores the attribute in. Undefined where the two units are one, or money. */
export function bareNumberReading(attr: AttrRef): BareReading | undefined {
  if (!attr.unit || !attr.displayUnit || attr.displayUnit === attr.unit || isCurrency(attr.unit)) return undefined;
  const f = convertValue(1, attr.displayUnit, attr.unit);
  if (f === null || !Number.isFinite(f) || f <= 0 || f === 1) return undefined;
  // (an order of magnitude either side of the numbers stated with a unit)
  const r = attr.unitRange;
  return r ? { factor: f, within: [Math.min(r[0], r[1]) / BARE_SPREAD, Math.max(r[0], r[1]) * BARE_SPREAD] } : { factor: f };
}

/** How far outside the numbers stated with a unit a bare number may land and still be read in the shown unit. */
const BARE_SPREAD = 10;

/** A question amount in the unit the attribute is stored in (null when they cannot be compared). */
export function toAttributeUnit(ctx: QueryContext, q: Quantity, attr: AttrRef): { value: number; doubt: string | null; readIn?: string } {
  // a bare number is in the unit the attribute is shown in, the one its documents state most ("under 20" of
  // distances stated in km is 20 km, never 20 m; "more than 17" of years in the industry, 17 years)
  if (!q.unit && attr.unit && attr.displayUnit && attr.displayUnit !== attr.unit && !isCurrency(attr.unit)) {
    const v = convertValue(q.value, attr.displayUnit, attr.unit);
    if (v !== null) return { value: v, doubt: null, readIn: attr.displayUnit };
  }
  if (!q.unit || !attr.unit || q.unit === attr.unit) return { value: q.value, doubt: null };
  // currencies never convert: the condition reads the attribute's values in the currency asked ("under £10,000"
  // are the prices stated in GBP, whatever currency most of them are in)
  if (isCurrency(q.unit) && isCurrency(attr.unit)) return { value: convertValue(q.value, q.unit, attr.unit) ?? q.value, doubt: null };
  const v = convertValue(q.value, q.unit, attr.unit);
  if (v !== null) return { value: v, doubt: null };
  if (isCurrency(q.unit) || isCurrency(attr.unit)) return { value: q.value, doubt: `${attr.label} is stated in ${attr.unit}, the question asks in ${q.unit} (no exchange rates offline)` };
  void ctx;
  return { value: q.value, doubt: `${q.unit} cannot be compared with ${attr.label} in ${attr.unit}` };
}
