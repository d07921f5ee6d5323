// Common label words of other languages, as the English words they stand for ("Lunghezza" → length, "Ziel" →
// destination, "hond" → dog), from every language's resources/lang/<lang>/label-words.tsv: a folder mixes exports
// written in several languages, and their labels align with the English ones once their words read as English.
// Keys are normalised as labels are (accents and case dropped, plurals stemmed). Read once per change of the files.
import fs from 'node:fs';
import path from 'node:path';
import { resourcePath } from '../../resources.ts';
import { normaliseKey } from '../entries/normalise-key.ts';
import { umlautsSpelledOut } from '../../text/norm.ts';

let cache: { key: string; map: Map<string, string> } | null = null;

/** Parses one label-words.tsv into the map (word → English word; lines that are not one word each are skipped). */
export function parseLabelWords(text: string, into: Map<string, string>): void {
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [word, english] = line.split('\t').map((s) => s?.trim());
    if (!word || !english) continue;
    const k = normaliseKey(word);
    const v = english.toLowerCase();
    if (/^[\p{L}]+$/u.test(k) && /^[a-z]+$/.test(v) && !into.has(k)) into.set(k, v);
    // a word with an umlaut or ß is also written without ("Komplexitaet", "Hoehe", "Groesse" in exports and
    // file headers)
    const plain = normaliseKey(umlautsSpelledOut(word));
    if (plain !== k && /^[a-z]+$/.test(plain) && /^[a-z]+$/.test(v) && !into.has(plain)) into.set(plain, v);
  }
}

export function loadLabelWords(dir: string = resourcePath('lang')): ReadonlyMap<string, string> {
  let list: string[] = [];
  try {
    list = fs.readdirSync(dir).sort().filter((lang) => lang !== 'en').map((lang) => path.join(dir, lang, 'label-words.tsv')).filter((f) => fs.existsSync(f));
  } catch {
    list = [];
  }
  const key = list.map((f) => `${f}:${fs.statSync(f).mtimeMs}`).join('|');
  if (cache && cache.key === key) return cache.map;
  const map = new Map<string, string>();
  for (const f of list) parseLabelWords(fs.readFileSync(f, 'utf8'), map);
  cache = { key, map };
  return map;
}
