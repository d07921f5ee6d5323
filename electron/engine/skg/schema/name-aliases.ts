// Items named by another item's name written another way: with a title before it ("Dr Priya Raman" beside the page
// "Priya Raman", resources/lang/en/name-titles.txt), with a birth surname in brackets after it ("Hannah Alderson (née
// Metcalfe)", resources/lang/en/maiden-names.txt), surname first ("Fraser, Callum" beside "Callum Fraser"), a code
// in brackets after it ("Long Acre (F01)" beside the rotation's "Long Acre"), or with
// a measurement the item states itself after it ("Ramicor 5mg" beside Ramicor, strength 5 mg), or after a code the
// item states itself ("VI-201 BUTTER CROISSANT" beside the croissant whose code is VI-201). Such an
// item is that item, as an item named only by another's code is (code-names.ts): marked the same, its facts the
// other's too, so a list of reviewers names Priya Raman once. So is an item named by another's name after (or before)
// a dash and another name, where the two state the same day ("Derwent Voices – Winter Warmers", a box-office
// export's event on 22/02/2025, beside the concert page "Winter Warmers" dated Saturday 22 February 2025). So is
// an item named by another's code written without its spaces or joiners ("CP66MKE" of a telematics export beside
// the register's "CP66 MKE"): the one written with them keeps the name. And so is an item named by another's first
// words and the initials of its last ("Llanwrthwl SR" of a leakage table beside "Llanwrthwl Service Reservoir",
// "Glan Ithon WTW" beside "Glan Ithon Water Treatment Works"), where one item's name is so written. And so is an item
// a wide table of months names in its header by another's first words alone ("Castle Mead", a column of lost days
// per month, beside the project "Castle Mead Housing"), where one item's name opens so, the two state nothing alike
// and the longer does not state the shorter as a value of its own (the airport "London Heathrow" is in London).
import { normText } from '../../text/norm.ts';
import { surnameFirst } from '../../text/surname-first.ts';
import { beforeMaidenName, withoutTitle } from './name-titles.ts';
import type { CollectedGraph } from './collect.ts';
import type { RdfStore } from '../../store/rdf/index.ts';
import { SPARQL_PREFIXES } from '../../store/rdf/namespaces.ts';
import { parseValue } from '../values/parse-value.ts';
import { isCodeName } from './code-names.ts';
import { looseKey } from '../../ingest/naming.ts';
import { periodColumn } from './period-columns.ts';

/** Entity index → the index of the item its name names another way (only where exactly one item is so named, and
 *  the item is no alias already). */
export function nameAliases(graph: CollectedGraph, titles: ReadonlySet<string>, taken: ReadonlyMap<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  const byName = itemsByName(graph);
  // (a name written with two codes in brackets, "Galaxy A52 (F77)" and "(F78)", is two things, neither the plain one)
  const bracketed = new Map<string, number>();
  for (const e of graph.entities) {
    const base = beforeBracketCode(e.name);
    if (base) bracketed.set(normText(base), (bracketed.get(normText(base)) ?? 0) + 1);
  }
  graph.entities.forEach((e, i) => {
    if (taken.has(i)) return;
    const base = beforeBracketCode(e.name);
    // (the first reading another item is called by)
    for (const other of [withoutTitle(e.name, titles), surnameFirst(e.name), base && bracketed.get(normText(base)) === 1 ? base : null, beforeMaidenName(e.name)]) {
      const hits = other ? byName.get(normText(other)) : undefined;
      if (hits?.length === 1 && hits[0] !== i && !taken.has(hits[0]!)) {
        out.set(i, hits[0]!);
        break;
      }
    }
  });
  return out;
}

const MAX_NAME = 300;

/** "Long Acre (F01)" → "Long Acre": the name before a bracketed register code, a few capitals then digits (a field
 *  sheet's title beside the rotation's "Long Acre"); null otherwise (a year, a word or "(5G)" says which variant). */
export function beforeBracketCode(name: string): string | null {
  // (a name is a title or a cell: past a few hundred characters it is no name, and the pattern would take time)
  if (name.length > MAX_NAME) return null;
  const m = /^(.*\p{L}.*?)\s*\(\s*(\p{Lu}{1,4}[- ]?\d{1,5})\s*\)\s*$/u.exec(name.trim());
  return m ? m[1]!.trim() : null;
}

/** "VI-201 BUTTER CROISSANT" → "BUTTER CROISSANT": the name after a code of letters and digits joined by a hyphen, a
 *  slash or a dot that leads it (a recipe book's section, a register's line); null otherwise. */
