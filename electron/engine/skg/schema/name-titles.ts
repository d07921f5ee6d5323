// Titles written before a person's name ("Dr. Sarah Lindgren"), from resources/lang/en/name-titles.txt; read once
// per file change (mtime), so an edit applies on the next schema build.
import fs from 'node:fs';
import { resourcePath } from '../../resources.ts';
import { fileResource } from '../../resource-files.ts';

let cache: { file: string; mtimeMs: number; titles: Set<string> } | null = null;

export function loadNameTitles(file: string = resourcePath('lang', 'en', 'name-titles.txt')): ReadonlySet<string> {
  let mtimeMs = 0;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return new Set();
  }
  if (cache && cache.file === file && cache.mtimeMs === mtimeMs) return cache.titles;
  const titles = new Set<string>();
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const t = line.trim().toLowerCase().replace(/\.$/, '');
    if (t && !t.startsWith('#') && /^[\p{L}]+$/u.test(t)) titles.add(t);
  }
  cache = { file, mtimeMs, titles };
  return titles;
}

/** The text without a leading title ("Dr. Sarah Lindgren" → "Sarah Lindgren"), or null when it starts with none. */
export function withoutTitle(text: string, titles: ReadonlySet<string>): string | null {
  const m = /^\s*([\p{L}]+)\.?\s+(\S.*)$/u.exec(text);
  if (!m || !titles.has(m[1].toLowerCase())) return null;
  return m[2];
}

/** The words before a birth surname in brackets ("née", "geb."), from resources/lang/en/maiden-names.txt. */
const loadMaidenFile = fileResource((text) => new Set(text.split(/\r?\n/).map((l) => l.trim().toLowerCase().replace(/\.$/, '')).filter((l) => l && !l.startsWith('#'))));

export function loadMaidenNameWords(file: string = resourcePath('lang', 'en', 'maiden-names.txt')): ReadonlySet<string> {
  return loadMaidenFile(file);
}

/** The name before a bracketed birth surname ("Hannah Alderson (née Metcalfe)" → "Hannah Alderson"), or null. */
export function beforeMaidenName(text: string, words: ReadonlySet<string> = loadMaidenNameWords()): string | null {
  const m = /^(.*\p{L}.*?)\s*\(\s*([\p{L}]+)\.?\s+[^()]*\p{L}[^()]*\)\s*$/u.exec(text);
  return m && words.has(m[2]!.toLowerCase()) ? m[1]!.trim() : null;
}
