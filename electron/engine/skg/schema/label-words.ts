// Common label words of other languages, as the English words they stand for ("Lunghezza" → length, "Ziel" →
// destination, "hond" → dog), from every language's resources/lang/<lang>/label-words.tsv: a folder mixes exports
// written in several languages, and their labels align with the English ones once their words read as English.
// Keys are normalised as labels are (accents and case dropped, plurals stemmed). Read once per change of the files.
import { folderResource } from '../../resource-files.ts';
import { resourcePath } from '../../resources.ts';
import { normaliseKey } from '../entries/normalise-key.ts';
import { umlautsSpelledOut } from '../../text/norm.ts';

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

// English is what the others are read as: its folder holds no translations
const loadFiles = folderResource('label-words.tsv', (texts) => {
  const map = new Map<string, string>();
  for (const text of texts) parseLabelWords(text, map);
  return map;
}, ['en']);

/**
 * Every language's label words in one map (the languages in their folders' order, the first one's reading of a word
 * kept). A value reader asks for it per value: the files are looked at again at most once a second
 * (resource-files.ts), not listed and stat'ed on every call.
 */
export function loadLabelWords(dir: string = resourcePath('lang')): ReadonlyMap<string, string> {
  return loadFiles(dir).value;
}

/** A label's words read as English where a language's label words say so ("Jahr" → "year", "Siedepunkt" → "boiling
 *  point"); words without a reading stay as they are. The label is normalised as labels are. */
export function labelAsEnglish(label: string, words: ReadonlyMap<string, string> = loadLabelWords()): string {
  return normaliseKey(label).split(' ').map((w) => words.get(w) ?? w).join(' ');
}
