// Which kind of item each entity is, where the folder says it only by its layout. A folder's name files its pages
// as a kind ("games/", "trails/"); a folder of exports or catalogues files rows of several kinds of file together
// ("exports/leeds-stock.csv" lists games), so its name says what the files are, not what their rows are. A row
// filed only so joins the one kind whose items hold what it holds: "how many games" counts the games of the exports
// too. Where several kinds fit alike (fruits and vegetables hold the same nutrients; every brand's phones the same
// specs) the row joins none: its layout cannot tell which it is.
// A file may also say what its item is in a word of its own ("ARTWORK: DREAM CABINET" heading a page under
// collection/): where that word files only items of one kind, names no folder, no value and no item, and is the
// only such word over that kind, it is the kind's own name, so "which artworks …" asks about every item of it.
import type { SchemaAttribute } from './types.ts';

/** A category is a kind of its own with at least this many items, and a core of at least this many attributes. */
const MIN_MEMBERS = 3;
const MIN_CORE = 3;
/** Kinds a word names are one kind of item where each holds this share of all their items. */
const SAME_KIND = 0.8;
/** A page's own word for its item names the kind where at least this many items are filed by it. */
const NAMING_MEMBERS = 2;
/** A document stating this many entities or more lists items (an export, a catalogue), rather than describing one. */
const LIST_SIZE = 3;
/** A category is a container where this share of its items is stated only in lists. */
const CONTAINER_SHARE = 0.8;
/** An item joins a kind where it holds this share of the kind's core, relative to what the kind's own items hold. */
const JOIN = 0.6;

export interface KindInput {
  entities: Array<{ categories: string[] }>;
  attributes: Array<Pick<SchemaAttribute, 'entityIndexes'>>;
  /** Each entity's documents (by index), where a table, list or record row states something of it. */
  documents: Map<number, Set<string>>;
  /** The documents each folder category files (category → document ids), where known: an item is listed in a
   *  category where its documents there are lists, whatever its documents elsewhere. */
  categoryDocuments?: Map<string, Set<string>>;
  /** Categories that cannot name a kind: a folder's name, a value of some attribute, an item's name. Without it
   *  no category names a kind (which are plain words is unknown). */
  notKindNames?: Set<string>;
}

export interface Kinds {
  /** Categories whose items are stated only in lists (the folder of the exports, not a kind). */
  containers: Set<string>;
  /** Entity index → the categories it is taken to be of without being filed so. */
  joined: Map<number, string[]>;
}

/** The entity's documents that each hold one item or a few (a page of its own) — none where it is only listed. */
function listedOnly(docs: Set<string> | undefined, sizes: Map<string, number>): boolean {
  if (!docs?.size) return false;
  for (const d of docs) if ((sizes.get(d) ?? 0) < LIST_SIZE) return false;
  return true;
}

export function inferKinds(input: KindInput): Kinds {
  const { entities, attributes, documents } = input;
  const sizes = new Map<string, number>();
  for (const docs of documents.values()) for (const d of docs) sizes.set(d, (sizes.get(d) ?? 0) + 1);
  const members = new Map<string, number[]>();
  entities.forEach((e, i) => {
    for (const c of e.categories) members.set(c, [...(members.get(c) ?? []), i]);
  });
  const containers = new Set<string>();
  for (const [c, items] of members) {
    if (items.length < MIN_MEMBERS) continue;
    // (a results folder's tables list boats that have pages of their own elsewhere: there they are listed only)
    const inFolder = input.categoryDocuments?.get(c);
    const docsIn = (i: number) => {
      const docs = documents.get(i);
      if (!inFolder || !docs) return docs;
      const mine = new Set([...docs].filter((d) => inFolder.has(d)));
      return mine.size ? mine : docs;
    };
    const listed = items.filter((i) => listedOnly(docsIn(i), sizes)).length;
    if (listed >= CONTAINER_SHARE * items.length) containers.add(c);
  }
  // each entity's attributes (by index into attributes)
  const held = entities.map(() => new Set<number>());
  attributes.forEach((a, k) => {
    for (const i of a.entityIndexes) held[i]?.add(k);
  });
  // the kinds: categories that are no container, with a core most of their items hold
  const kinds: Kind[] = [];
  for (const [c, items] of members) {
    if (containers.has(c) || items.length < MIN_MEMBERS) continue;
    const core: number[] = [];
    attributes.forEach((a, k) => {
      let n = 0;
      for (const i of items) if (held[i].has(k)) n++;
      if (n >= 0.5 * items.length) core.push(k);
    });
    if (core.length < MIN_CORE) continue;
    const own = items.reduce((s, i) => s + core.filter((k) => held[i].has(k)).length, 0) / (items.length * core.length);
    if (own > 0) kinds.push({ iri: c, items: new Set(items), core, own });
  }
  const joined = new Map<number, string[]>();
  if (containers.size) joinListed(entities, kinds, containers, held, joined);
  if (input.notKindNames) nameKinds(members, kinds, containers, input.notKindNames, joined, held);
  return { containers, joined };
}

