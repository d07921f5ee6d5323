// Normalised keys: the form aliases are looked up by. "Battery Capacity", "battery_capacity" and
// "batteryCapacity:" all become "battery capacity"; "Sensors" becomes "sensor"; "Size in inches" becomes "size inch".

const STOP_WORDS = new Set(['the', 'a', 'an', 'of', 'in', 'for', 'to', 'per', 'with', 'on', 'by', 'at', 'and', 'its', 'your']);
/** Words ending in s that are not plurals. */
const NOT_PLURAL = new Set(['series', 'species', 'lens', 'news', 'canvas', 'bus', 'plus', 'ios', 'macos', 'ipados', 'watchos', 'tvos', 'dos', 'radius', 'chassis', 'always', 'alias', 'status', 'gps', 'sms', 'mms', 'bus', 'glass', 'wireless', 'class', 'access', 'process', 'address', 'this', 'has', 'was', 'is', 'yes', 'less', 'focus', 'bonus', 'campus', 'census', 'thesis', 'analysis', 'basis', 'axis', 'emphasis', 'diagnosis']);

export function stemWord(w: string): string {
  if (w.length <= 3 || NOT_PLURAL.has(w) || !/[a-z]s$/.test(w)) return w;
  if (/(?:ss|us|is)$/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes)$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

/** Lowercase, punctuation stripped (decimal points kept), camelCase and snake_case split, plurals stemmed, stop words dropped. */
export function normaliseKey(key: string): string {
  const spaced = key
    .normalize('NFKC')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/%/g, ' percent ')
    .replace(/(\d)\.(\d)/g, '$1\u0000$2')
    .replace(/[^\p{L}\p{N}\u0000]+/gu, ' ')
    .replace(/\u0000/g, '.');
  const words = spaced.split(' ').filter((w) => w && !STOP_WORDS.has(w)).map(stemWord);
  // A key made only of stop words ("In") keeps them rather than vanishing.
  if (words.length === 0) return spaced.trim().split(/\s+/).filter(Boolean).join(' ');
  return words.join(' ');
}

/** A readable entry name for a key no alias knows: "CARD SLOT" / "card_slot" → "Card slot"; "NFC" stays "NFC". */
export function tidyEntryName(key: string): string {
  const words = key
    .normalize('NFKC')
    .replace(/[_\s]+/g, ' ')
    .replace(/[:\s]+$/, '')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return '';
  const allUpper = words.every((w) => w === w.toUpperCase());
  const out = words.map((w, i) => {
    const keepCaps = !allUpper || (words.length === 1 && w.length <= 5);
    const isAcronym = w.length > 1 && w === w.toUpperCase() && /\p{Lu}/u.test(w);
    const word = isAcronym && keepCaps ? w : w.toLowerCase();
    return i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  });
  return out.join(' ');
}
