// What kind of number each entry holds, so parse-value can pick "the" number of a row: the battery row's
// mAh figure, the weight row's grams, the RAM part of "8GB 1GB RAM". Matched against the entry name (canonical
// or as written); the first matching row wins, so specific rows come before general ones.

import type { UnitKind } from './units.ts';

export type ValueKind = UnitKind | 'unitless';

export interface EntryValueSpec {
  match: RegExp;
  /** Kinds the primary number may have, best first. Empty: the entry holds no number (OS name, sensors). */
  kinds: ValueKind[];
  /** For data quantities: which memory the entry means. */
  role?: 'ram' | 'storage';
  /** The entry's value is a structure rather than one number. */
  structure?: 'dims' | 'resolution' | 'date';
  /** The only unit the entry can mean, given to a lone bare number ("PPI: 283" → 283 ppi). */
  defaultUnit?: string;
}

export const ENTRY_VALUE_SPECS: readonly EntryValueSpec[] = [
  { match: /\bram\b|memory \(ram\)|working memory/i, kinds: ['data'], role: 'ram' },
  { match: /battery|mah|accumulator/i, kinds: ['charge', 'energy'] },
  { match: /screen.?to.?body|body ratio/i, kinds: ['percent'] },
  { match: /pixel density|\bppi\b|\bdensity\b|\bdpi\b/i, kinds: ['pixel-density'], defaultUnit: 'ppi' },
  { match: /camera|selfie|megapixel/i, kinds: ['megapixels'] },
  { match: /resolution|\bpixels\b/i, kinds: ['megapixels'], structure: 'resolution' },
  { match: /dimension|^size$|measurements|\bdims?\b/i, kinds: ['length'], structure: 'dims' },
  { match: /display|screen|diagonal/i, kinds: ['length'] },
  { match: /weight|mass/i, kinds: ['mass'] },
  { match: /thickness|length|width|height|depth/i, kinds: ['length'] },
  { match: /price|cost|\bfee\b|msrp|\brrp\b|amount|salary|rent|allowance|payment/i, kinds: ['currency'] },
  { match: /storage|internal|\brom\b|memory|disk|\bssd\b/i, kinds: ['data'], role: 'storage' },
  { match: /\bcores?\b/i, kinds: ['count', 'unitless'], defaultUnit: 'cores' },
  { match: /\bcpu\b|processor/i, kinds: ['count'] },
  { match: /refresh|frequency|clock/i, kinds: ['frequency'] },
  { match: /charging|charger|wattage|power/i, kinds: ['power'] },
  { match: /brightness|luminance/i, kinds: ['luminance'] },
  { match: /sim slots?|sim count|number of sims?/i, kinds: ['unitless', 'count'] },
  { match: /year|date|release|launch|announc|status|introduc|availab/i, kinds: [], structure: 'date' },
  { match: /^(?:os|operating system|platform|firmware)$/i, kinds: ['unitless'] },
  { match: /^(?:5g|nfc|sim|sim type|sim card|sensors?|network|networks|network technology|technology|device type|type|category|kind|form factor|brand|model|colou?rs?|chipset|chip|gpu|battery type|battery chemistry)$/i, kinds: [] },
];

/** The value spec for an entry name, or null when the entry is unknown (then any unit goes). */
export function entryValueSpec(entry: string): EntryValueSpec | null {
  const e = entry.trim();
  for (const spec of ENTRY_VALUE_SPECS) if (spec.match.test(e)) return spec;
  return null;
}
