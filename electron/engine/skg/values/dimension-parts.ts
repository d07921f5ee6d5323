// The parts of a measurement written a×b×c that its label or value names by letter or word ("Size (h × w)": 92 × 73
// cm; "H 92 cm × W 73 cm × D 20 cm"): each part is also stated as the attribute it names (Height 92 cm, Width 73 cm),
// from resources/lang/en/dimension-parts.tsv. A value with no such letters names no part: which comes first is
// each folder's own convention.
import { resourcePath } from '../../resources.ts';
import { fileResource } from '../../resource-files.ts';
import type { ParsedValue } from './parse-value.ts';

/** Letter or word (lowercase) → the attribute it names. */
export type DimensionPartWords = ReadonlyMap<string, string>;

export function parseDimensionParts(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.startsWith('#')) continue;
    const [word, attribute] = raw.split('\t').map((s) => s.trim());
    if (word && attribute && !out.has(word.toLowerCase())) out.set(word.toLowerCase(), attribute);
  }
  return out;
}

const loadFile = fileResource(parseDimensionParts);

export function loadDimensionParts(file: string = resourcePath('lang', 'en', 'dimension-parts.tsv')): DimensionPartWords {
  return loadFile(file);
}

const TIMES = /\s*[×x*]\s*/i;

/** The part names of a label's letter sequence ("Size (h × w)", "Dimensions, L x W x H", "HxWxD"), or null. */
function labelParts(label: string, words: DimensionPartWords): string[] | null {
  const m = /(?:^|[\s(,:])((?:\p{L}+\s*[×x*]\s*){1,2}\p{L}+)\s*\)?\s*$/iu.exec(label);
  if (!m) return null;
  const parts = m[1]!.split(TIMES).map((w) => words.get(w.toLowerCase()));
  return parts.every((p): p is string => !!p) && new Set(parts).size === parts.length ? parts : null;
}

/** The part names a value writes before (or after) each number ("H 92 cm × W 73 cm", "92 cm (h) × 73 cm (w)"), or null. */
function valueParts(raw: string, words: DimensionPartWords): string[] | null {
  const pieces = raw.split(/\s[×x*]\s|×/i);
  if (pieces.length < 2 || pieces.length > 3) return null;
  const parts = pieces.map((p) => {
    const m = /^\s*(\p{L}+)\.?:?\s*\d/u.exec(p) ?? /\d[^\p{L}]*\p{L}*\s*\(?\s*(\p{L}+)\)?\s*$/u.exec(p);
    return m ? words.get(m[1]!.toLowerCase()) : undefined;
  });
  return parts.every((p): p is string => !!p) && new Set(parts).size === parts.length ? parts : null;
}

/** The parts a label or its value names, in the order written ("Size (h × w)"; "H 92 cm × W 73 cm"), or null. */
export function namedPartOrder(label: string, raw: string, words: DimensionPartWords = loadDimensionParts()): string[] | null {
  return labelParts(label, words) ?? valueParts(raw, words);
}

/**
 * Each named part of a measurement with its number and unit as written: [] where the value is no a×b(×c) or
 * nothing names its parts.
 */
export function dimensionParts(label: string, raw: string, parsed: ParsedValue, words: DimensionPartWords = loadDimensionParts()): Array<{ entry: string; value: number; unit: string | null }> {
  // the numbers of the measurement: a×b×c read as one, or one number a piece each naming its part
  const numbers = parsed.dims ? parsed.dims.values.map((value) => ({ value, unit: parsed.dims!.unit })) : parsed.quantities.map((q) => ({ value: q.value, unit: q.unit }));
  if (numbers.length < 2 || numbers.length > 3) return [];
  const parts = labelParts(label, words) ?? valueParts(raw, words);
  if (!parts || parts.length !== numbers.length) return [];
  // one unit written once for all ("92 × 73 cm") is each part's
  const shared = numbers.map((n) => n.unit).filter(Boolean).at(-1) ?? null;
  return parts.map((entry, i) => ({ entry, value: numbers[i]!.value, unit: numbers[i]!.unit ?? shared }));
}
