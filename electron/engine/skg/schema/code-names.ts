// Items named by their codes: a flight's origin "OSL" is the airport whose IATA code is OSL, a regatta's winner "FRA
// 38085" the boat whose sail number it is. A label whose values are codes (capitals and digits, no words: "OSL",
// "GBR 5385", "L2015.3"; never a version, "5.5-1"), most of whose items hold one each, names each item holding one; a
// label whose codes items of one kind share (batches fermented in one tank) refers to other things, and names nothing.
// Elsewhere the same code is a link to its item, as its name would be.
// An item named by nothing but such a code (a results table naming boats by sail number only) is the item the code
// names: it is marked the same as that item, which is given each of its facts (citing the same rows), so a question
// about the boat reads its results, and the code is no item of its own to list — unless the item named by the code
// says more of it than the one whose field holds it (a job's sheets beside one export row): then the row is the
// alias, and the code stays the name. So is an item named by another's
// name and a code in brackets ("Top Meadow (F02)" beside a table's "Top Meadow"), where that name has one such code,
// or by a name ending in another's and the code a register gives that other ("Perceel De Vlieter (NL-10)").
import { DataFactory } from 'rdf-data-factory';
import type { Quad } from '@rdfjs/types';
import type { RdfStore } from '../../store/rdf/index.ts';
import { SPARQL_PREFIXES } from '../../store/rdf/namespaces.ts';
import { normText } from '../../text/norm.ts';
import { defaultUnits, findUnit } from '../values/quantity.ts';
import { P, SCHEMA_GRAPH } from '../ontology.ts';
import type { CollectedGraph } from './collect.ts';
import type { SchemaAttribute } from './types.ts';
import { periodColumn } from './period-columns.ts';

const df = new DataFactory();

/** Capitals and digits, at most a few joiners, no lower-case word: "OSL", "GBR 5385", "RMAG 1965.7". */
const CODE = /^(?=.*\p{Lu})[\p{Lu}\d]+(?:[ .\-/][\p{Lu}\d]+){0,3}$/u;
/** An item's name that is a code of any length ("BRO/D/170/3/8"): capitals and digits joined, no word. */
const CODE_NAME = /^(?=.*\p{Lu})(?=.*\d)[\p{Lu}\d]+(?:[ .\-/][\p{Lu}\d]+)*$/u;

/** Whether an item's name is a code of any length ("BRO/D/170/3/8", "CP66 MKE"). */
export function isCodeName(name: string): boolean {
  return CODE_NAME.test(name.trim());
}
/** Items a label must name for its codes to be names, and the share of its values that must be codes. */
const MIN_ITEMS = 3;
const CODE_SHARE = 0.9;
/** Share of the items holding a code label's values that must hold one each. */
const OWNER_SHARE = 0.8;

/** A register's code: a few capitals, then digits ("F02", "IE-02", "MC 7"); "(USA)", "(5G)", "(2021)" name a
 *  variant or an edition, no code. */
const REGISTER_CODE = /^\p{Lu}{1,4}[- ]?\d{1,5}$/u;

export function isCode(text: string): boolean {
  const t = text.trim();
  // (a time of day or a duration, "10:25:41", "1:45", has no capital: no code; nor a unit's or currency's symbol,
  // "USD", "KG")
  // (nor a version, "5.5-1", "2.34-0.1": a package's first version is no name of it, though no other has it)
  return t.length >= 2 && t.length <= 24 && CODE.test(t) && !findUnit(defaultUnits(), t);
}