export function afterLeadingCode(name: string): string | null {
  const m = /^(?=\S*\d)(?=\S*\p{L})[\p{Lu}\d]+(?:[-/.][\p{Lu}\d]+)+\s+(\p{L}.*)$/u.exec(name.trim());
  return m && /\p{L}{3}/u.test(m[1]!) ? m[1]! : null;
}

/** "Ramicor 5mg", "Paramax 500 mg": a name and, after it, one measurement. */
const MEASURED = /^(.*\p{L}.*?)\s+(\d+(?:[.,]\d+)?\s?\p{L}{1,4}(?:\/\p{L}{1,4})?)$/u;

/**
 * Items named by another item's name and one of that item's own measurements ("Ramicor 5mg" in a dispensing table,
 * beside the product "Ramicor" whose strength is 5 mg): the pairs to check, alias index → item index, with the
 * measurement in the canonical unit. Only where one item has the name and no other item is named by it with another
 * measurement ("Ibufen 200 mg" and "Ibufen 400 mg" are two products). `canonical` reads a measurement.
 */
function measuredNameCandidates(graph: CollectedGraph, taken: ReadonlyMap<number, number>, canonical: (text: string) => { value: number; unit: string } | null): Array<{ alias: number; item: number; value: number; unit: string }> {
  const byName = itemsByName(graph);
  const variants = new Map<string, Array<{ alias: number; value: number; unit: string }>>();
  graph.entities.forEach((e, i) => {
    if (taken.has(i)) return;
    const m = MEASURED.exec(e.name.trim());
    const q = m ? canonical(m[2]!) : null;
    if (!m || !q) return;
    const base = normText(m[1]!);
    (variants.get(base) ?? variants.set(base, []).get(base)!).push({ alias: i, ...q });
  });
  const out: Array<{ alias: number; item: number; value: number; unit: string }> = [];
  for (const [base, vs] of variants) {
    const items = byName.get(base);
    const distinct = new Set(vs.map((v) => `${v.unit}:${v.value}`));
    if (items?.length !== 1 || distinct.size !== 1 || taken.has(items[0]!)) continue;
    for (const v of vs) out.push({ ...v, item: items[0]! });
  }
  return out;
}

/** The items of each name (normalised). */
function itemsByName(graph: CollectedGraph): Map<string, number[]> {
  const byName = new Map<string, number[]>();
  graph.entities.forEach((e, i) => {
    const k = normText(e.name);
    (byName.get(k) ?? byName.set(k, []).get(k)!).push(i);
  });
  return byName;
}

/** The items named by another's name and a measurement that other item states ("Ramicor 5mg" → Ramicor, whose
 *  strength is 5 mg), checked against the graph in one query (name-aliases.ts measuredNameCandidates). */
export async function measuredNameAliases(rdf: RdfStore, graph: CollectedGraph, taken: ReadonlyMap<number, number>): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const canonical = (text: string) => {
    const q = parseValue(text).primary;
    return q?.canonical && q.end - q.start >= text.trim().length - 1 ? { value: q.canonical.value, unit: q.canonical.unit } : null;
  };
  const candidates = measuredNameCandidates(graph, taken, canonical);
  if (!candidates.length) return out;
  const items = [...new Set(candidates.map((c) => graph.entities[c.item]!.iri))];
  const r = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT DISTINCT ?e ?v ?u WHERE { VALUES ?e { ${items.map((i) => `<${i}>`).join(' ')} } ?e q:hasSpec ?s . ?s q:hasNumericValue ?v . ?s q:hasUnit ?u }`, { rowCap: 200_000, timeoutMs: 60_000 });
  // (numbers compared to nine significant digits: both were converted by the same unit table)
  const key = (iri: string, unit: string, value: number) => `${iri}\u0000${unit}\u0000${Number(value.toPrecision(9))}`;
  const stated = new Set(r.rows.map((row) => key(row.e!.value, row.u!.value, Number(row.v!.value))));
  for (const c of candidates) if (stated.has(key(graph.entities[c.item]!.iri, c.unit, c.value))) out.set(c.alias, c.item);
  return out;
}

/** The items named by a code and another item's name ("VI-201 BUTTER CROISSANT", a recipe book's section, beside the
 *  product "Butter Croissant" whose code is VI-201), where that item states the code itself: a claim "CLM-24-0110
 *  Cairngorm Lodges" is not the client Cairngorm Lodges, who states no such code. Checked against the graph in one
 *  query. */
export async function codedNameAliases(rdf: RdfStore, graph: CollectedGraph, taken: ReadonlyMap<number, number>): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const byName = itemsByName(graph);
  const candidates: Array<{ alias: number; item: number; code: string }> = [];
  graph.entities.forEach((e, i) => {
    if (taken.has(i)) return;
    const rest = afterLeadingCode(e.name);
    const hits = rest ? byName.get(normText(rest)) : undefined;
    if (hits?.length === 1 && hits[0] !== i && !taken.has(hits[0]!)) candidates.push({ alias: i, item: hits[0]!, code: e.name.trim().split(/\s+/)[0]! });
  });
  if (!candidates.length) return out;
  const items = [...new Set(candidates.map((c) => graph.entities[c.item]!.iri))];
  const r = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT DISTINCT ?e ?l WHERE { VALUES ?e { ${items.map((i) => `<${i}>`).join(' ')} } ?e q:hasSpec ?s . ?s q:hasValue ?v . ?v rdfs:label ?l }`, { rowCap: 500_000, timeoutMs: 60_000 });
  const stated = new Set(r.rows.map((row) => `${row.e!.value}\u0000${normText(row.l!.value)}`));
  for (const c of candidates) if (stated.has(`${graph.entities[c.item]!.iri}\u0000${normText(c.code)}`)) out.set(c.alias, c.item);
  return out;
}

