// What kind of number each entry holds, so parse-value can pick "the" number of a row (the weight row's grams,
// the battery row's charge). The table comes from the domain packs' entry-kinds.tsv (resources/domains/); it is
// matched against the entry name (canonical or as written) and the first matching line wins.
import type { EntryValueSpec } from './domain-pack.ts';

export type { EntryValueSpec, ValueKind } from './domain-pack.ts';

/** The value spec for an entry name, or null when the entry is unknown (then any unit goes). */
export function entryValueSpec(entry: string, specs: readonly EntryValueSpec[]): EntryValueSpec | null {
  const e = entry.trim();
  for (const spec of specs) if (spec.match.test(e)) return spec;
  return null;
}