/** The code labels' entries, and each code (as written) → the one item holding it. */
export async function codeNames(rdf: RdfStore, graph: CollectedGraph): Promise<{ entries: Set<string>; names: Map<string, string> }> {
  // (values read as numbers, dates, measurements or yes/no are none: "EUR 250", "2024-10-15")
  // (a label of fewer items still claims its codes: the invoice's "Vat id: BE0563951212" and the supplier's own
  // "Tax ID" claim one code for two items, which then names neither)
  const candidates = [...graph.entries.values()].filter((e) => e.values.length >= 1 && !e.numeric && !e.years && !e.dims && !e.booleans && e.values.filter((v) => isCode(v.label)).length >= CODE_SHARE * e.values.length);
  const entries = new Set<string>();
  const names = new Map<string, string>();
  if (!candidates.length) return { entries, names };
  const rows = await rdf.sparql(
    `${SPARQL_PREFIXES}\nSELECT DISTINCT ?en ?e ?l WHERE { VALUES ?en { ${candidates.map((c) => `<${c.iri}>`).join(' ')} } ?s q:inEntry ?en . ?e q:hasSpec ?s . ?s q:hasValue ?v . ?v rdfs:label ?l }`,
    { rowCap: 1_000_000, timeoutMs: 120_000 },
  );
  const byEntry = new Map<string, Array<{ e: string; l: string }>>();
  for (const r of rows.rows) (byEntry.get(r.en.value) ?? byEntry.set(r.en.value, []).get(r.en.value)!).push({ e: r.e.value, l: r.l.value });
  const taken = new Map<string, Set<string>>();
  const categoriesOf = new Map(graph.entities.map((e) => [e.iri, e.categories] as const));
  const nameOf = new Map(graph.entities.map((e) => [e.iri, e.name] as const));
  for (const [en, pairs] of byEntry) {
    const holders = new Map<string, Set<string>>();
    const codesOf = new Map<string, Set<string>>();
    for (const { e, l } of pairs) {
      (holders.get(l) ?? holders.set(l, new Set()).get(l)!).add(e);
      (codesOf.get(e) ?? codesOf.set(e, new Set()).get(e)!).add(l);
    }
    // the items holding one code each own theirs (most of them must); an item holding several lists them (a
    // regatta's results naming each boat's sail number): a code it lists is no name of it
    const owners = [...codesOf].filter(([, c]) => c.size === 1);
    if (owners.length < OWNER_SHARE * codesOf.size) continue;
    // an identifier is its item's own: a label whose codes items of one kind (one folder) holding one each share,
    // most of its shared codes so, refers to other things and names none of them (batches fermented in tank FV-03);
    // a supplier's VAT id on its invoices is still the supplier's own, its code shared by items of two kinds
    const owned = new Map<string, string[]>();
    for (const [e, c] of owners) for (const code of c) (owned.get(code) ?? owned.set(code, []).get(code)!).push(e);
    const shared = [...owned.values()].filter((es) => es.length > 1);
    const oneKind = (es: string[]) => {
      const cats = es.map((e) => categoriesOf.get(e) ?? []);
      return cats[0]!.length > 0 && cats[0]!.some((c) => cats.every((x) => x.includes(c)));
    };
    if (shared.length && shared.filter(oneKind).length >= 0.5 * shared.length) continue;
    if (codesOf.size >= MIN_ITEMS && holders.size >= MIN_ITEMS) entries.add(en);
    for (const [e, c] of owners) {
      const code = [...c][0]!;
      // (an item named by a code of its own refers to others by theirs: the photograph BRO/D/170/3/8 names its
      // collection BRO/D/170, a harvest lot the field F09 it is on, a flight the airport BGO — each no name of it.
      // Measured against the narrower rule, only a child code under its parent's: flights 0.528 -> 0.546, farm 0.423 ->
      // 0.440, claims 0.253 -> 0.262, but fleet 0.241 -> 0.224, whose vehicle records named by fleet number no longer
      // own their registrations)
      const own = nameOf.get(e)?.trim();
      if (own && CODE_NAME.test(own) && normText(own) !== normText(code)) continue;
      if (isCode(code)) (taken.get(code) ?? taken.set(code, new Set()).get(code)!).add(e);
    }
  }
  // a code two labels give two items names neither; only labels of several items name
  const naming = new Set([...entries].flatMap((en) => (byEntry.get(en) ?? []).map((p) => p.l)));
  for (const [code, items] of taken) if (items.size === 1 && naming.has(code)) names.set(code, [...items][0]!);
  return { entries, names };
}

/** Items named by another item's code (entity index → the index of the item the code names); each attribute the
 *  alias holds is held by that item too. */
