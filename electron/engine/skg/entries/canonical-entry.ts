// One Entry per spec, whatever the layout calls it: "Battery", "Battery capacity", "Battery (mAh)" and a CSV
// column "battery_mah" are all the Entry "Battery" (unit mAh from the header where written).

import { splitHeaderUnit, type HeaderUnit } from '../values/header-unit.ts';
import { loadUnitTable, type UnitTable } from '../values/unit-table.ts';
import { normaliseKey, tidyEntryName } from './normalise-key.ts';
import type { EntryAliases } from './aliases.ts';

export { splitHeaderUnit } from '../values/header-unit.ts';
export { normaliseKey } from './normalise-key.ts';
export { loadAliases, parseAliases, type EntryAliases, type AliasProblem } from './aliases.ts';
export { entryId, createEntryIdRegistry } from './entry-id.ts';

/**
 * The canonical entry of a key, and the unit its header states. Lookup order: the section-qualified alias
 * ("battery/type"), the section and key read together ("Display" › "Size" → "display size"), then the key alone —
 * except under scoping sections (cameras, cover screens), where an unknown key is qualified by its section
 * instead of being merged with a same-named key elsewhere. Unknown keys keep a tidied form of their own name.
 */
export function canonicalEntry(
  section: string | null,
  key: string,
  aliases: EntryAliases,
  units: UnitTable = loadUnitTable(),
): { entry: string; unit: string | null; basis?: string; unknownUnit?: string } {
  const header: HeaderUnit = splitHeaderUnit(key, units);
  const { key: bareKey, unit } = header;
  const extra = { ...(header.basis ? { basis: header.basis } : {}), ...(header.unknownUnit ? { unknownUnit: header.unknownUnit } : {}) };
  const nk = normaliseKey(bareKey);
  const sectionText = section?.trim() ? section.trim() : null;
  const ns = sectionText ? normaliseKey(sectionText) : '';
  if (!nk) return { entry: tidyEntryName(bareKey) || tidyEntryName(sectionText ?? '') || 'Value', unit, ...extra };
  const scoped = ns !== '' && aliases.isScopingSection(ns);
  const hit =
    (ns ? aliases.lookup(`${ns}/${nk}`) : undefined) ??
    (ns && !nk.startsWith(ns) ? aliases.lookup(`${ns} ${nk}`) : undefined) ??
    (scoped ? undefined : aliases.lookup(nk));
  if (hit) return { entry: hit, unit, ...extra };
  if (scoped && sectionText) {
    const sectionName = tidyEntryName(sectionText);
    const keyName = tidyEntryName(bareKey);
    const lowerFirst = keyName === keyName.toUpperCase() ? keyName : keyName.charAt(0).toLowerCase() + keyName.slice(1);
    return { entry: normaliseKey(bareKey).startsWith(ns) ? keyName : `${sectionName} ${lowerFirst}`, unit, ...extra };
  }
  return { entry: tidyEntryName(bareKey), unit, ...extra };
}
