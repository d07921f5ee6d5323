// Keys that, nested under a parent key, say how the parent's value is given ("rating" › "average" → Rating,
// "cost" › "per serving" → Cost per serving), from resources/lang/en/sub-keys.tsv. Read when facts are named
// (skg/entries). Reloaded when the file changes.
import fs from 'node:fs';
import { resourcePath } from '../resources.ts';

export interface SubKeys {
  /** Keys whose value is the parent's own ("average", "total"). */
  measures: Set<string>;
  /** First words of keys that qualify the parent ("per", "for"). */
  qualifiers: Set<string>;
}

const cache = new Map<string, { key: string; words: SubKeys }>();

export function loadSubKeys(file: string = resourcePath('lang', 'en', 'sub-keys.tsv')): SubKeys {
  let key = 'missing';
  try {
    const s = fs.statSync(file);
    key = `${s.mtimeMs}:${s.size}`;
  } catch {
    return { measures: new Set(), qualifiers: new Set() };
  }
  const hit = cache.get(file);
  if (hit && hit.key === key) return hit.words;
  const words: SubKeys = { measures: new Set(), qualifiers: new Set() };
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const [word, kind] = line.split('\t').map((c) => c.trim().toLowerCase());
    if (!word) continue;
    if (kind === 'measure') words.measures.add(word);
    else if (kind === 'qualifier') words.qualifiers.add(word);
  }
  cache.set(file, { key, words });
  return words;
}