interface Kind {
  iri: string;
  items: Set<number>;
  core: number[];
  own: number;
}

/** Rows of lists join the one kind whose items hold what they hold. */
function joinListed(entities: KindInput['entities'], kinds: Kind[], containers: Set<string>, held: Array<Set<number>>, joined: Map<number, string[]>): void {
  const listed = (i: number) => entities[i].categories.some((c) => containers.has(c));
  entities.forEach((e, i) => {
    // only a row of a container's lists (it may be filed by a type column of its own too: "house", "flat")
    if (!listed(i)) return;
    const fits = kinds.filter((k) => k.core.filter((a) => held[i].has(a)).length / k.core.length >= JOIN * k.own);
    if (!fits.length) return;
    // a kind whose items hold every other fitting kind's items — but for rows of lists, which are what is being
    // sorted — is the broader one ("games" over "games/german", "listing" over an export's "house" rows); kinds
    // that fit alike and hold different items leave the row's kind unknown
    const broadest = fits.find((k) => fits.every((o) => o === k || [...o.items].every((x) => k.items.has(x) || listed(x))));
    if (broadest && !e.categories.includes(broadest.iri)) joined.set(i, [broadest.iri]);
  });
}

/** Two kinds hold the same things: their cores share half the smaller. */
function coreAlike(a: Kind, b: Kind): boolean {
  const shared = a.core.filter((x) => b.core.includes(x)).length;
  return shared >= 0.5 * Math.min(a.core.length, b.core.length);
}

/** A category that files only some items of one kind, in a word no folder, value or item has (a page's own word
 *  for what it is), and is the only one so over that kind, names the kind: each item of the kind joins it — those
 *  its folder files, the rows that joined it, and the items of other folders that hold what its items hold (a
 *  folder of data files beside the atlas pages). */
function nameKinds(members: Map<string, number[]>, kinds: Kind[], containers: Set<string>, notKindNames: Set<string>, joined: Map<number, string[]>, held: Array<Set<number>>): void {
  const ofKind = (k: Kind) => {
    const items = new Set(k.items);
    for (const [i, cs] of joined) if (cs.includes(k.iri)) items.add(i);
    held.forEach((h, i) => {
      if (items.has(i) || k.core.filter((a) => h.has(a)).length / k.core.length < JOIN * k.own) return;
      // an item of another kind joins only where that kind holds what this one holds (a folder of data files beside
      // the atlas pages), never a kind of its own that shares a few attributes (people beside their papers)
      const others = kinds.filter((o) => o !== k && o.items.has(i));
      if (others.every((o) => coreAlike(k, o))) items.add(i);
    });
    return items;
  };
  const named: Array<[string, Set<number>]> = [];
  for (const k of kinds) {
    const items = ofKind(k);
    // (a word whose items are all of another kind too, one holding other things, is that kind's: researchers filed
    // under papers as well as people)
    const elsewhere = (m: number[]) => kinds.some((o) => o !== k && !coreAlike(k, o) && m.every((i) => o.items.has(i)));
    const words = [...members].filter(([c, m]) => c !== k.iri && !containers.has(c) && !notKindNames.has(c) && m.length >= NAMING_MEMBERS && m.length < items.size && m.every((i) => items.has(i)) && !elsewhere(m));
    if (words.length === 1) named.push([words[0][0], items]);
  }
  // a word naming several kinds names them where they are one kind of item (nested folders, a value's category
  // whose items are the same: most of each is the other), and none where they differ (fruits and vegetables)
  for (const c of new Set(named.map(([w]) => w))) {
    const sets = named.filter(([w]) => w === c).map(([, items]) => items);
    const all = new Set(sets.flatMap((x) => [...x]));
    if (sets.some((x) => x.size < SAME_KIND * all.size)) continue;
    for (const i of all) if (!members.get(c)!.includes(i)) joined.set(i, [...(joined.get(i) ?? []), c]);
  }
}
