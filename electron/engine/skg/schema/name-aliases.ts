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
