// Items named by another item's name written another way: with a title before it ("Dr Priya Raman" beside the page
// "Priya Raman", resources/lang/en/name-titles.txt) or surname first ("Fraser, Callum" beside "Callum Fraser"). Such an
// item is that item, as an item named only by another's code is (code-names.ts): marked the same, its facts the
// other's too, so a list of reviewers names Priya Raman once.
import { normText } from '../../text/norm.ts';
import { surnameFirst } from '../../text/surname-first.ts';
import { withoutTitle } from './name-titles.ts';
import type { CollectedGraph } from './collect.ts';

/** Entity index → the index of the item its name names another way (only where exactly one item is so named, and
 *  the item is no alias already). */
export function nameAliases(graph: CollectedGraph, titles: ReadonlySet<string>, taken: ReadonlyMap<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  const byName = new Map<string, number[]>();
  graph.entities.forEach((e, i) => {
    const k = normText(e.name);
    (byName.get(k) ?? byName.set(k, []).get(k)!).push(i);
  });
  graph.entities.forEach((e, i) => {
    if (taken.has(i)) return;
    const other = withoutTitle(e.name, titles) ?? surnameFirst(e.name);
    const hits = other ? byName.get(normText(other)) : undefined;
    if (hits?.length === 1 && hits[0] !== i && !taken.has(hits[0]!)) out.set(i, hits[0]!);
  });
  return out;
}

/** "Ramicor 5mg", "Paramax 500 mg": a name and, after it, one measurement. */
const MEASURED = /^(.*\p{L}.*?)\s+(\d+(?:[.,]\d+)?\s?\p{L}{1,4}(?:\/\p{L}{1,4})?)$/u;

/**
 * Items named by another item's name and one of that item's own measurements ("Ramicor 5mg" in a dispensing table,
 * beside the product "Ramicor" whose strength is 5 mg): the pairs to check, alias index → item index, with the
 * measurement in the canonical unit. Only where one item has the name and no other item is named by it with another
 * measurement ("Ibufen 200 mg" and "Ibufen 400 mg" are two products). `canonical` reads a measurement.
 */
export function measuredNameCandidates(graph: CollectedGraph, taken: ReadonlyMap<number, number>, canonical: (text: string) => { value: number; unit: string } | null): Array<{ alias: number; item: number; value: number; unit: string }> {
  const byName = new Map<string, number[]>();
  graph.entities.forEach((e, i) => {
    const k = normText(e.name);
    (byName.get(k) ?? byName.set(k, []).get(k)!).push(i);
  });
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
