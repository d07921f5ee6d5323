// Abbreviations written in attribute labels ("no", "nr", "num" → number), from
// resources/lang/en/label-abbreviations.tsv; read once per file change (mtime), so an edit applies on the next run.
import fs from 'node:fs';
import { resourcePath } from '../../resources.ts';

let cache: { file: string; mtimeMs: number; map: Map<string, string> } | null = null;

export function loadLabelAbbreviations(file: string = resourcePath('lang', 'en', 'label-abbreviations.tsv')): ReadonlyMap<string, string> {
  let mtimeMs = 0;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return new Map();
  }
  if (cache && cache.file === file && cache.mtimeMs === mtimeMs) return cache.map;
  const map = new Map<string, string>();
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [abbr, word] = line.split('\t').map((s) => s?.trim().toLowerCase());
    if (abbr && word && /^[\p{L}\d]+$/u.test(abbr) && /^[\p{L}\d]+$/u.test(word)) map.set(abbr, word);
  }
  cache = { file, mtimeMs, map };
  return map;
}