export function codeAliases(graph: CollectedGraph, names: ReadonlyMap<string, string>, attributes: SchemaAttribute[]): Map<number, number> {
  const out = new Map<number, number>();
  const index = new Map(graph.entities.map((e, i) => [e.iri, i] as const));
  const byCode = new Map([...names].map(([code, item]) => [normText(code), item] as const));
  // how much the folder says of each item: the attributes it holds
  const says = new Map<number, number>();
  for (const a of attributes) for (const i of a.entityIndexes) says.set(i, (says.get(i) ?? 0) + 1);
  const pairs: Array<[number, number]> = [];
  graph.entities.forEach((e, i) => {
    const item = byCode.get(normText(e.name));
    const j = item !== undefined ? index.get(item) : undefined;
    if (j !== undefined && j !== i) pairs.push([i, j]);
  });
  // the item the folder describes under its code (a job's sheets, "KDS-24-006") keeps the code as its name where the
  // item naming the code is one export's row saying less of it ("Trelawny Ashburton; KDS-24-006; 4,92; …"): the
  // row is then its alias; a boat a results table names by sail number stays its page's name, which says more
  const claims = new Map<number, number>();
  for (const [, j] of pairs) claims.set(j, (claims.get(j) ?? 0) + 1);
  const sources = new Set(pairs.map(([i]) => i));
  // (a row of a wide table of periods says more only in columns: "PL-01" of plant hours by week is the register's
  // "Liebherr LTM 1060-3.1", which keeps its name)
  const periodsOnly = new Set<number>();
  const held = new Map<number, string[]>();
  for (const a of attributes) for (const i of a.entityIndexes) (held.get(i) ?? held.set(i, []).get(i)!).push(a.label);
  for (const [i, labels] of held) if (labels.every(periodColumn)) periodsOnly.add(i);
  for (const [i, j] of pairs) {
    const once = claims.get(j) === 1 && !sources.has(j) && !claims.has(i);
    if (once && (says.get(i) ?? 0) > (says.get(j) ?? 0) && !periodsOnly.has(i)) out.set(j, i);
    else out.set(i, j);
  }
  // "Top Meadow (F02)", a page's title, is the "Top Meadow" a table names: an item named by another item's name and
  // a register's code in brackets is that item, where no other code is written beside the same name ("Field (F02)"
  // and "Field (F03)" are two fields); a variant in brackets is not ("Galaxy S7 (USA)", "Mate 20 X (5G)")
  const byName = new Map<string, number>();
  graph.entities.forEach((e, i) => byName.set(normText(e.name), i));
  const coded = new Map<string, number[]>();
  graph.entities.forEach((e, i) => {
    const m = /^(.*\S)\s*\(([^()]+)\)$/.exec(e.name.trim());
    if (!m || !REGISTER_CODE.test(m[2]!.trim())) return;
    const name = normText(m[1]!);
    (coded.get(name) ?? coded.set(name, []).get(name)!).push(i);
  });
  for (const [name, items] of coded) {
    if (items.length !== 1 || out.has(items[0]!)) continue;
    let j = byName.get(name);
    // "Perceel De Vlieter (NL-10)": the name carries a kind word the table's "De Vlieter" lacks; the code in brackets
    // is the one a register gives that item, and the item's name ends the words before it
    if (j === undefined) {
      const m = /\(([^()]+)\)$/.exec(graph.entities[items[0]!]!.name.trim())!;
      const item = byCode.get(normText(m[1]!));
      const k = item !== undefined ? index.get(item) : undefined;
      if (k !== undefined && endsWithWords(name, normText(graph.entities[k]!.name))) j = k;
    }
    if (j !== undefined && !out.has(j)) out.set(items[0]!, j);
  }
  heldByItems(out, attributes);
  return out;
}

/** Each attribute an alias holds is held by the item it names too. */
export function heldByItems(out: ReadonlyMap<number, number>, attributes: SchemaAttribute[]): void {
  if (!out.size) return;
  for (const a of attributes) {
    const held = new Set(a.entityIndexes);
    let grew = false;
    for (const [x, y] of out) if (held.has(x) && !held.has(y)) (held.add(y), (grew = true));
    if (grew) {
      a.entityIndexes = [...held].sort((p, q) => p - q);
      a.entities = held.size;
    }
  }
}

/** Whether `name`'s last words are `tail`'s (both normalised): "perceel de vlieter" ends with "de vlieter". */
function endsWithWords(name: string, tail: string): boolean {
  return tail.length > 0 && (name === tail || name.endsWith(` ${tail}`));
}

/** Each alias marked the same as its item, and each of its facts the item's too (one query for all of them). */
export async function sameItemFacts(rdf: RdfStore, pairs: ReadonlyArray<readonly [alias: string, item: string]>): Promise<Quad[]> {
  if (!pairs.length) return [];
  const g = df.namedNode(SCHEMA_GRAPH);
  const itemOf = new Map(pairs);
  const specs = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT DISTINCT ?a ?s WHERE { VALUES ?a { ${pairs.map(([a]) => `<${a}>`).join(' ')} } ?a q:hasSpec ?s }`, { rowCap: 1_000_000, timeoutMs: 120_000 });
  // (and the folders it is filed in are the item's: a reviewer listed in panels/ is one of the panel's)
  const folders = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT DISTINCT ?a ?c WHERE { VALUES ?a { ${pairs.map(([a]) => `<${a}>`).join(' ')} } ?a q:belongs ?c }`, { rowCap: 1_000_000, timeoutMs: 120_000 });
  return [
    ...pairs.map(([alias, item]) => df.quad(df.namedNode(alias), df.namedNode(P.sameAs), df.namedNode(item), g)),
    ...specs.rows.map((r) => df.quad(df.namedNode(itemOf.get(r.a.value)!), df.namedNode(P.hasSpec), df.namedNode(r.s.value), g)),
    ...folders.rows.map((r) => df.quad(df.namedNode(itemOf.get(r.a.value)!), df.namedNode(P.belongs), df.namedNode(r.c.value), g)),
  ];
}
