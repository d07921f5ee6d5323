// Keys that, nested under a parent key, say how the parent's value is given ("rating" › "average" → Rating,
// "cost" › "per serving" → Cost per serving), from resources/lang/en/sub-keys.tsv. Read when facts are named
// (skg/entries). Reloaded when the file changes (its mtime looked at again at most once a second).
import fs from 'node:fs';
import { resourcePath } from '../resources.ts';

export interface SubKeys {
  /** Keys whose value is the parent's own ("average", "total"). */
  measures: Set<string>;
  /** First words of keys that qualify the parent ("per", "for"). */
  qualifiers: Set<string>;
}

/** How long a loaded file is trusted before its mtime is looked at again (it is asked for once per fact). */
const RECHECK_MS = 1000;

const cache = new Map<string, { key: string; checkedAt: number; words: SubKeys }>();

export function loadSubKeys(file: string = resourcePath('lang', 'en', 'sub-keys.tsv')): SubKeys {
  const recent = cache.get(file);
  if (recent && Date.now() - recent.checkedAt < RECHECK_MS) return recent.words;
  let key = 'missing';
  try {
    const s = fs.statSync(file);
    key = `${s.mtimeMs}:${s.size}`;
  } catch {
    return { measures: new Set(), qualifiers: new Set() };
  }
  const hit = cache.get(file);
  if (hit && hit.key === key) {
    hit.checkedAt = Date.now();
    return hit.words;
  }
  const words: SubKeys = { measures: new Set(), qualifiers: new Set() };
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const [word, kind] = line.split('\t').map((c) => c.trim().toLowerCase());
    if (!word) continue;
    if (kind === 'measure') words.measures.add(word);
    else if (kind === 'qualifier') words.qualifiers.add(word);
  }
  cache.set(file, { key, checkedAt: Date.now(), words });
  return words;
}
