// Legends: a page that writes short codes in its values says once what they stand for — "Diet badges: V =
// vegetarian, VG = vegan, GF = gluten-free", "Key: ✓ = yes, ✗ = no", "(S = small; M = medium; L = large)". A value
// made only of such codes ("V, VG") states the words they stand for, as if the page had written them.

export type Legend = Map<string, string>;

/** A legend is a short line of its own, not a sentence inside prose. */
const MAX_LINE = 240;
/** Pairs a line must hold to be a legend (one "X = y" alone may be a formula or an equation). */
const MIN_PAIRS = 2;
// a code: a short token of letters, digits or symbols (no spaces); what it stands for: a few words, no digits
const PAIR = /(?:^|[\s,;(:])([^\s=,;:()]{1,5})\s*[=:]\s*([\p{L}][\p{L}'’\- ]{0,40}?)\s*(?=[,;.)]|$)/gu;

/** The codes and what they stand for, from the short lines of a document's text blocks. */
export function findLegend(blocks: ReadonlyArray<{ kind: string; text: string }>): Legend {
  const legend: Legend = new Map();
  for (const b of blocks) {
    if (b.kind !== 'text') continue;
    for (const raw of b.text.split(/\n+/)) {
      const line = raw.trim().replace(/^[_*]+|[_*]+$/g, '');
      if (!line || line.length > MAX_LINE || !line.includes('=')) continue;
      const pairs = [...line.matchAll(PAIR)].filter((m) => m[0].includes('='));
      if (pairs.length < MIN_PAIRS) continue;
      for (const m of pairs) {
        const code = m[1]!;
        const words = m[2]!.trim();
        // a code is shorter than what it stands for, and is not an ordinary lower-case word
        if (!words || code.length >= words.length || /^\p{Ll}+$/u.test(code)) continue;
        if (!legend.has(code)) legend.set(code, words);
      }
    }
  }
  return legend;
}

/** What a value's parts stand for, where every part is a code of the legend; null otherwise. */
export function expandCodes(legend: Legend, parts: readonly string[]): string[] | null {
  if (!legend.size || !parts.length) return null;
  const out: string[] = [];
  for (const p of parts) {
    const words = legend.get(p.trim());
    if (!words) return null;
    out.push(words);
  }
  return out;
}