/** A name of two parts joined by a dash or a colon ("Derwent Voices – Winter Warmers", "Spring Fair: Plant Sale"). */
const TWO_PARTS = /^(.+?\p{L}.*?)\s+[–—-]\s+(.*\p{L}.*)$|^([^:]*\p{L}[^:]*):\s+(.*\p{L}.*)$/u;

/**
 * The items named by another item's name and, beside it after a dash or a colon, a further name (the organiser, the
 * series), where the two items state the same day: a box-office row "Derwent Voices – Winter Warmers" of 22/02/2025 is
 * the concert "Winter Warmers" of Saturday 22 February 2025; a route "Penzance – Scilly" states no day of the island's.
 * Only where one item has that name. Checked against the graph in one query.
 */
export async function datedNameAliases(rdf: RdfStore, graph: CollectedGraph, taken: ReadonlyMap<number, number>): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const byName = itemsByName(graph);
  const targets = new Set(taken.values());
  const candidates: Array<{ alias: number; item: number }> = [];
  graph.entities.forEach((e, i) => {
    if (taken.has(i) || targets.has(i)) return;
    const m = TWO_PARTS.exec(e.name.trim());
    if (!m) return;
    const parts = m[1] !== undefined ? [m[2]!, m[1]!] : [m[4]!, m[3]!];
    for (const part of parts) {
      const hits = byName.get(normText(part));
      if (hits?.length === 1 && hits[0] !== i && !taken.has(hits[0]!)) {
        candidates.push({ alias: i, item: hits[0]! });
        return;
      }
    }
  });
  if (!candidates.length) return out;
  const iris = [...new Set(candidates.flatMap((c) => [graph.entities[c.alias]!.iri, graph.entities[c.item]!.iri]))];
  const r = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT DISTINCT ?e ?d WHERE { VALUES ?e { ${iris.map((i) => `<${i}>`).join(' ')} } ?e q:hasSpec ?s . ?s q:hasDay ?d }`, { rowCap: 200_000, timeoutMs: 60_000 });
  const days = new Map<string, Set<string>>();
  for (const row of r.rows) (days.get(row.e!.value) ?? days.set(row.e!.value, new Set()).get(row.e!.value)!).add(String(Number(row.d!.value)));
  // (an item claimed by two such names is neither's; nor is one that is itself such a name's alias: no chains)
  const claims = new Map<number, number>();
  const agreed = candidates.filter((c) => {
    const a = days.get(graph.entities[c.alias]!.iri);
    const b = days.get(graph.entities[c.item]!.iri);
    return !!a && !!b && [...a].some((d) => b.has(d));
  });
  for (const c of agreed) claims.set(c.item, (claims.get(c.item) ?? 0) + 1);
  const aliases = new Set(agreed.map((c) => c.alias));
  for (const c of agreed) if (claims.get(c.item) === 1 && !aliases.has(c.item)) out.set(c.alias, c.item);
  return out;
}

/** Items named by the same code, one written with spaces or joiners and one without ("CP66 MKE", "CP66MKE"; "R-27",
 *  "R27"): each is the one written with the most of them (where one is; never where two are written alike). */
export function spacedCodeAliases(graph: CollectedGraph, taken: ReadonlyMap<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  const targets = new Set(taken.values());
  const byCode = new Map<string, number[]>();
  graph.entities.forEach((e, i) => {
    if (taken.has(i) || !isCodeName(e.name)) return;
    const k = looseKey(e.name);
    (byCode.get(k) ?? byCode.set(k, []).get(k)!).push(i);
  });
  const joiners = (i: number) => (graph.entities[i]!.name.trim().match(/[\s.\-/]+/g) ?? []).length;
  for (const items of byCode.values()) {
    if (items.length < 2) continue;
    const most = Math.max(...items.map(joiners));
    const fullest = items.filter((i) => joiners(i) === most);
    if (fullest.length !== 1) continue;
    const [item] = fullest;
    for (const i of items) if (i !== item && !targets.has(i)) out.set(i, item!);
  }
  return out;
}

/** "Llanwrthwl SR" → "Llanwrthwl Service Reservoir": an item named by another's first words and, after them, two to
 *  five capitals that are the initials of the other's remaining words, where exactly one item's name fits. */
export function initialismAliases(graph: CollectedGraph, taken: ReadonlyMap<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  const targets = new Set(taken.values());
  // the full names by their first words and the initials of the rest, every split
  const full = new Map<string, number[]>();
  graph.entities.forEach((e, i) => {
    if (taken.has(i)) return;
    const words = e.name.trim().split(/\s+/);
    for (let k = 1; k <= words.length - 2; k++) {
      const rest = words.slice(k);
      if (rest.length > 5 || !rest.every((w) => /^\p{Lu}\p{Ll}/u.test(w))) continue;
      const key = `${normText(words.slice(0, k).join(' '))}\u0000${rest.map((w) => w[0]).join('')}`;
      (full.get(key) ?? full.set(key, []).get(key)!).push(i);
    }
  });
  graph.entities.forEach((e, i) => {
    if (taken.has(i) || targets.has(i)) return;
    const m = /^(.+?)\s+(\p{Lu}{2,5})$/u.exec(e.name.trim());
    if (!m) return;
    const hits = full.get(`${normText(m[1]!)}\u0000${m[2]}`);
    if (hits?.length === 1 && hits[0] !== i) out.set(i, hits[0]!);
  });
  return out;
}

/** Letters a name must have to name another item by its first words. */
const PREFIX_LETTERS = 4;

/** "Castle Mead" → "Castle Mead Housing": an item a wide table of periods names in its header (its facts are all of
 *  months, weeks or years: lost days per month per project), named by another's first words, where exactly one
 *  item's name opens with them as written words (not a file's slug, "leith-wine-list"), the two hold no attribute
 *  alike and the longer states no value named as the shorter ("London Heathrow", City: London). A region a tour is
 *  named after ("Zillertal", "Zillertal Hut to Hut") states facts of its own, and stays itself. Checked against the
 *  graph in one query. */
export async function prefixNameAliases(rdf: RdfStore, graph: CollectedGraph, attributes: ReadonlyArray<{ entityIndexes: number[]; label: string }>, taken: ReadonlyMap<number, number>): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const targets = new Set(taken.values());
  const held = new Map<number, Set<number>>();
  attributes.forEach((a, k) => {
    for (const i of a.entityIndexes) (held.get(i) ?? held.set(i, new Set()).get(i)!).add(k);
  });
  const ofPeriods = (i: number) => (held.get(i)?.size ?? 0) > 0 && [...held.get(i)!].every((k) => periodColumn(attributes[k]!.label));
  const opening = new Map<string, number[]>();
  graph.entities.forEach((e, i) => {
    if (taken.has(i)) return;
    const words = e.name.trim().split(/\s+/);
    for (let k = 1; k < words.length; k++) {
      const key = normText(words.slice(0, k).join(' '));
      (opening.get(key) ?? opening.set(key, []).get(key)!).push(i);
    }
  });
  const candidates: Array<{ alias: number; item: number }> = [];
  graph.entities.forEach((e, i) => {
    if (taken.has(i) || targets.has(i) || isCodeName(e.name) || (e.name.match(/\p{L}/gu)?.length ?? 0) < PREFIX_LETTERS || !ofPeriods(i)) return;
    const hits = opening.get(normText(e.name));
    if (hits?.length === 1 && hits[0] !== i) candidates.push({ alias: i, item: hits[0]! });
  });
  if (!candidates.length) return out;
  const alike = (x: number, y: number) => [...(held.get(x) ?? [])].some((k) => held.get(y)?.has(k));
  const apart = candidates.filter((c) => !alike(c.alias, c.item));
  if (!apart.length) return out;
  const items = [...new Set(apart.map((c) => graph.entities[c.item]!.iri))];
  const r = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT DISTINCT ?e ?l WHERE { VALUES ?e { ${items.map((i) => `<${i}>`).join(' ')} } ?e q:hasSpec ?s . ?s q:hasValue ?v . ?v rdfs:label ?l }`, { rowCap: 500_000, timeoutMs: 60_000 });
  const stated = new Set(r.rows.map((row) => `${row.e!.value}\u0000${normText(row.l!.value)}`));
  for (const c of apart) if (!stated.has(`${graph.entities[c.item]!.iri}\u0000${normText(graph.entities[c.alias]!.name)}`)) out.set(c.alias, c.item);
  return out;
}
