// One Entry per spec, whatever the layout calls it: "Battery", "Battery capacity", "Battery (mAh)" and a CSV
// column "battery_mah" are all the Entry "Battery" (unit mAh from the header where written).

import { splitHeaderUnit, unitOfWholeKey, type DimensionsOf, type HeaderUnit } from '../values/header-unit.ts';
import { loadSubKeys } from '../../text/sub-keys.ts';
import { loadUnitTable, type UnitTable } from '../values/unit-table.ts';
import { normaliseKey, tidyEntryName } from './normalise-key.ts';
import type { EntryAliases } from './aliases.ts';
import type { ColonOrder } from '../values/clock-times.ts';

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
  siblings?: ReadonlySet<string>,
  /** The key's values hold no number ("Preferred foot: Left"): a unit word in it is a word of the label. */
  wordsOnly = false,
  /** The dimensions a key's words name ("Boiling point" → temperature): a lone letter may then be a unit ("_k"). */
  dimensionsOf?: DimensionsOf,
): { entry: string; unit: string | null; basis?: string; unknownUnit?: string; period?: string; colonOrder?: ColonOrder } {
  const nested = wordsOnly ? null : nestedKey(section, key, units);
  if (nested) {
    const inner = canonicalEntry(nested.section, nested.key, aliases, units, siblings, false, dimensionsOf);
    return nested.unit ? { ...inner, unit: nested.unit } : inner;
  }
  const header: HeaderUnit = wordsOnly ? { key, unit: null } : splitHeaderUnit(key, units, siblings, dimensionsOf);
  const { key: bareKey, unit } = header;
  const extra = { ...(header.basis ? { basis: header.basis } : {}), ...(header.unknownUnit ? { unknownUnit: header.unknownUnit } : {}), ...(header.period ? { period: header.period } : {}), ...(header.colonOrder ? { colonOrder: header.colonOrder } : {}) };
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

/**
 * A key that says how its parent is given is read with the parent (resources/lang/en/sub-keys.tsv). A key that is a
 * unit is its dimension in that unit ("energy" › "kcal", a column "kJ", "Calories" → Energy in kcal); "rating" › "average" → Rating, "cost" › "per serving" →
 * Cost per serving. The parent is the last part of the section path (JSON writes "nutrition.energy"); a section
 * that is itself a qualifier ("Per portion") or numbered ("sizes 1") is no parent. Null for any other key.
 */
function nestedKey(section: string | null, key: string, units: UnitTable): { section: string | null; key: string; unit?: string } | null {
  const sub = loadSubKeys();
  const path = section?.trim() ? section.trim().split('.') : [];
  const parent = (path[path.length - 1] ?? '').trim();
  const rest = path.length > 1 ? path.slice(0, -1).join('.') : null;
  const words = (t: string) => t.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\s]+/g, ' ').trim().toLowerCase().split(' ').filter(Boolean);
  const parentWords = words(parent);
  const parentNames = parentWords.length > 0 && !sub.qualifiers.has(parentWords[0]!) && !/\d/.test(parent);
  const unit = unitOfWholeKey(key, units);
  if (unit) {
    // named by its dimension: the parent may be a heading over many rows ("Recipe card" › "Calories")
    const dimension = unit.dimension.charAt(0).toUpperCase() + unit.dimension.slice(1);
    return { section: parentNames ? rest : section, key: dimension, unit: unit.symbol };
  }
  if (!parentNames) return null;
  const keyWords = words(key);
  if (keyWords.length === 1 && sub.measures.has(keyWords[0]!)) return { section: rest, key: parent };
  if (keyWords.length > 1 && sub.qualifiers.has(keyWords[0]!)) return { section: rest, key: `${parent} ${keyWords.join(' ')}` };
  return null;
}
